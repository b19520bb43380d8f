import type { Db } from "@portal/db";
import { orderProofs, type ProofStatusValue } from "@portal/db/schema";
import { and, asc, desc, eq, inArray } from "drizzle-orm";

/** SQL of the proofs (docs/product/proofs.md): the only code that reads or writes order_proofs. */

export type ProofRow = typeof orderProofs.$inferSelect;
export type NewProof = Omit<typeof orderProofs.$inferInsert, "id">;
export async function insertProof(tx: Db, proof: NewProof): Promise<ProofRow> {
  const [row] = await tx.insert(orderProofs).values(proof).returning();
  return row!;
}

/** The newest version of a line's proof (the caller holds the order's lock). */
export async function latestOfLine(tx: Db, orderLineId: number): Promise<ProofRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderProofs)
    .where(eq(orderProofs.orderLineId, orderLineId))
    .orderBy(desc(orderProofs.version))
    .limit(1);
  return row;
}

export async function proofById(db: Db, id: number): Promise<ProofRow | undefined> {
  const [row] = await db.select().from(orderProofs).where(eq(orderProofs.id, id));
  return row;
}

/** A waiting version a newer one replaces before any answer. */
export async function markReplaced(tx: Db, id: number): Promise<void> {
  await tx
    .update(orderProofs)
    .set({ status: "replaced" })
    .where(and(eq(orderProofs.id, id), eq(orderProofs.status, "waiting")));
}

/** Records the customer's answer to a waiting version; false when it was not waiting any more. */
export async function recordAnswer(
  tx: Db,
  id: number,
  answer: {
    status: Extract<ProofStatusValue, "approved" | "changes_requested">;
    by: number;
    at: Date;
    comment: string;
  },
): Promise<boolean> {
  const rows = await tx
    .update(orderProofs)
    .set({ status: answer.status, answeredBy: answer.by, answeredAt: answer.at, comment: answer.comment })
    .where(and(eq(orderProofs.id, id), eq(orderProofs.status, "waiting")))
    .returning({ id: orderProofs.id });
  return rows.length > 0;
}

/** Every version of an order's proofs, by line, newest version first. */
export async function proofsOfOrder(db: Db, orderId: number): Promise<ProofRow[]> {
  return db
    .select()
    .from(orderProofs)
    .where(eq(orderProofs.orderId, orderId))
    .orderBy(asc(orderProofs.orderLineId), desc(orderProofs.version));
}

/** The latest version's status of every line with a proof, for some orders. */
export async function latestStatuses(
  db: Db,
  orderIds: readonly number[],
): Promise<{ orderId: number; orderLineId: number; status: ProofStatusValue }[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([orderProofs.orderLineId], {
      orderId: orderProofs.orderId,
      orderLineId: orderProofs.orderLineId,
      status: orderProofs.status,
    })
    .from(orderProofs)
    .where(inArray(orderProofs.orderId, [...orderIds]))
    .orderBy(orderProofs.orderLineId, desc(orderProofs.version));
}

export async function renditionsDone(
  db: Db,
  id: number,
  keys: { thumbnailKey: string | null; previewKey: string | null },
): Promise<void> {
  await db
    .update(orderProofs)
    .set({ ...keys, renditionStatus: "done" })
    .where(eq(orderProofs.id, id));
}

export async function renditionsFailed(db: Db, id: number): Promise<void> {
  await db.update(orderProofs).set({ renditionStatus: "failed" }).where(eq(orderProofs.id, id));
}
