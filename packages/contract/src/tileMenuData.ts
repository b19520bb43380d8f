/**
 * Plain data of the tile menu: no zod here, so screens that only need these texts and lists do not
 * load the schema library.
 */

/** Product types (docs/product/pricing.md): the pricing engine's list, spelt as the portal sends them. */
export { PRODUCT_TYPES, type ProductType } from "@portal/pricing";

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
export type TileFilter = (typeof TILE_FILTERS)[number];

export const TILE_UNAVAILABLE = "( Temporarily Unavailable )";
export const DROPDOWN_UNAVAILABLE = "(unavailable)";
export const TILE_NO_DESCRIPTION = "Unable to find a description for this material.";
export const TILE_NO_IMAGE = "Image not found";

/** Wizard selection of docs/product/information-pages.md, kept in localStorage (docs/product/information-pages.md, tile choice). */
export interface WizardSelection {
  substrateName: string;
  substrateValue: string;
  substrateTile: string;
  substrateOptionValue: string;
  productType: string;
  wizardActive: boolean;
}
export const EMPTY_WIZARD_SELECTION: WizardSelection = {
  substrateName: "",
  substrateValue: "",
  substrateTile: "",
  substrateOptionValue: "",
  productType: "",
  wizardActive: false,
};
