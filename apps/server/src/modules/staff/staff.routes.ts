import { envelope, OutboxMessageSchema, OutboxQuerySchema } from "@portal/contract";
import { z } from "zod";
import { staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";

/** Staff tools beyond the user list: the e-mail outbox. */
export function staffRoutes(app: App, ctx: AppContext): void {
  app.get(
    "/Staff/Outbox",
    staffRoute("support", {
      summary: "the newest e-mails the app wrote (kept here when SMTP_URL is not set)",
      querystring: OutboxQuerySchema,
      response: { 200: envelope(z.array(OutboxMessageSchema)) },
    }),
    async (req) => {
      const rows = await ctx.mailer.newest(req.query.limit);
      return ok(
        rows.map((r) => ({
          Id: r.id,
          To: r.toAddress,
          ReplyTo: r.replyTo,
          Subject: r.subject,
          Text: maskResetLinks(r.textBody),
          Delivery: r.delivery,
          Error: r.error,
          Created: r.createdAt.toISOString(),
        })),
      );
    },
  );
}

/**
 * Staff read the outbox, but a password-reset link would let one staff user take over another's
 * account: its token is hidden. Invitation links stay readable (staff help customers join).
 */
function maskResetLinks(text: string): string {
  return text.replace(/(reset-password\?token=)[\w-]+/g, "$1(hidden)");
}
