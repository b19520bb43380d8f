import {
  EmptyEnvelopeSchema,
  envelope,
  SetSpendLimitsRequestSchema,
  SPEND_LIMITS_SAVED,
  SpendLimitsRequestSchema,
  SpendLimitsSchema,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import { shopMonth } from "../../platform/businessCalendar.js";
import type { App, AppContext } from "../../platform/context.js";
import { forbidden, ok } from "../../platform/http.js";
import { spentCents } from "../orders/orders.service.js";
import { saveSpendLimits, spendLimitsOf } from "./approvals.service.js";

const ACCESS =
  "An office manager of the user's company only (403 otherwise, also for the user themself). On brands without orderApproval the limits are kept but no order waits.";

/** Spend limits and approvers per user, set by the company's office managers (docs/product/approvals.md). */
export function approvalRoutes(app: App, ctx: AppContext): void {
  const db = () => ctx.database.db;

  app.post(
    "/Account/GetSpendLimits",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "A user's order limit, monthly limit, 'always needs approval' and approvers in order",
        description: ACCESS,
        body: SpendLimitsRequestSchema,
        response: { 200: envelope(SpendLimitsSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      if (!caller.isOfficeManager) throw forbidden();
      const target = await ctx.auth.assertCanActFor(caller, req.body.userId);
      const month = shopMonth(new Date());
      return ok(await spendLimitsOf(db(), target, await spentCents(db(), target.id, month.start, month.end)));
    },
  );

  app.post(
    "/Account/SetSpendLimits",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Sets a user's spend limits (cents; null: none) and approvers in order (empty: any office manager)",
        description: `${ACCESS} Office managers' own orders never wait, so their limits cannot be set (422). Each approver must be an active office manager of the company, listed once, not the user (400).`,
        body: SetSpendLimitsRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      if (!caller.isOfficeManager) throw forbidden();
      const { userId, ...limits } = req.body;
      const target = await ctx.auth.assertCanActFor(caller, userId);
      await saveSpendLimits(db(), caller, target, limits);
      return ok(undefined, SPEND_LIMITS_SAVED);
    },
  );
}
