import { ContactRequestSchema, EmptyEnvelopeSchema } from "@portal/contract";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { submitContact } from "./contact.service.js";

export function contactRoutes(app: App, ctx: AppContext): void {
  app.post(
    "/Account/Contact",
    {
      config: { access: "public" },
      schema: {
        tags: ["Account"],
        summary: "Contact form: stores the message and e-mails the shop",
        body: ContactRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => ok(undefined, await submitContact(ctx, req.body)),
  );
}
