import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { id, requiredText } from "./validators.js";

/** Saved carts (docs/product/saved-carts.md). Money: dollars for display, cents to add up. */

export const SAVED_CART_NAME_MAX = 60;
export const SAVED_CART_NAME_REQUIRED = "Name is required.";
export const SAVED_CART_EMPTY = "Your cart is empty: there is nothing to save.";
export const SAVED_CART_NOT_FOUND = "This saved cart no longer exists.";
export const SAVED_CART_OWNER_ONLY = "Only the person who saved this cart can change it.";
export function savedCartNameTaken(name: string): string {
  return `You already have a saved cart named "${name}".`;
}
export function savedCartSaved(name: string): string {
  return `Your cart was saved as "${name}".`;
}
export const SAVED_CART_OPENED = "The saved cart was opened into your cart.";

const SavedCartIdField = id("savedCartId").positive({ error: "savedCartId must be a saved cart." });
const NameField = requiredText(SAVED_CART_NAME_REQUIRED, SAVED_CART_NAME_MAX);

export const SaveCartRequestSchema = z.object({ userId: UserIdSchema.optional(), name: NameField });
export const SavedCartsRequestSchema = z.object({ userId: UserIdSchema.optional() });
export const SavedCartRequestSchema = z.object({ userId: UserIdSchema.optional(), savedCartId: SavedCartIdField });
export const OpenSavedCartRequestSchema = SavedCartRequestSchema.extend({
  mode: z.enum(["merge", "replace"], { error: "mode must be merge or replace." }),
});
export const RenameSavedCartRequestSchema = SavedCartRequestSchema.extend({ name: NameField });
export const ShareSavedCartRequestSchema = SavedCartRequestSchema.extend({
  shared: z.boolean({ error: "shared must be true or false." }),
});

/** Why a saved line cannot be bought as it is (file gone, material unavailable); empty when it can. */
export const SavedCartLineSchema = z.object({
  LineId: z.number().int(),
  ItemNo: z.string(),
  ItemDesc: z.string(),
  Filename: z.string(),
  Quantity: z.number().int(),
  Price: z.number(),
  PriceCents: z.number().int(),
  PriceText: z.string(),
  Flag: z.string(),
});
export type SavedCartLine = z.infer<typeof SavedCartLineSchema>;

export const SavedCartSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  SavedBy: z.string(),
  SavedById: z.number().int(),
  /** ISO 8601, UTC. */
  SavedAt: z.string(),
  Shared: z.boolean(),
  /** The caller saved it (may open, rename, delete, share); otherwise an office manager's view. */
  Mine: z.boolean(),
  Lines: z.array(SavedCartLineSchema),
  /** Today's prices of the lines that can be priced. */
  EstimatedPrice: z.number(),
  EstimatedPriceCents: z.number().int(),
  EstimatedPriceText: z.string(),
  PriceHidden: z.boolean(),
});
export type SavedCart = z.infer<typeof SavedCartSchema>;
export const SavedCartListSchema = z.array(SavedCartSchema);

export const SaveCartResultSchema = z.object({ Id: z.number().int(), Name: z.string(), Lines: z.number().int() });
/** Flagged: the opened lines that cannot be bought as they are, "Line N (desc, file): reason". */
export const OpenSavedCartResultSchema = z.object({ Added: z.number().int(), Flagged: z.array(z.string()) });
