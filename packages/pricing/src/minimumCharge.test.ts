import { describe, expect, it } from "vitest";
import { applyMinimumCharge } from "./minimumCharge.js";

const ON = { minPricing: true, minimumCents: 15000 };
const OFF = { minPricing: false, minimumCents: 15000 };

describe("applyMinimumCharge (90OC)", () => {
  it.each([
    // [subtotal, settings, charge]
    // under $150.00: $100.00 + $50.00 charge = $150.00
    [10000, ON, 5000],
    // one cent under: 1 cent charge
    [14999, ON, 1],
    // a cent in the cart: 14999
    [1, ON, 14999],
    // at $150.00: no line
    [15000, ON, 0],
    // over: no line
    [20000, ON, 0],
    // empty cart: no line
    [0, ON, 0],
    // minPricing off: never a line
    [10000, OFF, 0],
    [0, OFF, 0],
  ] as const)("subtotal %s with %o charges %s", (subtotal, settings, charge) => {
    expect(applyMinimumCharge(subtotal, settings)).toEqual({ chargeCents: charge });
  });

  it("takes the minimum from the settings", () => {
    // $100.00 minimum: 6000 + 4000 = 10000
    expect(applyMinimumCharge(6000, { minPricing: true, minimumCents: 10000 })).toEqual({ chargeCents: 4000 });
  });

  it.each([
    [-100, ON],
    [Number.NaN, ON],
    [100.5, ON],
    [100, { minPricing: true, minimumCents: Number.NaN }],
    [100, { minPricing: true, minimumCents: -1 }],
  ])("gives no charge for subtotal %s with %o", (subtotal, settings) => {
    expect(applyMinimumCharge(subtotal, settings)).toEqual({ chargeCents: 0 });
  });
});
