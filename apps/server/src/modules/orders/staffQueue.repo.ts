import type { OrderProofState } from "@portal/contract";
import { type Db, executePrepared, executeQuery } from "@portal/db";
import {
  customers,
  fileNames,
  type OrderStatusValue,
  orderFileNames,
  orderLines,
  orderShipmentLines,
  orderShipments,
  orderStatusCounts,
  orderStatusHistory,
  orders,
  users,
} from "@portal/db/schema";
import { and, asc, eq, fillPlaceholders, inArray, type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/**
 * The staff queue's SQL (docs/product/shop-order-desk.md, "Queue and workspace"). Every query is of
 * one brand. One statement answers a request: the page and the tabs' counts. The page walks
 * orders_franchise_placed_idx (or orders_franchise_status_placed_idx with a status) newest first;
 * late orders come from the partial orders_open_production_idx alone (it holds their date and id);
 * the search collects matching orders through trigram indexes (file names in file_names, company
 * names, e-mails, PO numbers, job names) or the order number's unique index, once for both the page
 * and the counts; the counts come from order_status_counts when nothing but the status is filtered,
 * otherwise from one GROUP BY over the filtered orders.
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
  /** Only late orders: open, with a production date before this shop day, not held back by proofs. */
  lateBefore?: string;
  proof?: OrderProofState;
  search?: { orderNumber: number | null; text: string };
}

/**
 * The filter's values by name. A statement's text holds placeholders for them and depends only on
 * the filter's shape (which filters are set), so it is built once per shape (see queueQuery).
 */
interface QueueValues {
  franchise: string;
  status?: OrderStatusValue;
  customerId?: number;
  /** As the query builder sends a timestamp: ISO text. */
  placedFrom?: string;
  placedBefore?: string;
  productType?: string;
  lateBefore?: string;
  proof?: OrderProofState;
  orderNumber?: number;
  pattern?: string;
}

function queueValues(f: QueueFilter): QueueValues {
  return {
    franchise: f.franchise,
    status: f.status,
    customerId: f.customerId,
    placedFrom: f.placedFrom?.toISOString(),
    placedBefore: f.placedBefore?.toISOString(),
    productType: f.productType,
    lateBefore: f.lateBefore,
    proof: f.proof,
    orderNumber: f.search?.orderNumber ?? undefined,
    pattern: f.search ? containsPattern(f.search.text) : undefined,
  };
}

const value = (name: keyof QueueValues) => sql.placeholder(name);

/** A LIKE pattern that finds `text` anywhere, with LIKE's own characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search's pattern. In a prepared page it is read through a sub-select, which hides its value from
 * the planner: every call then plans alike and the connection keeps one generic plan (trigram index
 * scans whatever the text), where planning each call with the pattern cost more than running most
 * searches (see preparedPage).
 */
function searchPattern(prepared: boolean): SQL {
  return prepared ? sql`(select ${value("pattern")}::text)` : sql`${value("pattern")}`;
}

/**
 * The ways a search can match an order, each a condition on orders: its number, its customer's
 * company name, the e-mail of the user who ordered, or its PO number or job name. Every text way
 * has a trigram index (customers, users, orders); every way reads the order's own row. The file
 * names are the last way (fileNameWay, or orders.line_filenames in a row test).
 */
function searchWays(search: NonNullable<QueueFilter["search"]>, p: SQL): SQL[] {
  const ways: SQL[] = [];
  if (search.orderNumber !== null) ways.push(sql`${orders.orderNumber} = ${value("orderNumber")}`);
  ways.push(
    sql`${orders.customerId} in (select c.id from ${customers} c where c.company_name ilike ${p})`,
    sql`${orders.userId} in (select u.id from ${users} u where u.email ilike ${p})`,
    sql`${orders.poNumber} ilike ${p}`,
    sql`${orders.jobName} ilike ${p}`,
  );
  return ways;
}

/**
 * The brand's orders with a file name matching the search, under the filters a search among all of
 * them can have (date range, product type, proof), as (id, status, placed_at): the matching names
 * from file_names' trigram index (each name once), then their orders from order_file_names_name_idx
 * alone (one entry a file name with the order's status and date), so the matches' wide order rows
 * are never read. The search text has no line break, so it matches one of these names exactly when
 * it matches the order's line_filenames.
 */
function fileNameWay(f: QueueFilter, p: SQL): SQL {
  const s = orderFileNames;
  const where: SQL[] = [
    sql`${s.nameHash} in (select ${fileNames.hash} from ${fileNames} where ${fileNames.filename} ilike ${p})`,
    sql`${s.franchise} = ${value("franchise")}`,
  ];
  if (f.placedFrom) where.push(sql`${s.placedAt} >= ${value("placedFrom")}`);
  if (f.placedBefore) where.push(sql`${s.placedAt} < ${value("placedBefore")}`);
  if (f.productType) {
    where.push(
      sql`exists (select 1 from ${orderLines} pt where pt.order_id = ${s.orderId} and pt.product_type = ${value("productType")})`,
    );
  }
  if (f.proof) {
    where.push(
      sql`exists (select 1 from ${orders} po where po.id = ${s.orderId} and po.proof_state = ${value("proof")})`,
    );
  }
  return sql`select ${s.orderId} as id, ${s.status} as status, ${s.placedAt} as placed_at from ${s} where ${and(...where)}`;
}

