import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, users } from "./accounts.js";

/**
 * A cart kept for later under a name (docs/product/saved-carts.md). `customerId` is the saver's
 * company when it was saved, kept as a record only; `shared` lets the office managers of the saver's
 * current company (users.customer_id) see it.
 */
export const savedCarts = pgTable(
  "saved_carts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    customerId: integer("customer_id").references(() => customers.id),
    name: text("name").notNull(),
    shared: boolean("shared").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_carts_user_name_uq").on(t.userId, t.name),
    // Office managers list the shared carts of their company's users (savedCarts.repo visibleSavedCarts).
    index("saved_carts_shared_user_idx").on(t.userId).where(sql`${t.shared}`),
  ],
);

/** One line of a saved cart: the cart line's columns as they were when saved (cart_items). */
export const savedCartLines = pgTable(
  "saved_cart_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    savedCartId: integer("saved_cart_id")
      .notNull()
      .references(() => savedCarts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["product", "service"] }).notNull(),
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
  },
  (t) => [index("saved_cart_lines_cart_idx").on(t.savedCartId, t.position)],
);
