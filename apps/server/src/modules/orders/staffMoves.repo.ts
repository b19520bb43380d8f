import type { Db } from "@portal/db";
import {
  type OrderStatusValue,
  orderLines,
  orderPayments,
  orderShipmentLines,
  orderShipments,
  orders,
} from "@portal/db/schema";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ordersChanged } from "./orderListCache.js";

/**
 * The desk's writes (docs/decisions/0013-shop-order-desk.md): each takes the caller's transaction,
 * in which the order row is locked first (lockOrderByNumber), so two staff never both win. A write of
 * what the customer's order lists show tells the order list cache (orderListCache.ts).
 */

/** Sets status, held_from and the next version in one update; the caller writes the history row. */
export async function moveOrder(
  tx: Db,
  orderId: number,
  change: { status: OrderStatusValue; heldFrom: OrderStatusValue | null; version: number },
): Promise<void> {
  const rows = await tx
    .update(orders)
    .set({ status: change.status, heldFrom: change.heldFrom, version: change.version, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning({ userId: orders.userId });
  ordersChanged(rows.map((r) => r.userId));
}

/** A change that keeps the status (a partial shipment) still bumps the version. */
export async function bumpVersion(tx: Db, orderId: number, version: number): Promise<void> {
  await tx.update(orders).set({ version, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

export interface PackageValues {
  carrier: string;
  trackingNumber: string;
  weightLb: number | null;
}

/** One shipment row per package, each carrying every one of `lineIds`. */
export async function insertShipments(
  tx: Db,
  orderId: number,
  by: number,
  packages: readonly PackageValues[],
  lineIds: readonly number[],
): Promise<void> {
  const now = new Date();
  for (const p of packages) {
    const [row] = await tx
      .insert(orderShipments)
      .values({
        orderId,
        carrier: p.carrier,
        trackingNumber: p.trackingNumber,
        weightLb: p.weightLb,
        createdBy: by,
        createdAt: now,
      })
      .returning({ id: orderShipments.id });
    await tx.insert(orderShipmentLines).values(lineIds.map((orderLineId) => ({ shipmentId: row!.id, orderLineId })));
  }
  if (packages.length > 0) {
    const owners = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    ordersChanged(owners.map((o) => o.userId));
  }
}

/** The order's lines that some package already carries. */
export async function shippedLineIds(db: Db, orderId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: orderShipmentLines.orderLineId })
    .from(orderShipmentLines)
    .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
    .where(eq(orderShipments.orderId, orderId));
  return new Set(rows.map((r) => r.id));
}

export interface ShipmentRow {
  id: number;
  orderId: number;
  carrier: string;
  trackingNumber: string;
  weightLb: number | null;
  createdAt: Date;
  /** Username of the staff user who shipped it. */
  createdBy: string;
}

/** The packages of some orders, oldest first, with the id of the user who shipped each. */
export async function shipmentRowsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderShipments.id,
      orderId: orderShipments.orderId,
      carrier: orderShipments.carrier,
      trackingNumber: orderShipments.trackingNumber,
      weightLb: orderShipments.weightLb,
      createdAt: orderShipments.createdAt,
      createdById: orderShipments.createdBy,
    })
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, [...orderIds]))
    .orderBy(asc(orderShipments.createdAt), asc(orderShipments.id));
}

/** Records a refund the gateway made (kept even when the cancel itself does not finish, so a retry reuses it). */
export async function recordRefund(
  db: Db,
  paymentId: number,
  refund: { refundId: string; refundedCents: number },
): Promise<void> {
  await db.update(orderPayments).set(refund).where(eq(orderPayments.id, paymentId));
}

/** What a card payment's refund id holds while a cancel's refund is at the gateway. */
const REFUND_UNDER_WAY = "under-way";

/** Marks card payments as being refunded by a cancel (refund id still empty), so no move or shipment starts. */
export async function markRefundsUnderWay(tx: Db, paymentIds: number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await tx
    .update(orderPayments)
    .set({ refundId: REFUND_UNDER_WAY })
    .where(and(inArray(orderPayments.id, paymentIds), eq(orderPayments.refundId, "")));
}

/** Takes the marks back after the gateway refused (refunds it made stay recorded). */
export async function clearRefundsUnderWay(db: Db, paymentIds: number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await db
    .update(orderPayments)
    .set({ refundId: "" })
    .where(and(inArray(orderPayments.id, paymentIds), eq(orderPayments.refundId, REFUND_UNDER_WAY)));
}

/** The cancel's payment outcome: refunded (with the gateway's refund), voided, or left (terms). */
export async function settlePayment(
  tx: Db,
  paymentId: number,
  outcome: { status: "refunded" | "voided"; refundId?: string; refundedCents?: number },
): Promise<void> {
  await tx
    .update(orderPayments)
    .set({
      status: outcome.status,
      gatewayToken: "",
      ...(outcome.refundId === undefined ? {} : { refundId: outcome.refundId }),
      ...(outcome.refundedCents === undefined ? {} : { refundedCents: outcome.refundedCents }),
    })
    .where(and(eq(orderPayments.id, paymentId), sql`${orderPayments.status} in ('charged', 'pending_release')`));
}

export function productLinesOf(db: Db, orderId: number) {
  return db
    .select({ id: orderLines.id, lineNo: orderLines.lineNo, kind: orderLines.kind, itemDesc: orderLines.itemDesc })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
}
