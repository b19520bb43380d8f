import type { Db } from "@portal/db";
import { cartItems, users } from "@portal/db/schema";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { CartRow } from "./cartPricing.js";

export type NewCartRow = Omit<typeof cartItems.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function cartItemCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** The lines of a user's cart in the order they were added. */
export function listCart(db: Db, userId: number): Promise<CartRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
}

export async function findCartItem(db: Db, id: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(cartItems).where(eq(cartItems.id, id));
  return row;
}

export async function insertCartItem(db: Db, values: NewCartRow): Promise<CartRow> {
  const [row] = await db.insert(cartItems).values(values).returning();
  return row!;
}

export async function updateCartItem(
  db: Db,
  id: number,
  fields: Partial<Pick<CartRow, "quantity" | "priceCents" | "squareFeet" | "fields" | "itemDesc" | "filename">>,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(cartItems.id, id));
}

export async function deleteCartItems(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(inArray(cartItems.id, [...ids]));
}

export async function clearCart(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ id: cartItems.id });
  return rows.length;
}

/** The user's showPrice setting (docs/product/cart-and-checkout.md). */
export async function userShowsPrices(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ showPrice: users.showPrice }).from(users).where(eq(users.id, userId));
  return row?.showPrice ?? false;
}
