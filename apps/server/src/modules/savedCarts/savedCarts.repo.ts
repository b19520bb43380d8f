import type { Db } from "@portal/db";
import { savedCartLines, savedCarts, users } from "@portal/db/schema";
import { and, asc, desc, eq, getTableColumns, inArray, ne } from "drizzle-orm";

export type SavedCartRow = typeof savedCarts.$inferSelect;
export type SavedLineRow = typeof savedCartLines.$inferSelect;
export type NewSavedLine = Omit<typeof savedCartLines.$inferInsert, "id" | "savedCartId">;

/**
 * The carts a user saved, and the shared carts of their company when they are its office manager. The
 * company is the saver's current one (users.customer_id), not the one they had when saving: a user
 * moved to another company stops showing to the old company's managers (docs/product/saved-carts.md).
 * Two branches, each on its own index: the user's own carts by saved_carts_user_name_uq, the company's
 * shared ones through users_customer_idx and saved_carts_shared_user_idx (docs/decisions/0031).
 */
export function visibleSavedCartsQuery(db: Db, userId: number, managerOf: number | null) {
  const own = db.select(getTableColumns(savedCarts)).from(savedCarts).where(eq(savedCarts.userId, userId));
  if (managerOf === null) return own.orderBy(desc(savedCarts.createdAt), desc(savedCarts.id));
  const shared = db
    .select(getTableColumns(savedCarts))
    .from(savedCarts)
    .innerJoin(users, eq(users.id, savedCarts.userId))
    .where(and(eq(users.customerId, managerOf), eq(savedCarts.shared, true), ne(savedCarts.userId, userId)));
  return own.unionAll(shared).orderBy(desc(savedCarts.createdAt), desc(savedCarts.id));
}

export function visibleSavedCarts(db: Db, userId: number, managerOf: number | null): Promise<SavedCartRow[]> {
  return visibleSavedCartsQuery(db, userId, managerOf);
}

/** The saved cart with its saver's current company. */
export async function findSavedCart(
  db: Db,
  id: number,
): Promise<(SavedCartRow & { saverCustomerId: number | null }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(savedCarts), saverCustomerId: users.customerId })
    .from(savedCarts)
    .innerJoin(users, eq(users.id, savedCarts.userId))
    .where(eq(savedCarts.id, id));
  return row;
}

export async function savedCartNamed(db: Db, userId: number, name: string, except = 0): Promise<boolean> {
  const rows = await db
    .select({ id: savedCarts.id })
    .from(savedCarts)
    .where(and(eq(savedCarts.userId, userId), eq(savedCarts.name, name), ne(savedCarts.id, except)))
    .limit(1);
  return rows.length > 0;
}

export function linesOfSavedCarts(db: Db, ids: readonly number[]): Promise<SavedLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(savedCartLines)
    .where(inArray(savedCartLines.savedCartId, [...ids]))
    .orderBy(asc(savedCartLines.savedCartId), asc(savedCartLines.position));
}

export async function insertSavedCart(
  tx: Db,
  cart: { userId: number; customerId: number | null; name: string },
  lines: readonly NewSavedLine[],
): Promise<SavedCartRow> {
  const [row] = await tx.insert(savedCarts).values(cart).returning();
  if (lines.length > 0) await tx.insert(savedCartLines).values(lines.map((l) => ({ ...l, savedCartId: row!.id })));
  return row!;
}

export async function updateSavedCart(db: Db, id: number, fields: Partial<Pick<SavedCartRow, "name" | "shared">>) {
  await db
    .update(savedCarts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(savedCarts.id, id));
}

export async function deleteSavedCart(db: Db, id: number): Promise<void> {
  await db.delete(savedCarts).where(eq(savedCarts.id, id));
}
