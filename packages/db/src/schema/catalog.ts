import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The catalog and its price book (docs/product/pricing.md: all prices are data, never code).
 * Money is integer cents, areas square feet, lengths inches. The server loads these tables once per
 * process into a pricing-engine PriceBook (@portal/pricing) and the tile menu and option replies.
 */

/** The portal's product_type values (docs/product/portal.md), with the colour their tiles are drawn in. */
export const productTypes = pgTable("product_types", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** Tile colour, '#rrggbb'. */
  color: text("color").notNull(),
  sort: integer("sort").notNull().default(0),
});

/** The Material Selection Guide's category tiles (docs/product/portal.md). */
export const tileCategories = pgTable(
  "tile_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Key of the generated tile image: /api/TileMenu/Image/{imageKey}.svg. */
    imageKey: text("image_key").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("tile_categories_name_uq").on(t.name), uniqueIndex("tile_categories_image_uq").on(t.imageKey)],
);

export const PRICING_KINDS = ["area", "sheet", "fixed", "roll"] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

/**
 * A material (ItemNo): something printed on or sold. Pricing kind:
 * - area: square-foot tiers (material_area_tiers) and a minimum billable area per piece;
 * - sheet: per whole sheet of one of its sizes (material_sheet_sizes), rigid materials;
 * - fixed: fixed_cents each (step stakes);
 * - roll: pattern print media, sold by the roll (pattern_rolls gives each roll size its own ItemNo and price).
 */
export const materials = pgTable(
  "materials",
  {
    itemNo: text("item_no").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    imageKey: text("image_key").notNull(),
    productType: text("product_type")
      .notNull()
      .references(() => productTypes.key),
    /** Rigid materials: 'acm' or 'corex' (the portal draws flutes and warns about them for corex). */
    rigidType: text("rigid_type").notNull().default(""),
    available: boolean("available").notNull().default(true),
    /** Shipping weight, pounds per square foot. */
    weightLbPerSqFt: numeric("weight_lb_per_sq_ft", { precision: 8, scale: 4, mode: "number" }).notNull().default(0),
    /**
     * The widest piece printed in one: for Wallcoverings the widest panel (wider walls print as
     * overlapping panels), for Window Decoration the widest film (TooWideWindow). Null: no limit.
     */
    maxWidthIn: numeric("max_width_in", { precision: 8, scale: 3, mode: "number" }),
    pricingKind: text("pricing_kind", { enum: PRICING_KINDS }).notNull(),
    /** Area pricing: square feet billed at least per piece. */
    minBillableSqFt: numeric("min_billable_sq_ft", { precision: 10, scale: 4, mode: "number" }).notNull().default(0),
    /** Fixed pricing: cents each. */
    fixedCents: integer("fixed_cents"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("materials_product_type_idx").on(t.productType),
    check("materials_pricing_kind_ck", sql`${t.pricingKind} in ('area', 'sheet', 'fixed', 'roll')`),
    check("materials_fixed_cents_ck", sql`${t.pricingKind} <> 'fixed' or ${t.fixedCents} >= 0`),
    check("materials_min_billable_ck", sql`${t.minBillableSqFt} >= 0`),
  ],
);

/** Area pricing tiers of a material, keyed by the line's total billable square feet. */
export const materialAreaTiers = pgTable(
  "material_area_tiers",
  {
    itemNo: text("item_no")
      .notNull()
      .references(() => materials.itemNo),
    minSqFt: numeric("min_sq_ft", { precision: 10, scale: 2, mode: "number" }).notNull(),
    centsPerSqFt: integer("cents_per_sq_ft").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemNo, t.minSqFt] }),
    check("material_area_tiers_values_ck", sql`${t.minSqFt} >= 0 and ${t.centsPerSqFt} >= 0`),
  ],
);

/** The sheet sizes a rigid material is sold in (MaterialSheetSize 'w,h'), with the price of a sheet. */
export const materialSheetSizes = pgTable(
  "material_sheet_sizes",
  {
    itemNo: text("item_no")
      .notNull()
      .references(() => materials.itemNo),
    widthIn: numeric("width_in", { precision: 8, scale: 3, mode: "number" }).notNull(),
    heightIn: numeric("height_in", { precision: 8, scale: 3, mode: "number" }).notNull(),
    centsPerSheet: integer("cents_per_sheet").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemNo, t.widthIn, t.heightIn] }),
    check("material_sheet_sizes_values_ck", sql`${t.widthIn} > 0 and ${t.heightIn} > 0 and ${t.centsPerSheet} >= 0`),
  ],
);

