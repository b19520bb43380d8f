import { orderLines, orderPayments, orderStatusHistory, orders } from "@portal/db/schema";
import { asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import {
  insertPlacedOrder,
  type NewOrder,
  type NewOrderLine,
  type NewOrderPayment,
  nextOrderId,
  reserveOrder,
} from "./orders.repo.js";

/**
 * Checkout's step 3 writes a placed order in one statement under the id reserved with its number
 * (docs/decisions/0047-place-order-in-few-statements.md); a plan recorded before that has no id and the
 * order takes the next one. Both store the same rows.
 */
describe("insertPlacedOrder", () => {
  let t: TestApp;
  let order: NewOrder & { placedAt: Date };
  let lines: NewOrderLine[];
  let payments: NewOrderPayment[];

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    // A seeded order with several lines and a payment, as the template of the order to place.
    const [seeded] = await db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const { id, orderNumber: _n, updatedAt: _u, ...values } = seeded!;
    order = { ...values, status: "ordered" };
    lines = (await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.lineNo))).map(
      ({ id: _id, orderId: _o, ...l }) => l,
    );
    payments = (await db.select().from(orderPayments).where(eq(orderPayments.orderId, id))).map(
      ({ id: _id, orderId: _o, createdAt: _c, ...p }) => p,
    );
    expect(lines.length).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const stored = async (orderId: number) => {
    const db = t.database.db;
    const [{ id: _id, orderNumber: _n, updatedAt: _u, ...row }] = (await db
      .select()
      .from(orders)
      .where(eq(orders.id, orderId))) as [typeof orders.$inferSelect];
    const written = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    return {
      order: row,
      lines: written.map(({ id: _i, orderId: _o, ...l }) => l).sort((a, b) => a.lineNo - b.lineNo),
      payments: (await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).map(
        ({ id: _i, orderId: _o, createdAt: _c, ...p }) => p,
      ),
      history: (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map(
        ({ id: _i, orderId: _o, ...h }) => h,
      ),
      lineIds: written.sort((a, b) => a.lineNo - b.lineNo).map((l) => l.id),
    };
  };

  it("under a reserved id writes what a plan without one writes, and answers the lines' ids in line order", async () => {
    const db = t.database.db;
    const at = new Date("2026-03-02T15:00:00Z");
    const placement = { by: order.placedBy ?? order.userId, at };
    const reserved = await db.transaction(async (tx) => {
      const { orderNumber, orderId } = await reserveOrder(tx);
      const placed = await insertPlacedOrder(tx, orderId, { ...order, orderNumber }, lines, payments, placement);
      expect(placed.id).toBe(orderId);
      return placed;
    });
    const { orderNumber: number2 } = await db.transaction((tx) => reserveOrder(tx));
    const unreserved = await db.transaction(async (tx) =>
      insertPlacedOrder(tx, await nextOrderId(tx), { ...order, orderNumber: number2 }, lines, payments, placement),
    );
    expect(unreserved.id).toBeGreaterThan(reserved.id);

    const a = await stored(reserved.id);
    const b = await stored(unreserved.id);
    expect(a.order).toEqual(b.order);
    expect(a.lines).toEqual(b.lines);
    expect(a.payments).toEqual(b.payments);
    expect(a.history).toEqual(b.history);
    expect(a.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: "ordered", changedBy: placement.by, changedAt: at }),
    ]);
    expect(a.lines).toEqual(lines.map((l) => expect.objectContaining({ ...l })));
    expect(a.payments).toEqual(payments);
    expect(reserved.lines.map((l) => l.id)).toEqual(a.lineIds);
    expect(unreserved.lines.map((l) => l.id)).toEqual(b.lineIds);
    // The staff queue's file-name column, kept by the lines' trigger, is filled in both.
    expect(a.order.lineFilenames).toBe(b.order.lineFilenames);
    expect(a.order.lineFilenames).toBe(order.lineFilenames);
    expect(a.order.lineFilenames).not.toBe("");
  });

  it("an order placed with proofs required starts as needing them", async () => {
    const db = t.database.db;
    const placement = { by: order.userId, at: new Date() };
    const placed = await db.transaction(async (tx) => {
      const { orderNumber, orderId } = await reserveOrder(tx);
      const values = { ...order, orderNumber, proofsRequired: true, proofState: undefined };
      return insertPlacedOrder(tx, orderId, values, lines, payments, placement);
    });
    expect((await stored(placed.id)).order.proofState).toBe("needed");
  });
});
