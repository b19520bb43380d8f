import { describe, expect, it } from "vitest";
import { type PriceItemInput, type PriceResult, priceItem, priceProject } from "./price.js";
import type { PriceBook } from "./priceBook.js";
import { TEST_BOOK } from "./testBook.js";

function item(fields: Partial<PriceItemInput> & Pick<PriceItemInput, "ItemNo" | "product_type">): PriceItemInput {
  return { InchWidth: 12, InchHeight: 12, Quantity: 1, ...fields };
}

function priced(result: PriceResult) {
  if (!result.ok) throw new Error(`expected a price, got ${result.field}: ${result.message}`);
  return result;
}

interface WorkedCase {
  readonly name: string;
  readonly input: PriceItemInput;
  readonly total: number;
  readonly squareFeet: number;
}

// Test book (testBook.ts): ADH-GLOSS tiers 0:500, 50:400, 200:300 c/sqft, min 1 sqft/piece;
// ACM-3MM 48x96 9000 c, 60x120 14000 c a sheet; COREX-4MM 48x96 2500 c; WALL-SMOOTH 0:350, 100:300,
// no minimum, 52 in panels; WINDOW-PERF 600 c, min 2 sqft/piece; MAG-30 0:800, 25:700, min 1;
// STEP-STAKE 125 c each; PATTERN-ROLL 9500 c each. Laminates none 0, gloss 100, matte 120, clear 75.
// Options: round_corners yes 50/piece, grommets 4 100/piece, holes 4 80/piece, sides 2 150/sqft.
// Area material charge = min over tiers of max(B, minSqFt) x rate, B = billable sq ft of the line.
const WORKED: readonly WorkedCase[] = [
  {
    // piece 24 x 36 / 144 = 864 / 144 = 6 sqft (>= 1); B = 10 x 6 = 60
    // tiers: 60 x 500 = 30000; 60 x 400 = 24000; max(60, 200) x 300 = 60000 -> 24000
    // gloss 100 x 60 = 6000; Total 24000 + 6000 = 30000; SquareFeet 60
    name: "adhesive 24x36 x10, gloss laminate",
    input: item({
      ItemNo: "ADH-GLOSS",
      product_type: "adhesive",
      InchWidth: 24,
      InchHeight: 36,
      Quantity: 10,
      LaminateType: "gloss",
    }),
    total: 30000,
    squareFeet: 60,
  },
  {
    // piece 6 x 6 / 144 = 0.25 sqft, billed at the 1 sqft minimum; B = 5 x 1 = 5
    // tiers: 5 x 500 = 2500; max(5, 50) x 400 = 20000; 200 x 300 = 60000 -> 2500
    // laminate none 0; round corners 50 x 5 = 250; Total 2750; SquareFeet actual 5 x 0.25 = 1.25
    name: "adhesive 6x6 x5, under the per-piece minimum, round corners",
    input: item({
      ItemNo: "ADH-GLOSS",
      product_type: "adhesive",
      InchWidth: 6,
      InchHeight: 6,
      Quantity: 5,
      LaminateType: "none",
      options: { round_corners: "yes" },
    }),
    total: 2750,
    squareFeet: 1.25,
  },
  {
    // piece 1 sqft; B = 45; tiers: 45 x 500 = 22500; max(45, 50) x 400 = 20000; 60000 -> 20000
    // (plain tiers would charge 22500, more than the 20000 of 50 pieces)
    name: "adhesive 12x12 x45, just under the 50 sqft tier",
    input: item({ ItemNo: "ADH-GLOSS", product_type: "adhesive", Quantity: 45 }),
    total: 20000,
    squareFeet: 45,
  },
  {
    // piece 1 sqft; B = 50; tiers: 50 x 500 = 25000; 50 x 400 = 20000; 200 x 300 = 60000 -> 20000
    name: "adhesive 12x12 x50, at the 50 sqft tier",
    input: item({ ItemNo: "ADH-GLOSS", product_type: "adhesive", Quantity: 50 }),
    total: 20000,
    squareFeet: 50,
  },
  {
    // sheet 48 x 96, no rotate: floor(48 / 30) x floor(96 / 20) = 1 x 4 = 4 a sheet
    // sheets ceil(10 / 4) = 3; 3 x 9000 = 27000; SquareFeet 10 x 600 / 144 = 41.666.. -> 41.67
    name: "rigid ACM 30x20 x10 on 48x96, no rotate",
    input: item({
      ItemNo: "ACM-3MM",
      product_type: "rigid",
      InchWidth: 30,
      InchHeight: 20,
      Quantity: 10,
      MaterialSheetSize: "48,96",
      Rotate: "no",
    }),
    total: 27000,
    squareFeet: 41.67,
  },
  {
    // Rotate yes: sheet becomes 96 x 48: floor(96 / 30) x floor(48 / 20) = 3 x 2 = 6 a sheet
    // sheets ceil(10 / 6) = 2; 2 x 9000 = 18000; holes 4: 80 x 10 = 800; Total 18800
    name: "rigid ACM 30x20 x10 on 48x96, rotated, 4 holes",
    input: item({
      ItemNo: "ACM-3MM",
      product_type: "rigid",
      InchWidth: 30,
      InchHeight: 20,
      Quantity: 10,
      MaterialSheetSize: "48,96",
      Rotate: "yes",
      options: { holes: "4" },
    }),
    total: 18800,
    squareFeet: 41.67,
  },
  {
    // sheet 60 x 120: floor(60 / 24) x floor(120 / 36) = 2 x 3 = 6 a sheet; sheets ceil(9 / 6) = 2
    // 2 x 14000 = 28000; printed 9 x 864 / 144 = 54 sqft; gloss 100 x 54 = 5400; Total 33400
    name: "rigid ACM 24x36 x9 on 60x120, gloss laminate",
    input: item({
      ItemNo: "ACM-3MM",
      product_type: "rigid",
      InchWidth: 24,
      InchHeight: 36,
      Quantity: 9,
      MaterialSheetSize: "60,120",
      LaminateType: "gloss",
    }),
    total: 33400,
    squareFeet: 54,
  },
  {
    // sheet 48 x 96, no rotate: floor(48 / 24) x floor(96 / 18) = 2 x 5 = 10 a sheet
    // sheets ceil(25 / 10) = 3; 3 x 2500 = 7500; grommets 4: 100 x 25 = 2500; Total 10000
    // SquareFeet 25 x 432 / 144 = 75
    name: "rigid Corex 24x18 x25, no rotate, 4 grommets",
    input: item({
      ItemNo: "COREX-4MM",
      product_type: "rigid",
      InchWidth: 24,
      InchHeight: 18,
      Quantity: 25,
      MaterialSheetSize: "48,96",
      options: { grommets: "4" },
    }),
    total: 10000,
    squareFeet: 75,
  },
  {
    // Rotate yes: 96 x 48: floor(96 / 24) x floor(48 / 18) = 4 x 2 = 8 a sheet (fewer than 10)
    // sheets ceil(25 / 8) = 4; 4 x 2500 = 10000; grommets 2500; Total 12500
    name: "rigid Corex 24x18 x25, rotated, 4 grommets",
    input: item({
      ItemNo: "COREX-4MM",
      product_type: "rigid",
      InchWidth: 24,
      InchHeight: 18,
      Quantity: 25,
      MaterialSheetSize: "48,96",
      Rotate: "yes",
      options: { grommets: "4" },
    }),
    total: 12500,
    squareFeet: 75,
  },
  {
    // wall 120 wide, 52 in panels, overlap 0.25: panels ceil((120 - 0.25) / (52 - 0.25))
    //   = ceil(119.75 / 51.75) = ceil(2.31) = 3; printed width 120 + 2 x 0.25 = 120.5
    // area 120.5 x 96 / 144 = 11568 / 144 = 80.333.. sqft (no minimum); B = 80.333..
    // tiers: 80.333.. x 350 = 28116.67; max(80.33, 100) x 300 = 30000 -> 28116.67 -> 28117
    name: "Wallcoverings 120x96 wall, 0.25 in overlap",
    input: item({
      ItemNo: "WALL-SMOOTH",
      product_type: "Wallcoverings",
      InchWidth: 120,
      InchHeight: 96,
      Overlap: 0.25,
    }),
    total: 28117,
    squareFeet: 80.33,
  },
  {
    // wall 200 wide, overlap 0.5: panels ceil(199.5 / 51.5) = ceil(3.87) = 4; printed 200 + 3 x 0.5 = 201.5
    // area 201.5 x 120 / 144 = 24180 / 144 = 167.9166.. sqft
    // tiers: 167.92 x 350 = 58770.83; 167.9166.. x 300 = 50375 -> 50375
    // matte 120 x 167.9166.. = 20150; Total 70525; SquareFeet 167.92
    name: "Wallcoverings 200x120 wall, 0.5 in overlap, matte",
    input: item({
      ItemNo: "WALL-SMOOTH",
      product_type: "Wallcoverings",
      InchWidth: 200,
      InchHeight: 120,
      Overlap: 0.5,
      LaminateType: "matte",
    }),
    total: 70525,
    squareFeet: 167.92,
  },
  {
    // 48 wide fits one 52 in panel: no seams; 48 x 96 / 144 = 32 sqft a wall; B = 2 x 32 = 64
    // tiers: 64 x 350 = 22400; 100 x 300 = 30000 -> 22400
    name: "Wallcoverings 48x96 x2, one panel, Overlap absent",
    input: item({ ItemNo: "WALL-SMOOTH", product_type: "Wallcoverings", InchWidth: 48, InchHeight: 96, Quantity: 2 }),
    total: 22400,
    squareFeet: 64,
  },
  {
    // piece 1 sqft, billed at the 2 sqft minimum; B = 3 x 2 = 6; 6 x 600 = 3600; SquareFeet 3
    name: "Window Decoration 12x12 x3, per-piece minimum",
    input: item({ ItemNo: "WINDOW-PERF", product_type: "Window Decoration", Quantity: 3 }),
    total: 3600,
    squareFeet: 3,
  },
  {
    // piece 18 x 12 / 144 = 1.5 sqft; B = 1.5; tiers 1.5 x 800 = 1200; 25 x 700 = 17500 -> 1200
    // clear 75 x 1.5 = 112.5; 1312.5 rounds half up to 1313
    name: "Magnetic 18x12, clear laminate, a half cent rounds up",
    input: item({ ItemNo: "MAG-30", product_type: "Magnetic", InchWidth: 18, InchHeight: 12, LaminateType: "clear" }),
    total: 1313,
    squareFeet: 1.5,
  },
  {
    // piece 14 x 12 / 144 = 1.1666.. sqft; 1.1666.. x 800 = 933.33 -> 933
    name: "Magnetic 14x12, a third of a cent rounds down",
    input: item({ ItemNo: "MAG-30", product_type: "Magnetic", InchWidth: 14, InchHeight: 12 }),
    total: 933,
    squareFeet: 1.17,
  },
  {
    // piece 4 sqft; B = 40; tiers 40 x 800 = 32000; 40 x 700 = 28000 -> 28000
    // sides 2 at 150 per sqft: 150 x 40 = 6000; Total 34000
    name: "Magnetic 24x24 x10, two-sided",
    input: item({
      ItemNo: "MAG-30",
      product_type: "Magnetic",
      InchWidth: 24,
      InchHeight: 24,
      Quantity: 10,
      options: { sides: "2" },
    }),
    total: 34000,
    squareFeet: 40,
  },
  {
    // fixed: 125 x 20 = 2500; no printed area
    name: "step stakes x20",
    input: { ItemNo: "STEP-STAKE", product_type: "misc", InchWidth: 0, InchHeight: 0, Quantity: 20 },
    total: 2500,
    squareFeet: 0,
  },
  {
    // fixed: 9500 x 2 = 19000 (the roll size adds nothing)
    name: "pattern roll x2",
    input: item({ ItemNo: "PATTERN-ROLL", product_type: "Rolled", Quantity: 2, rollSize: "54x30" }),
    total: 19000,
    squareFeet: 0,
  },
];

