import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { areaChargeCents, tierRate } from "./area.js";
import { applyMinimumCharge } from "./minimumCharge.js";
import { type PriceItemInput, type PriceResult, priceItem, priceProject } from "./price.js";
import { bestFit, piecesPerSheet, sheetsNeeded } from "./sheetFit.js";
import { TEST_BOOK } from "./testBook.js";
import { wallPanels } from "./wallcovering.js";

const RUNS = { numRuns: 1000 };

// Sizes 1..200 in and quantities 1..999, biased towards small lines so they land near the tier
// boundaries of the test book (25, 50 and 100 sq ft) too.
const size = fc.oneof(fc.double({ min: 1, max: 24, noNaN: true }), fc.double({ min: 1, max: 200, noNaN: true }));
const quantity = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 999 }));
// Growth steps: often a single piece or a fraction of an inch, where a tier boundary would show.
const extraQuantity = fc.oneof(fc.integer({ min: 1, max: 3 }), quantity);
const extraInches = fc.oneof(fc.double({ min: 0, max: 2, noNaN: true }), fc.double({ min: 0, max: 200, noNaN: true }));
const laminateKeys = Object.keys(TEST_BOOK.laminates);

/** Every priced option, each present or not, with any of its choices. */
const options: fc.Arbitrary<Record<string, string>> = fc
  .record(
    Object.fromEntries(
      Object.entries(TEST_BOOK.optionPrices).map(([key, choices]) => [key, fc.constantFrom(...Object.keys(choices))]),
    ),
    { requiredKeys: [] },
  )
  .map((chosen) =>
    Object.fromEntries(Object.entries(chosen).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  );

/** A well-formed item of any material of the test book; only the fit on a sheet or roll can fail. */
const validItem: fc.Arbitrary<PriceItemInput> = fc
  .constantFrom(...Object.values(TEST_BOOK.materials))
  .chain((material) =>
    fc.record({
      ItemNo: fc.constant(material.itemNo),
      product_type: fc.constant(material.productType),
      InchWidth: size,
      InchHeight: size,
      Quantity: quantity,
      LaminateType: fc.constantFrom(...(material.allowedLaminates ?? laminateKeys)),
      options,
      Rotate: fc.constantFrom("yes" as const, "no" as const),
      MaterialSheetSize:
        material.pricing.kind === "sheet"
          ? fc.constantFrom(...material.pricing.sheets.map((sheet) => `${sheet.widthIn},${sheet.heightIn}`))
          : fc.constant(undefined),
      Overlap: fc.double({ min: 0, max: 2, noNaN: true }),
    }),
  );

function expectWellFormed(result: PriceResult): void {
  if (result.ok) {
    expect(Number.isInteger(result.Total)).toBe(true);
    expect(result.Total).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(result.SquareFeet)).toBe(true);
    expect(result.SquareFeet).toBeGreaterThanOrEqual(0);
  } else {
    expect(typeof result.field).toBe("string");
    expect(result.message.length).toBeGreaterThan(0);
  }
}

/** Asserts `larger` never costs less than `smaller` (and prices whenever `larger` does). */
function expectNotCheaper(smaller: PriceResult, larger: PriceResult): void {
  if (!larger.ok) return;
  expect(smaller.ok).toBe(true);
  if (smaller.ok) expect(larger.Total).toBeGreaterThanOrEqual(smaller.Total);
}

