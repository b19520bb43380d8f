import { type Db, runPrepared } from "@portal/db";
import { cartItems } from "@portal/db/schema";
import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import { cartChanged } from "./cartCache.js";

export type CartRow = typeof cartItems.$inferSelect;

export type NewCartRow = Omit<typeof cartItems.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function cartItemCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** The lines of a user's cart in the order they were added (GetCart reads them through cartCache.ts). */
export function listCart(db: Db, userId: number): Promise<CartRow[]> {
  let query = listCartQueries.get(db);
  if (!query) {
    query = listCartQuery(db);
    listCartQueries.set(db, query);
  }
  return query.execute({ userId });
}

// Built once per database handle (GetCart reads the cart on every call: issue 21).
function listCartQuery(db: Db) {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder("userId")))
    .orderBy(asc(cartItems.id))
    .prepare("cart_lines");
}
const listCartQueries = new WeakMap<Db, ReturnType<typeof listCartQuery>>();

export async function findCartItem(db: Db, id: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(cartItems).where(eq(cartItems.id, id));
  return row;
}

/** The user's line of this accessory (product type misc, same item and file), locked for its quantity. */
export async function lockedMiscLine(tx: Db, userId: number, itemNo: string, filename: string) {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.kind, "product"),
        eq(cartItems.productType, "misc"),
        eq(cartItems.itemNo, itemNo),
        eq(cartItems.filename, filename),
      ),
    )
    .orderBy(asc(cartItems.id))
    .limit(1)
    .for("update");
  return row;
}

// Every write below tells the cart cache (cartCache.ts) after its statement, before any commit.

export async function insertCartItem(db: Db, values: NewCartRow): Promise<CartRow> {
  const [row] = await db.insert(cartItems).values(values).returning();
  cartChanged(row!.userId);
  return row!;
}

export async function updateCartItem(
  db: Db,
  id: number,
  fields: Partial<Pick<CartRow, "quantity" | "priceCents" | "squareFeet" | "fields" | "itemDesc" | "filename">>,
): Promise<void> {
  const rows = await db
    .update(cartItems)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(cartItems.id, id))
    .returning({ userId: cartItems.userId });
  cartChanged(rows.map((r) => r.userId));
}

export async function deleteCartItems(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  // One text for any number of lines (an array parameter): a prepared statement (Place Order's step 3).
  const rows = await runPrepared(
    db
      .delete(cartItems)
      .where(sql`${cartItems.id} = any(${sql.param([...ids])}::integer[])`)
      .returning({ userId: cartItems.userId }),
    "cart_delete_lines",
  );
  cartChanged(rows.map((r) => r.userId));
}

export async function clearCart(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ id: cartItems.id });
  cartChanged(userId);
  return rows.length;
}

/** The cart's lines, locked: a quantity change waits until the order is written (and then finds none). */
export function lockedCart(tx: Db, userId: number): Promise<CartRow[]> {
  return runPrepared(
    tx.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id)).for("update"),
    "cart_locked",
  );
}

/** The rows of a cart set: every line of the owner with that SetId (SetId 0: the one line). */
export async function setRows(db: Db, row: CartRow): Promise<CartRow[]> {
  if (row.setId <= 0) return [row];
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, row.userId), eq(cartItems.setId, row.setId), eq(cartItems.kind, "product")))
    .orderBy(asc(cartItems.lineNumber), asc(cartItems.id));
}

export async function cartRowsById(db: Db, ids: readonly number[]): Promise<CartRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cartItems)
    .where(inArray(cartItems.id, [...ids]));
}

export async function maxSetId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(cartItems.setId) })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}
