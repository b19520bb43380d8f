import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  integer,
  interval,
  json,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uuid,
  doublePrecision,
} from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client.js";
import { runPrepared, executePrepared } from "./prepared.js";

const t = pgTable("prepared_types", {
  id: serial("id").primaryKey(),
  big: bigint("big", { mode: "number" }),
  bigB: bigint("big_b", { mode: "bigint" }),
  num: numeric("num", { precision: 12, scale: 2 }),
  flag: boolean("flag"),
  js: jsonb("js"),
  jsn: json("jsn"),
  tags: text("tags").array(),
  ints: integer("ints").array(),
  at: timestamp("at", { withTimezone: true }),
  atStr: timestamp("at_str", { withTimezone: true, mode: "string" }),
  atNoTz: timestamp("at_notz"),
  day: date("day"),
  dayD: date("day_d", { mode: "date" }),
  iv: interval("iv"),
  r: real("r"),
  d: doublePrecision("d"),
  u: uuid("u"),
  nums: numeric("nums").array(),
  ats: timestamp("ats", { withTimezone: true }).array(),
});

/** A row with every type, values that trip parsers (quotes, commas, NULL as text, bigints past 2^53). */
const VALUES = {
  big: 9007199254740991,
  bigB: 9223372036854775807n,
  num: "12.30",
  flag: false,
  js: { a: [1, "x", null], s: "it's" },
  jsn: [1, 2],
  tags: ["a", "b,c", 'q"', "NULL", ""],
  ints: [1, 2, 3],
  at: new Date("2026-11-28T01:02:03.456Z"),
  atStr: "2026-11-28 01:02:03.456+00",
  atNoTz: new Date("2026-11-28T01:02:03.456Z"),
  day: "2026-11-28",
  dayD: new Date("2026-11-28T00:00:00Z"),
  iv: "1 day 02:00:00",
  r: 1.5,
  d: 2.25,
  u: "6f1c6a1e-0c55-4b8e-9a55-5a3c2f1f0c11",
  nums: ["1.5", "2"],
  ats: [new Date("2026-11-28T01:02:03Z")],
};

describe("runPrepared and executePrepared on PGlite map rows as Drizzle does (PGlite rows read by pgliteNamed.ts)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.db.execute(
      sql`create table prepared_types (id serial primary key, big bigint, big_b bigint, num numeric(12,2), flag boolean, js jsonb, jsn json, tags text[], ints integer[], at timestamptz, at_str timestamptz, at_notz timestamp, day date, day_d date, iv interval, r real, d double precision, u uuid, nums numeric[], ats timestamptz[])`,
    );
    await database.db
      .insert(t)
      .values([{ ...VALUES, flag: true, js: { a: [1, "x", null] }, tags: ["a", "b,c", 'q"', "NULL"] }, {}]);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it("select *: every type, nulls included", async () => {
    const plain = await database.db.select().from(t).orderBy(t.id);
    for (let i = 0; i < 8; i++) {
      const named = await runPrepared(database.db.select().from(t).orderBy(t.id), "prepared_types_all");
      expect(named).toEqual(plain);
    }
    const inTx = await database.db.transaction((tx) =>
      runPrepared(tx.select().from(t).orderBy(t.id), "prepared_types_all"),
    );
    expect(inTx).toEqual(plain);
  });

  it("insert through runPrepared stores what a plain insert stores", async () => {
    const [a] = await database.db.insert(t).values(VALUES).returning();
    for (let i = 0; i < 7; i++) {
      const [b] = await runPrepared(database.db.insert(t).values(VALUES).returning(), "prepared_types_insert");
      expect({ ...b, id: 0 }).toEqual({ ...a, id: 0 });
    }
  });

  it("returning and raw execute", async () => {
    const plain = await database.db.execute(sql`select * from prepared_types order by id`);
    const named = await executePrepared(
      database.db,
      sql`select * from prepared_types order by id`,
      "prepared_types_raw",
    );
    expect(named).toEqual((plain as unknown as { rows: unknown[] }).rows);
  });
});
