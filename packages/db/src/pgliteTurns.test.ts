import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markPrepared } from "./pgliteNamed.js";
import { PgliteInTurns } from "./pgliteTurns.js";

describe("PgliteInTurns", () => {
  let pglite: PGlite;
  let turns: PgliteInTurns;
  /** What ran, in order: the statements (as PGlite got them) and the test's own marks. */
  const order: string[] = [];

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec("create table t (n int primary key)");
    const query = pglite.query.bind(pglite);
    pglite.query = ((text: string, ...rest: []) => {
      order.push(text);
      return query(text, ...rest);
    }) as PGlite["query"];
    turns = new PgliteInTurns(pglite);
    // PGlite's start (WebAssembly compile, initdb) takes seconds on a busy machine.
  }, 60_000);

  afterAll(async () => {
    if (!pglite.closed) await pglite.close();
  });

  it("runs statements asked for in one task in turns of the loop of their own, in order", async () => {
    order.length = 0;
    const first = turns.query("select 1 as a");
    const second = turns.query("select 2 as a");
    // Queued from this task after both: it runs between them, not after the two.
    setImmediate(() => order.push("immediate"));
    const [a, b] = await Promise.all([first, second]);
    expect(a.rows).toEqual([{ a: 1 }]);
    expect(b.rows).toEqual([{ a: 2 }]);
    expect(order.indexOf("select 1 as a")).toBeLessThan(order.indexOf("select 2 as a"));
    expect(order.indexOf("immediate")).toBeLessThan(order.indexOf("select 2 as a"));
  });

  it("passes a failed statement's error on and runs the next one", async () => {
    const failed = turns.query("select * from no_such_table");
    const next = turns.query("select 3 as a");
    await expect(failed).rejects.toThrow(/no_such_table/);
    expect((await next).rows).toEqual([{ a: 3 }]);
  });

  it("runs a transaction's statements before any statement asked for after it began", async () => {
    order.length = 0;
    const tx = turns.transaction(async (t) => {
      await t.query("insert into t values (1)");
      order.push("between");
      await t.query("insert into t values (2)");
    });
    const after = turns.query("select count(*)::int as n from t");
    await tx;
    expect((await after).rows).toEqual([{ n: 2 }]);
    expect(order.indexOf("between")).toBeLessThan(order.indexOf("select count(*)::int as n from t"));
  });

  it("rolls a failed transaction back and keeps serving", async () => {
    await expect(
      turns.transaction(async (t) => {
        await t.query("insert into t values (3)");
        await t.query("insert into t values (3)");
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await turns.query("select count(*)::int as n from t where n = 3")).rows).toEqual([{ n: 0 }]);
  });

  it("closes after the statements already asked for, a write nobody awaited included", async () => {
    const written = turns.query("insert into t values (10)");
    const read = turns.query("select count(*)::int as n from t where n = 10");
    await turns.close();
    await expect(written).resolves.toBeDefined();
    expect((await read).rows).toEqual([{ n: 1 }]);
    expect(pglite.closed).toBe(true);
  });
});

describe("a transaction's handle used after the transaction ended", () => {
  let pglite: PGlite;
  let turns: PgliteInTurns;
  const insert = "insert into t (n) values ($1)";
  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec("create table t (n int primary key)");
    turns = new PgliteInTurns(pglite);
  });
  afterAll(() => pglite.close());

  it("refuses a statement after COMMIT, a prepared text or not, and writes nothing", async () => {
    let leaked!: { query: PGlite["query"] };
    await turns.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked.query("insert into t (n) values ($1) ", [1])).rejects.toThrow(/closed/);
    markPrepared(insert);
    await expect(leaked.query(insert, [2])).rejects.toThrow(/closed/);
    expect((await pglite.query("select n from t")).rows).toEqual([]);
  });
});
