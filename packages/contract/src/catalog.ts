import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { CategoryTileSchema, ProductTypeSchema } from "./tileMenu.js";
import { PRODUCT_TYPES } from "./tileMenuData.js";
import { INT32_MAX, text } from "./validators.js";

/**
 * The catalog calls: TileMenu/GetCategories, TileMenu/GetAllMaterials, Portal/GetProductOptions and
 * Store/GetPricing (docs/product/portal.md). TileMenu/GetTiles is in tileMenu.ts.
 * Money is integer cents; TotalText is the en-US USD text to show.
 *
 * GetTiles (tileMenu.ts): substrateValue is the material's ItemNo, and optionValue the LaminateType the
 * portal pre-selects when the material is chosen from that tile ('' for none).
 */

/** What price areas show when prices are hidden (no portalPricing, or the user's showPrice is off). */
export const PRICE_NOT_AVAILABLE = "Price: N/A";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Integer cents as en-US US dollars: 123450 -> '$1,234.50', -5 -> '-$0.05'. Whole cents are written
 * under ten billion dollars are written out here, as Intl would (a price list formats many, and Intl
 * takes far longer); anything else goes to Intl.
 */
export function formatCentsUsd(cents: number): string {
  if (!Number.isInteger(cents) || Math.abs(cents) >= 1e12 || Object.is(cents, -0)) return usd.format(cents / 100);
  const negative = cents < 0;
  const abs = negative ? -cents : cents;
  const rest = abs % 100;
  const dollars = String((abs - rest) / 100).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${negative ? "-" : ""}$${dollars}.${rest < 10 ? "0" : ""}${rest}`;
}

/** Dollars as the order screens' calls carry them (spec field names) in the same text: 1234.5 -> '$1,234.50'. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** Generated tile images: GET /api/TileMenu/Image/{key}.svg. */
export const TILE_IMAGE_PATH = "/api/TileMenu/Image";
export function tileImageUrl(imageKey: string): string {
  return `${TILE_IMAGE_PATH}/${encodeURIComponent(imageKey)}.svg`;
}

/** A picker value meaning "not chosen" (dropdowns start at 'Select'). */
export const CHOICE_PLACEHOLDER = "Select";

// ---------------------------------------------------------------- TileMenu/GetCategories

export const GetCategoriesRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  ItemNo: text({ error: "ItemNo is required." }).trim().min(1, { error: "ItemNo is required." }).max(60),
});
/** The category tiles the material is offered in, in menu order; Status nodata for an unknown ItemNo. */
export const CategoriesReplySchema = z.array(CategoryTileSchema);

// ---------------------------------------------------------------- TileMenu/GetAllMaterials

export const GetAllMaterialsRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  product_type: z.enum(PRODUCT_TYPES, { error: `product_type must be one of ${PRODUCT_TYPES.join(", ")}.` }),
  /** Empty for every material of the type; an ItemNo narrows the list to that material. */
  ItemNo: text().trim().max(60).optional().default(""),
});

/** A rigid sheet size; MaterialSheetSize is the 'w,h' value items carry. */
export const CatalogSheetSizeSchema = z.object({
  MaterialSheetSize: z.string(),
  SheetWidth: z.number(),
  SheetHeight: z.number(),
  Name: z.string(),
});

export const CatalogLaminateSchema = z.object({
  LaminateType: z.string(),
  Name: z.string(),
  Available: z.boolean(),
});

/** A pattern roll size of a Rolled material (the item's rollSize). */
export const CatalogRollSizeSchema = z.object({
  rollSize: z.string(),
  Name: z.string(),
  WidthIn: z.number(),
  LengthIn: z.number(),
  Available: z.boolean(),
});

/**
 * One material of GetAllMaterials (its Data is the JSON text of an array of these). No prices here:
 * the call is open, and prices come from Store/GetPricing.
 */
export const CatalogMaterialSchema = z.object({
  ItemNo: z.string(),
  ItemDesc: z.string(),
  Description: z.string(),
  product_type: ProductTypeSchema,
  /** 'acm' or 'corex' for rigid materials, else ''. */
  rigid_type: z.string(),
  Available: z.boolean(),
  ImageUrl: z.string(),
  /** Widest piece in inches (Wallcoverings: widest panel; Window Decoration: widest film); null: no limit. */
  MaxWidth: z.number().nullable(),
  /** Rigid materials: the sheet sizes, first is the default. */
  SheetSizes: z.array(CatalogSheetSizeSchema),
  /** The LaminateType values the material allows, in menu order. */
  Laminates: z.array(CatalogLaminateSchema),
  /** Rolled materials: the roll sizes. */
  RollSizes: z.array(CatalogRollSizeSchema),
});
export type CatalogMaterial = z.infer<typeof CatalogMaterialSchema>;
export const CatalogMaterialListSchema = z.array(CatalogMaterialSchema);

/** GetAllMaterials' and GetProductOptions' Data: JSON text (the spec's "JSON string"). */
export const JsonTextSchema = z.string().describe("JSON text; parse it with JSON.parse.");

// ---------------------------------------------------------------- Portal/GetProductOptions

/** The portal sends the whole item; only these fields are read. */
export const GetProductOptionsRequestSchema = z.looseObject({
  userId: UserIdSchema.optional(),
  product_type: z.enum(PRODUCT_TYPES, { error: `product_type must be one of ${PRODUCT_TYPES.join(", ")}.` }),
  /** Empty or 'Select': the product type's options; an ItemNo narrows them to that material. */
  ItemNo: text().trim().max(60).optional().default(""),
  PageId: z.unknown().optional(),
  franchise: text().max(40).optional(),
});

export const OPTION_CONDITIONS = ["EQ", "NEQ", "GT"] as const;
export type OptionCondition = (typeof OPTION_CONDITIONS)[number];

/** dtOptions: one option of the form, sorted by Sort. Neither checkbox nor textbox means a dropdown. */
export const OptionRowSchema = z.object({
  OptionKey: z.string(),
  OptionName: z.string(),
  IsCheckbox: z.boolean(),
  IsTextbox: z.boolean(),
  Sort: z.number().int(),
  HelpText: z.string(),
  /** The option's ChoicePrice is per square foot (else per piece). */
  PricePerSqFt: z.boolean(),
});
export type OptionRow = z.infer<typeof OptionRowSchema>;

/**
 * dtOptionChoices: sorted by option, then ChoiceSort. A checkbox has two choices, 'no' (unticked) and
 * 'yes'. ChoicePrice is cents (0 when prices are hidden), per piece or per sq ft as ChoicePricePer.
 */
export const OptionChoiceRowSchema = z.object({
  OptionKey: z.string(),
  ChoiceName: z.string(),
  ChoiceValue: z.string(),
  ChoiceAvailable: z.boolean(),
  ChoiceSort: z.number().int(),
  ChoiceLongDesc: z.string(),
  ChoicePrice: z.number().int(),
  ChoicePricePer: z.enum(["piece", "sqft"]),
});
export type OptionChoiceRow = z.infer<typeof OptionChoiceRowSchema>;

/** dtOptionCondition: OptionKey shows only while every one of its conditions holds (see optionVisible). */
export const OptionConditionRowSchema = z.object({
  OptionKey: z.string(),
  OtherOptionKey: z.string(),
  Condition: z.enum(OPTION_CONDITIONS),
  ConditionValue: z.string(),
});
export type OptionConditionRow = z.infer<typeof OptionConditionRowSchema>;

/** GetProductOptions' Data, once parsed. PriceHidden: ChoicePrice values are 0 because prices are hidden. */
export const ProductOptionsSchema = z.object({
  dtOptions: z.array(OptionRowSchema),
  dtOptionChoices: z.array(OptionChoiceRowSchema),
  dtOptionCondition: z.array(OptionConditionRowSchema),
  PriceHidden: z.boolean(),
});
export type ProductOptions = z.infer<typeof ProductOptionsSchema>;

/**
 * Whether one condition holds for the other option's current value. EQ and NEQ compare text; GT
 * compares numbers and is false when either side is not a number ('none' GT 0 is false). NEQ does
 * not hold while the other option is still 'Select' or empty: an option that depends on another
 * waits until that one is chosen (Hole Placement stays hidden until Drilled Holes is picked).
 */
export function conditionHolds(
  condition: Pick<OptionConditionRow, "Condition" | "ConditionValue">,
  otherValue: unknown,
): boolean {
  const value = otherValue === undefined || otherValue === null ? "" : String(otherValue);
  switch (condition.Condition) {
    case "EQ":
      return value === condition.ConditionValue;
    case "NEQ":
      return value.trim() !== "" && value !== CHOICE_PLACEHOLDER && value !== condition.ConditionValue;
    case "GT": {
      if (value.trim() === "" || condition.ConditionValue.trim() === "") return false;
      const a = Number(value);
      const b = Number(condition.ConditionValue);
      return Number.isFinite(a) && Number.isFinite(b) && a > b;
    }
  }
  return false;
}

/** docs/product/portal.md: an option shows only if all of its conditions hold against the item's values. */
export function optionVisible(
  optionKey: string,
  values: Readonly<Record<string, unknown>>,
  conditions: readonly OptionConditionRow[],
): boolean {
  return conditions.every((c) => c.OptionKey !== optionKey || conditionHolds(c, values[c.OtherOptionKey]));
}

// ---------------------------------------------------------------- Store/GetPricing

/** The option keys of an item that can carry a choice (docs/product/portal.md). */
export const ITEM_OPTION_KEYS = [
  "size",
  "sides",
  "round_corners",
  "holes",
  "hole_placement",
  "hole_edge_distance",
  "hole_hole_distance",
  "grommets",
  "self_cut",
  "cut_finish",
] as const;
export type ItemOptionKey = (typeof ITEM_OPTION_KEYS)[number];

export const MAX_PRICING_ITEMS = 200;
export const MAX_QUANTITY = 100_000;

type Issue = { path?: PropertyKey[] };

/** 'Item 3: ' for an issue inside the items array (the path starts with the item's index). */
function itemPrefix(issue: Issue): string {
  const index = issue.path?.[0];
  return typeof index === "number" ? `Item ${index + 1}: ` : "";
}

function itemMessage(text: string) {
  return (issue: Issue) => `${itemPrefix(issue)}${text}`;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** A number that may arrive as text; blank (and 'Select' where allowed) becomes the fallback. */
function numberField(field: string, fallback: number, selectIsBlank = false) {
  return z.preprocess(
    (value) => {
      if (isBlank(value) || (selectIsBlank && value === CHOICE_PLACEHOLDER)) return fallback;
      return typeof value === "string" ? Number(value.trim()) : value;
    },
    z
      .number({ error: itemMessage(`${field} must be a number.`) })
      .max(INT32_MAX, { error: itemMessage(`${field} must be at most ${INT32_MAX}.`) }),
  );
}

/** A choice value; numbers are taken as their text, missing is ''. */
function choiceField(field: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : typeof value === "number" ? String(value) : value),
    text({ error: itemMessage(`${field} must be text.`) }).max(100, { error: itemMessage(`${field} is too long.`) }),
  );
}

const optionFields = Object.fromEntries(ITEM_OPTION_KEYS.map((key) => [key, choiceField(key)])) as Record<
  ItemOptionKey,
  ReturnType<typeof choiceField>
>;

/**
 * One project image as GetPricing reads it (the portal sends the whole item; other fields are
 * ignored). Numeric coercions of docs/product/portal.md: numbers may come as text; Quantity empty or below
 * 1 becomes 1; Overlap 'Select' or empty becomes 0; an empty width or height is 0, which only fixed
 * price items (misc, Rolled) accept.
 */
export const PricingItemSchema = z.object({
  userId: UserIdSchema.optional(),
  ItemNo: text({ error: itemMessage("ItemNo is required.") })
    .trim()
    .max(60, { error: itemMessage("ItemNo is too long.") })
    .refine((v) => v !== "" && v !== CHOICE_PLACEHOLDER, {
      error: itemMessage("ItemNo is required: choose a material."),
    }),
  product_type: z.enum(PRODUCT_TYPES, {
    error: itemMessage(`product_type must be one of ${PRODUCT_TYPES.join(", ")}.`),
  }),
  InchWidth: numberField("InchWidth", 0).pipe(
    z.number().min(0, { error: itemMessage("InchWidth must not be negative.") }),
  ),
  InchHeight: numberField("InchHeight", 0).pipe(
    z.number().min(0, { error: itemMessage("InchHeight must not be negative.") }),
  ),
  Quantity: numberField("Quantity", 1)
    .pipe(
      z
        .number()
        .int({ error: itemMessage("Quantity must be a whole number.") })
        .max(MAX_QUANTITY, { error: itemMessage(`Quantity must be at most ${MAX_QUANTITY}.`) }),
    )
    .transform((q) => Math.max(q, 1)),
  LaminateType: choiceField("LaminateType").transform((v) => (v === CHOICE_PLACEHOLDER ? "" : v)),
  ...optionFields,
  Rotate: choiceField("Rotate")
    .transform((v) => (v === CHOICE_PLACEHOLDER ? "" : v.toLowerCase()))
    .refine((v) => v === "" || v === "yes" || v === "no", { error: itemMessage("Rotate must be yes or no.") }),
  MaterialSheetSize: choiceField("MaterialSheetSize"),
  Overlap: numberField("Overlap", 0, true).pipe(
    z.number().min(0, { error: itemMessage("Overlap must not be negative.") }),
  ),
  rollSize: choiceField("rollSize").transform((v) => (v === CHOICE_PLACEHOLDER ? "" : v)),
});
export type PricingItem = z.output<typeof PricingItemSchema>;

const FIXED_PRICE_TYPES: readonly string[] = ["misc", "Rolled"];

/** Store/GetPricing's body: the project's images (the single active item when there is none). */
export const GetPricingRequestSchema = z
  .array(PricingItemSchema, { error: "The body must be an array of project images." })
  .max(MAX_PRICING_ITEMS, { error: `At most ${MAX_PRICING_ITEMS} items can be priced at once.` })
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      if (FIXED_PRICE_TYPES.includes(item.product_type)) return;
      for (const field of ["InchWidth", "InchHeight"] as const) {
        if (!(item[field] > 0)) {
          ctx.addIssue({
            code: "custom",
            path: [index, field],
            message: `Item ${index + 1}: ${field} must be greater than 0.`,
          });
        }
      }
    });
  });

/**
 * The price of one item, in the order sent. Total is integer cents and TotalText its en-US USD text;
 * with prices hidden Total is 0, TotalText 'Price: N/A' and PriceHidden true. SquareFeet is the
 * printed area of the line (2 decimals; 0 for fixed-price items). Sheets and PiecesPerSheet (rigid)
 * and Panels (Wallcoverings) tell how it was laid out.
 */
export const PricedItemSchema = z.object({
  Total: z.number().int(),
  TotalText: z.string(),
  SquareFeet: z.number(),
  PriceHidden: z.boolean(),
  Sheets: z.number().int().optional(),
  PiecesPerSheet: z.number().int().optional(),
  Panels: z.number().int().optional(),
});
export type PricedItem = z.infer<typeof PricedItemSchema>;
export const PricingReplySchema = z.array(PricedItemSchema);

// ---------------------------------------------------------------- Catalog/Reload (staff)

export const CatalogReloadReplySchema = z.object({ Materials: z.number().int(), LoadedAt: z.string() });
