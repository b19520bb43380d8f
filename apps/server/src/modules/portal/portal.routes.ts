import {
  AddToCartHeadersSchema,
  AddToCartRequestSchema,
  CartItemSetSchema,
  EmptyEnvelopeSchema,
  envelope,
  GetCartItemRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  ITEM_UPDATED_MESSAGE,
  ITEMS_ADDED_MESSAGE,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { PortalService } from "./portal.service.js";

/** The portal's cart calls (docs/product/portal.md): Portal/GetCartItem and Store/AddToCart. */
export function portalRoutes(app: App, ctx: AppContext): void {
  const portal = new PortalService(ctx);

  app.post(
    "/Portal/GetCartItem",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Portal"],
        summary: "The cart item's set (one project) as project images, for editing in the portal",
        description:
          "Every product line with the cart item's SetId, in line order, with its stored fields, CartID, SetId, LineNumber and the price now (Price dollars; 0 when prices are hidden). Another user's line is 403; a line not in the cart 404.",
        body: GetCartItemRequestSchema,
        response: { 200: envelope(CartItemSetSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await portal.getCartItem(caller, req.body.userId, req.body.cartId));
    },
  );

  app.post(
    "/Store/AddToCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Adds a project (an array of cart lines) to the cart, or replaces the set being edited",
        description: [
          "Numbers are coerced as in docs/product/portal.md (Quantity below 1 becomes 1; Overlap 'Select' or empty 0; SheetWidth/SheetHeight empty 1; CartID, SetId, Price empty 0; base64String is dropped).",
          "Each line is checked again: product type and material (exists, of that type, available), every visible option chosen with a choice that exists and is available, sizes within limits, and the image checks (checkImage); any error gives Status invalid naming the image and option (field 'index.name').",
          "Prices come from the price book; a Price sent is ignored. Warnings are stored in OrderNotes.",
          "Lines carrying a CartID of the user's cart replace that line's whole set (another user's line is 403). Lines are grouped into sets by SetId. All lines are written in one transaction.",
          "Success: Message 'Item(s) added to cart.' or, when a set was replaced, 'Item updated in cart.'. Pattern library lines (product_type Rolled) are accepted too.",
          "Idempotency-Key (one per click; recommended): a repeat with the same key, also one arriving at once, adds nothing and answers as the first did.",
        ].join(" "),
        headers: AddToCartHeadersSchema,
        body: AddToCartRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { updated } = await portal.addToCart(caller, req.body, req.headers[IDEMPOTENCY_KEY_HEADER]);
      return ok(undefined, updated ? ITEM_UPDATED_MESSAGE : ITEMS_ADDED_MESSAGE);
    },
  );
}