/**
 * A material offered in a tile category. option_value is the LaminateType the portal pre-selects
 * when the material is chosen from this tile ('' for none); the offer_* flags are the tile's
 * sub-options (upload, designer, library).
 */
export const tileCategoryMaterials = pgTable(
  "tile_category_materials",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => tileCategories.id),
    itemNo: text("item_no")
      .notNull()
      .references(() => materials.itemNo),
    optionValue: text("option_value").notNull().default(""),
    offerUpload: boolean("offer_upload").notNull().default(true),
    offerDesigner: boolean("offer_designer").notNull().default(false),
    offerLibrary: boolean("offer_library").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.itemNo, t.optionValue] }),
    index("tile_category_materials_item_idx").on(t.itemNo),
  ],
);

/** Laminates (LaminateType values); 'none' costs nothing. */
export const laminates = pgTable(
  "laminates",
  {
    key: text("key").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    centsPerSqFt: integer("cents_per_sq_ft").notNull(),
    available: boolean("available").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [check("laminates_price_ck", sql`${t.centsPerSqFt} >= 0`)],
);

/** Which laminates each material may have. A material with no rows takes no laminate. */
export const materialLaminates = pgTable(
  "material_laminates",
  {
    itemNo: text("item_no")
      .notNull()
      .references(() => materials.itemNo),
    laminateKey: text("laminate_key")
      .notNull()
      .references(() => laminates.key),
  },
  (t) => [primaryKey({ columns: [t.itemNo, t.laminateKey] })],
);

export const CHOICE_SOURCES = ["choices", "laminates", "roll_sizes"] as const;

/**
 * An option of the portal's options form (dtOptions). Its choices are its option_choices rows, or for
 * choice_source 'laminates' the material's laminates and for 'roll_sizes' the material's pattern rolls.
 * A choice price is per piece unless price_per_sq_ft (docs/product/portal.md).
 */
export const options = pgTable(
  "options",
  {
    key: text("key").primaryKey(),
    name: text("name").notNull(),
    isCheckbox: boolean("is_checkbox").notNull().default(false),
    isTextbox: boolean("is_textbox").notNull().default(false),
    helpText: text("help_text").notNull().default(""),
    pricePerSqFt: boolean("price_per_sq_ft").notNull().default(false),
    choiceSource: text("choice_source", { enum: CHOICE_SOURCES }).notNull().default("choices"),
  },
  (t) => [
    check("options_kind_ck", sql`not (${t.isCheckbox} and ${t.isTextbox})`),
    check("options_choice_source_ck", sql`${t.choiceSource} in ('choices', 'laminates', 'roll_sizes')`),
  ],
);

/**
 * The choices of a dropdown or checkbox option (dtOptionChoices). product_type, when set, offers the
 * choice only for that product type. The price (cents) is the same wherever the choice is offered.
 */
export const optionChoices = pgTable(
  "option_choices",
  {
    optionKey: text("option_key")
      .notNull()
      .references(() => options.key),
    value: text("value").notNull(),
    name: text("name").notNull(),
    available: boolean("available").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    longDesc: text("long_desc").notNull().default(""),
    priceCents: integer("price_cents").notNull().default(0),
    productType: text("product_type").references(() => productTypes.key),
  },
  (t) => [primaryKey({ columns: [t.optionKey, t.value] }), check("option_choices_price_ck", sql`${t.priceCents} >= 0`)],
);

export const CONDITIONS = ["EQ", "NEQ", "GT"] as const;

/** dtOptionCondition: the option shows only while every one of its conditions holds. */
export const optionConditions = pgTable(
  "option_conditions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    optionKey: text("option_key")
      .notNull()
      .references(() => options.key),
    otherOptionKey: text("other_option_key")
      .notNull()
      .references(() => options.key),
    condition: text("condition", { enum: CONDITIONS }).notNull(),
    conditionValue: text("condition_value").notNull(),
  },
  (t) => [
    uniqueIndex("option_conditions_uq").on(t.optionKey, t.otherOptionKey, t.condition, t.conditionValue),
    check("option_conditions_condition_ck", sql`${t.condition} in ('EQ', 'NEQ', 'GT')`),
    check("option_conditions_other_ck", sql`${t.optionKey} <> ${t.otherOptionKey}`),
  ],
);

