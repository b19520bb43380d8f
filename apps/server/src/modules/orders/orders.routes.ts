import {
  AccountOrdersRequestSchema,
  AccountOrdersSchema,
  ApproveOrderRequestSchema,
  envelope,
  ORDER_RELEASED,
  OrderDetailsRequestSchema,
  OrderDetailsSchema,
  OrderStatusListSchema,
  REORDER_ADDED,
  ReorderPreviewRequestSchema,
  ReorderPreviewSchema,
  ReorderRequestSchema,
  ReorderResultSchema,
} from "@portal/contract";
import { z } from "zod";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { OrdersService } from "./orders.service.js";

/** The order screens' calls (docs/product/orders.md). */
export function orderRoutes(app: App, ctx: AppContext): void {
  const orders = new OrdersService(ctx, app.log);

  app.post(
    "/Store/GetOrderDetails",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "One order: checkout addresses, line items, totals, status, production date, ordered by",
        description:
          "Readable by the order's user, an office manager of its customer, and staff; otherwise 403. Prices (and the 90OC line, and Bill To) are hidden without portalPricing and the viewer's showPrice.",
        body: OrderDetailsRequestSchema,
        response: { 200: envelope(OrderDetailsSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await orders.details(caller, req.body.orderNumber));
    },
  );

  app.post(
    "/Store/AccountOrders",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "A user's orders in one status (Type), newest first, a page at a time (pageSize 10)",
        description:
          "The caller's own, or for an office manager a user of their customer. needs_approval answers none without the brand's orderApproval. Subtotal excludes shipping and is 0 when prices are hidden.",
        body: AccountOrdersRequestSchema,
        response: { 200: envelope(AccountOrdersSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const b = req.body;
      return ok(await orders.accountOrders(caller, b.userId, b.Type, b.page, b.pageSize, b.Search));
    },
  );

  app.get(
    "/Store/GetOrderStatusList",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "The order groups: key (status) and value (label), needs_approval first with orderApproval",
        response: { 200: envelope(OrderStatusListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(orders.statusList(caller));
    },
  );

  app.post(
    "/Store/ApproveOrder",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Release a needs_approval order to production: charges its card, status ordered",
        description:
          "Office managers of the order's customer only (403 otherwise). Terms orders are not charged. A declined card answers Status failed and nothing changes.",
        body: ApproveOrderRequestSchema,
        response: { 200: envelope(z.object({ OrderNumber: z.number().int(), ProductionDate: z.string() })) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const released = await orders.approve(caller, req.body.orderNumber);
      return ok({ OrderNumber: released.orderNumber, ProductionDate: released.productionDate }, ORDER_RELEASED);
    },
  );

  app.post(
    "/Store/ReorderPreview",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Each line of an order with its old price, today's price, and whether it can be reordered",
        body: ReorderPreviewRequestSchema,
        response: { 200: envelope(ReorderPreviewSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await orders.reorderPreview(caller, req.body.orderNumber));
    },
  );

  app.post(
    "/Store/Reorder",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Put the chosen lines of an order back into the cart at today's prices",
        description:
          "A line whose material is no longer available or whose library file is gone refuses the call (Status failed, one reason per line naming it).",
        body: ReorderRequestSchema,
        response: { 200: envelope(ReorderResultSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      const { added, jobName } = await orders.reorder(caller, user.id, req.body.orderNumber, req.body.lines);
      return ok({ Added: added, JobName: jobName }, REORDER_ADDED);
    },
  );
}