/**
 * The brand's orders under every filter but the status, as (id, status, placed_at). With a search
 * among all of the brand's orders, each way is its own indexed branch (an OR of them cannot use the
 * indexes) and UNION removes an order found twice; within a customer's or the late orders (a few
 * hundred or thousand rows) each row is tested against every way, its file names in
 * orders.line_filenames (one a line: a single-line search text never spans two).
 */
function matchingOrders(f: QueueFilter, prepared: boolean): SQL {
  const where = conditions(f);
  const select = sql`select ${orders.id} as id, ${orders.status} as status, ${orders.placedAt} as placed_at from ${orders}`;
  if (!f.search) return sql`${select} where ${and(...where)}`;
  const p = searchPattern(prepared);
  const ways = searchWays(f.search, p);
  if (f.customerId !== undefined || f.lateBefore !== undefined) {
    const rowWays = [...ways, sql`${orders.lineFilenames} ilike ${p}`];
    return sql`${select} where ${and(...where)} and (${sql.join(rowWays, sql` or `)})`;
  }
  return sql.join([...ways.map((way) => sql`${select} where ${and(...where, way)}`), fileNameWay(f, p)], sql` union `);
}

/** The filters but the status and the search (the tabs count every status) as SQL conditions. */
function conditions(f: QueueFilter): SQL[] {
  const where: SQL[] = [sql`${orders.franchise} = ${value("franchise")}`];
  if (f.customerId !== undefined) where.push(sql`${orders.customerId} = ${value("customerId")}`);
  if (f.placedFrom) where.push(sql`${orders.placedAt} >= ${value("placedFrom")}`);
  if (f.placedBefore) where.push(sql`${orders.placedAt} < ${value("placedBefore")}`);
  if (f.productType) {
    where.push(
      sql`exists (select 1 from ${orderLines} pt where pt.order_id = ${orders.id} and pt.product_type = ${value("productType")})`,
    );
  }
  if (f.lateBefore) {
    // Spelled as the partial index's predicate so the planner can use it.
    where.push(sql`${orders.status} in ('ordered', 'in_production', 'on_hold')`);
    where.push(sql`${orders.productionDate} < ${value("lateBefore")}`);
    // A proof that holds the order from production stops its clock (decision 0024).
    where.push(sql`(${orders.proofState} is null or ${orders.proofState} = 'approved')`);
  }
  if (f.proof) where.push(sql`${orders.proofState} = ${value("proof")}`);
  return where;
}

/** Whether the kept order_status_counts answer the tabs (nothing but the status is filtered). */
function keptCountsServe(f: QueueFilter): boolean {
  return (
    f.customerId === undefined &&
    !f.placedFrom &&
    !f.placedBefore &&
    !f.productType &&
    !f.lateBefore &&
    !f.proof &&
    !f.search
  );
}

/**
 * The statement of one request, its values as placeholders (queueValues' names): `m` is the brand's
 * orders under every filter but the status; the page (newest first, ties by id, so pages never
 * overlap) is found on `m` alone, then people,
 * customers and line counts are joined for its rows only. Every row carries the counts per status
 * as a JSON object's text (read once, from the first row, rather than parsed on every row by the
 * driver), and a page with no orders is one row with the counts and nulls. With a search
 * `m` is computed once for the page and the counts; otherwise the planner inlines it into both, so
 * the page still walks an index newest first and stops after it.
 */
function queueStatement(f: QueueFilter, page: number, pageSize: number): SQL {
  // Literals, not parameters: a prepared statement's generic plan must know it stops after a page.
  const limit = Math.trunc(pageSize);
  const offset = Math.trunc((page - 1) * pageSize);
  if (!(limit > 0 && offset >= 0)) throw new Error(`Bad page ${page} of ${pageSize}`);
  const kept = keptCountsServe(f);
  const counts = kept
    ? sql`(select json_object_agg(s.status, s.n) from ${orderStatusCounts} s where s.franchise = ${value("franchise")})`
    : sql`(select json_object_agg(g.status, g.n) from (select m.status, count(*) as n from m group by m.status) g)`;
  const shared = f.search && !kept ? sql`materialized` : sql`not materialized`;
  return sql`with m as ${shared} (${matchingOrders(f, preparedPage(f, page, pageSize))}),
    top as (
      select m.id, m.placed_at from m ${f.status ? sql`where m.status = ${value("status")}` : sql``}
      order by m.placed_at desc, m.id desc limit ${sql.raw(String(limit))} offset ${sql.raw(String(offset))}
    )
    select c.counts, p.* from (select ${counts}::text as counts) c
    left join (
      select top.id, o.order_number, o.status, o.proof_state, o.customer_id, cu.company_name, u.first_name, u.last_name,
        u.username, u.email, o.placed_at, o.production_date, o.ship_date, o.total_cents,
        o.po_number, o.job_name,
        (select count(*) from ${orderLines} ql where ql.order_id = o.id and ql.kind <> 'charge')::int as lines
      from top
      join ${orders} o on o.id = top.id
      join ${users} u on u.id = o.user_id
      left join ${customers} cu on cu.id = o.customer_id
    ) p on true
    order by p.placed_at desc, p.id desc`;
}

