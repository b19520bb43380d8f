import type { Db } from "@portal/db";
import { customers, refreshTokens, users } from "@portal/db/schema";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findCustomer(db: Db, id: number | null): Promise<CustomerRow | undefined> {
  if (id === null) return undefined;
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Usernames are unique per franchise, whatever the case (the database's unique index says the same). */
export async function usernameTaken(db: Db, franchise: string, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.franchise, franchise), sql`lower(${users.username}) = lower(${username})`));
  return row !== undefined;
}

/** The customer users of one company, active ones first. */
export async function customerUsers(db: Db, customerId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.role, "customer")))
    .orderBy(sql`${users.active} desc`, asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Every user with the company name, for the staff list. */
export async function allUsersWithCompany(db: Db) {
  return db
    .select({ user: users, companyName: customers.companyName })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .orderBy(asc(users.franchise), asc(users.username), asc(users.id));
}

/** Active (current, unexpired, unrevoked) refresh tokens of all users, in one query. */
export async function activeRefreshTokens(db: Db) {
  return db
    .select({
      userId: refreshTokens.userId,
      tokenHash: refreshTokens.tokenHash,
      createdAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(
      and(isNull(refreshTokens.revokedAt), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, new Date())),
    )
    .orderBy(asc(refreshTokens.createdAt));
}

/** A unique-index violation (PostgreSQL 23505), whether raised directly or wrapped by the driver layer. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
