import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";

/**
 * A cart line (CartID is its id): a configured project image, a service (TS-SVC-1, TS-PMSC), a step
 * stake or a pattern roll. The portal's per-image fields that are not columns live in `fields`.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: ["product", "service"] })
      .notNull()
      .default("product"),
    setId: integer("set_id").notNull().default(0),
    setName: text("set_name").notNull().default(""),
    lineNumber: integer("line_number").notNull().default(0),
    itemNo: text("item_no").notNull(),
    itemDesc: text("item_desc").notNull().default(""),
    productType: text("product_type").notNull().default(""),
    quantity: integer("quantity").notNull().default(1),
    priceCents: integer("price_cents").notNull().default(0),
    squareFeet: numeric("square_feet", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    filename: text("filename").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    fullUrl: text("full_url").notNull().default(""),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    orderNotes: text("order_notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_items_user_idx").on(t.userId)],
);

export const REQUEST_KEY_SCOPES = ["add_to_cart"] as const;
export type RequestKeyScope = (typeof REQUEST_KEY_SCOPES)[number];

/**
 * Idempotency keys of one-click writes (Store/AddToCart): one row per (user, scope, key), inserted
 * first in the write's transaction (apps/server/src/platform/requestKeys.ts). A second call with the
 * same key waits on the unique index until the first commits (then writes nothing) or rolls back
 * (then goes ahead itself): docs/decisions/0018-add-to-cart-idempotency.md.
 */
export const requestKeys = pgTable(
  "request_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    scope: text("scope", { enum: REQUEST_KEY_SCOPES }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("request_keys_user_scope_key_uq").on(t.userId, t.scope, t.idempotencyKey)],
);
