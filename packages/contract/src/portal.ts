import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  INT32_MAX,
  INT32_MIN,
  int32,
  MULTILINE_CONTROL_MESSAGE,
} from "./validators.js";

export * from "./portalRules/index.js";

/**
 * Portal/GetCartItem and Store/AddToCart (docs/product/portal.md). The pure portal rules (messages,
 * coercions, checkImage, rigid locking, cut finish, apply-to-all) are in portalRules/.
 */

export const ITEM_UPDATED_MESSAGE = "Item updated in cart.";
export const MAX_ADD_TO_CART_LINES = 200;

// ---------------------------------------------------------------- Portal/GetCartItem

export const GetCartItemRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  cartId: int32("cartId").positive({ error: "cartId is required." }),
});

/**
 * One project image loaded for editing: the stored fields of the line plus its columns (CartID,
 * SetId, SetName, LineNumber, ItemNo, ItemDesc, product_type, Quantity, Name, FullUrl, ImageUrl,
 * OrderNotes); Price is the price now in dollars, base64String is empty.
 */
export const ProjectImageSchema = z.looseObject({
  CartID: z.number().int(),
  SetId: z.number().int(),
  SetName: z.string(),
  LineNumber: z.number().int(),
  ItemNo: z.string(),
  ItemDesc: z.string(),
  product_type: z.string(),
  Quantity: z.number().int(),
  Name: z.string(),
  FullUrl: z.string(),
  ImageUrl: z.string(),
  OrderNotes: z.string(),
  Price: z.number(),
  base64String: z.string(),
});
export type ProjectImage = z.infer<typeof ProjectImageSchema>;
export const CartItemSetSchema = z.array(ProjectImageSchema);

// ---------------------------------------------------------------- Store/AddToCart

/**
 * One cart line as the portal (or the pattern library) sends it: any project image field; the
 * server coerces the numbers (coerceCartLine) and checks the rest itself.
 */
export const AddToCartLineSchema = z
  .looseObject({
    userId: UserIdSchema.optional(),
  })
  .superRefine(checkLooseLine);

/** Keys of a cart line the database keeps in 32-bit columns. */
const INT32_LINE_KEYS = ["CartID", "SetId", "LineNumber", "ItemSeqNo", "Quantity"];
/** The one multi-line text of a cart line. */
const MULTI_LINE_KEYS = ["OrderNotes"];

/**
 * A cart line carries the portal's option fields as sent (the portal rules read them), so the
 * contract's text and number rules are applied to its values here: no control characters in text,
 * ids and counts within 32 bits.
 */
function checkLooseLine(line: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const [key, value] of Object.entries(line)) {
    if (typeof value === "string" && hasControlCharacters(value, MULTI_LINE_KEYS.includes(key))) {
      const message = MULTI_LINE_KEYS.includes(key) ? MULTILINE_CONTROL_MESSAGE : CONTROL_CHARACTERS_MESSAGE;
      ctx.addIssue({ code: "custom", path: [key], message, input: value });
    }
    const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
    if (INT32_LINE_KEYS.includes(key) && Number.isFinite(n) && (n > INT32_MAX || n < INT32_MIN)) {
      ctx.addIssue({ code: "custom", path: [key], message: `${key} must be at most ${INT32_MAX}.`, input: value });
    }
  }
}
export const AddToCartRequestSchema = z
  .array(AddToCartLineSchema, { error: "The body must be an array of cart lines." })
  .min(1, { error: " - No items to add" })
  .max(MAX_ADD_TO_CART_LINES, { error: `At most ${MAX_ADD_TO_CART_LINES} lines can be added at once.` });
export type AddToCartLine = z.output<typeof AddToCartLineSchema>;

/**
 * Store/AddToCart's idempotency key, one per click of Add To Cart (the body is the spec's bare array
 * of lines, so the key travels as the Idempotency-Key header): a repeat with the same key adds
 * nothing and answers as the first did (docs/decisions/0018-add-to-cart-idempotency.md).
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const AddToCartHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(1, { error: "Idempotency-Key must not be empty." })
    .max(100, { error: "Idempotency-Key must be at most 100 characters." })
    .optional(),
});
