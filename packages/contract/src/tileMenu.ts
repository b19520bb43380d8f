import { z } from "zod";
import { UserIdSchema } from "./cart.js";

/** Product types of part 1 section 9 and part 2 section 3, spelt as the portal sends them. */
export const PRODUCT_TYPES = ["adhesive", "rigid", "Wallcoverings", "Window Decoration", "Magnetic", "Rolled", "misc"] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** The eight categories of the Material Selection Guide, in the spec's order. */
export const TILE_CATEGORIES = [
  "Printed Graphics",
  "Wallpaper",
  "Architectural Finishes",
  "Rough Walls",
  "Glass Walls & Windows",
  "Floors",
  "Car/Fleet/Rail Wraps",
  "Signage",
] as const;

export const TILE_FILTERS = ["upload", "designer", "library"] as const;
export const TileFilterSchema = z.enum(TILE_FILTERS);
export type TileFilter = z.infer<typeof TileFilterSchema>;

export const TILE_UNAVAILABLE = "( Temporarily Unavailable )";
export const DROPDOWN_UNAVAILABLE = "(unavailable)";
export const TILE_NO_DESCRIPTION = "Unable to find a description for this material.";
export const TILE_NO_IMAGE = "Image not found";

/** A category tile. */
export const CategoryTileSchema = z.object({
  category: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
export type CategoryTile = z.infer<typeof CategoryTileSchema>;

/** Tile menu entry of part 1 section 3: a material as offered in one category. */
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
  franchise: z.string().max(40).optional().default(""),
});

/** Wizard selection of part 1 section 3, kept in localStorage (part 1 section 4, tile choice). */
export const WizardSelectionSchema = z.object({
  substrateName: z.string().default(""),
  substrateValue: z.string().default(""),
  substrateTile: z.string().default(""),
  substrateOptionValue: z.string().default(""),
  productType: z.string().default(""),
  wizardActive: z.boolean().default(false),
});
export type WizardSelection = z.infer<typeof WizardSelectionSchema>;
export const EMPTY_WIZARD_SELECTION: WizardSelection = {
  substrateName: "",
  substrateValue: "",
  substrateTile: "",
  substrateOptionValue: "",
  productType: "",
  wizardActive: false,
};
