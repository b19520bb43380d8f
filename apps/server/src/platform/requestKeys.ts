import type { Db } from "@portal/db";
import { type RequestKeyScope, requestKeys } from "@portal/db/schema";
import { and, eq } from "drizzle-orm";

/**
 * Claims an idempotency key of a one-click write (AddToCart): the id of the new row, or
 * undefined when the key is already taken. Call it first in the write's transaction: a concurrent
 * claim of the same key waits on the unique index until the first transaction ends (PostgreSQL), so
 * after undefined the winner's work is committed and readable.
 */
export async function claimRequestKey(
  tx: Db,
  userId: number,
  scope: RequestKeyScope,
  key: string,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(requestKeys)
    .values({ userId, scope, idempotencyKey: key })
    .onConflictDoNothing()
    .returning({ id: requestKeys.id });
  return row?.id;
}

/** Whether a key was already claimed (by a committed write). */
export async function requestKeyTaken(db: Db, userId: number, scope: RequestKeyScope, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: requestKeys.id })
    .from(requestKeys)
    .where(and(eq(requestKeys.userId, userId), eq(requestKeys.scope, scope), eq(requestKeys.idempotencyKey, key)));
  return row !== undefined;
}
