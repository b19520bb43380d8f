import { randomBytes } from "node:crypto";
import type { Db } from "@portal/db";
import { appSecrets } from "@portal/db/schema";
import { eq } from "drizzle-orm";

/**
 * A secret made once and kept in the database, so every API process (and every restart) signs and
 * checks with the same key without any configuration.
 */
export async function sharedSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, "base64");
}
