import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers, users } from "./accounts.js";
import { paymentMethods } from "./identity.js";

/**
 * Orders placed at checkout (docs/product/orders.md).
 * Money is integer cents. Card numbers and CVV are never stored: a card payment keeps the brand and
 * last 4 only, plus the gateway's charge id (or, while an order waits for release, the gateway token
 * it will be charged with).
 */

/**
 * needs_approval -> ordered -> in_production -> shipped -> invoiced (completed); on_hold from any open
 * status and back; cancelled from any status before shipped. The moves allowed are decided in one
 * place on the server (modules/orders/statusMachine.ts; docs/decisions/0013-shop-order-desk.md).
 */
export const ORDER_STATUS_VALUES = [
  "needs_approval",
  "ordered",
  "in_production",
  "on_hold",
  "shipped",
  "invoiced",
  "cancelled",
] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/** Sequential order numbers shared by every process: 100001, 100002, ... (gaps after a rolled-back checkout). */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001, minValue: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: integer("order_number").notNull().default(sql`nextval('order_number_seq')`),
    /** Whose cart it was (the orderer of record). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Who pressed Place Order: the user, or an office manager of the same customer. */
    placedBy: integer("placed_by")
      .notNull()
      .references(() => users.id),
    customerId: integer("customer_id").references(() => customers.id),
    franchise: text("franchise").notNull(),
    status: text("status", { enum: ORDER_STATUS_VALUES }).notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Shop calendar days (US Central), from platform/businessCalendar.ts. */
    productionDate: date("production_date", { mode: "string" }).notNull(),
    shipDate: date("ship_date", { mode: "string" }).notNull(),
    /** Products and services. */
    itemsCents: integer("items_cents").notNull(),
    /** The 90OC line. */
    minimumChargeCents: integer("minimum_charge_cents").notNull().default(0),
    /** itemsCents + minimumChargeCents: what tax is charged on. */
    subtotalCents: integer("subtotal_cents").notNull(),
    freightCents: integer("freight_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    taxState: text("tax_state").notNull().default(""),
    taxRatePercent: numeric("tax_rate_percent", { precision: 7, scale: 4, mode: "number" }).notNull().default(0),
    weightLb: numeric("weight_lb", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    shippingMethod: text("shipping_method").notNull(),
    shippingMethodText: text("shipping_method_text").notNull().default(""),
    shippingAccount: text("shipping_account").notNull().default(""),
    companyShipping: boolean("company_shipping").notNull().default(false),
    blindShipping: boolean("blind_shipping").notNull().default(false),
    cantDoFreight: boolean("cant_do_freight").notNull().default(false),
    preserveFilenames: boolean("preserve_filenames").notNull().default(false),
    alwaysShowFilenames: boolean("always_show_filenames").notNull().default(false),
    orderNotes: text("order_notes").notNull().default(""),
    /** The customer's own references (docs/product/cart-and-checkout.md), up to 40 characters each. */
    poNumber: text("po_number").notNull().default(""),
    jobName: text("job_name").notNull().default(""),
    paymentKind: text("payment_kind", { enum: ["card", "split", "terms"] }).notNull(),
    billingName: text("billing_name").notNull().default(""),
    billingAddress: text("billing_address").notNull().default(""),
    billingAddress2: text("billing_address2").notNull().default(""),
    billingCity: text("billing_city").notNull().default(""),
    billingState: text("billing_state").notNull().default(""),
    billingZip: text("billing_zip").notNull().default(""),
    billingCountry: text("billing_country").notNull().default(""),
    shipFirstName: text("ship_first_name").notNull(),
    shipLastName: text("ship_last_name").notNull(),
    shipCompanyName: text("ship_company_name").notNull().default(""),
    shipAddress1: text("ship_address1").notNull(),
    shipAddress2: text("ship_address2").notNull().default(""),
    shipCity: text("ship_city").notNull(),
    shipState: text("ship_state").notNull(),
    shipZip: text("ship_zip").notNull(),
    shipCountry: text("ship_country").notNull(),
    shipCounty: text("ship_county").notNull().default(""),
    shipPhone: text("ship_phone").notNull().default(""),
    shipEmail: text("ship_email").notNull().default(""),
    shipResidential: boolean("ship_residential").notNull(),
    /** Unused since checkout intents (checkout_intents.order_id links the submit to its order; decision 0017). */
    checkoutRequestId: integer("checkout_request_id").references(() => checkoutRequests.id),
    /** While on_hold: the status the order returns to when released from hold. */
    heldFrom: text("held_from", { enum: ORDER_STATUS_VALUES }),
    /** The customer required proofs when the order was placed: it waits until every product line's proof is approved. */
    proofsRequired: boolean("proofs_required").notNull().default(false),
    /**
     * The artwork file names of the order's lines, one a line: the staff queue's file-name search
     * finds orders in one trigram index instead of joining every matching line back to its order.
     * Kept by statement triggers on order_lines in the same transaction (migration 0021); checkout
     * writes it with the order so that the trigger leaves the new row alone (migration 0036).
     */
    lineFilenames: text("line_filenames").notNull().default(""),
    /**
     * The order's proof state (decision 0024), null for none: 'needed' at placement when proofs are required,
     * then set by the proofs module under the order's lock in the transaction of each proof sent or answered.
     */
    proofState: text("proof_state", { enum: ["changes_requested", "waiting", "needed", "approved"] }),
    /** Bumped by every status move; a move names the version it saw, so two staff cannot both win. */
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_order_number_uq").on(t.orderNumber),
    uniqueIndex("orders_checkout_request_uq").on(t.checkoutRequestId),
    index("orders_user_idx").on(t.userId, t.placedAt),
    // Orders placed for another user (an office manager's): whose order lists show a placer's name
    // (the order list cache's trigger on users, decision 0041).
    index("orders_placed_for_idx").on(t.placedBy, t.userId).where(sql`${t.placedBy} <> ${t.userId}`),
    index("orders_customer_status_idx").on(t.customerId, t.status),
    // The staff queue (docs/product/shop-order-desk.md): newest first, ties by id, per brand and per status.
    index("orders_franchise_placed_idx").on(t.franchise, t.placedAt, t.id),
    index("orders_franchise_status_placed_idx").on(t.franchise, t.status, t.placedAt, t.id),
    index("orders_customer_placed_idx").on(t.customerId, t.placedAt),
    // The staff queue's and the customer's order lists' PO number and job name search (pg_trgm).
    index("orders_po_number_trgm_idx").using("gin", t.poNumber.op("gin_trgm_ops")),
    index("orders_job_name_trgm_idx").using("gin", t.jobName.op("gin_trgm_ops")),
    // Late orders: production date passed and not shipped; only open orders are in this index, with
    // their status, proof state, date placed and id so the late tab's counts and page read the index
    // alone (migration 0034).
    index("orders_open_production_idx")
      .on(t.franchise, t.productionDate, t.status, t.proofState, t.placedAt, t.id)
      .where(sql`${t.status} in ('ordered', 'in_production', 'on_hold')`),
    // The staff queue's proof filter: the few orders with a proof state, newest first.
    index("orders_franchise_proof_placed_idx")
      .on(t.franchise, t.proofState, t.placedAt, t.id)
      .where(sql`${t.proofState} is not null`),
    check("orders_proof_state_ck", sql`${t.proofState} in ('changes_requested', 'waiting', 'needed', 'approved')`),
    check(
      "orders_status_ck",
      sql`${t.status} in ('needs_approval', 'ordered', 'in_production', 'on_hold', 'shipped', 'invoiced', 'cancelled')`,
    ),
    check(
      "orders_money_ck",
      sql`${t.itemsCents} >= 0 and ${t.minimumChargeCents} >= 0 and ${t.freightCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.freightCents} + ${t.taxCents} and ${t.subtotalCents} = ${t.itemsCents} + ${t.minimumChargeCents}`,
    ),
  ],
);

