import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates.js";

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

describe("formatDateTime", () => {
  it("shows a timestamp with its time, or its day alone", () => {
    const at = new Date(2026, 10, 21, 15, 4).toISOString();
    expect(formatDateTime(at)).toBe("Nov 21, 2026, 3:04 PM");
    expect(formatDateTime(at, false)).toBe("Nov 21, 2026");
  });
  it("shows a calendar day as written, nothing as nothing, and what is not a date unchanged", () => {
    expect(formatDateTime("2026-11-22")).toBe("2026-11-22");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("pending")).toBe("pending");
  });
});
