import { type Db, runPrepared } from "@portal/db";
import { checkoutIntents, type IntentState } from "@portal/db/schema";
import { and, asc, desc, eq, getTableColumns, inArray, lt, or, type SQL, sql } from "drizzle-orm";

/** Recorded payment intents (docs/decisions/0017-checkout-intents.md). */

export type IntentRow = typeof checkoutIntents.$inferSelect;
export type NewIntent = Omit<typeof checkoutIntents.$inferInsert, "id" | "state" | "createdAt" | "updatedAt">;

const LIVE: IntentState[] = ["pending", "charged"];
export const isLive = (intent: IntentRow) => LIVE.includes(intent.state);

/** Which of these intents are still live (pending or charged): their checkout may yet place its order. */
export async function liveIntentIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: checkoutIntents.id })
    .from(checkoutIntents)
    .where(and(inArray(checkoutIntents.id, [...ids]), inArray(checkoutIntents.state, LIVE)));
  return new Set(rows.map((r) => r.id));
}

/** Every column of an intent but its plan: the request that recorded the plan does not read it back. */
const { plan: _plan, ...withoutPlan } = getTableColumns(checkoutIntents);

/**
 * Records a pending intent; undefined when a unique index refuses it (a live intent holds the key, cart or order).
 * The row comes back with the plan as its JSON reads back, without PostgreSQL sending the plan again.
 */
export async function insertIntent(tx: Db, intent: NewIntent): Promise<IntentRow | undefined> {
  const plan = JSON.stringify(intent.plan);
  const [row] = await runPrepared(
    tx
      .insert(checkoutIntents)
      .values({ ...intent, plan: sql`${plan}::jsonb` })
      .onConflictDoNothing()
      .returning(withoutPlan),
    "intent_insert",
  );
  return row && { ...row, plan: JSON.parse(plan) as IntentRow["plan"] };
}

export async function intentById(db: Db, id: number): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(checkoutIntents).where(eq(checkoutIntents.id, id));
  return row;
}

/**
 * Locks an intent and reads what may have changed since it was recorded (its state and failure): the plan is the
 * one the caller holds, recorded by it or read with the intent (reconciliation), and is not sent again.
 */
export async function lockIntent(tx: Db, id: number): Promise<Pick<IntentRow, "state" | "failure"> | undefined> {
  const [row] = await runPrepared(
    tx
      .select({ state: checkoutIntents.state, failure: checkoutIntents.failure })
      .from(checkoutIntents)
      .where(eq(checkoutIntents.id, id))
      .for("update"),
    "intent_lock",
  );
  return row;
}

/**
 * The intent states as SQL literals. A prepared statement keeps a plan made without its parameters' values, and only
 * literal kind and state filters let that plan use the partial unique indexes (their predicates are literals too);
 * with parameters there it scans the table on every call, for the life of the connection.
 */
const stateIn = (states: readonly IntentState[]): SQL =>
  sql`${checkoutIntents.state} in (${sql.raw(states.map((s) => `'${s}'`).join(", "))})`;
const IS_CHECKOUT = sql`${checkoutIntents.kind} = 'checkout'`;
const KEY_HOLDING: IntentState[] = [...LIVE, "confirmed"];

/** The query of `checkoutBlockers` (its test reads its plan). */
export function checkoutBlockersQuery(db: Db, userId: number, key: string) {
  return db
    .select()
    .from(checkoutIntents)
    .where(
      and(
        IS_CHECKOUT,
        eq(checkoutIntents.userId, userId),
        or(stateIn(LIVE), and(eq(checkoutIntents.idempotencyKey, key), stateIn(KEY_HOLDING))),
      ),
    )
    .orderBy(desc(checkoutIntents.id));
}

/**
 * In one query, a user's checkout intents that stop a new one: the one holding this IdempotencyKey (live or
 * confirmed; failed ones free the key) and the checkout of the cart in flight, if any (possibly the same).
 */
export async function checkoutBlockers(
  db: Db,
  userId: number,
  key: string,
): Promise<{ holder: IntentRow | undefined; live: IntentRow | undefined }> {
  const rows = await runPrepared(checkoutBlockersQuery(db, userId, key), "checkout_blockers");
  return { holder: rows.find((r) => r.idempotencyKey === key), live: rows.find(isLive) };
}

/** The release of this order in flight, if any. */
export async function liveReleaseOf(db: Db, orderId: number): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutIntents)
    .where(
      and(
        eq(checkoutIntents.kind, "release"),
        eq(checkoutIntents.orderId, orderId),
        inArray(checkoutIntents.state, LIVE),
      ),
    );
  return row;
}

/** settleIntent's statement, for a caller that runs it within one of its own (checkout's order insert). */
export function settleIntentStatement(
  tx: Db,
  id: number,
  state: "confirmed",
  values: { orderId: number; chargeIds: string[] },
): SQL {
  return tx
    .update(checkoutIntents)
    .set({ state, ...values, updatedAt: new Date() })
    .where(and(eq(checkoutIntents.id, id), inArray(checkoutIntents.state, LIVE)))
    .getSQL();
}

/** Ends a live intent; false when it had already ended (another request or reconciliation ended it). */
export async function settleIntent(
  db: Db,
  id: number,
  state: "confirmed" | "voided" | "failed",
  values: { failure?: string; orderId?: number; chargeIds?: string[] } = {},
): Promise<boolean> {
  const rows = await db
    .update(checkoutIntents)
    .set({ state, ...values, updatedAt: new Date() })
    .where(and(eq(checkoutIntents.id, id), inArray(checkoutIntents.state, LIVE)))
    .returning({ id: checkoutIntents.id });
  return rows.length > 0;
}

/** Live intents recorded before `before`, oldest first: what reconciliation looks at. */
export function staleIntents(db: Db, before: Date, limit = 100): Promise<IntentRow[]> {
  return db
    .select()
    .from(checkoutIntents)
    .where(and(inArray(checkoutIntents.state, LIVE), lt(checkoutIntents.createdAt, before)))
    .orderBy(asc(checkoutIntents.createdAt))
    .limit(limit);
}

/**
 * Terms orders of a customer recorded by a live checkout but not yet written (between step 1 and
 * step 3): they count toward the open balance like a placed order.
 */
export async function liveTermsCentsOf(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum((${checkoutIntents.plan}->'order'->>'totalCents')::integer), 0)` })
    .from(checkoutIntents)
    .where(
      and(
        eq(checkoutIntents.kind, "checkout"),
        inArray(checkoutIntents.state, LIVE),
        sql`(${checkoutIntents.plan}->'order'->>'customerId')::integer = ${customerId}`,
        sql`${checkoutIntents.plan}->'order'->>'paymentKind' = 'terms'`,
      ),
    );
  return Number(row?.cents ?? 0);
}
