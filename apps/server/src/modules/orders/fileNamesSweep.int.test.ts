import type { StaffOrderPage } from "@portal/contract";
import { openDatabase } from "@portal/db";
import { fileNames, orderLines, orders } from "@portal/db/schema";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { sweepFileNames } from "./fileNames.repo.js";
import { insertTestOrder } from "./staffQueue.testkit.js";

/** The nightly sweep of file_names (migration 0035): a name goes once no order has it, never while one is being written. */
describe("the sweep of unused file names", () => {
  let t: TestApp;
  let ops: SignedIn;
  let template: typeof orders.$inferSelect;
  const db = () => t.database.db;
  const kept = async (...names: string[]) =>
    (await db().select({ filename: fileNames.filename }).from(fileNames).where(inArray(fileNames.filename, names)))
      .map((r) => r.filename)
      .sort();
  const found = async (q: string) => {
    const res = await t.get(`/api/Staff/Orders?q=${encodeURIComponent(q)}&pageSize=100`, ops.auth);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().Data as StaffOrderPage).Orders.map((o) => o.OrderNumber);
  };
  const order = (...filenames: string[]) =>
    insertTestOrder(db(), {
      template,
      status: "ordered",
      placedAt: new Date("2026-03-02T15:00:00Z"),
      lines: filenames.map((filename) => ({ filename })),
    });

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    ops = await signIn(t, "staff.ops");
    const [first] = await db().select().from(orders).where(eq(orders.franchise, "Wholesale")).orderBy(asc(orders.id));
    template = first!;
  });
  afterAll(() => t.close());

  it("removes the names of a deleted order and a changed line; a name another order has stays and is found", async () => {
    const gone = await order("sw-gone-banner.pdf", "sw-shared-logo.pdf");
    const other = await order("sw-shared-logo.pdf");
    const changed = await order("sw-old-art.pdf");
    await db().delete(orderLines).where(eq(orderLines.orderId, gone.id));
    await db().delete(orders).where(eq(orders.id, gone.id));
    await db().update(orderLines).set({ filename: "sw-new-art.pdf" }).where(eq(orderLines.orderId, changed.id));
    expect(await kept("sw-gone-banner.pdf", "sw-shared-logo.pdf", "sw-old-art.pdf", "sw-new-art.pdf")).toEqual([
      "sw-gone-banner.pdf",
      "sw-new-art.pdf",
      "sw-old-art.pdf",
      "sw-shared-logo.pdf",
    ]);

    const swept = await sweepFileNames(db());
    expect(swept.left).toBe(false);
    expect(swept.removed).toBeGreaterThanOrEqual(2);
    expect(await kept("sw-gone-banner.pdf", "sw-shared-logo.pdf", "sw-old-art.pdf", "sw-new-art.pdf")).toEqual([
      "sw-new-art.pdf",
      "sw-shared-logo.pdf",
    ]);
    expect(await found("sw-shared")).toEqual([other.orderNumber]);
    expect(await found("sw-new-art")).toEqual([changed.orderNumber]);
    expect(await sweepFileNames(db())).toEqual({ removed: 0, left: false });
  });

  // PGlite runs one transaction at a time: only PostgreSQL has an order written while the sweep runs.
  it.skipIf(inject("snapshot").kind === "pglite")(
    "keeps a name an order still being written counts on, and the order is found once written",
    async () => {
      const url = (t.database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
      if (!url) throw new Error("a PostgreSQL test database has a connection string");
      const unusedOrder = await order("sw-race-proof.pdf");
      await db().delete(orderLines).where(eq(orderLines.orderId, unusedOrder.id));
      await db().delete(orders).where(eq(orders.id, unusedOrder.id));
      expect(await kept("sw-race-proof.pdf")).toEqual(["sw-race-proof.pdf"]);

      // Another connection writes an order with that name (the name is already there: the trigger adds
      // nothing to file_names) and has not committed when the sweep runs.
      const other = await openDatabase({ url, poolSize: 1 });
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written!: () => void;
      const isWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      let placed: { orderNumber: number } | undefined;
      const writing = other.db.transaction(async (tx) => {
        placed = await insertTestOrder(tx as unknown as typeof other.db, {
          template,
          status: "ordered",
          placedAt: new Date("2026-03-03T15:00:00Z"),
          lines: [{ filename: "sw-race-proof.pdf" }],
        });
        written();
        await committed;
      });
      try {
        await isWritten;
        expect(await sweepFileNames(db(), 0)).toMatchObject({ left: true });
        expect(await kept("sw-race-proof.pdf")).toEqual(["sw-race-proof.pdf"]);
      } finally {
        commit();
        await writing;
        await other.close();
      }
      expect(await sweepFileNames(db())).toMatchObject({ left: false });
      expect(await kept("sw-race-proof.pdf")).toEqual(["sw-race-proof.pdf"]);
      expect(await found("sw-race-proof")).toEqual([placed!.orderNumber]);
    },
  );
});
