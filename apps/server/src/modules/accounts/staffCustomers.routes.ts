import {
  AccountIdParamsSchema,
  AccountUserParamsSchema,
  envelope,
  StaffAccountDetailSchema,
  StaffAccountQuerySchema,
  StaffAccountRowSchema,
  StaffAccountSettingsSchema,
  StaffShowPriceSchema,
  StaffSpendLimitsSchema,
} from "@portal/contract";
import { z } from "zod";
import { callerOf, staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { StaffCustomersService } from "./staffCustomers.service.js";

/** The staff customer pages (support, admin; docs/decisions/0013-shop-order-desk.md roles). */
export function staffCustomerRoutes(app: App, ctx: AppContext): void {
  const service = new StaffCustomersService(ctx);

  app.get(
    "/Staff/Accounts",
    staffRoute("support", {
      summary: "this brand's customers whose company name contains q, by name",
      querystring: StaffAccountQuerySchema,
      response: { 200: envelope(z.array(StaffAccountRowSchema)) },
    }),
    async (req) => ok(await service.list(req.query.q)),
  );

  app.get(
    "/Staff/Accounts/:customerId",
    staffRoute("support", {
      summary: "a customer's data, settings, open balance, users, addresses, orders and changes",
      params: AccountIdParamsSchema,
      response: { 200: envelope(StaffAccountDetailSchema) },
    }),
    async (req) => ok(await service.detail(req.params.customerId)),
  );

  app.get(
    "/Staff/Accounts/:customerId/SpendLimits",
    staffRoute("support", {
      summary: "each user's spend limits, approvers in order and spending this month (read only)",
      description:
        "Users of the company who are not office managers (office managers' orders never wait). The company's office managers set these in Manage Users; staff read them.",
      params: AccountIdParamsSchema,
      response: { 200: envelope(StaffSpendLimitsSchema) },
    }),
    async (req) => ok(await service.spendLimits(req.params.customerId)),
  );

  app.post(
    "/Staff/Accounts/:customerId/Settings",
    staffRoute("support", {
      summary: "save a customer's data and settings; each changed field is recorded",
      description:
        "The whole form is sent. Tax exempt needs the resale certificate number; a credit limit (cents, null for none) only on a terms account. Bad input changes nothing.",
      params: AccountIdParamsSchema,
      body: StaffAccountSettingsSchema,
      response: { 200: envelope(StaffAccountDetailSchema) },
    }),
    async (req) => {
      const message = await service.saveSettings(callerOf(req), req.params.customerId, req.body);
      return ok(await service.detail(req.params.customerId), message);
    },
  );

  app.post(
    "/Staff/Accounts/:customerId/Users/:userId/ShowPrice",
    staffRoute("support", {
      summary: "turn a user's Show prices on or off; the change is recorded",
      params: AccountUserParamsSchema,
      body: StaffShowPriceSchema,
      response: { 200: envelope(StaffAccountDetailSchema) },
    }),
    async (req) => {
      const { customerId, userId } = req.params;
      const message = await service.setShowPrice(callerOf(req), customerId, userId, req.body.ShowPrice);
      return ok(await service.detail(customerId), message);
    },
  );
}