/** A copy of each cart line as ordered, with its price; plus the 90OC line (kind 'charge'). */
export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    lineNo: integer("line_no").notNull(),
    kind: text("kind", { enum: ["product", "service", "charge"] }).notNull(),
    itemNo: text("item_no").notNull(),
    itemDesc: text("item_desc").notNull().default(""),
    productType: text("product_type").notNull().default(""),
    quantity: integer("quantity").notNull(),
    priceCents: integer("price_cents").notNull(),
    squareFeet: numeric("square_feet", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    weightLb: numeric("weight_lb", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    setId: integer("set_id").notNull().default(0),
    setName: text("set_name").notNull().default(""),
    lineNumber: integer("line_number").notNull().default(0),
    filename: text("filename").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    fullUrl: text("full_url").notNull().default(""),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    orderNotes: text("order_notes").notNull().default(""),
  },
  (t) => [
    uniqueIndex("order_lines_order_line_uq").on(t.orderId, t.lineNo),
    index("order_lines_product_type_idx").on(t.productType, t.orderId),
    check("order_lines_values_ck", sql`${t.quantity} >= 1 and ${t.priceCents} >= 0`),
  ],
);

/**
 * How an order is paid: one row per card (two for a split payment) or one 'terms' row.
 * status: 'charged' (chargeId set), 'pending_release' (an order waiting for approval: the gateway token
 * is kept until the release charges it), 'on_account' (terms), 'voided', 'refunded' (refundId set).
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    seq: integer("seq").notNull(),
    kind: text("kind", { enum: ["card", "terms"] }).notNull(),
    status: text("status", { enum: ["charged", "pending_release", "on_account", "voided", "refunded"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    gateway: text("gateway").notNull().default(""),
    chargeId: text("charge_id").notNull().default(""),
    gatewayToken: text("gateway_token").notNull().default(""),
    /** The saved card used, when one was. */
    paymentMethodId: integer("payment_method_id").references(() => paymentMethods.id),
    cardBrand: text("card_brand").notNull().default(""),
    last4: text("last4").notNull().default(""),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    name: text("name").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    country: text("country").notNull().default(""),
    /** The gateway's refund id and amount when a cancelled order's charge was refunded. */
    refundId: text("refund_id").notNull().default(""),
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_payments_order_seq_uq").on(t.orderId, t.seq),
    check("order_payments_amount_ck", sql`${t.amountCents} >= 0`),
  ],
);

