import { describe, expect, it } from "vitest";
import { preparedPage, type QueueFilter, queueQuery } from "./staffQueue.repo.js";

const brand: QueueFilter = { franchise: "Wholesale" };
const search = (text: string): QueueFilter => ({ ...brand, search: { orderNumber: null, text } });

describe("which queue pages run as prepared statements (docs/ARCHITECTURE.md, Database)", () => {
  it("prepares the screen's first three pages, with or without a search a trigram index can narrow", () => {
    for (const page of [1, 2, 3]) {
      expect(preparedPage(brand, page, 25)).toBe(true);
      expect(preparedPage({ ...brand, status: "shipped", lateBefore: "2026-11-27" }, page, 25)).toBe(true);
      expect(preparedPage(search("lobby-mural"), page, 25)).toBe(true);
      expect(preparedPage(search("Har"), page, 25)).toBe(true);
      expect(preparedPage({ ...brand, search: { orderNumber: 100123, text: "100123" } }, page, 25)).toBe(true);
    }
  });

  it("plans every other page, page size and a search of one or two characters each call", () => {
    expect(preparedPage(brand, 4, 25)).toBe(false);
    expect(preparedPage(brand, 1, 50)).toBe(false);
    expect(preparedPage(search("lobby"), 4, 25)).toBe(false);
    expect(preparedPage(search("ab"), 1, 25)).toBe(false);
    expect(preparedPage({ ...brand, search: { orderNumber: 7, text: "7" } }, 1, 25)).toBe(false);
  });
});

describe("the queue's statement, built once per shape of the filters", () => {
  it("gives each call its own values in the same text", () => {
    const one = queueQuery(
      { ...search("lobby"), status: "shipped", placedFrom: new Date("2026-03-01T06:00:00Z") },
      1,
      25,
    );
    const two = queueQuery(
      { ...search("50%_off"), status: "ordered", placedFrom: new Date("2026-04-01T05:00:00Z") },
      1,
      25,
    );
    expect(two.sql).toBe(one.sql);
    expect(one.params).toContain("%lobby%");
    expect(one.params).toContain("shipped");
    expect(one.params).toContain("2026-03-01T06:00:00.000Z");
    expect(two.params).toEqual(
      one.params.map(
        (p) =>
          ({
            Wholesale: "Wholesale",
            "%lobby%": "%50\\%\\_off%",
            shipped: "ordered",
            "2026-03-01T06:00:00.000Z": "2026-04-01T05:00:00.000Z",
          })[p as string],
      ),
    );
  });

  it("gives another shape another text", () => {
    const plain = queueQuery(brand, 1, 25);
    expect(queueQuery({ ...brand, customerId: 7 }, 1, 25).sql).not.toBe(plain.sql);
    expect(queueQuery({ ...brand, search: { orderNumber: 100123, text: "100123" } }, 1, 25).params).toContain(100123);
    expect(queueQuery(brand, 2, 25).sql).toContain("offset 25");
    expect(plain.params).toEqual(["Wholesale", "Wholesale"]);
  });
});
