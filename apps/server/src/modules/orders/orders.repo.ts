import type { Db } from "@portal/db";
import {
  checkoutRequests,
  type OrderStatusValue,
  orderLines,
  orderPayments,
  orderStatusHistory,
  orders,
} from "@portal/db/schema";
import { and, eq } from "drizzle-orm";

/**
 * Writing orders (the checkout's side; the order screens come with their own issue). Every function
 * takes the caller's transaction: an order, its lines, payments and first status row are written
 * together or not at all.
 */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "orderNumber" | "updatedAt">;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;
export type NewOrderPayment = Omit<typeof orderPayments.$inferInsert, "id" | "orderId" | "createdAt">;

/** Inserts the order; its number comes from the order_number_seq sequence. */
export async function insertOrder(tx: Db, order: NewOrder): Promise<{ id: number; orderNumber: number }> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id, orderNumber: orders.orderNumber });
  return row!;
}

export async function insertOrderLines(tx: Db, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
}

export async function insertOrderPayments(
  tx: Db,
  orderId: number,
  payments: readonly NewOrderPayment[],
): Promise<void> {
  if (payments.length === 0) return;
  await tx.insert(orderPayments).values(payments.map((p) => ({ ...p, orderId })));
}

/** Records a status change: who and when (the placement is the first row, fromStatus null). */
export async function recordStatus(
  tx: Db,
  change: {
    orderId: number;
    from: OrderStatusValue | null;
    to: OrderStatusValue;
    by: number;
    at?: Date;
    note?: string;
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.by,
    changedAt: change.at ?? new Date(),
    note: change.note ?? "",
  });
}

/**
 * Claims an idempotency key for a checkout: the id of the new row, or undefined when the key is
 * already taken. A concurrent claim of the same key waits on the unique index until the first
 * transaction ends (PostgreSQL), so after undefined the winner's row is committed and readable.
 */
export async function claimCheckoutKey(tx: Db, userId: number, key: string): Promise<number | undefined> {
  const [row] = await tx
    .insert(checkoutRequests)
    .values({ userId, idempotencyKey: key })
    .onConflictDoNothing()
    .returning({ id: checkoutRequests.id });
  return row?.id;
}

/** The order a key placed: its number and status, or undefined when the key placed none (yet). */
export async function orderOfCheckoutKey(
  db: Db,
  userId: number,
  key: string,
): Promise<{ orderNumber: number; status: OrderStatusValue } | undefined> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status })
    .from(checkoutRequests)
    .innerJoin(orders, eq(orders.checkoutRequestId, checkoutRequests.id))
    .where(and(eq(checkoutRequests.userId, userId), eq(checkoutRequests.idempotencyKey, key)));
  return row;
}
