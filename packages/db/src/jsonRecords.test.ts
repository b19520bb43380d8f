import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { JsonRecords } from "./jsonRecords.js";

const notes = pgTable("notes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  body: text("body").notNull(),
  tag: text("tag").notNull().default("none"),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
const dialect = new PgDialect();

describe("rows written as one JSON parameter", () => {
  it("writes the columns without a database default, a missing value as the schema's default", () => {
    const query = dialect.sqlToQuery(new JsonRecords(notes).insert([{ body: "a" }, { body: "b", tag: "x" }]));
    expect(query.sql).toContain(
      'insert into "notes" ("body", "tag") select "body", "tag" from json_populate_recordset',
    );
    expect(query.params).toEqual([
      JSON.stringify([
        { body: "a", tag: "none" },
        { body: "b", tag: "x" },
      ]),
    ]);
  });

  it("refuses a value for a column the database fills unless it is given", () => {
    // An identity column is not in Drizzle's insert type: a caller spreading a read row would pass it anyway.
    const withId = { body: "a", id: 7 } as typeof notes.$inferInsert;
    expect(() => new JsonRecords(notes).insert([withId])).toThrow("notes.id: the database fills it");
    const given = dialect.sqlToQuery(new JsonRecords(notes, { given: ["id"] }).insert([withId]));
    expect(given.params).toEqual([JSON.stringify([{ id: 7, body: "a", tag: "none" }])]);
  });

  it("refuses a table with a column its JSON would write wrong (a JS default, a bigint)", () => {
    const withJsDefault = pgTable("a", { v: text("v").$defaultFn(() => "x") });
    const withBigint = pgTable("b", { v: bigint("v", { mode: "bigint" }) });
    expect(() => new JsonRecords(withJsDefault)).toThrow("a.v");
    expect(() => new JsonRecords(withBigint)).toThrow("b.v");
  });
});
