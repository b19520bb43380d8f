import type { Db } from "@portal/db";
import { cartItems, customers, users } from "@portal/db/schema";
import { and, asc, eq, gte } from "drizzle-orm";
import type { CartRow } from "../cart/cartPricing.js";

export type CustomerRow = typeof customers.$inferSelect;

export type UserRow = typeof users.$inferSelect;

/** A user and their customer (undefined for staff), in one query. */
export async function userWithCustomer(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; customer: CustomerRow | undefined } | undefined> {
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  return row ? { user: row.user, customer: row.customer ?? undefined } : undefined;
}

/** The cart's lines, locked: a quantity change waits until the order is written (and then finds none). */
export function lockedCart(tx: Db, userId: number): Promise<CartRow[]> {
  return tx.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id)).for("update");
}

/** The customer's active office managers with an e-mail address (Level 2 or more). */
export function officeManagers(db: Db, customerId: number) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(eq(users.customerId, customerId), eq(users.active, true), eq(users.role, "customer"), gte(users.level, 2)),
    )
    .orderBy(asc(users.id));
}
