import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./migrate.js";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};

function snapshot(n: string): { id: string; prevId: string } {
  return JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, `meta/${n}_snapshot.json`), "utf8"));
}

// drizzle-kit generate names its next file after the number of journal entries, so a tag whose number is not its
// position makes the next migration collide with an existing one (and overwrite its snapshot).
describe("migrations folder", () => {
  it("numbers each migration by its position in the journal, increasing in time", () => {
    journal.entries.forEach((e, i) => {
      expect(e.idx).toBe(i);
      expect(e.tag.slice(0, 5)).toBe(`${String(i).padStart(4, "0")}_`);
      if (i > 0) expect(e.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });

  it("has one SQL file and one snapshot per journal entry, snapshots chained in journal order", () => {
    const sql = fs.readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith(".sql"));
    const snaps = fs.readdirSync(path.join(MIGRATIONS_FOLDER, "meta")).filter((f) => f.endsWith("_snapshot.json"));
    expect(sql.sort()).toEqual(journal.entries.map((e) => `${e.tag}.sql`));
    expect(snaps.sort()).toEqual(journal.entries.map((e) => `${e.tag.slice(0, 4)}_snapshot.json`));
    for (let i = 1; i < journal.entries.length; i++) {
      const n = (k: number) => String(k).padStart(4, "0");
      expect(snapshot(n(i)).prevId).toBe(snapshot(n(i - 1)).id);
    }
  });
});
