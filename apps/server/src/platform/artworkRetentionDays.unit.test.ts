import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const read = (file: string) => fs.readFileSync(`${repoRoot}${file}`, "utf8");

describe("ARTWORK_RETENTION_DAYS (docs/decisions/0023-ordered-artwork-holds.md)", () => {
  it("keeps ordered artwork 730 days by default and takes another whole number of days", () => {
    expect(loadConfig({}).artworkRetentionDays).toBe(730);
    expect(loadConfig({ ARTWORK_RETENTION_DAYS: "365" }).artworkRetentionDays).toBe(365);
    expect(loadConfig({ ARTWORK_RETENTION_DAYS: "" }).artworkRetentionDays).toBe(730);
  });

  it("refuses a setting that is not a whole number of days, naming it", () => {
    for (const bad of ["two years", "1.5", "0"]) {
      expect(() => loadConfig({ ARTWORK_RETENTION_DAYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ARTWORK_RETENTION_DAYS: bad })).toThrow(/ARTWORK_RETENTION_DAYS/);
    }
  });

  it("is stated with its default in the product rules, the README's configuration table and DEPLOY", () => {
    for (const file of ["docs/product/shop-order-desk.md", "docs/product/library.md"]) {
      const text = read(file).replace(/\s+/g, " ");
      expect(text, file).toMatch(/730 days \(two years?[^)]*`ARTWORK_RETENTION_DAYS`/);
    }
    expect(read("README.md")).toMatch(/\|\s*`ARTWORK_RETENTION_DAYS`\s*\|\s*`730`\s*\|/);
    expect(read("docs/DEPLOY.md")).toMatch(/\|\s*`ARTWORK_RETENTION_DAYS`\s*\|\s*optional \(default 730\)/);
  });
});
