import { users } from "@portal/db/schema";
import { and, eq, sql } from "drizzle-orm";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { consumeToken, issueOneTimeToken } from "./oneTimeTokens.js";
import type { SessionService } from "./session.service.js";

export const BELOGIN_MINUTES = 5;

/**
 * Staff sign in as a customer (the /belogin route): a staff user asks for a one-time link naming the
 * customer's username; opening it signs that customer in, once, within five minutes. Who issued it
 * is kept on the token row.
 */
export async function issueBeLogin(ctx: AppContext, caller: Caller, username: string) {
  ctx.auth.assertStaff(caller);
  const [target] = await ctx.database.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.franchise, ctx.brand.franchise),
        sql`lower(${users.username}) = lower(${username})`,
        eq(users.role, "customer"),
        eq(users.active, true),
      ),
    );
  if (!target) {
    throw new ApiError("invalid", "No active customer user has that username.", 400, {
      errors: [{ field: "Username", message: "No active customer user has that username." }],
    });
  }
  const token = await issueOneTimeToken(ctx.database.db, "belogin", BELOGIN_MINUTES, {
    userId: target.id,
    issuedBy: caller.id,
    franchise: ctx.brand.franchise,
  });
  return {
    Url: `${ctx.config.publicUrl}/belogin?token=${token}`,
    ExpiresAt: new Date(Date.now() + BELOGIN_MINUTES * 60_000).toISOString(),
  };
}

export async function redeemBeLogin(ctx: AppContext, sessions: SessionService, token: string, ip: string) {
  const row = await ctx.database.db.transaction((tx) => consumeToken(tx, "belogin", token));
  if (!row?.userId) {
    throw new ApiError("invalid", "This sign-in link has expired or has already been used.", 400);
  }
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, row.userId));
  if (!user?.active) throw new ApiError("invalid", "This sign-in link has expired or has already been used.", 400);
  const { token: refresh, family } = await sessions.refreshTokens.startSession(user.id, ip);
  return sessions.reply(user, refresh, family);
}