interface QueueRow {
  counts: Record<string, number | string> | string | null;
  id: number | null;
  order_number: number;
  status: OrderStatusValue;
  proof_state: OrderProofState | null;
  customer_id: number | null;
  company_name: string | null;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  placed_at: string;
  production_date: string;
  ship_date: string;
  total_cents: number;
  po_number: string;
  job_name: string;
  lines: number;
}

/** The desk screen's page size (the web's QUEUE_PAGE_SIZE, the call's default). */
const SCREEN_PAGE_SIZE = 25;
/** Pages kept as prepared statements: the first few, where the desk spends its calls. */
const PREPARED_PAGES = 3;

/**
 * Whether a page is run as a named prepared statement. PostgreSQL keeps one per connection for each statement text
 * until the connection closes, and the text names the page (its LIMIT and OFFSET are literals), so only the screen's
 * first pages are prepared: at most PREPARED_PAGES for each shape of the filters (which of the 8 filters are set, and
 * whether a search text is an order number: at most 384 texts), never one per page number or page size a caller may
 * ask for. A search's pattern is hidden from the planner (searchWays), so its statement keeps a generic plan too: on
 * the bench's data planning a search with its pattern took longer than running it (order number, e-mail) or as long
 * (company). A search of one or two characters, which no trigram index can narrow, is planned each call with its
 * pattern, as its best plan may be a sequential scan; so is any other page.
 */
export function preparedPage(f: QueueFilter, page: number, pageSize: number): boolean {
  const trigramSearch = !f.search || f.search.text.length >= 3;
  return trigramSearch && pageSize === SCREEN_PAGE_SIZE && page <= PREPARED_PAGES;
}

const dialect = new PgDialect();
/** The prepared pages' statements by shape: text and parameters (placeholders), built once. */
const builtStatements = new Map<string, Query>();

/** Which filters are set, the page and its size: all a statement's text depends on. */
function shapeOf(f: QueueFilter, page: number, pageSize: number): string {
  // Each tested as queueStatement tests it.
  const set = [
    f.status,
    f.customerId !== undefined,
    f.placedFrom,
    f.placedBefore,
    f.productType,
    f.lateBefore,
    f.proof,
  ];
  const search = f.search ? (f.search.orderNumber === null ? "t" : "n") : "-";
  return `${set.map((v) => (v ? 1 : 0)).join("")}${search}${page}/${pageSize}`;
}

/**
 * One request's statement as text and parameters. A prepared page's statement is built once per shape
 * (at most PREPARED_PAGES for each of the 384 shapes): building it costs more than running most of them.
 */
export function queueQuery(f: QueueFilter, page: number, pageSize: number): Query {
  const prepared = preparedPage(f, page, pageSize);
  const shape = prepared ? shapeOf(f, page, pageSize) : "";
  let built = prepared ? builtStatements.get(shape) : undefined;
  if (built === undefined) {
    built = dialect.sqlToQuery(queueStatement(f, page, pageSize));
    if (prepared) builtStatements.set(shape, built);
  }
  return { sql: built.sql, params: fillPlaceholders(built.params, { ...queueValues(f) }) };
}

/** One page of the queue and the orders per status under every filter but the status. */
export async function queuePageAndCounts(db: Db, f: QueueFilter, page: number, pageSize: number) {
  const query = queueQuery(f, page, pageSize);
  const rows = preparedPage(f, page, pageSize)
    ? await executePrepared<QueueRow>(db, query, "staff_queue")
    : await executeQuery<QueueRow>(db, query);
  const raw = rows[0]?.counts ?? null;
  const counted = (typeof raw === "string" ? JSON.parse(raw) : (raw ?? {})) as Record<string, number | string>;
  const counts = new Map(Object.entries(counted).map(([s, n]) => [s as OrderStatusValue, Number(n)]));
  const orderRows = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id as number,
      orderNumber: r.order_number,
      status: r.status,
      proofState: r.proof_state,
      customerId: r.customer_id,
      customer: r.company_name,
      firstName: r.first_name,
      lastName: r.last_name,
      username: r.username,
      email: r.email,
      // As the query builder maps them (a timestamp's text, whatever the session's time zone).
      placedAt: orders.placedAt.mapFromDriverValue(r.placed_at) as Date,
      productionDate: orders.productionDate.mapFromDriverValue(r.production_date) as string,
      shipDate: orders.shipDate.mapFromDriverValue(r.ship_date) as string,
      totalCents: r.total_cents,
      poNumber: r.po_number,
      jobName: r.job_name,
      lines: r.lines,
    }));
  return { rows: orderRows, counts };
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
      decision: orderStatusHistory.decision,
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
