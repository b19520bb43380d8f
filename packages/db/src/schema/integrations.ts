import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, users } from "./accounts.js";

/**
 * Machine keys of the integration API (docs/product/integration-api.md): a shop key (customer_id null,
 * made by staff.admin) or a company key (made by an office manager). Only the SHA-256 of the secret
 * is kept (docs/decisions/0039-integration-api.md); calls act as the owner, within the scopes.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    /** The company of a company key; null for a shop key. */
    customerId: integer("customer_id").references(() => customers.id),
    franchise: text("franchise").notNull(),
    name: text("name").notNull(),
    /** The key's first characters, shown in lists so a person can tell keys apart. */
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id),
  },
  (t) => [uniqueIndex("api_keys_secret_hash_uq").on(t.secretHash), index("api_keys_customer_idx").on(t.customerId)],
);

/**
 * Webhook endpoints (docs/product/integration-api.md): the shop's (customer_id null, staff.admin) or
 * a company's (an office manager). The secret signs each delivery, so it is kept as it is.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    franchise: text("franchise").notNull(),
    customerId: integer("customer_id").references(() => customers.id),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    active: boolean("active").notNull().default(true),
    /** Since when every attempt failed (null after a success); 24 hours of it switches the endpoint off. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason").notNull().default(""),
  },
  (t) => [index("webhook_endpoints_owner_idx").on(t.franchise, t.customerId)],
);

/** One event for one endpoint: the body sent on every attempt, and where it stands. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id),
    event: text("event").notNull(),
    eventId: text("event_id").notNull(),
    body: text("body").notNull(),
    /** pending until a 2xx (delivered) or the retries end (failed). */
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    /**
     * When its next attempt is due (null: not yet queued). A job attempts it only when due and moves it
     * past the attempt; a pending delivery long overdue lost its job and is queued again (decision 0039).
     */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    index("webhook_deliveries_unqueued_idx").on(t.createdAt).where(sql`queued_at is null`),
    index("webhook_deliveries_pending_due_idx").on(t.queuedAt).where(sql`status = 'pending'`),
  ],
);

/** Each try of a delivery: the receiver's status and the start of its answer, or the error. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer("duration_ms").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body").notNull().default(""),
    error: text("error").notNull().default(""),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId)],
);
