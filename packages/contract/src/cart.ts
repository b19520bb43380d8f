import { z } from "zod";
import { int32, text } from "./validators.js";

/** A userId in a body: a number or a numeric string (the spec's clients send both). */
export const UserIdSchema = int32("userId");

export const CartTotalRequestSchema = z.object({ userId: UserIdSchema.optional() });
export const CartTotalSchema = z.object({ ItemCount: z.number().int() });

// ---------------------------------------------------------------- the cart (docs/product/cart-and-checkout.md)

/**
 * Money in cart replies: `Price`, `Subtotal`, `Total` are US dollars as numbers (2 decimals) for
 * display, as the spec's screens read them; `PriceCents`, `SubtotalCents`, `TotalCents` are the same
 * amounts in integer cents, which is what the server computes with and what clients should add up.
 * `PriceText` is the en-US USD text, or 'Price: N/A' when prices are hidden (then every amount is 0).
 */
export const CART_EMPTY_MESSAGE = "Your cart is empty.";
export const IMAGE_MISSING_TEXT =
  "No Image. File is missing or moved. You need to delete and re-add this product with a current image.";
/** Place Order refuses a line whose artwork is gone, naming it as the cart lists it (number, product, file). */
export function imageMissingAtCheckout(seq: number, itemDesc: string, filename: string): string {
  const name = [itemDesc, filename].filter((v) => v.trim() !== "").join(", ");
  return `Cart line ${seq}${name ? ` (${name})` : ""}: ${IMAGE_MISSING_TEXT}`;
}
export const ITEMS_ADDED_MESSAGE = "Item(s) added to cart.";
export const CART_ITEM_NOT_FOUND = "This item is no longer in your cart.";
export const SERVICE_QUANTITY_FIXED = "The quantity of a service cannot be changed.";
/** docs/product/cart-and-checkout.md: quantity minimum 1, input at most 3 characters. */
export const CART_MAX_QUANTITY = 999;
export const CART_MAX_QUANTITY_MESSAGE = `Quantity must be at most ${CART_MAX_QUANTITY}.`;

/** docs/product/cart-and-checkout.md: Edit is hidden for these product types and item numbers. */
export const NOT_EDITABLE_PRODUCT_TYPES: readonly string[] = ["rigid", "misc", "Rolled"];
export const NOT_EDITABLE_ITEM_NOS: readonly string[] = ["TS-SVC-1", "TS-PMSC", "TEST-ROLLED"];
export function cartLineEditable(productType: string, itemNo: string): boolean {
  return !NOT_EDITABLE_PRODUCT_TYPES.includes(productType) && !NOT_EDITABLE_ITEM_NOS.includes(itemNo);
}

/** Integer cents as dollars for display fields: 12345 -> 123.45. */
export function dollarsFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** A cart line key (CartID): a number or a numeric string. */
export const CartIdSchema = int32("cartId").positive({ error: "cartId must be a cart item." });

/** POST /Store/GetCart and /Store/ClearCart. */
export const CartRequestSchema = z.object({ userId: UserIdSchema.optional() });

/**
 * One product line of GetCart. Besides the listed fields it carries the portal's option fields the
 * line was added with (size, sides, round_corners, LaminateType, InchWidth, ...). ImageMissing is
 * true when the line's library file is gone; ImageMessage then holds the text the image cell shows.
 * PriceError is set when the line can no longer be priced (the material was withdrawn): checkout
 * refuses the cart until the line is deleted.
 */
export const CartProductSchema = z
  .object({
    CartID: z.number().int(),
    ItemSeqNo: z.number().int(),
    SetId: z.number().int(),
    SetName: z.string(),
    LineNumber: z.number().int(),
    ItemNo: z.string(),
    ItemDesc: z.string(),
    product_type: z.string(),
    Quantity: z.number().int(),
    Price: z.number(),
    PriceCents: z.number().int(),
    PriceText: z.string(),
    SquareFeet: z.number(),
    Filename: z.string(),
    ImageUrl: z.string(),
    FullUrl: z.string(),
    OrderNotes: z.string(),
    ImageMissing: z.boolean(),
    ImageMessage: z.string(),
    Editable: z.boolean(),
    /** Size and options as the form names them ('Laminate: Gloss'), to tell lines apart. */
    Details: z.array(z.string()),
    PriceError: z.string().optional(),
  })
  .catchall(z.unknown());
export type CartProduct = z.infer<typeof CartProductSchema>;

/** A service line of GetCart: colour matching (TS-SVC-1, with Filename and Colors) or a Pantone chart (TS-PMSC). */
export const CartServiceSchema = z.object({
  CartID: z.number().int(),
  ItemNo: z.string(),
  ItemDesc: z.string(),
  /** Pantone chart: the finish (LUSTER, GLOSS, CLEAR, MATTE). */
  LaminateType: z.string(),
  Filename: z.string(),
  Colors: z.array(z.string()),
  Quantity: z.number().int(),
  Price: z.number(),
  PriceCents: z.number().int(),
  PriceText: z.string(),
  ImageUrl: z.string(),
  Tag: z.string(),
  PriceError: z.string().optional(),
});
export type CartService = z.infer<typeof CartServiceSchema>;

