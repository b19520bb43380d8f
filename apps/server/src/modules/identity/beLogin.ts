import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { consumeToken, issueOneTimeToken } from "./oneTimeTokens.repo.js";
import type { SessionService } from "./session.service.js";
import { activeCustomerByUsername, findUser } from "./users.repo.js";

const BELOGIN_MINUTES = 5;

/**
 * Staff sign in as a customer (the /belogin route): a staff user asks for a one-time link naming the
 * customer's username; opening it signs that customer in, once, within five minutes. Who issued it
 * is kept on the token row.
 */
export async function issueBeLogin(ctx: AppContext, caller: Caller, username: string) {
  ctx.auth.assertStaff(caller);
  const target = await activeCustomerByUsername(ctx.database.db, ctx.brand.franchise, username);
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
  const user = await findUser(ctx.database.db, row.userId);
  if (!user?.active) throw new ApiError("invalid", "This sign-in link has expired or has already been used.", 400);
  const { token: refresh, family } = await sessions.refreshTokens.startSession(user.id, ip);
  return sessions.reply(user, refresh, family);
}
