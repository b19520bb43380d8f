import type { Db } from "@portal/db";
import {
  customers,
  type OrderStatusValue,
  orderLines,
  orderShipmentLines,
  orderShipments,
  orderStatusCounts,
  orderStatusHistory,
  orders,
  users,
} from "@portal/db/schema";
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";

/**
 * The staff queue's SQL (docs/product/shop-order-desk.md, "Queue and workspace"). Every query is of
 * one brand. The page walks orders_franchise_placed_idx (or orders_franchise_status_placed_idx with
 * a status) newest first; late orders come from the partial orders_open_production_idx; the search
 * collects matching order ids through trigram indexes (file names, company names, e-mails) or the
 * order number's unique index; the tabs' counts come from order_status_counts when nothing but the
 * status is filtered, otherwise from one GROUP BY over the filtered orders.
 */

/** Statuses an order can be late in: accepted by the shop, not shipped, not cancelled. */
export const LATE_STATUSES = ["ordered", "in_production", "on_hold"] as const satisfies readonly OrderStatusValue[];

export interface QueueFilter {
  franchise: string;
  status?: OrderStatusValue;
  customerId?: number;
  /** Placed at or after this instant. */
  placedFrom?: Date;
  /** Placed before this instant. */
  placedBefore?: Date;
  productType?: string;
  /** Only late orders: open, with a production date before this shop day. */
  lateBefore?: string;
  search?: { orderNumber: number | null; text: string };
}

/** A LIKE pattern that finds `text` anywhere, with LIKE's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: NonNullable<QueueFilter["search"]>): SQL {
  const p = containsPattern(search.text);
  const byNumber =
    search.orderNumber === null
      ? sql``
      : sql`select n.id from ${orders} n where n.order_number = ${search.orderNumber} union all `;
  return sql`${orders.id} in (${byNumber}
    select oc.id from ${orders} oc join ${customers} c on c.id = oc.customer_id where c.company_name ilike ${p}
    union all
    select ou.id from ${orders} ou join ${users} u on u.id = ou.user_id where u.email ilike ${p}
    union all
    select l.order_id from ${orderLines} l where l.filename ilike ${p})`;
}

/** The filters as SQL conditions; without the status when `withStatus` is false (the tabs' counts). */
function conditions(f: QueueFilter, withStatus: boolean): SQL[] {
  const where: SQL[] = [eq(orders.franchise, f.franchise)];
  if (withStatus && f.status) where.push(eq(orders.status, f.status));
  if (f.customerId !== undefined) where.push(eq(orders.customerId, f.customerId));
  if (f.placedFrom) where.push(gte(orders.placedAt, f.placedFrom));
  if (f.placedBefore) where.push(lt(orders.placedAt, f.placedBefore));
  if (f.productType) {
    where.push(
      sql`exists (select 1 from ${orderLines} pt where pt.order_id = ${orders.id} and pt.product_type = ${f.productType})`,
    );
  }
  if (f.lateBefore) {
    // Spelled as the partial index's predicate so the planner can use it.
    where.push(sql`${orders.status} in ('ordered', 'in_production', 'on_hold')`);
    where.push(lt(orders.productionDate, f.lateBefore));
  }
  if (f.search) where.push(searchCondition(f.search));
  return where;
}

/**
 * One page of the queue, newest first (ties by id, so pages never overlap). The page's ids are found
 * on the orders table alone; people, customers and line counts are joined for those rows only.
 */
export function queuePage(db: Db, f: QueueFilter, page: number, pageSize: number) {
  const top = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions(f, true)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("top");
  return db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerId: orders.customerId,
      customer: customers.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      placedAt: orders.placedAt,
      productionDate: orders.productionDate,
      shipDate: orders.shipDate,
      totalCents: orders.totalCents,
      lines: sql<number>`(select count(*) from ${orderLines} ql where ql.order_id = ${orders.id} and ql.kind <> 'charge')::int`,
    })
    .from(top)
    .innerJoin(orders, eq(orders.id, top.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(desc(orders.placedAt), desc(orders.id));
}

/** The GROUP BY that counts orders per status under the filters; undefined when the kept counts serve. */
export function countsQuery(db: Db, f: QueueFilter) {
  const onlyStatus =
    f.customerId === undefined && !f.placedFrom && !f.placedBefore && !f.productType && !f.lateBefore && !f.search;
  if (onlyStatus) return undefined;
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(...conditions(f, false)))
    .groupBy(orders.status);
}

/** Orders per status under every filter but the status. */
export async function queueCounts(db: Db, f: QueueFilter): Promise<Map<OrderStatusValue, number>> {
  const rows =
    (await countsQuery(db, f)) ??
    (await db
      .select({ status: orderStatusCounts.status, n: orderStatusCounts.n })
      .from(orderStatusCounts)
      .where(eq(orderStatusCounts.franchise, f.franchise)));
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The customer filter's options: this brand's customers whose name contains `q`, by name. */
export function customerOptions(db: Db, franchise: string, q: string, limit = 20) {
  const where = [eq(customers.franchise, franchise)];
  if (q) where.push(sql`${customers.companyName} ilike ${containsPattern(q)}`);
  return db
    .select({ id: customers.id, name: customers.companyName })
    .from(customers)
    .where(and(...where))
    .orderBy(asc(customers.companyName), asc(customers.id))
    .limit(limit);
}

// ---------------------------------------------------------------- one order (the workspace)

/** An order of this brand by number (another brand's order is not found). */
export async function brandOrder(db: Db, franchise: string, orderNumber: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.franchise, franchise)));
  return row;
}

export async function peopleByIds(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { ...r, name: `${r.firstName} ${r.lastName}`.trim() || r.username }]));
}

export async function customerName(db: Db, customerId: number | null): Promise<string> {
  if (customerId === null) return "";
  const [row] = await db.select({ name: customers.companyName }).from(customers).where(eq(customers.id, customerId));
  return row?.name ?? "";
}

/** The status history, oldest first, with who made each change. */
export function historyOf(db: Db, orderId: number) {
  return db
    .select({
      from: orderStatusHistory.fromStatus,
      to: orderStatusHistory.toStatus,
      at: orderStatusHistory.changedAt,
      note: orderStatusHistory.note,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(orderStatusHistory)
    .innerJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}

/** Which lines each of the order's packages carries. */
export async function shipmentLineIds(db: Db, orderId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ shipmentId: orderShipmentLines.shipmentId, lineId: orderShipmentLines.orderLineId })
    .from(orderShipmentLines)
    .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipmentLines.orderLineId));
  const byShipment = new Map<number, number[]>();
  for (const r of rows) byShipment.set(r.shipmentId, [...(byShipment.get(r.shipmentId) ?? []), r.lineId]);
  return byShipment;
}
