import { StaffOrderQuerySchema } from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  apiQueryOf,
  dateRangeError,
  EMPTY_FILTERS,
  filtersFromSearch,
  QUEUE_PAGE_SIZE,
  searchFromFilters,
  withFilter,
} from "./queueFilters";

describe("queue filters and the URL", () => {
  it("reads nothing from an empty query", () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it("keeps every filter through the URL and back", () => {
    const f = {
      status: "in_production" as const,
      customerId: 12,
      customerName: "Northside Sign Co.",
      from: "2026-11-01",
      to: "2026-11-24",
      productType: "rigid",
      late: true,
      proof: "changes_requested" as const,
      q: "yard-sign.pdf",
      page: 3,
    };
    const url = searchFromFilters(f).toString();
    expect(filtersFromSearch(new URLSearchParams(url))).toEqual(f);
  });

  it("leaves defaults out of the URL", () => {
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe("");
    expect(searchFromFilters({ ...EMPTY_FILTERS, q: "  " }).toString()).toBe("");
  });

  it("drops values the server would refuse", () => {
    const f = filtersFromSearch(
      new URLSearchParams("status=lost&customer=abc&customerName=X&from=24.11.2026&late=yes&proof=maybe&page=0"),
    );
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it("starts again at page 1 when a filter changes", () => {
    expect(withFilter({ ...EMPTY_FILTERS, page: 4 }, { late: true })).toEqual({ ...EMPTY_FILTERS, late: true });
  });

  it("asks the server with the contract's names, and the contract accepts them", () => {
    const f = {
      ...EMPTY_FILTERS,
      status: "shipped" as const,
      customerId: 7,
      late: true,
      proof: "waiting" as const,
      q: " 100021 ",
      page: 2,
    };
    const q = apiQueryOf(f);
    expect(q).toBe(`page=2&pageSize=${QUEUE_PAGE_SIZE}&status=shipped&customerId=7&late=true&proof=waiting&q=100021`);
    const parsed = StaffOrderQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
    expect(parsed).toMatchObject({
      page: 2,
      status: "shipped",
      customerId: 7,
      late: true,
      proof: "waiting",
      q: "100021",
    });
  });

  it("says when the date range is backwards", () => {
    expect(dateRangeError({ from: "2026-11-24", to: "2026-11-01" })).toBe("The From date is after the To date.");
    expect(dateRangeError({ from: "2026-11-01", to: "" })).toBe("");
  });
});
