import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
