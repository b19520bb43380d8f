import { describe, expect, it } from "vitest";
import { areaChargeCents, billablePieceSqFt, pieceSqFt, tierRate } from "./area.js";

const TIERS = [
  { minSqFt: 0, centsPerSqFt: 500 },
  { minSqFt: 50, centsPerSqFt: 400 },
  { minSqFt: 200, centsPerSqFt: 300 },
];

describe("piece area", () => {
  it("is width x height / 144", () => {
    // 24 x 36 = 864 sq in = 6 sq ft
    expect(pieceSqFt(24, 36)).toBe(6);
  });
  it("is billed at least the per-piece minimum", () => {
    // 6 x 6 = 0.25 sq ft, minimum 1
    expect(billablePieceSqFt(6, 6, 1)).toBe(1);
    expect(billablePieceSqFt(24, 36, 1)).toBe(6);
  });
});

describe("tierRate", () => {
  it("is the rate of the highest tier starting at or below the total", () => {
    expect([tierRate(TIERS, 0), tierRate(TIERS, 49.9), tierRate(TIERS, 50), tierRate(TIERS, 1000)]).toEqual([
      500, 500, 400, 300,
    ]);
  });
  it("does not depend on the order of the tiers", () => {
    expect(tierRate([...TIERS].reverse(), 60)).toBe(400);
  });
  it("is undefined below the lowest tier", () => {
    expect(tierRate([{ minSqFt: 10, centsPerSqFt: 100 }], 5)).toBeUndefined();
  });
});

describe("areaChargeCents (monotonic tiers)", () => {
  it("equals the plain tier price away from the boundaries", () => {
    // 10 x 500; 60 x 400; 300 x 300
    expect([areaChargeCents(TIERS, 10), areaChargeCents(TIERS, 60), areaChargeCents(TIERS, 300)]).toEqual([
      5000, 24000, 90000,
    ]);
  });

  it("caps a line below a boundary at the price of the boundary", () => {
    // plain tiers: 49 x 500 = 24500 but 50 x 400 = 20000; 199 x 400 = 79600 but 200 x 300 = 60000
    expect(49 * tierRate(TIERS, 49)!).toBeGreaterThan(50 * tierRate(TIERS, 50)!);
    expect(areaChargeCents(TIERS, 49)).toBe(20000);
    expect(areaChargeCents(TIERS, 199)).toBe(60000);
    // the caps start where the lower rate catches up: 40 x 500 = 20000, 150 x 400 = 60000
    expect(areaChargeCents(TIERS, 39)).toBe(19500);
    expect(areaChargeCents(TIERS, 151)).toBe(60000);
    expect(areaChargeCents(TIERS, 149)).toBe(59600);
  });

  it("bills a line below the lowest tier as that tier's minimum", () => {
    // lowest tier starts at 10 sq ft: 4 sq ft is billed as 10 x 100
    expect(areaChargeCents([{ minSqFt: 10, centsPerSqFt: 100 }], 4)).toBe(1000);
  });

  it("uses the cheaper rate when a higher tier is dearer (unusual data)", () => {
    // 100 sq ft: min(100 x 300, 100 x 400) = 30000
    expect(
      areaChargeCents(
        [
          { minSqFt: 0, centsPerSqFt: 300 },
          { minSqFt: 50, centsPerSqFt: 400 },
        ],
        100,
      ),
    ).toBe(30000);
  });
});