describe("priceItem worked prices", () => {
  it.each(WORKED)("$name", ({ input, total, squareFeet }) => {
    const result = priced(priceItem(input, TEST_BOOK));
    expect(result.Total).toBe(total);
    expect(result.SquareFeet).toBe(squareFeet);
  });

  it("reports how a rigid price was reached", () => {
    const result = priced(priceItem(WORKED[5]!.input, TEST_BOOK));
    expect(result.detail).toMatchObject({ sheetKey: "48x96", piecesPerSheet: 6, sheets: 2 });
  });

  it("reports the wallcovering panels", () => {
    const result = priced(priceItem(WORKED[9]!.input, TEST_BOOK));
    expect(result.detail.panels).toBe(3);
  });

  it("does not charge less at 49 sq ft than at 50 (tier boundary)", () => {
    const at = (quantity: number) =>
      priced(priceItem(item({ ItemNo: "ADH-GLOSS", product_type: "adhesive", Quantity: quantity }), TEST_BOOK)).Total;
    // 39 sqft: min(39 x 500, 50 x 400) = 19500; 40: min(20000, 20000); 49: 20000; 51: 51 x 400 = 20400
    expect([at(39), at(40), at(49), at(50), at(51)]).toEqual([19500, 20000, 20000, 20000, 20400]);
  });

  it("never falls from one quantity to the next across every tier boundary of the book", () => {
    // B runs from 1 to 400 sq ft per size, past the 25, 50, 100 and 200 sq ft boundaries
    for (const material of Object.values(TEST_BOOK.materials)) {
      if (material.pricing.kind !== "area") continue;
      for (const [width, height] of [
        [12, 12],
        [6, 6],
        [17, 13],
      ] as const) {
        let previous = 0;
        for (let quantity = 1; quantity <= 400; quantity += 1) {
          const input = item({ ItemNo: material.itemNo, product_type: material.productType, Quantity: quantity });
          const total = priced(priceItem({ ...input, InchWidth: width, InchHeight: height }, TEST_BOOK)).Total;
          expect(total).toBeGreaterThanOrEqual(previous);
          previous = total;
        }
      }
    }
  });

  it("treats '' and 'Select' choices as not chosen and ignores options the book does not price", () => {
    const result = priced(
      priceItem(
        item({
          ItemNo: "ADH-GLOSS",
          product_type: "adhesive",
          options: { round_corners: "Select", grommets: "", hole_placement: "top", cut_finish: "square" },
        }),
        TEST_BOOK,
      ),
    );
    // 1 sqft x 500 = 500, no option charges
    expect(result.Total).toBe(500);
  });
});

