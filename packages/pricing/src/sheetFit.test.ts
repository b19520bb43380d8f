import { describe, expect, it } from "vitest";
import { bestFit, piecesPerSheet, sheetsNeeded } from "./sheetFit.js";

describe("piecesPerSheet", () => {
  it.each([
    // [piece w, piece h, sheet w, sheet h, rotate, expected]
    // 24 x 36 on 48 x 96: floor(48/24) x floor(96/36) = 2 x 2 = 4
    [24, 36, 48, 96, false, 4],
    // rotated sheet 96 x 48: floor(96/24) x floor(48/36) = 4 x 1 = 4 (the same count)
    [24, 36, 48, 96, true, 4],
    // 30 x 20 on 48 x 96: floor(48/30) x floor(96/20) = 1 x 4 = 4
    [30, 20, 48, 96, false, 4],
    // rotated 96 x 48: floor(96/30) x floor(48/20) = 3 x 2 = 6
    [30, 20, 48, 96, true, 6],
    // 24 x 18 on 48 x 96: floor(48/24) x floor(96/18) = 2 x 5 = 10; rotated: 4 x floor(48/18) = 4 x 2 = 8
    [24, 18, 48, 96, false, 10],
    [24, 18, 48, 96, true, 8],
    // exactly the sheet: 1; with rotate a 48 x 96 piece on 96 x 48: floor(96/48) x floor(48/96) = 2 x 0 = 0
    [48, 96, 48, 96, false, 1],
    [48, 96, 48, 96, true, 0],
    // larger than the sheet: 0
    [49, 10, 48, 96, false, 0],
    // 9.6 in pieces: 48 / 9.6 is 5 exactly even if floating point says 4.999..
    [9.6, 9.6, 48, 96, false, 50],
    // 4 in minimum panels: 12 x 24 = 288
    [4, 4, 48, 96, false, 288],
  ] as const)("%s x %s on %s x %s (rotate %s) fits %s", (pw, ph, sw, sh, rotate, expected) => {
    expect(piecesPerSheet(pw, ph, sw, sh, rotate)).toBe(expected);
  });

  it.each([
    [0, 10],
    [-5, 10],
    [10, Number.NaN],
    [Number.POSITIVE_INFINITY, 10],
  ])("fits nothing for a %s x %s piece", (w, h) => {
    expect(piecesPerSheet(w, h, 48, 96, false)).toBe(0);
  });
});

describe("bestFit", () => {
  it("picks the rotated layout when it fits more", () => {
    expect(bestFit(30, 20, 48, 96)).toEqual({ piecesPerSheet: 6, rotate: true });
  });
  it("keeps the plain layout when it fits more", () => {
    expect(bestFit(24, 18, 48, 96)).toEqual({ piecesPerSheet: 10, rotate: false });
  });
  it("keeps the plain layout on a tie", () => {
    expect(bestFit(24, 36, 48, 96)).toEqual({ piecesPerSheet: 4, rotate: false });
  });
  it("finds the one layout that fits", () => {
    // 90 x 40: plain 0 (90 > 48); rotated floor(96/90) x floor(48/40) = 1
    expect(bestFit(90, 40, 48, 96)).toEqual({ piecesPerSheet: 1, rotate: true });
  });
});

describe("sheetsNeeded = ceil(quantity / pieces per sheet)", () => {
  it.each([
    // 30 x 20 on 48 x 96: 4 a sheet without Rotate, 6 with
    [1, 4, 1],
    [4, 4, 1],
    [5, 4, 2],
    [10, 4, 3],
    [6, 6, 1],
    [7, 6, 2],
    [10, 6, 2],
    [999, 6, 167],
  ])("%s pieces at %s a sheet need %s sheets", (quantity, perSheet, sheets) => {
    expect(sheetsNeeded(quantity, perSheet)).toBe(sheets);
  });

  it("has no answer when nothing fits on a sheet", () => {
    expect(sheetsNeeded(10, 0)).toBeUndefined();
  });

  it("differs with and without Rotate for 30 x 20 pieces", () => {
    const plain = sheetsNeeded(10, piecesPerSheet(30, 20, 48, 96, false));
    const rotated = sheetsNeeded(10, piecesPerSheet(30, 20, 48, 96, true));
    // ceil(10 / 4) = 3 and ceil(10 / 6) = 2
    expect([plain, rotated]).toEqual([3, 2]);
  });
});
