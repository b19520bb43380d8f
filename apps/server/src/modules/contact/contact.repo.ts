import type { Db } from "@portal/db";
import { contactMessages } from "@portal/db/schema";

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(values);
}