/** Every status an order has had: who set it and when (the first row is the placement). */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    fromStatus: text("from_status", { enum: ORDER_STATUS_VALUES }),
    toStatus: text("to_status", { enum: ORDER_STATUS_VALUES }).notNull(),
    changedBy: integer("changed_by")
      .notNull()
      .references(() => users.id),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
    /** An approval step (docs/product/approvals.md): the approver's decision; the note holds a decline's reason. */
    decision: text("decision", { enum: ["approved", "declined"] }),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.changedAt)],
);

/** A package sent by the shop: for the whole order, or for chosen lines (order_shipment_lines). */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** FedEx, UPS, USPS or another carrier's name (then the tracking number is shown without a link). */
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    weightLb: numeric("weight_lb", { precision: 10, scale: 2, mode: "number" }),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_shipments_order_idx").on(t.orderId)],
);

/** Which lines a package carries (a package for the whole order lists every line not yet shipped). */
export const orderShipmentLines = pgTable(
  "order_shipment_lines",
  {
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => orderShipments.id),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id),
  },
  (t) => [uniqueIndex("order_shipment_lines_uq").on(t.shipmentId, t.orderLineId)],
);

/**
 * Place Order's idempotency before checkout intents (decision 0017): no longer written; kept so
 * orders placed before keep their link. checkout_intents holds the keys now.
 */
export const checkoutRequests = pgTable(
  "checkout_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkout_requests_user_key_uq").on(t.userId, t.idempotencyKey)],
);

/**
 * How many orders each brand has in each status, kept by statement triggers on `orders` (migration
 * 0009) in the same transaction as the change: the staff queue's tabs read it instead of counting
 * 100,000 rows, and every process sees the same figures.
 */
export const orderStatusCounts = pgTable(
  "order_status_counts",
  {
    franchise: text("franchise").notNull(),
    status: text("status", { enum: ORDER_STATUS_VALUES }).notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.franchise, t.status] })],
);

/**
 * The artwork file names of each order, one a row (orders.line_filenames split at its line breaks),
 * beside the order's brand, status and date, kept by row triggers on orders in the transaction that
 * writes the order (migration 0032): the staff queue's file-name search among all of a brand's orders
 * finds the matching names in file_names, then their orders here through order_file_names_name_idx
 * alone (an index-only scan), never the wide order rows (docs/decisions/0046-staff-queue-at-scale.md).
 */
export const orderFileNames = pgTable(
  "order_file_names",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The file name's place in orders.line_filenames, from 1. */
    n: integer("n").notNull(),
    franchise: text("franchise").notNull(),
    status: text("status", { enum: ORDER_STATUS_VALUES }).notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    filename: text("filename").notNull(),
    /** md5(filename) as a uuid: the name's key in file_names. */
    nameHash: uuid("name_hash").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.n] }),
    // Every column the search reads, so it reads the orders of a matching name from the index alone.
    index("order_file_names_name_idx").on(t.nameHash, t.franchise, t.placedAt, t.orderId, t.status),
  ],
);

/**
 * Each artwork file name of order_file_names once, added by a trigger on its inserts (migration 0033);
 * a name no order has any more finds nothing and goes in the nightly sweep (migration 0035,
 * modules/orders/fileNames.repo.ts). The staff queue's file-name search
 * reads its trigram index: an order's artwork is often ordered again under the same name, so this
 * index is smaller than one over every order's names (docs/decisions/0046-staff-queue-at-scale.md).
 */
export const fileNames = pgTable(
  "file_names",
  {
    /** md5(filename) as a uuid: a key the triggers compute from the name alone (a name may be longer than a b-tree entry). */
    hash: uuid("hash").primaryKey(),
    filename: text("filename").notNull(),
  },
  // fastupdate off: a search never scans a list of names not yet merged into the index.
  (t) => [
    index("file_names_filename_trgm_idx").using("gin", t.filename.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/**
 * One invoice per shipped order (docs/decisions/0030-invoice-numbering.md): its number is taken from
 * invoice_counters in the transaction that writes this row, so numbers of a brand have no gaps and no
 * duplicates. Dates: issuedAt (the ship), dueDate (a shop calendar day: terms days after the issue).
 */
export const orderInvoices = pgTable(
  "order_invoices",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id),
    franchise: text("franchise").notNull(),
    invoiceNumber: integer("invoice_number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Shop calendar day (US Central) of the issue, and the day it is due. */
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    termsDays: integer("terms_days").notNull().default(0),
  },
  (t) => [
    uniqueIndex("order_invoices_number_uq").on(t.franchise, t.invoiceNumber),
    check("order_invoices_number_ck", sql`${t.invoiceNumber} >= 1`),
  ],
);

/** The last invoice number given per brand; its row lock orders concurrent ships (no gaps: it rolls back with them). */
export const invoiceCounters = pgTable("invoice_counters", {
  franchise: text("franchise").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});
