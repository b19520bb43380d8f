import { type Db, runPrepared } from "@portal/db";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "@portal/db/schema";
import { and, arrayContains, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { IntegrationOwner } from "./owner.js";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The channel a committed event's deliveries are announced on (so a process queues them at once). */
export const WEBHOOK_CHANNEL = "webhook_deliveries";

function ofOwner(owner: IntegrationOwner) {
  return and(
    eq(webhookEndpoints.franchise, owner.franchise),
    owner.customerId === null ? isNull(webhookEndpoints.customerId) : eq(webhookEndpoints.customerId, owner.customerId),
  );
}

export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export function endpointsOf(db: Db, owner: IntegrationOwner): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(ofOwner(owner)).orderBy(desc(webhookEndpoints.id));
}

export async function findEndpoint(db: Db, owner: IntegrationOwner, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(ofOwner(owner), eq(webhookEndpoints.id, id)));
  return row;
}

/** Switches an endpoint on (its failing time forgotten) or off by hand. */
export async function setEndpointActive(db: Db, owner: IntegrationOwner, id: number, active: boolean) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(
      active
        ? { active, failingSince: null, disabledAt: null, disabledReason: "" }
        : { active, disabledAt: sql`now()`, disabledReason: "Switched off by hand." },
    )
    .where(and(ofOwner(owner), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

/**
 * Writes one delivery per live endpoint that wants the event: the shop's endpoints of the brand, and
 * the endpoints of the order's company. Announced on WEBHOOK_CHANNEL, which PostgreSQL delivers
 * only when the transaction commits.
 */
/** The active endpoints of the brand that want the event, with their makers (the service checks those). */
export async function endpointsFor(
  tx: Db,
  event: { type: string; franchise: string; customerId: number | null },
): Promise<{ id: number; createdBy: number; customerId: number | null }[]> {
  const owners =
    event.customerId === null
      ? isNull(webhookEndpoints.customerId)
      : or(isNull(webhookEndpoints.customerId), eq(webhookEndpoints.customerId, event.customerId));
  // Every order event reads it (Place Order's step 3 among them): one prepared statement for each of its two texts.
  return runPrepared(
    tx
      .select({
        id: webhookEndpoints.id,
        createdBy: webhookEndpoints.createdBy,
        customerId: webhookEndpoints.customerId,
      })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.active, true),
          eq(webhookEndpoints.franchise, event.franchise),
          owners,
          arrayContains(webhookEndpoints.events, [event.type]),
        ),
      ),
    event.customerId === null ? "webhook_endpoints_shop" : "webhook_endpoints_customer",
  );
}

/** Writes one delivery of the event per endpoint and announces them. */
export async function insertDeliveries(
  tx: Db,
  event: { type: string; eventId: string; body: string },
  endpoints: { id: number }[],
): Promise<number> {
  if (endpoints.length === 0) return 0;
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ endpointId: e.id, event: event.type, eventId: event.eventId, body: event.body })));
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return endpoints.length;
}

/**
 * Takes the deliveries no process has queued yet (written at least `minAgeMs` ago), and the pending
 * ones whose attempt has been due for `lostAfterMs` (their job was lost: a failed send, a process
 * stopped between the claim and the send); one statement, so two processes never take the same one.
 */
export async function claimUnqueued(db: Db, minAgeMs: number, lostAfterMs: number): Promise<number[]> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ queuedAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        or(
          and(
            isNull(webhookDeliveries.queuedAt),
            lt(
              webhookDeliveries.createdAt,
              sql`now() - ${minAgeMs} * interval '1 millisecond' + interval '1 millisecond'`,
            ),
          ),
          lt(webhookDeliveries.queuedAt, sql`now() - ${lostAfterMs} * interval '1 millisecond'`),
        ),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

/**
 * Takes a due delivery for one attempt, moving its due time `leaseMs` ahead; false when it is not
 * pending or not due (another job of it runs or ran), so a delivery queued twice is posted once.
 */
export async function takeDue(db: Db, id: number, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ queuedAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, "pending"),
        // A retry's job may start a little before its due time (the two clocks).
        lte(webhookDeliveries.queuedAt, sql`now() + interval '5 seconds'`),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Sets when the delivery's next attempt is due. */
export async function dueIn(db: Db, id: number, seconds: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ queuedAt: sql`now() + ${seconds} * interval '1 second'` })
    .where(eq(webhookDeliveries.id, id));
}

export async function deliveryWithEndpoint(db: Db, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

export async function insertAttempt(db: Db, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

export async function markDelivered(db: Db, delivery: DeliveryRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: "delivered", deliveredAt: sql`now()` })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, delivery.endpointId));
  });
}

export async function markFailed(db: Db, deliveryId: number): Promise<void> {
  await db.update(webhookDeliveries).set({ status: "failed" }).where(eq(webhookDeliveries.id, deliveryId));
}

/** Notes a failed attempt on the endpoint; returns since when it has been failing. */
export async function markEndpointFailing(db: Db, endpointId: number): Promise<Date> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? new Date();
}

/**
 * Switches a failing endpoint off and ends its pending deliveries, in the caller's transaction;
 * returns the endpoint when this call switched it off (null when it already was).
 */
export async function switchOff(tx: Db, endpointId: number, reason: string): Promise<EndpointRow | null> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ active: false, disabledAt: sql`now()`, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.active, true)))
    .returning();
  if (!row) return null;
  await tx
    .update(webhookDeliveries)
    .set({ status: "failed" })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
  return row;
}

/** An endpoint's newest deliveries with their attempts, oldest attempt first. */
export async function deliveriesOf(db: Db, endpointId: number, limit: number) {
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  const ids = deliveries.map((d) => d.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(asc(webhookAttempts.id));
  return { deliveries, attempts };
}

export async function attemptCount(db: Db, deliveryId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId));
  return Number(row?.n ?? 0);
}