describe("priceItem quantity coercion", () => {
  const base = { ItemNo: "ADH-GLOSS", product_type: "adhesive" } as const;
  it.each([0, -3, 0.5])("quantity %s becomes 1", (quantity) => {
    expect(priceItem(item({ ...base, Quantity: quantity }), TEST_BOOK)).toEqual(
      priceItem(item({ ...base, Quantity: 1 }), TEST_BOOK),
    );
  });
});

describe("priceItem bad input", () => {
  const adhesive = { ItemNo: "ADH-GLOSS", product_type: "adhesive" } as const;
  const acm = { ItemNo: "ACM-3MM", product_type: "rigid", MaterialSheetSize: "48,96" } as const;
  const cases: ReadonlyArray<readonly [string, PriceItemInput, string]> = [
    ["unknown ItemNo", item({ ItemNo: "NOPE", product_type: "adhesive" }), "ItemNo"],
    ["empty ItemNo", item({ ItemNo: "", product_type: "adhesive" }), "ItemNo"],
    ["'Select' ItemNo", item({ ItemNo: "Select", product_type: "adhesive" }), "ItemNo"],
    ["prototype key as ItemNo", item({ ItemNo: "__proto__", product_type: "adhesive" }), "ItemNo"],
    ["constructor as ItemNo", item({ ItemNo: "constructor", product_type: "adhesive" }), "ItemNo"],
    ["product type not the material's", item({ ItemNo: "ADH-GLOSS", product_type: "rigid" }), "product_type"],
    ["fractional quantity", item({ ...adhesive, Quantity: 2.5 }), "Quantity"],
    ["NaN quantity", item({ ...adhesive, Quantity: Number.NaN }), "Quantity"],
    ["infinite quantity", item({ ...adhesive, Quantity: Number.POSITIVE_INFINITY }), "Quantity"],
    ["quantity too large to price", item({ ...adhesive, Quantity: 1e300 }), "Quantity"],
    ["negative width", item({ ...adhesive, InchWidth: -12 }), "InchWidth"],
    ["zero width", item({ ...adhesive, InchWidth: 0 }), "InchWidth"],
    ["zero height", item({ ...adhesive, InchHeight: 0 }), "InchHeight"],
    ["NaN height", item({ ...adhesive, InchHeight: Number.NaN }), "InchHeight"],
    ["size overflowing", item({ ...adhesive, InchWidth: 1e200, InchHeight: 1e200 }), "InchWidth"],
    ["unknown laminate", item({ ...adhesive, LaminateType: "sparkly" }), "LaminateType"],
    ["laminate not allowed for the material", item({ ...adhesive, LaminateType: "clear" }), "LaminateType"],
    ["unknown option choice", item({ ...adhesive, options: { grommets: "3" } }), "grommets"],
    ["rigid without a sheet size", item({ ItemNo: "ACM-3MM", product_type: "rigid" }), "MaterialSheetSize"],
    ["sheet size the material lacks", item({ ...acm, MaterialSheetSize: "50,100" }), "MaterialSheetSize"],
    ["malformed sheet size", item({ ...acm, MaterialSheetSize: "48x96" }), "MaterialSheetSize"],
    ["piece wider than the sheet", item({ ...acm, InchWidth: 50, InchHeight: 20 }), "InchWidth"],
    ["piece taller than the sheet", item({ ...acm, InchWidth: 20, InchHeight: 100 }), "InchHeight"],
    [
      "piece too tall for the rotated sheet",
      item({ ...acm, InchWidth: 90, InchHeight: 50, Rotate: "yes" }),
      "InchHeight",
    ],
    ["bad Rotate", item({ ...acm, Rotate: "maybe" as "yes" }), "Rotate"],
    ["negative overlap", item({ ItemNo: "WALL-SMOOTH", product_type: "Wallcoverings", Overlap: -1 }), "Overlap"],
    [
      "overlap as wide as a panel",
      item({ ItemNo: "WALL-SMOOTH", product_type: "Wallcoverings", Overlap: 52 }),
      "Overlap",
    ],
  ];

  it.each(cases)("%s -> error on %s", (_name, input, field) => {
    const result = priceItem(input, TEST_BOOK);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.message.length).toBeGreaterThan(0);
    }
  });

  it("says the piece does not fit on the sheet", () => {
    const result = priceItem(item({ ...acm, InchWidth: 50, InchHeight: 20 }), TEST_BOOK);
    expect(result).toEqual({
      ok: false,
      field: "InchWidth",
      message: "A 50 x 20 in piece does not fit on the 48 x 96 in sheet.",
    });
  });

  it("fits a piece that needs Rotate only when rotated", () => {
    // 90 x 40: not on 48 x 96 (90 > 48); on 96 x 48: floor(96 / 90) x floor(48 / 40) = 1 x 1 = 1
    const input = item({ ...acm, InchWidth: 90, InchHeight: 40, Quantity: 3 });
    expect(priceItem(input, TEST_BOOK).ok).toBe(false);
    // 3 sheets x 9000 = 27000
    expect(priced(priceItem({ ...input, Rotate: "yes" }, TEST_BOOK)).Total).toBe(27000);
  });

  it("never throws on input that is not an item", () => {
    const garbage = [null, undefined, 42, "item", { options: 5 }] as unknown as PriceItemInput[];
    for (const input of garbage) {
      const result = priceItem(input, TEST_BOOK);
      expect(result.ok).toBe(false);
    }
    const badOptions = { ...item(adhesive), options: 5 } as unknown as PriceItemInput;
    expect(priceItem(badOptions, TEST_BOOK)).toMatchObject({ ok: false, field: "options" });
  });

  it("gives an error, not NaN, for a price book entry that cannot be priced", () => {
    const book: PriceBook = {
      ...TEST_BOOK,
      materials: {
        EMPTY: {
          itemNo: "EMPTY",
          productType: "adhesive",
          pricing: { kind: "area", tiers: [], minBillableSqFtPerPiece: 0 },
        },
      },
    };
    expect(priceItem(item({ ItemNo: "EMPTY", product_type: "adhesive" }), book)).toMatchObject({
      ok: false,
      field: "ItemNo",
    });
  });
});

