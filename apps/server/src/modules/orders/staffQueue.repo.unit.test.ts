import { describe, expect, it } from "vitest";
import { preparedPage, type QueueFilter } from "./staffQueue.repo.js";

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
