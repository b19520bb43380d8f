import { describe, expect, it } from "vitest";
import { exactSquareFeet, formatSquareFeet } from "./TotalsBar.js";

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
