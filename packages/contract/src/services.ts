import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { INT32_MAX, text } from "./validators.js";

/**
 * The cart's add-on services (docs/product/cart-and-checkout.md): colour matching (TS-SVC-1) and the Pantone
 * chart (TS-PMSC), offered by the brand's colorMatching and pantoneChart switches. Prices come from
 * the catalog's services and Pantone chart tables; money fields as in cart.ts (Price dollars for
 * display, PriceCents integer cents, PriceText or 'Price: N/A').
 */

export const COLOR_MATCHING_ITEM_NO = "TS-SVC-1";
export const PANTONE_CHART_ITEM_NO = "TS-PMSC";
export const SERVICE_TAGS = ["colormatching", "pantonechart"] as const;
export type ServiceTag = (typeof SERVICE_TAGS)[number];

export const CHART_DETAILS_MISSING = "Unable to get Chart Details.";
export const PANTONE_CHOICE_MISSING =
  "Unable to add Pantone Chart. Please make sure Material and Finish Type are selected.";
export const PANTONE_ADD_FAILED = "Unable to add Pantone Chart.";
export const PANTONE_CHART_ADDED = "Pantone Chart added to cart.";
export const SPOT_COLOR_REQUIRED = "You must pick at least one Spot Color to add the service.";
export const SPOT_COLOR_LIMIT = 5;
export const SPOT_COLOR_LIMIT_MESSAGE = `You cannot add more than ${SPOT_COLOR_LIMIT} Spot Colors to a file.`;
export const COLOR_MATCHING_ADDED = "Color Matching Service added to cart.";
export const COLOR_MATCHING_FILE_MISSING = "This file is not in your image library.";
export const SERVICE_NOT_OFFERED = "This service is not offered.";

/** docs/product/cart-and-checkout.md: Pantone chart finishes; SELECT means none chosen yet. */
export const PANTONE_FINISHES = ["LUSTER", "GLOSS", "CLEAR", "MATTE"] as const;
export type PantoneFinish = (typeof PANTONE_FINISHES)[number];
export const PANTONE_FINISH_NAMES: Record<PantoneFinish, string> = {
  LUSTER: "Luster",
  GLOSS: "Gloss",
  CLEAR: "Clear Coat",
  MATTE: "Matte",
};

/**
 * Spot colours that are production instructions rather than colours to match: cut and route paths.
 * GetFileColorSet leaves them out.
 */
export const TECHNICAL_SPOT_COLORS: readonly string[] = ["CutContourCad", "CutContourThru", "Route"];

/**
 * Whether a spot colour is a cut or route path: the named ones in any letter case, and any other
 * 'CutContour...' or 'Thru-cut' line (files name the cut line 'CutContour', 'cutcontour' and the like).
 */
export function isTechnicalSpotColor(name: string): boolean {
  const n = name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "");
  return n.startsWith("cutcontour") || n === "route" || n === "thrucut";
}

/** GET /Store/GetServiceItems: the services the brand offers, in catalog order. */
export const ServiceItemSchema = z.object({
  ItemNo: z.string(),
  Name: z.string(),
  Description: z.string(),
  Price: z.number(),
  PriceCents: z.number().int(),
  PriceText: z.string(),
  Tag: z.enum(SERVICE_TAGS),
  ImageUrl: z.string(),
  /** Business days the service adds to production. */
  ExtraBusinessDays: z.number().int(),
});
export type ServiceItem = z.infer<typeof ServiceItemSchema>;
export const ServiceItemListSchema = z.array(ServiceItemSchema);

export const ServiceUserRequestSchema = z.object({ userId: UserIdSchema.optional() });

/**
 * POST /Store/GetPantoneChartDetails: Data[0] is the chart artwork that is printed (FullUrl) at
 * InchWidth x InchHeight, with its preview ImageUrl. Status nodata 'Unable to get Chart Details.'
 * when the brand has no Pantone chart or the chart service is unavailable.
 */
export const PantoneChartDetailsSchema = z.object({
  Id: z.string(),
  FullUrl: z.string(),
  InchHeight: z.number(),
  InchWidth: z.number(),
  ImageUrl: z.string(),
});
export const PantoneChartDetailsListSchema = z.array(PantoneChartDetailsSchema);

/** POST /Store/GetPantoneChartProducts: the charts one can order (Name), on which material (ProductName). */
export const PantoneChartProductSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ProductName: z.string(),
  Price: z.number(),
  PriceCents: z.number().int(),
  PriceText: z.string(),
  Image: z.string(),
});
export const PantoneChartProductListSchema = z.array(PantoneChartProductSchema);

const choiceText = z.preprocess(
  (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
  text().trim().max(60),
);

/**
 * POST /Store/AddPantoneChart: ProductId (a chart of GetPantoneChartProducts) and Finish. A missing
 * choice ('Select', 'SELECT' or empty) replies Status invalid with the spec's message; a chart that
 * cannot be added (unknown or withdrawn) Status failed 'Unable to add Pantone Chart.'. Quantity 1.
 */
export const AddPantoneChartRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  ProductId: choiceText,
  Finish: choiceText,
});

/** GetFileColorSet's Data: per library file id, its name and its spot colours; at most SpotColorLimit per file. */
export const FileColorSetSchema = z.object({
  SpotColorFiles: z.record(z.string(), z.string()),
  SpotColors: z.record(z.string(), z.array(z.object({ name: z.string() }))),
  SpotColorLimit: z.number().int(),
});
export type FileColorSet = z.infer<typeof FileColorSetSchema>;

/** A colour as the modal sends it: its name, or { name }. */
const ColorSchema = z.union([
  text().trim().min(1).max(100),
  z.object({ name: text().trim().min(1).max(100) }).transform((c) => c.name),
]);

/**
 * POST /Store/AddOption1ToCart: the colour matching service for one library file (colorSetId, a key
 * of SpotColorFiles) and the spot colours picked (1 to 5). The file name comes from the library;
 * colorSetFilename is accepted for the spec's clients. Adding the service again for the same file
 * replaces the colours picked before.
 */
export const AddOption1ToCartRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  colorSetId: z.coerce
    .number({ error: COLOR_MATCHING_FILE_MISSING })
    .int({ error: COLOR_MATCHING_FILE_MISSING })
    .positive({ error: COLOR_MATCHING_FILE_MISSING })
    .max(INT32_MAX, { error: COLOR_MATCHING_FILE_MISSING }),
  colorSetFilename: text().max(500).optional().default(""),
  colorSetColors: z
    .preprocess((v) => (v === undefined || v === null ? [] : v), z.array(ColorSchema).max(100))
    .transform((colors) => [...new Set(colors)]),
});
