import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.js";

describe("formatDate", () => {
  it("shows a production date and an order timestamp the same way", () => {
    expect(formatDate("2026-11-22")).toBe("11/22/2026");
    expect(formatDate("2026-03-05")).toBe("03/05/2026");
    expect(formatDate(new Date(2026, 10, 21, 15, 30).toISOString())).toBe("11/21/2026");
  });
  it("leaves what is not a date alone", () => {
    expect(formatDate("")).toBe("");
    expect(formatDate("pending")).toBe("pending");
  });
});
