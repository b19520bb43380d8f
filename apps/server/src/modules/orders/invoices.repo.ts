import type { Db } from "@portal/db";
import { invoiceCounters, orderInvoices, orderStatusHistory, orders } from "@portal/db/schema";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";

/** Invoices (docs/decisions/0030-invoice-numbering.md): one per shipped order, numbered per brand without gaps. */

export type InvoiceRow = typeof orderInvoices.$inferSelect;

export async function invoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  return row;
}

/**
 * Takes the brand's next number and writes the invoice, in the caller's transaction (which holds the order's row
 * lock, so the order has no invoice yet). The counter row's update lock makes concurrent ships of the brand take
 * their numbers one after the other; a rolled-back ship rolls its number back with it, so numbers have no gaps.
 */
export async function insertInvoice(tx: Db, invoice: Omit<InvoiceRow, "invoiceNumber">): Promise<InvoiceRow> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ franchise: invoice.franchise, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.franchise,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: invoiceCounters.lastNumber });
  const [row] = await tx
    .insert(orderInvoices)
    .values({ ...invoice, invoiceNumber: counter!.n })
    .returning();
  return row!;
}

/** When the order became shipped (the newest such history row), for an invoice made after the fact. */
export async function shippedAt(db: Db, orderId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: orderStatusHistory.changedAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, "shipped")))
    .orderBy(desc(orderStatusHistory.changedAt))
    .limit(1);
  return row?.at;
}

/**
 * A terms customer's statement rows: its shipped terms orders (open invoices; docs/decisions/0025-customer-settings.md:
 * a completed order has left the balance) with their invoice when it exists, oldest due first.
 */
export function openTermsInvoices(db: Db, customerId: number) {
  return db
    .select({ order: orders, invoice: orderInvoices })
    .from(orders)
    .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), eq(orders.paymentKind, "terms"), eq(orders.status, "shipped")))
    .orderBy(asc(orderInvoices.dueDate), asc(orders.orderNumber));
}

/** The total of a customer's terms orders placed and not yet shipped (part of the open balance, not invoiced yet). */
export async function notInvoicedTermsCents(db: Db, customerId: number): Promise<number> {
  // The open balance's statuses (decision 0025) before the ship.
  const waiting = ["needs_approval", "ordered", "in_production", "on_hold"] as const;
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), eq(orders.paymentKind, "terms"), inArray(orders.status, [...waiting])),
    );
  return Number(row?.cents ?? 0);
}
