import {
  AccountOrdersRequestSchema,
  AccountOrdersSchema,
  ApprovedOrderSchema,
  ApproveOrderRequestSchema,
  DeclinedOrderSchema,
  DeclineOrderRequestSchema,
  envelope,
  ORDER_DECLINED,
  ORDER_RELEASED,
  OrderDetailsRequestSchema,
  OrderDetailsSchema,
  OrderStatusListSchema,
  orderApprovedWaitsFor,
  REORDER_ADDED,
  CartItemSetSchema,
  ReorderLineProjectRequestSchema,
  ReorderPreviewRequestSchema,
  ReorderPreviewSchema,
  ReorderRequestSchema,
  ReorderResultSchema,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { defineArtworkRetentionJob } from "./artworkRetention.job.js";
import { defineFileNamesSweepJob } from "./fileNamesSweep.job.js";
import { listenForOrderChanges, OrderListCache } from "./orderListCache.js";
import { OrdersService } from "./orders.service.js";

/** The order screens' calls (docs/product/orders.md). */
export function orderRoutes(app: App, ctx: AppContext): void {
  defineArtworkRetentionJob(ctx, app.log);
  defineFileNamesSweepJob(ctx.jobs, ctx.database.db, app.log);
  const orderLists = new OrderListCache(ctx.config.orderListCacheMs);
  const listening = listenForOrderChanges(ctx.database, orderLists, app.log);
  app.addHook("onClose", async () => (await listening)());
  const orders = new OrdersService(ctx, app.log, orderLists);

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
        summary:
          "Approve a needs_approval order: the chain's last approval releases it (charges its card, status ordered)",
        description:
          "Office managers of the order's customer only (403 otherwise). With an approval chain (docs/product/approvals.md) each approver approves in turn: an approver not in the chain gets 403, one whose turn has not come 422; an approval before the last answers Released false and whom the order waits for. Terms orders are not charged. A declined card answers Status failed and nothing changes.",
        body: ApproveOrderRequestSchema,
        response: { 200: envelope(ApprovedOrderSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const done = await orders.approve(caller, req.body.orderNumber);
      return ok(
        {
          OrderNumber: done.orderNumber,
          ProductionDate: done.productionDate,
          Released: done.released,
          WaitingFor: done.waitingFor,
        },
        done.released ? ORDER_RELEASED : orderApprovedWaitsFor(done.orderNumber, done.waitingFor),
      );
    },
  );

  app.post(
    "/Store/DeclineOrder",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary:
          "Decline a needs_approval order with a reason: cancelled, its card not charged, its lines back in the buyer's cart",
        description:
          "The approver whose turn it is (docs/product/approvals.md): 403 for anyone not in the order's chain or of another company, 422 when it is another approver's turn or the order no longer waits. The buyer gets an e-mail with the reason.",
        body: DeclineOrderRequestSchema,
        response: { 200: envelope(DeclinedOrderSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const done = await orders.decline(caller, req.body.orderNumber, req.body.Reason);
      return ok({ OrderNumber: done.orderNumber, LinesToCart: done.lines }, ORDER_DECLINED);
    },
  );

  app.post(
    "/Store/ReorderPreview",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Each line of an order with its old price, today's price, and whether it can be reordered",
        description:
          "quantities: { LineId, Quantity } prices those lines today at the buyer's quantity. PriceNote says why the two prices differ (the quantity, prices changed since the order) or that they do not.",
        body: ReorderPreviewRequestSchema,
        response: { 200: envelope(ReorderPreviewSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await orders.reorderPreview(caller, req.body.orderNumber, req.body.quantities));
    },
  );

  app.post(
    "/Store/ReorderLineProject",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary:
          "One product line of an order, at the chosen quantity, as a new portal project (change size or options)",
        description:
          "The line's stored fields, file and today's price, with CartID 0 (the portal's Add To Cart adds it as a new line). A line that cannot be reordered, a service or an accessory, or a file in another user's library: Status failed with the reason.",
        body: ReorderLineProjectRequestSchema,
        response: { 200: envelope(CartItemSetSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await orders.reorderLineProject(caller, user.id, req.body.orderNumber, req.body.choice));
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
          "lines: line ids (the order's quantity) or { LineId, Quantity } (1 to 999; a service's quantity cannot change). A line whose material is no longer available or whose library file is gone refuses the call (Status failed, one reason per line naming it). An accessory the cart holds already adds to that line's quantity.",
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