/**
 * The options form of a product type, in order. item_no, when set, narrows the row to that material
 * (e.g. grommets on Corex only).
 */
export const productTypeOptions = pgTable(
  "product_type_options",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productType: text("product_type")
      .notNull()
      .references(() => productTypes.key),
    optionKey: text("option_key")
      .notNull()
      .references(() => options.key),
    itemNo: text("item_no").references(() => materials.itemNo),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("product_type_options_uq").on(t.productType, t.optionKey, sql`coalesce(${t.itemNo}, '')`)],
);

/** Step stakes (accessories, product type misc): the material row carries name and price; these the sizes. */
export const stepStakes = pgTable("step_stakes", {
  itemNo: text("item_no")
    .primaryKey()
    .references(() => materials.itemNo),
  widthIn: numeric("width_in", { precision: 6, scale: 2, mode: "number" }).notNull(),
  heightIn: numeric("height_in", { precision: 6, scale: 2, mode: "number" }).notNull(),
  wireGauge: integer("wire_gauge").notNull(),
});

/** Add-on services of the cart: colour matching (TS-SVC-1) and the Pantone chart (TS-PMSC). */
export const services = pgTable(
  "services",
  {
    itemNo: text("item_no").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** GetServiceItems' Tag: 'colormatching' or 'pantonechart'. */
    tag: text("tag", { enum: ["colormatching", "pantonechart"] }).notNull(),
    cents: integer("cents").notNull(),
    /** Business days the service adds to production. */
    extraBusinessDays: integer("extra_business_days").notNull().default(0),
    imageKey: text("image_key").notNull(),
    available: boolean("available").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [check("services_cents_ck", sql`${t.cents} >= 0`)],
);

/** The Pantone charts one can order with TS-PMSC: each printed on a material, at its own price. */
export const pantoneChartProducts = pgTable(
  "pantone_chart_products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    productName: text("product_name").notNull(),
    itemNo: text("item_no")
      .notNull()
      .references(() => materials.itemNo),
    cents: integer("cents").notNull(),
    imageKey: text("image_key").notNull(),
    available: boolean("available").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [check("pantone_chart_products_cents_ck", sql`${t.cents} >= 0`)],
);

/** Roll sizes of pattern prints (the pattern order dialog's Roll Size; rollSize on an item). */
export const patternRollSizes = pgTable("pattern_roll_sizes", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  widthIn: numeric("width_in", { precision: 8, scale: 2, mode: "number" }).notNull(),
  lengthIn: numeric("length_in", { precision: 8, scale: 2, mode: "number" }).notNull(),
  sort: integer("sort").notNull().default(0),
});

/** A pattern print medium in one roll size: its own ItemNo and fixed price. */
export const patternRolls = pgTable(
  "pattern_rolls",
  {
    itemNo: text("item_no").primaryKey(),
    mediaItemNo: text("media_item_no")
      .notNull()
      .references(() => materials.itemNo),
    rollSizeKey: text("roll_size_key")
      .notNull()
      .references(() => patternRollSizes.key),
    cents: integer("cents").notNull(),
    available: boolean("available").notNull().default(true),
  },
  (t) => [
    uniqueIndex("pattern_rolls_media_size_uq").on(t.mediaItemNo, t.rollSizeKey),
    check("pattern_rolls_cents_ck", sql`${t.cents} >= 0`),
  ],
);

export const UNAVAILABLE_KINDS = ["material", "choice"] as const;

/**
 * What staff marked unavailable for one brand (franchise): a material (item_no) or an option choice
 * (option_key, value). A row means unavailable; marking it available again deletes the row. It
 * narrows the catalog's own available flags (docs/decisions/0025-customer-settings.md).
 */
export const catalogUnavailable = pgTable(
  "catalog_unavailable",
  {
    franchise: text("franchise").notNull(),
    kind: text("kind", { enum: UNAVAILABLE_KINDS }).notNull(),
    /** Material: its ItemNo; choice: the option key. */
    key: text("key").notNull(),
    /** Choice: the choice value; '' for a material. */
    value: text("value").notNull().default(""),
    changedBy: integer("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.franchise, t.kind, t.key, t.value] }),
    check("catalog_unavailable_kind_ck", sql`${t.kind} in ('material', 'choice')`),
  ],
);
