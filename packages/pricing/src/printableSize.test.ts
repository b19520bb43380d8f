import { describe, expect, it } from "vitest";
import { priceItem } from "./price.js";
import { MAX_PRINT_LENGTH_IN, printableSizeProblem } from "./printableSize.js";
import { TEST_BOOK } from "./testBook.js";

describe("printableSizeProblem", () => {
  it("lets one side up to the roll width and the other up to 100 ft", () => {
    expect(printableSizeProblem(53, 1200, 53)).toBeUndefined();
    expect(printableSizeProblem(1200, 53, 53)).toBeUndefined();
    expect(printableSizeProblem(500, 500, undefined)).toBeUndefined();
  });

  it("refuses a piece wider than the roll both ways, naming the shorter side", () => {
    expect(printableSizeProblem(60, 54, 53)).toEqual({
      field: "InchHeight",
      message: "This material prints at most 53 in across the roll: one side of 60 x 54 in must be 53 in or less.",
    });
  });

  it("refuses any side over 100 ft, roll or not", () => {
    expect(printableSizeProblem(10, MAX_PRINT_LENGTH_IN + 1, undefined)?.field).toBe("InchHeight");
    expect(printableSizeProblem(10_000, 10_000, 53)?.message).toBe(
      "No side can be longer than 1200 in (100 ft); 10000 x 10000 in is too large.",
    );
  });
});

describe("priceItem refuses sizes the material cannot print (issue 17 bug 8)", () => {
  const adhesive = { ItemNo: "ADH-GLOSS", product_type: "adhesive", Quantity: 1, LaminateType: "none" } as const;

  it("does not price 10000 x 10000 in of adhesive", () => {
    const result = priceItem({ ...adhesive, InchWidth: 10_000, InchHeight: 10_000 }, TEST_BOOK);
    expect(result).toMatchObject({ ok: false, field: "InchWidth" });
  });

  it("does not price adhesive wider than its roll both ways, and prices it turned to fit", () => {
    expect(priceItem({ ...adhesive, InchWidth: 60, InchHeight: 60 }, TEST_BOOK)).toMatchObject({
      ok: false,
      message: expect.stringContaining("at most 53 in across the roll"),
    });
    expect(priceItem({ ...adhesive, InchWidth: 53, InchHeight: 600 }, TEST_BOOK).ok).toBe(true);
  });

  it("limits wallcoverings (printed in panels) by length only", () => {
    const wall = { ItemNo: "WALL-SMOOTH", product_type: "Wallcoverings", Quantity: 1 } as const;
    expect(priceItem({ ...wall, InchWidth: 400, InchHeight: 120 }, TEST_BOOK).ok).toBe(true);
    expect(priceItem({ ...wall, InchWidth: 1300, InchHeight: 120 }, TEST_BOOK)).toMatchObject({
      ok: false,
      field: "InchWidth",
    });
  });
});
