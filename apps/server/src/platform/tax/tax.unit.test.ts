import { describe, expect, it } from "vitest";
import { parseTaxStates, StateTableTax, TaxConfigError, taxOn } from "./tax.js";

describe("StateTableTax", () => {
  const tax = StateTableTax.fromText(undefined);
  const quote = (state: string, taxableCents: number, exempt = false, country = "US") =>
    tax.quote({ state, country, zip: "55405", taxableCents, exempt });

  it("taxes by ship-to state where the shop collects (default MN 6.875 %, WI 5 %, IA 6 %)", async () => {
    expect(await quote("MN", 15000)).toEqual({ taxCents: 1031, ratePercent: 6.875, jurisdiction: "MN" });
    expect(await quote("wi", 15000)).toEqual({ taxCents: 750, ratePercent: 5, jurisdiction: "WI" });
    expect(await quote("IA", 12345)).toEqual({ taxCents: 741, ratePercent: 6, jurisdiction: "IA" });
  });

  it("charges none elsewhere, abroad, or to a tax-exempt customer", async () => {
    expect(await quote("CA", 15000)).toEqual({ taxCents: 0, ratePercent: 0, jurisdiction: "" });
    expect(await quote("MN", 15000, true)).toEqual({ taxCents: 0, ratePercent: 0, jurisdiction: "" });
    expect(await quote("MN", 15000, false, "CA")).toMatchObject({ taxCents: 0 });
  });

  it("rounds half up to whole cents", () => {
    // 6.875 % of $1.00 is 6.875 cents -> 7; of $0.08 is 0.55 cents -> 1; of $0.07 is 0.48125 -> 0.
    expect(taxOn(100, 6.875)).toBe(7);
    expect(taxOn(8, 6.875)).toBe(1);
    expect(taxOn(7, 6.875)).toBe(0);
    expect(taxOn(10, 5)).toBe(1);
    expect(taxOn(0, 6)).toBe(0);
  });

  it("reads TAX_STATES and refuses a malformed value", () => {
    expect(parseTaxStates("MN:6.875, wi:5")).toEqual(
      new Map([
        ["MN", 6.875],
        ["WI", 5],
      ]),
    );
    expect(parseTaxStates("")).toEqual(new Map());
    expect(() => parseTaxStates("MN=6.875")).toThrow(TaxConfigError);
    expect(() => parseTaxStates("MN:6.875,MN:7")).toThrow(/listed twice/);
  });
});
