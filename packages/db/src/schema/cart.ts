import { index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
