import { callerChanged } from "../../platform/callerCache.js";
import type { Db } from "@portal/db";
import { customerChanges, customers, users } from "@portal/db/schema";
import { and, asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { CustomerRow } from "./users.repo.js";

/** Customers (companies) and the staff change history of their settings; identity owns these tables. */

export type NewCustomer = Omit<typeof customers.$inferInsert, "id" | "createdAt">;
export type CustomerFields = Partial<Omit<NewCustomer, "franchise">>;
export type NewChange = Omit<typeof customerChanges.$inferInsert, "id" | "changedAt">;

/** A brand's customers whose company name contains q, by name, with how many users each has. */
export async function customerList(db: Db, franchise: string, q: string, limit = 200) {
  const where = and(eq(customers.franchise, franchise), q ? ilike(customers.companyName, `%${q}%`) : undefined);
  return db
    .select({
      id: customers.id,
      companyName: customers.companyName,
      termsAccount: customers.termsAccount,
      createdAt: customers.createdAt,
      users: count(users.id),
    })
    .from(customers)
    .leftJoin(users, and(eq(users.customerId, customers.id), eq(users.role, "customer")))
    .where(where)
    .groupBy(customers.id)
    .orderBy(asc(sql`lower(${customers.companyName})`), asc(customers.id))
    .limit(limit);
}

/** The customer row locked for the rest of the transaction (settings saves and checkout's credit check). */
export async function lockCustomer(tx: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
  return row;
}

export async function insertCustomer(tx: Db, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await tx.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomer(tx: Db, id: number, fields: CustomerFields): Promise<void> {
  await tx.update(customers).set(fields).where(eq(customers.id, id));
}

export async function setUserShowPrice(tx: Db, userId: number, showPrice: boolean): Promise<void> {
  callerChanged(userId);
  await tx.update(users).set({ showPrice, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertChanges(tx: Db, changes: readonly NewChange[]): Promise<void> {
  if (changes.length > 0) await tx.insert(customerChanges).values([...changes]);
}

/** Every recorded change of a customer, newest first. */
export function changesOf(db: Db, customerId: number) {
  return db
    .select()
    .from(customerChanges)
    .where(eq(customerChanges.customerId, customerId))
    .orderBy(desc(customerChanges.changedAt), desc(customerChanges.id));
}
