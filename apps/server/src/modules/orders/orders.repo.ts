import { type Db, executePrepared, JsonRecords } from "@portal/db";
import { type OrderStatusValue, orderLines, orderPayments, orderStatusHistory, orders, users } from "@portal/db/schema";
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import { ordersChanged } from "./orderListCache.js";

/**
 * Writing orders (the checkout's side; the order screens come with their own issue). Every function
 * takes the caller's transaction: an order, its lines, payments and first status row are written
 * together or not at all. A write of what the order lists show tells the order list cache
 * (orderListCache.ts) after its statement, before any commit.
 */

export type OrderRow = typeof orders.$inferSelect;
/** A new order; its number comes from order_number_seq unless one was reserved (checkout intents). */
export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "orderNumber" | "updatedAt"> & { orderNumber?: number };
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;
export type NewOrderPayment = Omit<typeof orderPayments.$inferInsert, "id" | "orderId" | "createdAt">;

/**
 * The next order number and the id of the order to be written under it (checkout's step 1, so that step 3 writes
 * the order in one statement; a checkout that fails leaves a gap in both).
 */
export async function reserveOrder(tx: Db): Promise<{ orderNumber: number; orderId: number }> {
  const [row] = await executePrepared<{ n: number; id: number }>(
    tx,
    sql`select nextval('order_number_seq')::int as n, nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
    "reserve_order",
  );
  return { orderNumber: Number(row!.n), orderId: Number(row!.id) };
}

/** The next order id alone (a plan recorded before ids were reserved with the number). */
export async function nextOrderId(tx: Db): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

/** A placed order's first status row: who placed it and when. */
export interface Placement {
  by: number;
  at: Date;
}

type StatusChange = {
  orderId: number;
  from: OrderStatusValue | null;
  to: OrderStatusValue;
  by: number;
  at?: Date;
  note?: string;
  /** An approval step's decision (docs/product/approvals.md); the note holds a decline's reason. */
  decision?: "approved" | "declined";
};

/** A status change's history row; a placement is the first, fromStatus null. */
function historyRow(change: StatusChange): typeof orderStatusHistory.$inferInsert {
  return {
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.by,
    changedAt: change.at ?? new Date(),
    note: change.note ?? "",
    decision: change.decision ?? null,
  };
}

const placedOrderRecords = {
  order: new JsonRecords(orders, { given: ["id", "orderNumber", "placedAt"] }),
  history: new JsonRecords(orderStatusHistory, { given: ["changedAt"] }),
  payments: new JsonRecords(orderPayments),
  lines: new JsonRecords(orderLines),
};

/**
 * A placed order with its lines, payments and first status row, in one statement (one round trip instead of
 * four, and each kind of row as one JSON parameter, so the statement's text is the same for every order and
 * PostgreSQL parses and plans it once a connection; issue 21, decision 0047), under the id reserved with its number
 * (reserveOrder, or nextOrderId). `alongside`, a data-modifying statement of the caller's, runs in the same
 * statement (checkout's intent marked confirmed). An order placed with proofs required starts as needing them
 * (every placed order has a product line; decision 0024). The lines' ids and artwork paths come back in line order.
 */
export async function insertPlacedOrder(
  tx: Db,
  id: number,
  order: NewOrder & { orderNumber: number; placedAt: Date },
  lines: readonly NewOrderLine[],
  payments: readonly NewOrderPayment[],
  placement: Placement,
  alongside?: SQL,
): Promise<{ id: number; lines: { id: number; fullUrl: string }[] }> {
  const proofState = order.proofState ?? (order.proofsRequired ? "needed" : null);
  const records = placedOrderRecords;
  const placed = { ...order, id, proofState, lineFilenames: lineFilenamesOf(lines) };
  const first = historyRow({ orderId: id, from: null, to: order.status, by: placement.by, at: placement.at });
  const rows = await executePrepared<{ id: number; line_no: number; full_url: string }>(
    tx,
    sql`with o as (${records.order.insertOne(placed, { overridingSystemValue: true })}),
      h as (${records.history.insertOne(first)}),
      p as (${records.payments.insert(payments.map((payment) => ({ ...payment, orderId: id })))})
      ${alongside ? sql`, s as (${alongside})` : sql``}
      ${records.lines.insert(lines.map((line) => ({ ...line, orderId: id })))} returning "id", "line_no", "full_url"`,
    "placed_order",
  );
  ordersChanged(order.userId);
  rows.sort((a, b) => a.line_no - b.line_no);
  return { id, lines: rows.map((r) => ({ id: Number(r.id), fullUrl: r.full_url })) };
}

/**
 * orders.line_filenames as the order_lines trigger computes it (migration 0021): written with the order, so the
 * trigger finds it right and leaves the row alone (migration 0036); were it ever different, the trigger corrects it.
 */
function lineFilenamesOf(lines: readonly NewOrderLine[]): string {
  return lines
    .filter((l) => (l.filename ?? "") !== "")
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((l) => l.filename)
    .join("\n");
}

/** Records a status change: who and when. */
export async function recordStatus(tx: Db, change: StatusChange): Promise<void> {
  await tx.insert(orderStatusHistory).values(historyRow(change));
}

// ---------------------------------------------------------------- reading orders (the order screens)

/** The order's approval steps taken (history rows with a decision), oldest first. */
export function decisionsOfOrder(
  db: Db,
  orderId: number,
): Promise<{ by: number; at: Date; decision: "approved" | "declined"; note: string }[]> {
  return db
    .select({
      by: orderStatusHistory.changedBy,
      at: orderStatusHistory.changedAt,
      decision: sql<"approved" | "declined">`${orderStatusHistory.decision}`,
      note: orderStatusHistory.note,
    })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), sql`${orderStatusHistory.decision} is not null`))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}

export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** An order by number. */
export async function findOrderByNumber(db: Db, orderNumber: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

/** An order by number, locked for a status change. */
export async function lockOrderByNumber(tx: Db, orderNumber: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
  return row;
}

/** An order by id, locked (a proof's answer; docs/product/proofs.md). */
export async function lockOrderById(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/** A change beside the status (a proof sent or answered): the next version, the proof state and, when given, new dates. */
export async function touchOrder(
  tx: Db,
  orderId: number,
  change: { version: number; proofState?: OrderRow["proofState"]; productionDate?: string; shipDate?: string },
): Promise<void> {
  const rows = await tx
    .update(orders)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning({ userId: orders.userId });
  ordersChanged(rows.map((r) => r.userId));
}

/**
 * Which of these order lines belong to an order closed (shipped, invoiced or cancelled) and unchanged since before
 * `before`: their artwork's retention has run out (decision 0023).
 */
export async function linesClosedBefore(db: Db, lineIds: readonly number[], before: Date): Promise<number[]> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.id, [...lineIds]),
        inArray(orders.status, ["shipped", "invoiced", "cancelled"]),
        lt(orders.updatedAt, before),
      ),
    );
  return rows.map((r) => r.id);
}

export function linesOfOrder(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
}

/** The product lines of some orders (id, number): what proofs are sent for. */
export function productLinesOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: orderLines.id, orderId: orderLines.orderId, lineNo: orderLines.lineNo })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...orderIds]), eq(orderLines.kind, "product")))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
}

export function paymentsOfOrder(db: Db, orderId: number): Promise<OrderPaymentRow[]> {
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.seq));
}

interface OrderListRow {
  id: number;
  orderNumber: number;
  status: OrderStatusValue;
  placedAt: Date;
  productionDate: string;
  subtotalCents: number;
  totalCents: number;
  customerId: number | null;
  shippingMethodText: string;
  placedBy: number;
  poNumber: string;
  jobName: string;
}

/** The customer's In Production tab also lists the orders on the floor and on hold (decision 0013). */
function statusesOfTab(tab: OrderStatusValue): OrderStatusValue[] {
  return tab === "ordered" ? ["ordered", "in_production", "on_hold"] : [tab];
}

/** Whose orders a list shows: one user's, or every user's of one customer (an office manager's releases). */
export type OrdersOf = { userId: number } | { userIds: readonly number[] } | { orderIds: readonly number[] };

/** An order of AccountOrders' page, with who placed it and its packages (carrier, tracking number). */
export interface OrderPageRow extends OrderListRow {
  placedByName: string;
  packages: { carrier: string; trackingNumber: string }[];
}

/**
 * One page of a user's orders in one status, newest first, and how many there are, in one statement
 * (issue 21: four round trips made most of AccountOrders' time on PGlite): the page's ids and the
 * count (a window over the matching orders, served by the (user_id, placed_at) index), then for those
 * ids only the order, the name of who placed it and its packages.
 */
export async function ordersPage(
  db: Db,
  of: OrdersOf,
  status: OrderStatusValue,
  page: number,
  pageSize: number,
  search = "",
): Promise<{ rows: OrderPageRow[]; total: number }> {
  const owner =
    "userId" in of
      ? eq(orders.userId, of.userId)
      : "userIds" in of
        ? inArray(orders.userId, [...of.userIds])
        : inArray(orders.id, of.orderIds.length > 0 ? [...of.orderIds] : [-1]);
  const p = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = search
    ? sql`(${orders.orderNumber}::text like ${p} or ${orders.poNumber} ilike ${p} or ${orders.jobName} ilike ${p})`
    : undefined;
  const where = and(owner, inArray(orders.status, statusesOfTab(status)), found);
  const pageIds = db
    .select({ id: orders.id, total: sql<number>`(count(*) over ())::int`.as("total") })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page");
  const listed = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      placedAt: orders.placedAt,
      productionDate: orders.productionDate,
      subtotalCents: orders.subtotalCents,
      totalCents: orders.totalCents,
      customerId: orders.customerId,
      shippingMethodText: orders.shippingMethodText,
      placedBy: orders.placedBy,
      poNumber: orders.poNumber,
      jobName: orders.jobName,
      total: pageIds.total,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      packages: sql<[string, string][]>`(select coalesce(json_agg(json_build_array(s.carrier, s.tracking_number)
        order by s.created_at, s.id), '[]'::json) from order_shipments s where s.order_id = ${orders.id})`,
    })
    .from(pageIds)
    .innerJoin(orders, eq(orders.id, pageIds.id))
    .leftJoin(users, eq(users.id, orders.placedBy))
    .orderBy(desc(orders.placedAt), desc(orders.id));
  // Past the last page the window has no row to tell the count: ask for it.
  const total =
    listed[0]?.total ?? (page > 1 ? ((await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0) : 0);
  const rows = listed.map(({ total: _, firstName, lastName, username, packages, ...row }) => ({
    ...row,
    placedByName: `${firstName ?? ""} ${lastName ?? ""}`.trim() || (username ?? ""),
    packages: packages.map(([carrier, trackingNumber]) => ({ carrier, trackingNumber })),
  }));
  return { rows, total };
}

/** Whether the user has orders not yet shipped, invoiced or cancelled (accounts' removal rule). */
export async function hasActiveOrders(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), inArray(orders.status, ["needs_approval", "ordered", "in_production", "on_hold"])),
    )
    .limit(1);
  return row !== undefined;
}

/** Sets an order's status (the caller records the history row in the same transaction). */
export async function setOrderStatus(
  tx: Db,
  orderId: number,
  status: OrderStatusValue,
  dates: { productionDate?: string; shipDate?: string } = {},
): Promise<void> {
  const rows = await tx
    .update(orders)
    .set({ status, ...dates, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning({ userId: orders.userId });
  ordersChanged(rows.map((r) => r.userId));
}

/** A payment kept for the release, now charged. */
export async function markPaymentCharged(tx: Db, paymentId: number, chargeId: string): Promise<void> {
  await tx
    .update(orderPayments)
    .set({ status: "charged", chargeId, gatewayToken: "" })
    .where(eq(orderPayments.id, paymentId));
}

/** The orders of a customer waiting for approval (an office manager's list is those waiting for them). */
export function waitingOrdersOfCustomer(
  db: Db,
  customerId: number,
): Promise<{ id: number; customerId: number | null }[]> {
  return db
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, "needs_approval")));
}

/**
 * What a user's orders placed in [from, to) come to (totals with freight and tax), cancelled ones
 * excluded: a monthly spend limit's count (docs/product/approvals.md).
 */
export async function spentCents(db: Db, userId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${orders.totalCents})` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.placedAt, from),
        lt(orders.placedAt, to),
        ne(orders.status, "cancelled"),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** A waiting order declined: its card payments kept for the release are voided (never charged). Once only. */
export async function voidHeldPayments(tx: Db, orderId: number): Promise<number> {
  const rows = await tx
    .update(orderPayments)
    .set({ status: "voided", gatewayToken: "" })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, "pending_release")))
    .returning({ id: orderPayments.id });
  return rows.length;
}
