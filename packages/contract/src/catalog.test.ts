import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCentsUsd } from "./catalog.js";

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("formatCentsUsd", () => {
  it("writes cents as en-US dollars, as Intl does", () => {
    expect(formatCentsUsd(123450)).toBe("$1,234.50");
    expect(formatCentsUsd(-5)).toBe("-$0.05");
    expect(formatCentsUsd(0)).toBe("$0.00");
    const edges = [
      1,
      9,
      10,
      99,
      100,
      101,
      99_999,
      100_000,
      123_456_789,
      999_999_999_999,
      1e12,
      2 ** 53,
      -0,
      0.5,
      12.345,
    ];
    for (const cents of [...edges, ...edges.map((c) => -c)])
      expect(formatCentsUsd(cents)).toBe(intl.format(cents / 100));
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true })), (cents) => {
        expect(formatCentsUsd(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5_000 },
    );
  });
});
