import { describe, expect, it } from "vitest";
import {
  checkPatternOrder,
  PATTERN_ORDER_INCOMPLETE,
  PATTERN_QUANTITY_POSITIVE,
  patternAddedMessage,
} from "./patterns.js";

describe("checkPatternOrder", () => {
  const full = { quantity: "2", substrate: "ROLL-T2", rollSize: "24x120" };

  it("accepts complete rows", () => {
    expect(checkPatternOrder("Harbor Oak", [full, { ...full, rollSize: "52x120" }])).toEqual({
      summary: "",
      rows: [[], []],
    });
  });

  it("names the design in every missing-field message", () => {
    expect(checkPatternOrder("Harbor Oak", [{ quantity: "", substrate: "", rollSize: "" }])).toEqual({
      summary: PATTERN_ORDER_INCOMPLETE,
      rows: [
        [
          "Must have a quantity for Harbor Oak",
          "Must choose a substrate for Harbor Oak",
          "Must choose Roll Size for Harbor Oak",
        ],
      ],
    });
  });

  it("refuses a quantity of 0 or one that is not a whole number of at most 3 digits", () => {
    for (const quantity of ["0", "000", "-1", "1.5", "1000", "x"]) {
      expect(checkPatternOrder("Oak", [{ ...full, quantity }]).rows[0]).toEqual([PATTERN_QUANTITY_POSITIVE]);
    }
  });

  it("an empty order is incomplete", () => {
    expect(checkPatternOrder("Oak", []).summary).toBe(PATTERN_ORDER_INCOMPLETE);
  });
});

describe("patternAddedMessage", () => {
  it("is the cart message of docs/product/patterns.md", () => {
    expect(patternAddedMessage(2, "Harbor Oak Plank", "Type II Wallcovering Pattern Print")).toBe(
      "Added 2 Harbor Oak Plank printed on Type II Wallcovering Pattern Print",
    );
  });
});
