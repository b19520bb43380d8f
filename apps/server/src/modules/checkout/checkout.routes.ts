import {
  CART_EMPTY_MESSAGE,
  CheckoutRequestSchema,
  envelope,
  ORDER_PLACED,
  ORDER_WAITS_FOR_RELEASE,
  OrderNumberSchema,
  SHIPPING_ADDRESS_INCOMPLETE,
  ShippingRateListSchema,
  ShippingRatesRequestSchema,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ApiError, ok } from "../../platform/http.js";
import { TableRateCarrier } from "../../platform/shipping/index.js";
import { StateTableTax } from "../../platform/tax/index.js";
import { CartService } from "../cart/cart.service.js";
import { CheckoutService } from "./checkout.service.js";
import { CHECKOUT_RECONCILE_JOB, Reconciler } from "./reconcile.js";
import { originZipOf } from "./shippingRates.js";

/**
 * Shipping rates and Place Order (docs/product/cart-and-checkout.md). The carrier is the built-in table-rate
 * carrier; tax the state table of the TAX_STATES setting.
 */
export function checkoutRoutes(app: App, ctx: AppContext): void {
  const checkout = new CheckoutService(ctx, {
    carrier: new TableRateCarrier(),
    tax: StateTableTax.fromText(ctx.config.taxStates),
    originZip: originZipOf(ctx.brand),
    log: app.log,
  });
  const carts = new CartService(ctx);

  // Payment intents a dead request left behind: settled at start-up and every minute.
  const reconciler = new Reconciler(ctx, app.log, checkout);
  ctx.jobs.define(CHECKOUT_RECONCILE_JOB, async () => {
    await reconciler.run();
  });
  ctx.jobs.schedule(CHECKOUT_RECONCILE_JOB, "* * * * *");
  app.addHook("onReady", async () => {
    try {
      await reconciler.run();
    } catch (err) {
      app.log.error({ err }, "reconcile at start-up failed; the job tries again within a minute");
    }
  });

  app.post(
    "/Store/GetShippingRates",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Shipping rates of the user's cart to an address, sorted ascending by freight",
        description: [
          "Methods: FEDEX_GROUND, FEDEX_2_DAY, STANDARD_OVERNIGHT (table rates by weight and zone from the shop's ZIP), FEDEX_FREIGHT_PRIORITY (heavy or oversized shipments only, never to a residential address) and BST, 'Bill my shipping account' (the customer's own account, no freight; checkout then needs ShippingAccount).",
          "FreightAmount and TaxAmount are dollars, FreightCents and TaxCents cents. Tax: the ship-to state's rate where the shop collects, on products, services and the 90OC line; freight is not taxed; tax-exempt customers pay none.",
          "A Zip shorter than 5 characters or no Country: Status invalid 'Please check Shipping Address is complete and accurate.'. An empty cart: Status nodata 'Your cart is empty.'.",
        ].join(" "),
        body: ShippingRatesRequestSchema,
        response: { 200: envelope(ShippingRateListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { user, customer } = await checkout.actingFor(caller, req.body.userId);
      const b = req.body;
      if (b.Zip.length < 5 || b.Country === "") throw new ApiError("invalid", SHIPPING_ADDRESS_INCOMPLETE, 400);
      const rates = await checkout.rates(
        user,
        customer,
        {
          zip: b.Zip,
          state: b.State,
          country: b.Country,
          residential: b.Residential ?? false,
          city: b.City,
          county: b.County,
        },
        carts.pricesHidden(caller),
      );
      if (!rates) return { Status: "nodata" as const, Message: CART_EMPTY_MESSAGE, Data: [] };
      return ok(rates);
    },
  );

  app.post(
    "/Store/Checkout",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary:
          "Place Order: prices the cart again, charges, writes the order and empties the cart; Data is the order number",
        description: [
          "Validation (Status invalid, every message on its own line): 'Payment Info is required.' or 'Billing: <Field> is required.'; 'A Shipping Address is required.' or 'Shipping: <Field> is required.'; 'You must select an Address Type.'; 'A shipping method is required.'; 'You must confirm you have read and agree to terms and conditions.'; 'Second Card: <Field> is required.'; 'Please make sure both card amounts match the order total'.",
          "A declined charge replies Status failed with the gateway's message ('Second Card: ' in front for the second card); with two cards both are charged or neither, and nothing is written.",
          "Another user's cart, card or address is 403. A repeated IdempotencyKey answers the same order number without charging again.",
          "Approval: an order waiting for an office manager's release (orderApproval brands, customers with requiresApproval, users who are not office managers) is not charged now; its card is charged on release. Message says which happened.",
        ].join(" "),
        body: CheckoutRequestSchema,
        response: { 200: envelope(OrderNumberSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { user, customer } = await checkout.actingFor(caller, req.body.userId);
      const placed = await checkout.checkout(caller, user, customer, req.body);
      return ok(placed.orderNumber, placed.status === "needs_approval" ? ORDER_WAITS_FOR_RELEASE : ORDER_PLACED);
    },
  );
}
