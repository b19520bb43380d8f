import type { Db } from "@portal/db";
import { tradeApplications } from "@portal/db/schema";
import { and, desc, eq } from "drizzle-orm";

export type ApplicationRow = typeof tradeApplications.$inferSelect;
type Status = ApplicationRow["status"];

/** A brand's applications, newest first; one status or all. */
export function applicationsOf(db: Db, franchise: string, status: Status | "all"): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(tradeApplications)
    .where(
      and(
        eq(tradeApplications.franchise, franchise),
        status === "all" ? undefined : eq(tradeApplications.status, status),
      ),
    )
    .orderBy(desc(tradeApplications.createdAt), desc(tradeApplications.id))
    .limit(500);
}

export async function findApplication(db: Db, franchise: string, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(tradeApplications)
    .where(and(eq(tradeApplications.id, id), eq(tradeApplications.franchise, franchise)));
  return row;
}

/** The application locked until the decision's transaction ends (two staff cannot both decide it). */
export async function lockApplication(tx: Db, franchise: string, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(tradeApplications)
    .where(and(eq(tradeApplications.id, id), eq(tradeApplications.franchise, franchise)))
    .for("update");
  return row;
}

export async function recordDecision(
  tx: Db,
  id: number,
  decision: { status: "approved" | "declined"; decidedBy: number; note: string; customerId: number | null },
): Promise<void> {
  await tx
    .update(tradeApplications)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: new Date(),
      decisionNote: decision.note,
      customerId: decision.customerId,
    })
    .where(eq(tradeApplications.id, id));
}