/** The 90OC line: present when minPricing and portalPricing are on and 0 < subtotal < $150.00. */
export const MinimumChargeLineSchema = z.object({
  ItemNo: z.literal("90OC"),
  ItemDesc: z.string(),
  Price: z.number(),
  PriceCents: z.number().int(),
  PriceText: z.string(),
});

/**
 * GetCart's Data. Subtotal: products and services; Total: Subtotal plus the 90OC line (freight and tax
 * come at checkout). An empty cart replies Status nodata, Message 'Your cart is empty.'. With prices
 * hidden (no portalPricing or the user's showPrice off) every amount is 0, PriceText 'Price: N/A' and
 * minimumCharge null; the 90OC charge still applies at checkout.
 */
export const CartSchema = z.object({
  products: z.array(CartProductSchema),
  services: z.array(CartServiceSchema),
  minimumCharge: MinimumChargeLineSchema.nullable(),
  Subtotal: z.number(),
  SubtotalCents: z.number().int(),
  Total: z.number(),
  TotalCents: z.number().int(),
  PriceHidden: z.boolean(),
  ItemCount: z.number().int(),
  /** A product line is Corex: the cart shows the Step Stakes card. */
  HasCorex: z.boolean(),
});
export type Cart = z.infer<typeof CartSchema>;

/**
 * POST /Store/UpdateQuantity. cartId names the line; itemSeq (its ItemSeqNo) is accepted for the
 * spec's clients and not needed. qty below 1 becomes 1; more than 999 is refused. The line is
 * repriced from the price book.
 */
export const UpdateQuantityRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  cartId: CartIdSchema,
  qty: z.coerce
    .number({ error: "qty must be a number." })
    .int({ error: "qty must be a whole number." })
    .transform((q) => Math.max(q, 1))
    .pipe(z.number().max(CART_MAX_QUANTITY, { error: CART_MAX_QUANTITY_MESSAGE })),
  itemSeq: z.unknown().optional(),
});
export const UpdatedLineSchema = z.object({
  CartID: z.number().int(),
  Quantity: z.number().int(),
  Price: z.number(),
  PriceCents: z.number().int(),
  PriceText: z.string(),
});

/** POST /Store/DeleteCartItem. */
export const DeleteCartItemRequestSchema = z.object({ userId: UserIdSchema.optional(), cartId: CartIdSchema });

const looseText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
    text().trim().max(max),
  );

/**
 * POST /Store/AddToCartMisc: a step stake (product type misc). Only ItemNo and Quantity are taken
 * (quantity below 1 becomes 1, at most 999); name, image and price come from the catalog, never from
 * the client. Filename and SetId are kept as sent.
 */
export const AddToCartMiscRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  ItemNo: text({ error: "ItemNo is required." })
    .trim()
    .min(1, { error: "ItemNo is required." })
    .max(60, { error: "ItemNo is too long." }),
  Quantity: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? 1 : v),
    z.coerce
      .number({ error: "Quantity must be a number." })
      .int({ error: "Quantity must be a whole number." })
      .transform((q) => Math.max(q, 1))
      .pipe(z.number().max(CART_MAX_QUANTITY, { error: CART_MAX_QUANTITY_MESSAGE })),
  ),
  ImageUrl: looseText(2000).optional(),
  Filename: looseText(500).optional(),
  ItemDesc: looseText(500).optional(),
  MaterialText: looseText(500).optional(),
  SetId: z.preprocess((v) => (v === undefined || v === null || v === "" ? 0 : v), int32("SetId")),
  Material: looseText(200).optional(),
  product_type: looseText(40).optional(),
  /** Ignored: the price comes from the catalog. */
  Price: z.unknown().optional(),
});

/**
 * GET /Store/GetStepStakes: the step stakes (accessories of product type misc) the brand offers, read
 * from the catalog's step_stakes table, in catalog order. Money fields as on cart lines; an empty list
 * when the brand has no accessories.
 */
export const StepStakeSchema = z.object({
  ItemNo: z.string(),
  Name: z.string(),
  Description: z.string(),
  ImageUrl: z.string(),
  InchWidth: z.number(),
  InchHeight: z.number(),
  WireGauge: z.number().int(),
  Available: z.boolean(),
  Price: z.number(),
  PriceCents: z.number().int(),
  PriceText: z.string(),
});
export type StepStake = z.infer<typeof StepStakeSchema>;
export const StepStakeListSchema = z.array(StepStakeSchema);
