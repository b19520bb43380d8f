import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { orders } from "./orders.js";

/**
 * Payments that move money in steps (docs/decisions/0017-checkout-intents.md): a checkout or an office
 * manager's release is first recorded as an intent, then charged outside any transaction, then confirmed.
 * A process that dies between the steps leaves the intent pending; reconciliation finishes it with the
 * gateway (completes it when every charge exists, otherwise voids what was charged).
 *
 * state: pending (recorded, charging may have started), charged (every charge made, order not yet
 * written), confirmed (order written or released), voided (charges made and voided), failed (nothing
 * charged). Only pending and charged are live.
 */
export const INTENT_STATES = ["pending", "charged", "confirmed", "voided", "failed"] as const;
export type IntentState = (typeof INTENT_STATES)[number];

export const checkoutIntents = pgTable(
  "checkout_intents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** checkout: Place Order (the order is written on confirm); release: ApproveOrder of a held order. */
    kind: text("kind", { enum: ["checkout", "release"] }).notNull(),
    /** checkout: whose cart (the orderer of record); release: the office manager releasing. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The client's IdempotencyKey (checkout), or a fresh one. */
    idempotencyKey: text("idempotency_key").notNull(),
    state: text("state", { enum: INTENT_STATES }).notNull().default("pending"),
    /** Reserved in the first step (checkout), so a retry and the e-mails name the same number. */
    orderNumber: integer("order_number").notNull(),
    /** The order written on confirm (checkout), or the order released (release). */
    orderId: integer("order_id").references(() => orders.id),
    /** What is charged, in cents: the card amounts in order (empty for terms and held orders). */
    amountsCents: jsonb("amounts_cents").$type<number[]>().notNull().default([]),
    /** The gateway's charge ids, once known. */
    chargeIds: jsonb("charge_ids").$type<string[]>().notNull().default([]),
    /** Everything the confirm step writes (the pending order: lines, payments, mails), as JSON. */
    plan: jsonb("plan").$type<Record<string, unknown>>().notNull(),
    /** Why it failed, as shown to the user. */
    failure: text("failure").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One IdempotencyKey places one order: a live or confirmed intent holds the key; a failed one frees it.
    uniqueIndex("checkout_intents_key_uq")
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.kind} = 'checkout' and ${t.state} in ('pending', 'charged', 'confirmed')`),
    // One checkout in flight per cart: a second Place Order with another key waits, then finds the cart empty.
    uniqueIndex("checkout_intents_live_cart_uq")
      .on(t.userId)
      .where(sql`${t.kind} = 'checkout' and ${t.state} in ('pending', 'charged')`),
    // One release in flight per order.
    uniqueIndex("checkout_intents_live_release_uq")
      .on(t.orderId)
      .where(sql`${t.kind} = 'release' and ${t.state} in ('pending', 'charged')`),
    index("checkout_intents_live_idx").on(t.createdAt).where(sql`${t.state} in ('pending', 'charged')`),
    check("checkout_intents_state_ck", sql`${t.state} in ('pending', 'charged', 'confirmed', 'voided', 'failed')`),
  ],
);

/**
 * The sandbox gateway's own records (platform/payments/sandbox.ts): kept in the database so they
 * survive a restart and every API process sees the same charges. A real gateway keeps these itself.
 * outcome 'declined' rows only remember a refused attempt's idempotency key, so a retry answers the same.
 */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key"),
    token: text("token").notNull(),
    amountCents: integer("amount_cents").notNull(),
    outcome: text("outcome", { enum: ["charged", "declined"] }).notNull(),
    declineCode: text("decline_code").notNull().default(""),
    refundedCents: integer("refunded_cents").notNull().default(0),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sandbox_charges_key_uq").on(t.idempotencyKey),
    check("sandbox_charges_refund_ck", sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    chargeId: text("charge_id")
      .notNull()
      .references(() => sandboxCharges.id),
    amountCents: integer("amount_cents").notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sandbox_refunds_key_uq").on(t.idempotencyKey),
    index("sandbox_refunds_charge_idx").on(t.chargeId),
  ],
);
