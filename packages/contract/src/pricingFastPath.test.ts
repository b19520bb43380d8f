import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GetPricingRequestSchema, ITEM_OPTION_KEYS } from "./catalog.js";
import { pricingItemsIfPlain } from "./pricingFastPath.js";
import { PRODUCT_TYPES } from "./tileMenuData.js";

/** The fast path answers exactly as the schema does, or not at all. */
function expectSameAsSchema(body: unknown): boolean {
  const fast = pricingItemsIfPlain(body);
  if (fast === undefined) return false;
  const parsed = GetPricingRequestSchema.safeParse(body);
  expect(parsed.success, JSON.stringify(body)).toBe(true);
  expect(fast).toStrictEqual(parsed.data);
  // The same keys in the same order, so the handler and any reply built from it see the same object.
  expect(fast.map((item) => Object.keys(item))).toEqual(parsed.data?.map((item) => Object.keys(item)));
  return true;
}

const rigid = { product_type: "rigid", sides: "1", round_corners: "none", Rotate: "no", MaterialSheetSize: "48,96" };
/** Bodies as the portal sends them (bench/pricing.ts prices the same kinds). */
const PORTAL_BODIES: unknown[] = [
  [{ ItemNo: "ADH-CAL", product_type: "adhesive", InchWidth: 24, InchHeight: 36, Quantity: 10, LaminateType: "gloss" }],
  [
    { userId: 7, ItemNo: " ACM-3MM ", InchWidth: 24, InchHeight: 18, Quantity: 10, ...rigid, Rotate: "Select" },
    { ItemNo: "WALL-T2", product_type: "Wallcoverings", InchWidth: 120, InchHeight: 96, Quantity: 1, Overlap: "0.25" },
    { ItemNo: "WALL-PSF", product_type: "Wallcoverings", InchWidth: 200, InchHeight: 108, Overlap: "Select" },
    { ItemNo: "ROLL-T2", product_type: "Rolled", Quantity: 2, rollSize: "52x120", LaminateType: "Select" },
    { ItemNo: "STK-H-10X30", product_type: "misc", Quantity: 50, extra: { ignored: true } },
    { ItemNo: "MAG-30", product_type: "Magnetic", InchWidth: "24", InchHeight: " 12 ", Quantity: 4, holes: "" },
  ],
  [],
];

const numbers = [-1, -0, 0, 0.5, 1, 2.5, 60, 100_000, 100_001, 2_147_483_647, 2_147_483_648, 1e300];
const texts = [
  "",
  " ",
  "Select",
  "select",
  "yes",
  "YES",
  "no",
  "No",
  "12",
  " 12 ",
  "abc",
  "1e3",
  "0x10",
  "Infinity",
  "-1",
  "gloss",
  "48,96",
  "a\u0000b",
  "a\nb",
  " a\t",
  "\u2028",
  "x".repeat(60),
  ` ${"x".repeat(60)} `,
  "x".repeat(61),
  "x".repeat(100),
  "x".repeat(101),
];
const odd = [null, true, [], {}, [1]];
const anyValue = fc.oneof(fc.constantFrom(...numbers), fc.constantFrom(...texts), fc.constantFrom(...odd), fc.string());

/** Plain items, each priced field or choice replaced by an edge value or anything at all. */
const bases = (PORTAL_BODIES[1] as Record<string, unknown>[]).slice(0, 5);
const fields = [
  "userId",
  "ItemNo",
  "product_type",
  "InchWidth",
  "InchHeight",
  "Quantity",
  "LaminateType",
  ...ITEM_OPTION_KEYS,
  "Rotate",
  "MaterialSheetSize",
  "Overlap",
  "rollSize",
  "extra",
];
const edge = fc.oneof(
  { weight: 3, arbitrary: anyValue },
  fc.constantFrom(undefined, ...PRODUCT_TYPES, "Adhesive", 5, 2_147_483_647, -3, 1.5, "5", "none", 4),
);
const item = fc
  .tuple(fc.constantFrom(...bases), fc.dictionary(fc.constantFrom(...fields), edge, { maxKeys: 2 }))
  .map(([base, changes]) => {
    const changed: Record<string, unknown> = { ...base, ...changes };
    for (const key of Object.keys(changed)) if (changed[key] === undefined) delete changed[key];
    return changed;
  });

describe("GetPricing's fast path", () => {
  it("takes the portal's bodies and answers as the schema does", () => {
    for (const body of PORTAL_BODIES) expect(expectSameAsSchema(body), JSON.stringify(body)).toBe(true);
  });

  it("never answers differently from the schema, nor accepts what it refuses", () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.array(item, { maxLength: 4 }), (body) => {
        if (expectSameAsSchema(body)) taken++;
      }),
      { numRuns: 20_000 },
    );
    // The generator reaches the fast path often enough for the comparison to mean something.
    expect(taken).toBeGreaterThan(2_000);
    for (const body of [null, {}, "[]", [null], [[]], new Array(201).fill(PORTAL_BODIES[0])]) {
      expect(pricingItemsIfPlain(body)).toBeUndefined();
    }
  });
});
