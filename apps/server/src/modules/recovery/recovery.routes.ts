import {
  EmptyEnvelopeSchema,
  envelope,
  ResetPasswordRequestSchema,
  SetPasswordRequestSchema,
  TradeApplicationSchema,
} from "@portal/contract";
import { z } from "zod";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { completePasswordReset, requestPasswordReset, resetTokenUser, submitApplication } from "./recovery.service.js";

const TokenBody = z.object({ Token: z.string().min(10, { error: "This link is not valid." }).max(200) });

/** Calls a signed-out visitor makes: password reset and the trade account application. */
export function recoveryRoutes(app: App, ctx: AppContext): void {
  app.post(
    "/Account/ResetPassword",
    {
      config: { access: "public" },
      schema: {
        tags: ["Account"],
        summary: "E-mails a single-use, expiring link to set a new password",
        body: ResetPasswordRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => ok(undefined, await requestPasswordReset(ctx, req.body.Email)),
  );

  app.post(
    "/Account/CheckResetToken",
    {
      config: { access: "public" },
      schema: {
        tags: ["Account"],
        summary: "Whether a reset link is still good; names the account",
        body: TokenBody,
        response: { 200: envelope(z.object({ Username: z.string() })) },
      },
    },
    async (req) => ok(await resetTokenUser(ctx, req.body.Token)),
  );

  app.post(
    "/Account/SetPassword",
    {
      config: { access: "public" },
      schema: {
        tags: ["Account"],
        summary: "Sets a new password from a reset link (the link then stops working)",
        body: SetPasswordRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      await completePasswordReset(ctx, req.body.Token, req.body.NewPassword);
      return ok(undefined, "Your password has been set. You can log in with it now.");
    },
  );

  app.post(
    "/Account/Apply",
    {
      config: { access: "public" },
      schema: {
        tags: ["Account"],
        summary: "Trade account application: stored and e-mailed to the shop",
        body: TradeApplicationSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => ok(undefined, await submitApplication(ctx, req.body)),
  );
}
