import type { Db } from "@portal/db";
import { oneTimeTokens } from "@portal/db/schema";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken, newOpaqueToken } from "./secureTokens.js";

type Purpose = (typeof oneTimeTokens.$inferInsert)["purpose"];
type Row = typeof oneTimeTokens.$inferSelect;

/** Single-use, expiring tokens for links (reset, invite, staff sign-in). Only the hash is stored. */
export async function issueOneTimeToken(
  db: Db,
  purpose: Purpose,
  minutes: number,
  fields: Omit<typeof oneTimeTokens.$inferInsert, "purpose" | "tokenHash" | "expiresAt">,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(oneTimeTokens).values({
    ...fields,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  return token;
}

/** The live (unused, unexpired) token row, without using it. */
export async function findLiveToken(db: Db, purpose: Purpose, token: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

/**
 * Marks the token used inside the caller's transaction; returns the row only for the one caller
 * that won (two concurrent uses cannot both succeed).
 */
export async function consumeToken(tx: Db, purpose: Purpose, token: string): Promise<Row | undefined> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
