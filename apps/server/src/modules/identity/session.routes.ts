import {
  BeLoginIssueReplySchema,
  BeLoginIssueSchema,
  BeLoginRedeemSchema,
  CHANGE_PASSWORD_SUCCESS,
  ChangePasswordRequestSchema,
  EmptyEnvelopeSchema,
  envelope,
  FORCE_PASS_MESSAGE,
  LoginRequestSchema,
  LogoutRequestSchema,
  RefreshRequestSchema,
  SessionUserSchema,
} from "@portal/contract";
import type { FastifyReply } from "fastify";
import { callerOf, staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ApiError, ok } from "../../platform/http.js";
import { issueBeLogin, redeemBeLogin } from "./beLogin.js";
import { SessionService, type SignedIn } from "./session.service.js";
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from "./sessionCookie.js";

export function sessionRoutes(app: App, ctx: AppContext): SessionService {
  const sessions = new SessionService(ctx);
  const withCookie = (reply: FastifyReply, signedIn: SignedIn) => {
    setRefreshCookie(reply, ctx.config, signedIn.refreshToken);
    return ok(signedIn.user);
  };

  app.post(
    "/users/authenticate",
    {
      config: { access: "public" },
      schema: {
        tags: ["Users"],
        summary: "Sign in with username, password and Franchise",
        description:
          "Failures reply Status exception with a code in Message: InvalidUser (unknown user or wrong password, 401), InvalidLogin (deactivated account, 403), InvalidContext (Franchise of another brand, 400), InvalidBullseye (database unavailable, 503); throttled sign-ins get 429 with a plain message.",
        body: LoginRequestSchema,
        response: { 200: envelope(SessionUserSchema) },
      },
    },
    async (req, reply) => withCookie(reply, await sessions.authenticate(req.body, req.ip)),
  );

  app.post(
    "/users-service/refresh-token",
    {
      config: { access: "public" },
      schema: {
        tags: ["Users service"],
        summary:
          "Rotate the refresh token of the portal_refresh cookie: a new JwtToken and cookie; a reused token revokes its family",
        description:
          "The refresh token is read from the httpOnly cookie only; a Token in the body is ignored. No cookie, or a dead token, answers 401.",
        body: RefreshRequestSchema,
        response: { 200: envelope(SessionUserSchema) },
      },
    },
    async (req, reply) => withCookie(reply, await sessions.refresh(refreshCookieOf(req), req.ip)),
  );

  app.post(
    "/users-service/logout",
    {
      config: { access: "signedIn:forcePass" },
      schema: {
        tags: ["Users service"],
        summary: "Sign out: revokes the session's refresh-token family and clears the refresh cookie",
        body: LogoutRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      await sessions.logout(caller.id, caller.family, refreshCookieOf(req));
      clearRefreshCookie(reply, ctx.config);
      return ok(undefined, "Signed out.");
    },
  );

  app.post(
    "/users/changepassword",
    {
      config: { access: "signedIn:forcePass" },
      schema: {
        tags: ["Users"],
        summary: "Change the caller's password (the old password is checked); clears ForcePass",
        body: ChangePasswordRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const target = await ctx.auth.assertCanActFor(caller, req.body.userId);
      if (target.id !== caller.id && caller.forcePass) {
        throw new ApiError("unauthorized", FORCE_PASS_MESSAGE, 401);
      }
      if (target.id !== caller.id) {
        // An office manager sets a user's password without knowing the old one (Manage Users).
        await sessions.setPasswordFor(target.id, req.body.NewPassword);
      } else {
        await sessions.changePassword(caller.id, caller.family, req.body.OldPassword, req.body.NewPassword);
      }
      return ok(undefined, CHANGE_PASSWORD_SUCCESS);
    },
  );

  app.post(
    "/users/IssueBeLogin",
    staffRoute("support", {
      tags: ["Users"],
      summary: "a one-time link (5 minutes) that signs in as the named customer user",
      body: BeLoginIssueSchema,
      response: { 200: envelope(BeLoginIssueReplySchema) },
    }),
    async (req) => ok(await issueBeLogin(ctx, callerOf(req), req.body.Username)),
  );

  app.post(
    "/users/BeLogin",
    {
      config: { access: "public" },
      schema: {
        tags: ["Users"],
        summary: "Redeems a staff sign-in link once: replies like users/authenticate",
        body: BeLoginRedeemSchema,
        response: { 200: envelope(SessionUserSchema) },
      },
    },
    async (req, reply) => withCookie(reply, await redeemBeLogin(ctx, sessions, req.body.Token, req.ip)),
  );

  return sessions;
}