describe("priceProject", () => {
  it("sums the items' Total and SquareFeet", () => {
    const inputs = [WORKED[0]!.input, WORKED[4]!.input, WORKED[13]!.input];
    const project = priceProject(inputs, TEST_BOOK);
    expect(project.ok).toBe(true);
    expect(project.items.map((result) => result.ok && result.Total)).toEqual([30000, 27000, 1313]);
    // 30000 + 27000 + 1313 = 58313; 60 + 41.67 + 1.5 = 103.17
    expect(project.Total).toBe(58313);
    expect(project.SquareFeet).toBe(103.17);
  });

  it("keeps the order and the errors, summing only the priced items", () => {
    const project = priceProject(
      [WORKED[1]!.input, item({ ItemNo: "NOPE", product_type: "adhesive" }), WORKED[16]!.input],
      TEST_BOOK,
    );
    expect(project.ok).toBe(false);
    expect(project.items[1]).toMatchObject({ ok: false, field: "ItemNo" });
    // 2750 + 2500 = 5250; 1.25 + 0 = 1.25
    expect(project.Total).toBe(5250);
    expect(project.SquareFeet).toBe(1.25);
  });

  it("prices an empty project at 0", () => {
    expect(priceProject([], TEST_BOOK)).toEqual({ ok: true, items: [], Total: 0, SquareFeet: 0 });
  });

  it("adds SquareFeet without floating point drift", () => {
    // 0.1 + 0.2 would be 0.30000000000000004 as plain floats
    const tenth = item({ ItemNo: "WALL-SMOOTH", product_type: "Wallcoverings", InchWidth: 14.4, InchHeight: 1 });
    const fifth = item({ ItemNo: "WALL-SMOOTH", product_type: "Wallcoverings", InchWidth: 28.8, InchHeight: 1 });
    expect(priceProject([tenth, fifth], TEST_BOOK).SquareFeet).toBe(0.3);
  });
});
