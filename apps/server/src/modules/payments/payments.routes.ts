import {
  DuplicateCardSchema,
  EmptyEnvelopeSchema,
  envelope,
  ManagePaymentRequestSchema,
  PAYMENT_DELETED,
  PAYMENT_SAVED,
  PaymentKeyRequestSchema,
  PaymentListRequestSchema,
  PaymentOptionListSchema,
  PaymentOptionSchema,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { PaymentService } from "./payments.service.js";

/** Saved payment methods (docs/product/accounts.md for the terms account). */
export function paymentRoutes(app: App, ctx: AppContext): void {
  const payments = new PaymentService(ctx);

  app.post(
    "/Account/GetPaymentOptions",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "The user's payment options: saved cards (masked) and, for a terms customer, the open account",
        description:
          "A terms customer's list starts with CCkey 'open account', CVV 'TERMS', Name 'Terms Account (open account)'.",
        body: PaymentListRequestSchema,
        response: { 200: envelope(PaymentOptionListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await payments.list(user));
    },
  );

  app.post(
    "/Account/GetEditPayment",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "One payment option of the user by cckey, the card number masked (another user's is 403)",
        body: PaymentKeyRequestSchema,
        response: { 200: envelope(PaymentOptionSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await payments.get(user, req.body.cckey));
    },
  );

  app.post(
    "/Account/ManagePayment",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Add (CCkey '0') or replace a saved card; the card is tokenized through the payment gateway at once",
        description: [
          "Required: Name, CardNo, CVV, YearExpire, MonthExpire, Address, City, State, Zip, Country; each missing one gives '<field> is required.' (Status invalid, 400).",
          "Editing needs the card number again. A declined or invalid card replies Status invalid with the gateway's message.",
          "A card whose fingerprint matches another saved card of the user replies Status failed (422) with the duplicate card hint and Data { duplicate: true }, unless ConfirmDuplicate is true.",
          "Only the gateway token, brand, last 4, expiry, billing address and a keyed fingerprint are stored.",
        ].join(" "),
        body: ManagePaymentRequestSchema,
        response: { 200: envelope(PaymentOptionSchema), 422: envelope(DuplicateCardSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await payments.save(user, req.body), PAYMENT_SAVED);
    },
  );

  app.post(
    "/Account/DeletePayment",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Remove a saved card (the terms account cannot be removed)",
        body: PaymentKeyRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      await payments.remove(user, req.body.cckey);
      return ok(undefined, PAYMENT_DELETED);
    },
  );
}
