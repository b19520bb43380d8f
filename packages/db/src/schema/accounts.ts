import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A trade customer (company, the account holder). Belongs to one franchise. */
export const customers = pgTable(
  "customers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    franchise: text("franchise").notNull(),
    companyName: text("company_name").notNull(),
    termsAccount: boolean("terms_account").notNull().default(false),
    taxExempt: boolean("tax_exempt").notNull().default(false),
    resaleCertificate: text("resale_certificate").notNull().default(""),
    shippingAccount: text("shipping_account").notNull().default(""),
    requiresApproval: boolean("requires_approval").notNull().default(false),
    /** Every new order waits for the shop's proofs (docs/product/proofs.md); read through accounts' customerProofsRequired. */
    proofsRequired: boolean("proofs_required").notNull().default(false),
    /** Place Order refuses an empty PO Number (docs/product/cart-and-checkout.md). */
    poNumberRequired: boolean("po_number_required").notNull().default(false),
    /**
     * Terms accounts: the most the open balance (terms orders not yet completed or cancelled) may reach
     * with a new order; null = no limit (docs/decisions/0025-customer-settings.md).
     */
    creditLimitCents: integer("credit_limit_cents"),
    /** Terms accounts: days from the invoice to its due date ('Net 30'; docs/product/invoices.md). */
    termsDays: integer("terms_days").notNull().default(30),
    /** Company data, from the approved application and kept by staff on the customer page. */
    phoneNumber: text("phone_number").notNull().default(""),
    address1: text("address1").notNull().default(""),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    website: text("website").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The staff queue's customer search and filter (pg_trgm, migration 0007).
  (t) => [
    index("customers_company_name_trgm_idx").using("gin", t.companyName.op("gin_trgm_ops")),
    check("customers_credit_limit_ck", sql`${t.creditLimitCents} is null or ${t.creditLimitCents} >= 0`),
    check("customers_terms_days_ck", sql`${t.termsDays} between 0 and 365`),
  ],
);

/** A person who signs in: a customer's user (Level 1 buyer, Level >= 2 office manager) or a staff user. */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer("customer_id").references(() => customers.id),
    franchise: text("franchise").notNull(),
    role: text("role", { enum: ["customer", "staff"] })
      .notNull()
      .default("customer"),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    website: text("website").notNull().default(""),
    address: text("address").notNull().default(""),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    country: text("country").notNull().default("US"),
    level: integer("level").notNull().default(1),
    forcePass: boolean("force_pass").notNull().default(false),
    showPrice: boolean("show_price").notNull().default(true),
    /** The user's own setting: e-mails when the shop moves an order (in production, shipped, on hold, cancelled). */
    orderStatusEmails: boolean("order_status_emails").notNull().default(true),
    active: boolean("active").notNull().default(true),
    /** Set when an office manager removes a user who still has active orders (deactivated once they are done). */
    removalRequestedAt: timestamp("removal_requested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_franchise_username_uq").on(t.franchise, sql`lower(${t.username})`),
    index("users_customer_idx").on(t.customerId),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

/** A saved shipping address of a user (ShipKey is its id). */
export const shippingAddresses = pgTable(
  "shipping_addresses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name").notNull().default(""),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull().default("US"),
    phoneNumber: text("phone_number").notNull().default(""),
    email: text("email").notNull().default(""),
    residential: boolean("residential").notNull().default(false),
    county: text("county").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("shipping_addresses_user_idx").on(t.userId)],
);

/**
 * Every change staff make on a customer page: the company's settings and data, and its users' show
 * prices (user_id set). Values are kept as the page shows them; who and when.
 */
export const customerChanges = pgTable(
  "customer_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** The user whose setting changed; null for the company's own fields. */
    userId: integer("user_id").references(() => users.id),
    field: text("field").notNull(),
    oldValue: text("old_value").notNull(),
    newValue: text("new_value").notNull(),
    changedBy: integer("changed_by")
      .notNull()
      .references(() => users.id),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_changes_customer_idx").on(t.customerId, t.changedAt)],
);
