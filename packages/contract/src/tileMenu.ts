import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { PRODUCT_TYPES, TILE_FILTERS } from "./tileMenuData.js";
import { text } from "./validators.js";

export const ProductTypeSchema = z.enum(PRODUCT_TYPES);

export const TileFilterSchema = z.enum(TILE_FILTERS);

/** A category tile. */
export const CategoryTileSchema = z.object({
  category: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
export type CategoryTile = z.infer<typeof CategoryTileSchema>;

/** Tile menu entry of docs/product/information-pages.md: a material as offered in one category. */
export const TileEntrySchema = z.object({
  category: z.string(),
  substrateName: z.string(),
  substrateValue: z.string(),
  productType: ProductTypeSchema,
  optionValue: z.string(),
  filters: z.array(TileFilterSchema),
  substrateUnAvailable: z.boolean(),
  description: z.string(),
  imageUrl: z.string(),
});
export type TileEntry = z.infer<typeof TileEntrySchema>;

/** 'Know What You Need?' entry: a material with its sub-options (upload, designer, library). */
export const DropdownEntrySchema = z.object({
  substrateName: z.string(),
  substrateValue: z.string(),
  productType: ProductTypeSchema,
  optionValue: z.string(),
  filters: z.array(TileFilterSchema),
  substrateUnAvailable: z.boolean(),
});
export type DropdownEntry = z.infer<typeof DropdownEntrySchema>;

/** TileMenu/GetTiles: an array of three lists: categories, material options, dropdown options. */
export const TilesReplySchema = z.tuple([
  z.array(CategoryTileSchema),
  z.array(TileEntrySchema),
  z.array(DropdownEntrySchema),
]);
export type TilesReply = z.infer<typeof TilesReplySchema>;

export const GetTilesRequestSchema = z.object({
  userId: UserIdSchema.optional().default(0),
  franchise: text().max(40).optional().default(""),
});

/** Wizard selection of docs/product/information-pages.md, kept in localStorage (docs/product/information-pages.md, tile choice). */
export const WizardSelectionSchema = z.object({
  substrateName: z.string().default(""),
  substrateValue: z.string().default(""),
  substrateTile: z.string().default(""),
  substrateOptionValue: z.string().default(""),
  productType: z.string().default(""),
  wizardActive: z.boolean().default(false),
});
