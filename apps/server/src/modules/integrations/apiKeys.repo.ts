import type { Db } from "@portal/db";
import { apiKeys } from "@portal/db/schema";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

import type { IntegrationOwner } from "./owner.js";

/** Whose keys a list or a change concerns: the shop's (customerId null) or one company's. */
export type KeyOwner = IntegrationOwner;

function ofOwner(owner: KeyOwner) {
  return and(
    eq(apiKeys.franchise, owner.franchise),
    owner.customerId === null ? isNull(apiKeys.customerId) : eq(apiKeys.customerId, owner.customerId),
  );
}

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** The shop's or the company's keys, newest first, revoked ones included. */
export function keysOf(db: Db, owner: KeyOwner): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(ofOwner(owner)).orderBy(desc(apiKeys.id));
}

export async function findKey(db: Db, owner: KeyOwner, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(ofOwner(owner), eq(apiKeys.id, id)));
  return row;
}

/** Revokes a live key; returns the row (null when it was already revoked or is not the owner's). */
export async function revokeKey(db: Db, owner: KeyOwner, id: number, by: number): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedBy: by })
    .where(and(ofOwner(owner), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}

/** The live key with this secret hash. */
export async function liveKeyByHash(db: Db, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Notes a key's use, at most once a minute per key (a busy key does not write on every call). */
export async function touchKey(db: Db, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))),
    );
}
