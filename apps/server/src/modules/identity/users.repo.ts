import { callerChanged } from "../../platform/callerCache.js";
import { type Db, runPrepared } from "@portal/db";
import { customers, refreshTokens, users } from "@portal/db/schema";
import { and, asc, eq, gt, gte, inArray, isNull, sql } from "drizzle-orm";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type CustomerRow = typeof customers.$inferSelect;
/** What may change on a user row; updatedAt is set on every change. */
export type UserChanges = Partial<Omit<NewUserRow, "id" | "createdAt" | "updatedAt">>;

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findCustomer(db: Db, id: number | null): Promise<CustomerRow | undefined> {
  if (id === null) return undefined;
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The user of a franchise with that username, whatever the case. */
export async function userByUsername(db: Db, franchise: string, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.franchise, franchise), sql`lower(${users.username}) = lower(${username})`));
  return row;
}

/** The active customer user (not staff) of a franchise with that username, whatever the case. */
export async function activeCustomerByUsername(
  db: Db,
  franchise: string,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.franchise, franchise),
        sql`lower(${users.username}) = lower(${username})`,
        eq(users.role, "customer"),
        eq(users.active, true),
      ),
    );
  return row;
}

/** The active users of a franchise with that e-mail address, whatever the case. */
export function activeUsersByEmail(db: Db, franchise: string, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.franchise, franchise), eq(users.active, true), sql`lower(${users.email}) = lower(${email})`));
}

/** Usernames are unique per franchise, whatever the case (the database's unique index says the same). */
export async function usernameTaken(db: Db, franchise: string, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.franchise, franchise), sql`lower(${users.username}) = lower(${username})`));
  return row !== undefined;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<{ id: number; username: string }> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, username: users.username });
  return row!;
}

export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<void> {
  callerChanged(id);
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Whether any user exists: the health check's real read of a table. */
export async function anyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
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

/** A user and their customer (undefined for staff), in one query. */
export async function userWithCustomer(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; customer: CustomerRow | undefined } | undefined> {
  const [row] = await runPrepared(
    db
      .select({ user: users, customer: customers })
      .from(users)
      .leftJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.id, userId)),
    "user_with_customer",
  );
  return row ? { user: row.user, customer: row.customer ?? undefined } : undefined;
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

/** Names and addresses of some users, by id; name is "First Last", or the username when both are empty. */
export async function peopleByIds(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, Person>();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      wantsMail: users.orderStatusEmails,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map<number, Person>(
    rows.map((r) => [r.id, { ...r, name: `${r.firstName} ${r.lastName}`.trim() || r.username }]),
  );
}

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  /** The user's own order status e-mail setting. */
  wantsMail: boolean;
  name: string;
}

export async function hasTermsAccount(db: Db, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const [row] = await db.select({ terms: customers.termsAccount }).from(customers).where(eq(customers.id, customerId));
  return row?.terms ?? false;
}

/**
 * The stored row that decides a request's caller (Level, activity, ForcePass), with whether the
 * token's session (refresh-token family) is still live: one narrow, prepared lookup per call.
 */
export function callerRowQuery(db: Db) {
  return (
    db
      .select({
        id: users.id,
        username: users.username,
        customerId: users.customerId,
        franchise: users.franchise,
        role: users.role,
        level: users.level,
        forcePass: users.forcePass,
        active: users.active,
        showPrice: users.showPrice,
        liveSession: refreshTokens.id,
      })
      .from(users)
      // The session must still be live: logout and password resets end its access tokens at once,
      // not when they expire.
      .leftJoin(
        refreshTokens,
        and(
          eq(refreshTokens.userId, users.id),
          eq(refreshTokens.family, sql.placeholder("family")),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare("auth_caller_row")
  );
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
