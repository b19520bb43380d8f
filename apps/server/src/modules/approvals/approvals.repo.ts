import type { Db } from "@portal/db";
import { orderApprovals, spendLimits } from "@portal/db/schema";
import { eq, inArray } from "drizzle-orm";

/** The approvals module's tables: spend_limits and order_approvals (docs/product/approvals.md). */

export type SpendLimitRow = typeof spendLimits.$inferSelect;
export type OrderApprovalRow = typeof orderApprovals.$inferSelect;
export type ApprovalReasonValue = OrderApprovalRow["reason"];

export async function spendLimitOf(db: Db, userId: number): Promise<SpendLimitRow | undefined> {
  const [row] = await db.select().from(spendLimits).where(eq(spendLimits.userId, userId));
  return row;
}

/** The user's limits, locked to the end of the caller's transaction (checkout counts the month under it). */
export async function lockSpendLimit(tx: Db, userId: number): Promise<SpendLimitRow | undefined> {
  const [row] = await tx.select().from(spendLimits).where(eq(spendLimits.userId, userId)).for("update");
  return row;
}

export async function saveSpendLimit(
  db: Db,
  values: Omit<typeof spendLimits.$inferInsert, "updatedAt">,
): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(spendLimits)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: spendLimits.userId, set: { ...changes, updatedAt: new Date() } });
}

export async function insertOrderApproval(
  tx: Db,
  values: { orderId: number; approverIds: number[]; reason: ApprovalReasonValue },
): Promise<void> {
  await tx.insert(orderApprovals).values(values);
}

export async function orderApprovalOf(db: Db, orderId: number): Promise<OrderApprovalRow | undefined> {
  const [row] = await db.select().from(orderApprovals).where(eq(orderApprovals.orderId, orderId));
  return row;
}

export function orderApprovalsOf(db: Db, orderIds: readonly number[]): Promise<OrderApprovalRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderApprovals)
    .where(inArray(orderApprovals.orderId, [...orderIds]));
}

export async function setApproved(tx: Db, orderId: number, approved: number): Promise<void> {
  await tx.update(orderApprovals).set({ approved }).where(eq(orderApprovals.orderId, orderId));
}
