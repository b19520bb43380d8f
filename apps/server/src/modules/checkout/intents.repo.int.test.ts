import type { Database } from "@portal/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/harness.js";
import { checkoutBlockersQuery } from "./intents.repo.js";

/** A parameter as an SQL literal, for EXPLAIN EXECUTE. */
const literal = (value: unknown) =>
  typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;

describe("Place Order's look-up of the intents that stop a new one", () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it("uses the partial unique indexes under a plan made without its values (a prepared statement keeps that plan)", async () => {
    const { sql: text, params } = checkoutBlockersQuery(database.db, 1, "key-1").toSQL();
    const plan = await database.db.transaction(async (tx) => {
      // A scan is then chosen only when no index can answer: as with a large table, whatever this one holds.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare blockers_plan as ${text}`));
      const explained = await tx.execute(sql.raw(`explain execute blockers_plan(${params.map(literal).join(", ")})`));
      await tx.execute(sql`deallocate blockers_plan`);
      const rows = (Array.isArray(explained) ? explained : (explained as { rows: unknown[] }).rows) as Record<
        string,
        string
      >[];
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).not.toContain("Seq Scan");
    expect(plan).toContain("checkout_intents_live_cart_uq");
    expect(plan).toContain("checkout_intents_key_uq");
  });
});
