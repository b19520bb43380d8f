import { describe, expect, it } from "vitest";
import { quantityFromInput } from "./quantity.js";

describe("a typed quantity", () => {
  it("turns anything below 1 into 1, never into its absolute value", () => {
    expect(quantityFromInput(-5)).toBe(1);
    expect(quantityFromInput("-5")).toBe(1);
    expect(quantityFromInput(0)).toBe(1);
  });

  it("keeps whole numbers and a blank field while typing", () => {
    expect(quantityFromInput(12)).toBe(12);
    expect(quantityFromInput("")).toBe("");
    expect(quantityFromInput("-")).toBe("");
  });
});
