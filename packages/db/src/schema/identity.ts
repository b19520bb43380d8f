import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, users } from "./accounts.js";

/** Opaque refresh tokens, stored as SHA-256 hashes. Rotation keeps the family; reuse of a rotated one revokes it. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    family: text("family").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdByIp: text("created_by_ip").notNull().default(""),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_uq").on(t.tokenHash),
    index("refresh_tokens_user_idx").on(t.userId),
    index("refresh_tokens_family_idx").on(t.family),
  ],
);

/** Failed sign-ins per key ('user:<franchise>:<name>' or 'ip:<address>') for throttling. */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Single-use, expiring links: password reset, invitation, staff sign-in as a customer. Stored hashed. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    purpose: text("purpose", { enum: ["reset", "invite", "belogin"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id").references(() => users.id),
    /** Invitation: the customer the invitee joins, and who invited. Staff sign-in: the staff user. */
    customerId: integer("customer_id").references(() => customers.id),
    issuedBy: integer("issued_by").references(() => users.id),
    franchise: text("franchise").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    /** Invitation: the Level the invitee gets (2 for the office manager of an approved application). */
    level: integer("level").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("one_time_tokens_hash_uq").on(t.tokenHash)],
);

/** Secrets made on first start and shared by every process (JWT signing key, card fingerprint key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A saved card: only the gateway token, brand, last 4, expiry, billing address and a keyed fingerprint.
 * Never the card number or CVV.
 */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    gatewayToken: text("gateway_token").notNull(),
    cardBrand: text("card_brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    fingerprint: text("fingerprint").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull().default("US"),
    county: text("county").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("payment_methods_user_idx").on(t.userId)],
);

export const APPLICATION_STATUS_VALUES = ["new", "approved", "declined"] as const;

/** Trade account applications from the apply route. */
export const tradeApplications = pgTable(
  "trade_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    franchise: text("franchise").notNull(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    resaleCertificate: text("resale_certificate").notNull().default(""),
    website: text("website").notNull().default(""),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Staff's answer (docs/product/accounts.md): new until approved or declined, with a note. */
    status: text("status", { enum: APPLICATION_STATUS_VALUES }).notNull().default("new"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note").notNull().default(""),
    /** The customer an approval created. */
    customerId: integer("customer_id").references(() => customers.id),
  },
  (t) => [index("trade_applications_franchise_status_idx").on(t.franchise, t.status, t.createdAt)],
);