describe("priceItem properties", () => {
  it("prices in whole, non-negative cents", () => {
    fc.assert(
      fc.property(validItem, (input) => {
        const result = priceItem(input, TEST_BOOK);
        expectWellFormed(result);
        // only pieces too large for the sheet or the roll may fail
        if (!result.ok) expect(input.product_type === "rigid" || result.message.includes("across the roll")).toBe(true);
      }),
      RUNS,
    );
  });

  it("gives the same output for the same input", () => {
    fc.assert(
      fc.property(validItem, (input) => {
        expect(priceItem(structuredClone(input), TEST_BOOK)).toEqual(priceItem(input, TEST_BOOK));
      }),
      RUNS,
    );
  });

  it("never falls when the quantity grows", () => {
    fc.assert(
      fc.property(validItem, extraQuantity, (input, extra) => {
        const larger = { ...input, Quantity: input.Quantity + extra };
        expectNotCheaper(priceItem(input, TEST_BOOK), priceItem(larger, TEST_BOOK));
      }),
      RUNS,
    );
  });

  it("never falls when the width grows", () => {
    fc.assert(
      fc.property(validItem, extraInches, (input, extra) => {
        const larger = { ...input, InchWidth: input.InchWidth + extra };
        expectNotCheaper(priceItem(input, TEST_BOOK), priceItem(larger, TEST_BOOK));
      }),
      RUNS,
    );
  });

  it("never falls when the height grows", () => {
    fc.assert(
      fc.property(validItem, extraInches, (input, extra) => {
        const larger = { ...input, InchHeight: input.InchHeight + extra };
        expectNotCheaper(priceItem(input, TEST_BOOK), priceItem(larger, TEST_BOOK));
      }),
      RUNS,
    );
  });

  it("never falls for rigid pieces that fit, as quantity, width and height grow together", () => {
    const rigid = validItem.filter((input) => input.product_type === "rigid");
    const small = fc.double({ min: 1, max: 48, noNaN: true });
    fc.assert(
      fc.property(rigid, small, small, quantity, (input, width, height, extraQuantity) => {
        const smaller = { ...input, InchWidth: width / 2, InchHeight: height / 2 };
        const larger = { ...input, InchWidth: width, InchHeight: height, Quantity: input.Quantity + extraQuantity };
        expectNotCheaper(priceItem(smaller, TEST_BOOK), priceItem(larger, TEST_BOOK));
      }),
      RUNS,
    );
  });

  it("never throws and never gives NaN, whatever the fields hold", () => {
    const anyNumber = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constantFrom(0, -1, Number.NaN, Number.POSITIVE_INFINITY),
      fc.string(),
      fc.constant(undefined),
    );
    const anyInput = fc.record({
      ItemNo: fc.oneof(fc.constantFrom(...Object.keys(TEST_BOOK.materials), "__proto__", "Select", ""), fc.string()),
      product_type: fc.constantFrom(
        "adhesive",
        "rigid",
        "Wallcoverings",
        "Window Decoration",
        "Magnetic",
        "Rolled",
        "misc",
      ),
      InchWidth: anyNumber,
      InchHeight: anyNumber,
      Quantity: anyNumber,
      LaminateType: fc.oneof(fc.constantFrom(...laminateKeys), fc.string(), fc.constant(undefined)),
      options: fc.oneof(options, fc.dictionary(fc.string(), fc.string())),
      Rotate: fc.oneof(fc.constantFrom("yes", "no"), fc.string()),
      MaterialSheetSize: fc.oneof(fc.constantFrom("48,96", "60,120", "96,48"), fc.string()),
      Overlap: anyNumber,
    });
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = priceItem(input as unknown as PriceItemInput, TEST_BOOK);
        expectWellFormed(result);
        if (result.ok) expect(Number.isSafeInteger(result.Total)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("priceProject properties", () => {
  it("sums the priced items", () => {
    fc.assert(
      fc.property(fc.array(validItem, { maxLength: 8 }), (inputs) => {
        const project = priceProject(inputs, TEST_BOOK);
        const totals = project.items.map((result) => (result.ok ? result.Total : 0));
        expect(project.Total).toBe(totals.reduce((sum, total) => sum + total, 0));
        expect(Number.isInteger(project.Total)).toBe(true);
        expect(project.ok).toBe(project.items.every((result) => result.ok));
      }),
      RUNS,
    );
  });
});

describe("area tier properties", () => {
  const tiers = fc.array(
    fc.record({
      minSqFt: fc.double({ min: 0, max: 1000, noNaN: true }),
      centsPerSqFt: fc.double({ min: 0, max: 10000, noNaN: true }),
    }),
    { minLength: 1, maxLength: 6 },
  );
  const area = fc.double({ min: 0, max: 5000, noNaN: true });

  it("the charge never falls as the area grows, for any tier table", () => {
    fc.assert(
      fc.property(tiers, area, area, (table, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(areaChargeCents(table, high)).toBeGreaterThanOrEqual(areaChargeCents(table, low));
      }),
      RUNS,
    );
  });

  it("the charge is never above the plain tier price", () => {
    fc.assert(
      fc.property(tiers, area, (table, total) => {
        const rate = tierRate(table, total);
        if (rate !== undefined) expect(areaChargeCents(table, total)).toBeLessThanOrEqual(total * rate);
      }),
      RUNS,
    );
  });
});

describe("sheet fit properties", () => {
  const length = fc.double({ min: 1, max: 200, noNaN: true });

  it("ceil(quantity / per sheet) sheets hold the quantity, one fewer does not", () => {
    fc.assert(
      fc.property(quantity, fc.integer({ min: 1, max: 500 }), (count, perSheet) => {
        const sheets = sheetsNeeded(count, perSheet)!;
        expect(sheets * perSheet).toBeGreaterThanOrEqual(count);
        expect((sheets - 1) * perSheet).toBeLessThan(count);
      }),
      RUNS,
    );
  });

  it("a fitted grid is no larger than the sheet", () => {
    fc.assert(
      fc.property(length, length, fc.boolean(), (width, height, rotate) => {
        const count = piecesPerSheet(width, height, 48, 96, rotate);
        expect(count * width * height).toBeLessThanOrEqual(48 * 96 * (1 + 1e-9));
      }),
      RUNS,
    );
  });

  it("bestFit is the better of the two orientations", () => {
    fc.assert(
      fc.property(length, length, (width, height) => {
        const best = bestFit(width, height, 48, 96);
        const plain = piecesPerSheet(width, height, 48, 96, false);
        const rotated = piecesPerSheet(width, height, 48, 96, true);
        expect(best.piecesPerSheet).toBe(Math.max(plain, rotated));
        expect(best.piecesPerSheet).toBe(best.rotate ? rotated : plain);
      }),
      RUNS,
    );
  });
});

describe("wallcovering properties", () => {
  it("uses the fewest panels that cover the wall", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (width, overlap) => {
          const panels = wallPanels(width, 52, overlap);
          const covers = (count: number) => count * 52 - (count - 1) * overlap;
          expect(covers(panels)).toBeGreaterThanOrEqual(width - 1e-6);
          if (panels > 1) expect(covers(panels - 1)).toBeLessThan(width);
        },
      ),
      RUNS,
    );
  });
});

describe("minimum charge properties", () => {
  it("brings a non-empty cart up to the minimum and never charges a negative or fractional amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (subtotal, minimum, minPricing) => {
          const { chargeCents } = applyMinimumCharge(subtotal, { minPricing, minimumCents: minimum });
          expect(Number.isInteger(chargeCents)).toBe(true);
          expect(chargeCents).toBeGreaterThanOrEqual(0);
          if (minPricing && subtotal > 0) expect(subtotal + chargeCents).toBe(Math.max(subtotal, minimum));
          else expect(chargeCents).toBe(0);
        },
      ),
      RUNS,
    );
  });
});
