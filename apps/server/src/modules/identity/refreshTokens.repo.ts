import { randomUUID } from "node:crypto";
import type { Db } from "@portal/db";
import { refreshTokens, users } from "@portal/db/schema";
import { and, desc, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import { callerChanged } from "../../platform/callerCache.js";
import { hashToken, newOpaqueToken } from "./secureTokens.js";

export type RotateResult =
  | { kind: "ok"; userId: number; family: string; token: string }
  | { kind: "reused"; userId: number }
  | { kind: "invalid" };

/** Opaque refresh tokens: stored hashed, rotated on use; a rotated token used again revokes its family. */
export class RefreshTokens {
  constructor(
    private readonly db: Db,
    private readonly days: number,
    private readonly sessionsPerUser = Number.POSITIVE_INFINITY,
  ) {}

  /**
   * A new session (sign-in): its first token, and past the cap the sessions used longest ago end.
   * The user row is locked so that parallel sign-ins of one user cannot overshoot the cap.
   */
  async startSession(userId: number, ip: string) {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const started = await this.issue(userId, ip, randomUUID(), tx);
      const live = await tx
        .select({ family: refreshTokens.family })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            isNull(refreshTokens.rotatedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(refreshTokens.createdAt), desc(refreshTokens.id));
      const ended = live.slice(this.sessionsPerUser).map((r) => r.family);
      if (ended.length > 0) {
        callerChanged(userId);
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(inArray(refreshTokens.family, ended), isNull(refreshTokens.revokedAt)));
      }
      return started;
    });
  }

  async issue(userId: number, ip: string, family: string = randomUUID(), tx: Db = this.db) {
    const token = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      userId,
      family,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + this.days * 86_400_000),
      createdByIp: ip,
    });
    return { token, family };
  }

  async rotate(token: string, ip: string): Promise<RotateResult> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .for("update");
      if (!row) return { kind: "invalid" } as const;
      if (row.rotatedAt || row.revokedAt) {
        callerChanged(row.userId);
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
        return { kind: "reused", userId: row.userId } as const;
      }
      if (row.expiresAt.getTime() <= Date.now()) return { kind: "invalid" } as const;
      await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      const next = await this.issue(row.userId, ip, row.family, tx);
      return { kind: "ok", userId: row.userId, family: row.family, token: next.token } as const;
    });
  }

  /** Revokes the family of the given token if it belongs to the user. */
  async revokeByToken(userId: number, token: string): Promise<boolean> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)));
    if (!row) return false;
    callerChanged(userId);
    await this.revokeFamily(row.family);
    return true;
  }

  async revokeFamily(family: string, tx: Db = this.db): Promise<void> {
    const [owner] = await tx
      .select({ userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.family, family))
      .limit(1);
    if (owner) callerChanged(owner.userId);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
  }

  /** Ends every session of the user but the one of `keepFamily` (a password change keeps the caller's). */
  async revokeOthers(userId: number, keepFamily: string, tx: Db = this.db): Promise<void> {
    callerChanged(userId);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(refreshTokens.userId, userId), ne(refreshTokens.family, keepFamily), isNull(refreshTokens.revokedAt)),
      );
  }

  async revokeAllForUser(userId: number, tx: Db = this.db): Promise<void> {
    callerChanged(userId);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /** Active (current, unexpired, unrevoked) tokens of a user, for the staff user list. */
  async active(userId: number) {
    return this.db
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          isNull(refreshTokens.rotatedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      );
  }
}
