import {
  AddToCartMiscRequestSchema,
  CART_EMPTY_MESSAGE,
  CartRequestSchema,
  CartSchema,
  CartTotalRequestSchema,
  CartTotalSchema,
  DeleteCartItemRequestSchema,
  EmptyEnvelopeSchema,
  envelope,
  ITEMS_ADDED_MESSAGE,
  StepStakeListSchema,
  UpdatedLineSchema,
  UpdateQuantityRequestSchema,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { plainReply } from "../../platform/serialization.js";
import { CartService } from "./cart.service.js";

/** The cart (docs/product/cart-and-checkout.md): lines, quantities, deletes, step stakes. */
export function cartRoutes(app: App, ctx: AppContext): void {
  const carts = new CartService(ctx);

  app.post(
    "/Store/GetCartTotal",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Number of lines in the user's cart (the menu bar badge; also the signed-in check)",
        body: CartTotalRequestSchema,
        response: { 200: envelope(CartTotalSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok({ ItemCount: await carts.itemCount(user.id) });
    },
  );

  app.post(
    "/Store/GetCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "The user's cart: product lines, service lines, the 90OC line and totals, priced now",
        description: [
          "Every line is priced again from the price book (the price stored on the line is not trusted).",
          "Money: Price, Subtotal and Total are dollars as numbers for display; PriceCents, SubtotalCents and TotalCents integer cents; PriceText the en-US text or 'Price: N/A'.",
          "minimumCharge (ItemNo '90OC', '$150 Minimum Purchase Charge') is set when the brand has minPricing and portalPricing and 0 < Subtotal < $150.00; Total includes it.",
          "A product line whose library image is gone has ImageMissing true and ImageMessage 'No Image. File is missing or moved. You need to delete and re-add this product with a current image.'.",
          "An empty cart replies Status nodata, Message 'Your cart is empty.'.",
        ].join(" "),
        body: CartRequestSchema,
        response: { 200: plainReply(envelope(CartSchema)) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const cart = await carts.getCart(caller, await ctx.auth.actingUserId(caller, req.body.userId));
      if (!cart) return { Status: "nodata" as const, Message: CART_EMPTY_MESSAGE };
      return ok(cart);
    },
  );

  app.post(
    "/Store/UpdateQuantity",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Sets a product line's quantity (below 1 becomes 1, at most 999) and reprices the line",
        description:
          "Another user's line is 403; a line no longer in the cart 404 (Status error). Service lines keep quantity 1 (Status invalid).",
        body: UpdateQuantityRequestSchema,
        response: { 200: envelope(UpdatedLineSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const hidden = carts.pricesHidden(caller);
      return ok(await carts.updateQuantity(caller, req.body.cartId, req.body.qty, hidden));
    },
  );

  app.post(
    "/Store/DeleteCartItem",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Removes one line from the cart (another user's line is 403)",
        body: DeleteCartItemRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await carts.deleteItem(caller, req.body.cartId);
      return ok(undefined, "Item removed from cart.");
    },
  );

  app.post(
    "/Store/ClearCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Removes every line of the user's cart",
        body: CartRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      await carts.clear(user);
      return ok(undefined, CART_EMPTY_MESSAGE);
    },
  );

  app.post(
    "/Store/AddToCartMisc",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Adds a step stake (an accessory of product type misc) at the catalog price",
        description:
          "Only ItemNo and Quantity (below 1 becomes 1, at most 999) are taken, with Filename and SetId; the name, image and price come from the catalog. Success: Status ok, Message 'Item(s) added to cart.'. An unknown or unavailable accessory, or a brand without accessories: Status failed with the reason.",
        body: AddToCartMiscRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      await carts.addMisc(user, req.body);
      return ok(undefined, ITEMS_ADDED_MESSAGE);
    },
  );

  app.get(
    "/Store/GetStepStakes",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "The step stakes (accessories) the brand offers, with catalog prices",
        description:
          "From the catalog's step_stakes table, in catalog order: ItemNo, Name, Description, ImageUrl, InchWidth, InchHeight, WireGauge, Available and the price (Price dollars, PriceCents, PriceText or 'Price: N/A' when prices are hidden). An empty list when the brand has no accessories.",
        response: { 200: envelope(StepStakeListSchema) },
      },
    },
    async (req) => {
      return ok(await carts.stepStakes(callerOf(req)));
    },
  );
}
