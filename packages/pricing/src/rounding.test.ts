import { describe, expect, it } from "vitest";
import { roundCents, roundSqFt } from "./rounding.js";

describe("roundCents (half up)", () => {
  it.each([
    [1312.5, 1313],
    // half up, not half to even
    [2.5, 3],
    [0.5, 1],
    [1312.49, 1312],
    [866.6666666666666, 867],
    [933.3333333333333, 933],
    // a half cent that floating point delivered a hair low
    [1312.4999999999998, 1313],
    [0, 0],
    [30000, 30000],
  ])("%s -> %s", (cents, rounded) => {
    expect(roundCents(cents)).toBe(rounded);
  });
});

describe("roundSqFt (2 decimals, half up)", () => {
  it.each([
    [41.666666666666664, 41.67],
    [80.33333333333333, 80.33],
    // 1.005 x 100 is 100.49999999999999 in floating point; it still rounds up
    [1.005, 1.01],
    [1.25, 1.25],
    [0, 0],
  ])("%s -> %s", (sqFt, rounded) => {
    expect(roundSqFt(sqFt)).toBe(rounded);
  });
});
