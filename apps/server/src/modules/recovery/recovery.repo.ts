import type { Db } from "@portal/db";
import { tradeApplications } from "@portal/db/schema";

export async function insertApplication(db: Db, values: typeof tradeApplications.$inferInsert): Promise<void> {
  await db.insert(tradeApplications).values(values);
}
