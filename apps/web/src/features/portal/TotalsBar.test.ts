import { describe, expect, it } from "vitest";
import type { ProjectPrice } from "./portalApi.js";
import { exactSquareFeet, formatSquareFeet, sheetNote } from "./TotalsBar.js";

describe("the square feet of the totals bar", () => {
  it("shows two significant digits below one square foot (0.5 x 0.5 in is not 0.00)", () => {
    const tiny = exactSquareFeet([{ InchWidth: 0.5, InchHeight: 0.5, Quantity: 1 }]);
    expect(formatSquareFeet(0, tiny)).toBe("0.0017");
    expect(formatSquareFeet(0.02, exactSquareFeet([{ InchWidth: 2, InchHeight: 1.5, Quantity: 1 }]))).toBe("0.021");
    expect(formatSquareFeet(0.5, exactSquareFeet([{ InchWidth: 12, InchHeight: 6, Quantity: 1 }]))).toBe("0.50");
  });

  it("shows the server's two decimals from one square foot up, and when no size is known", () => {
    expect(formatSquareFeet(6, exactSquareFeet([{ InchWidth: 24, InchHeight: 36, Quantity: 1 }]))).toBe("6.00");
    expect(formatSquareFeet(0, exactSquareFeet([{ InchWidth: 0, InchHeight: 0, Quantity: 1 }]))).toBe("0.00");
  });
});

describe("the rigid sheet note", () => {
  const priced = (...items: ProjectPrice["items"]): ProjectPrice => ({
    items,
    totalCents: 0,
    squareFeet: 0,
    hidden: false,
  });
  const line = (PiecesPerSheet?: number, Sheets?: number) => ({
    Total: 9000,
    TotalText: "$90.00",
    SquareFeet: 6,
    PriceHidden: false,
    ...(PiecesPerSheet === undefined ? {} : { PiecesPerSheet, Sheets }),
  });

  it("says the sheet, the panels a sheet holds and the sheets the project takes", () => {
    const items = [{ MaterialSheetSize: "60,120" }, { MaterialSheetSize: "60,120" }];
    expect(sheetNote(items, priced(line(4, 2), line(4, 1)))).toBe(
      "Priced per 60 x 120 in sheet, 4 panels per sheet (3 sheets)",
    );
    expect(sheetNote([{ MaterialSheetSize: "48,96" }], priced(line(1, 1)))).toBe(
      "Priced per 48 x 96 in sheet, 1 panel per sheet (1 sheet)",
    );
  });

  it("reads the first priced panel when the first image is not priced yet", () => {
    const items = [{ MaterialSheetSize: "" }, { MaterialSheetSize: "48,96" }];
    expect(sheetNote(items, priced(undefined, line(8, 1)))).toBe(
      "Priced per 48 x 96 in sheet, 8 panels per sheet (1 sheet)",
    );
  });

  it("is not there for products not priced by the sheet, or before any price", () => {
    expect(sheetNote([{ InchWidth: 24 }], priced(line()))).toBeNull();
    expect(sheetNote([{ MaterialSheetSize: "48,96" }], undefined)).toBeNull();
  });
});
