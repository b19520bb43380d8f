import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markPrepared } from "./pgliteNamed.js";
import { PgliteInTurns } from "./pgliteTurns.js";

describe("statements prepared by name on PGlite", () => {
  let pglite: PGlite;
  let turns: PgliteInTurns;
  const insert = "insert into t (n, at, note) values ($1, $2, $3) returning n, at, note";
  const select = "select n, at, note from t where n = $1";
  const asText = { [types.TIMESTAMPTZ]: (value: string) => value };

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec("create table t (n int primary key, at timestamptz, note text)");
    turns = new PgliteInTurns(pglite);
    markPrepared(insert);
    markPrepared(select);
  }, 60_000);

  afterAll(async () => {
    if (!pglite.closed) await pglite.close();
  });

  it("gives the rows PGlite's query gives, in both row modes, with the caller's parsers", async () => {
    const at = new Date("2026-11-28T01:02:03.000Z");
    const inserted = await turns.query(insert, [1, at, null]);
    expect(inserted.rows).toEqual([{ n: 1, at, note: null }]);
    expect(inserted.affectedRows).toBe(1);
    for (let i = 0; i < 7; i++) {
      // past the calls after which PostgreSQL may keep a generic plan
      const named = await turns.query(select, [1], { rowMode: "array", parsers: asText });
      const plain = await pglite.query("select n, at, note from t where n = $1 ", [1], {
        rowMode: "array",
        parsers: asText,
      });
      expect(named.rows).toEqual(plain.rows);
      expect(named.fields).toEqual(plain.fields);
    }
    expect((await turns.query(select, [2])).rows).toEqual([]);
  });

  it("reports a failed statement as PGlite does and keeps serving, inside a transaction too", async () => {
    await expect(turns.query(insert, [1, null, "again"])).rejects.toThrow(/duplicate key/);
    await expect(
      turns.transaction(async (tx) => {
        await tx.query(insert, [2, null, "in a transaction"]);
        await tx.query(insert, [2, null, "twice"]);
      }),
    ).rejects.toThrow(/duplicate key/);
    // Rolled back; the statements prepared in it are still there.
    expect((await turns.query(select, [2])).rows).toEqual([]);
    await turns.transaction(async (tx) => {
      await tx.query(insert, [3, null, "three"]);
    });
    expect((await turns.query(select, [3])).rows).toEqual([{ n: 3, at: null, note: "three" }]);
  });
});
