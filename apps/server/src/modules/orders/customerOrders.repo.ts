import type { Db } from "@portal/db";
import { orders } from "@portal/db/schema";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

/**
 * What the customer page and checkout's credit limit read of a customer's orders
 * (docs/decisions/0025-customer-settings.md).
 */

/** Statuses whose terms orders are still owed: placed, not yet completed (invoiced) or cancelled. */
const OPEN_BALANCE_STATUSES = ["needs_approval", "ordered", "in_production", "on_hold", "shipped"] as const;

/** The open balance of a terms customer: total of its terms orders not yet completed or cancelled. */
export async function openTermsBalanceCents(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.paymentKind, "terms"),
        inArray(orders.status, [...OPEN_BALANCE_STATUSES]),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The customer's newest orders, for the staff customer page (userId: whose order; the page names them). */
export async function orderHistoryOf(db: Db, customerId: number, limit = 50) {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
      status: orders.status,
      paymentKind: orders.paymentKind,
      totalCents: orders.totalCents,
      userId: orders.userId,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => ({
    OrderNumber: r.orderNumber,
    Placed: r.placedAt.toISOString(),
    Status: r.status,
    userId: r.userId,
    PaymentKind: r.paymentKind,
    TotalCents: r.totalCents,
  }));
}
