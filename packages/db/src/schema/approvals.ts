import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers, users } from "./accounts.js";
import { orders } from "./orders.js";

/**
 * A user's spend limits and approvers (owned by modules/approvals; docs/product/approvals.md,
 * docs/decisions/0029-spend-limits-and-approval-chains.md). Amounts are order totals in cents (freight
 * and tax included); null is no limit. `approverIds` is the chain in order: each an office manager of
 * the same customer; empty means the company's office managers, any one of them, as before.
 * Checkout locks this row while it sums the month, so two orders of one user are counted one after
 * the other.
 */
export const spendLimits = pgTable(
  "spend_limits",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    orderLimitCents: integer("order_limit_cents"),
    monthlyLimitCents: integer("monthly_limit_cents"),
    alwaysApprove: boolean("always_approve").notNull().default(false),
    approverIds: integer("approver_ids").array().notNull().default(sql`'{}'::integer[]`),
    updatedBy: integer("updated_by")
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("spend_limits_order_limit_check", sql`${t.orderLimitCents} is null or ${t.orderLimitCents} >= 0`),
    check("spend_limits_monthly_limit_check", sql`${t.monthlyLimitCents} is null or ${t.monthlyLimitCents} >= 0`),
  ],
);

/**
 * The approval chain of an order that waits (owned by modules/approvals), fixed when it was placed:
 * `approverIds` in order (empty: any office manager of the customer, one step), `approved` how many
 * steps are done, and why it waits. Each step is also a row of the order's status history.
 */
export const orderApprovals = pgTable("order_approvals", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id),
  approverIds: integer("approver_ids").array().notNull().default(sql`'{}'::integer[]`),
  approved: integer("approved").notNull().default(0),
  reason: text("reason", { enum: ["order_limit", "monthly_limit", "always", "company"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
