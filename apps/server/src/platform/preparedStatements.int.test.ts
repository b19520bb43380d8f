import { type Database, runPrepared } from "@portal/db";
import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/harness.js";

/**
 * Statements run as named prepared statements (packages/db/src/prepared.ts, decision 0047), on PGlite and, under
 * `npm run test:pg`, on a PostgreSQL connection, which refuses a second text under a name it already holds.
 */
const notes = pgTable("prepared_notes", { id: serial("id").primaryKey(), n: integer("n"), note: text("note") });

describe("named prepared statements", () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.db.execute(sql`create table prepared_notes (id serial primary key, n integer, note text)`);
  });
  afterAll(() => database.close());

  it("give each text under one prefix its own name (an insert's text differs with the columns given)", async () => {
    await database.db.transaction(async (tx) => {
      await runPrepared(tx.insert(notes).values({ n: 1 }).returning({ id: notes.id }), "notes_insert");
      await runPrepared(tx.insert(notes).values({ n: 2, note: "two" }).returning({ id: notes.id }), "notes_insert");
      await runPrepared(tx.insert(notes).values({ note: "three" }).returning({ id: notes.id }), "notes_insert");
      await runPrepared(tx.insert(notes).values({ n: 4 }).returning({ id: notes.id }), "notes_insert");
    });
    const rows = await database.db.select({ n: notes.n, note: notes.note }).from(notes).orderBy(notes.id);
    expect(rows).toEqual([
      { n: 1, note: null },
      { n: 2, note: "two" },
      { n: null, note: "three" },
      { n: 4, note: null },
    ]);
  });

  it("keep at most 1000 texts prepared on a connection; the texts past that run unnamed", async () => {
    const kept = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 1050; i++) {
        const [row] = await runPrepared(
          tx
            .select({ n: sql<number>`${i}::int + ${sql.raw(String(i))}` })
            .from(notes)
            .limit(1),
          "notes_many",
        );
        expect(row?.n).toBe(2 * i);
      }
      const [count] = await tx
        .execute<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements`)
        .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
      return count!.n;
    });
    expect(kept).toBeGreaterThan(900);
    expect(kept).toBeLessThanOrEqual(1000);
  }, 60_000);
});
