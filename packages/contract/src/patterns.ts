import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { int32, text } from "./validators.js";

/**
 * The pattern library and the texture library (docs/product/patterns.md; decision 0009):
 * PatternLibrary/GetScrollTags, GetCategoryData, GetPatternLibrary, GetPatternImage (the spec's
 * "POST {hash}") and Textures/GetTextureLibrary, the order dialog's rules and texts.
 */

// ---------------------------------------------------------------- constants and texts

export const PATTERN_THUMB_SIZE = 480;
export const FIRST_PATTERN_CATEGORY = "Wood";
export const PATTERN_PRODUCT_TYPE = "Rolled";
/** Patterns per GetCategoryData page; `count` is how many the screen already shows. */
export const PATTERN_PAGE_SIZE = 12;
export const PATTERN_QUANTITY_MAX_LENGTH = 3;
export const PATTERN_PAGE_IDS = ["patternLibrary", "PublicLibrary"] as const;
export type PatternLibraryPageId = (typeof PATTERN_PAGE_IDS)[number];

export const PATTERN_QUANTITY_POSITIVE = "Quantity must be greater than 0";
export const PATTERN_ORDER_INCOMPLETE = "Invalid Order. Please complete all required fields.";
export const patternQuantityRequired = (design: string) => `Must have a quantity for ${design}`;
export const patternSubstrateRequired = (design: string) => `Must choose a substrate for ${design}`;
export const patternRollSizeRequired = (design: string) => `Must choose Roll Size for ${design}`;
export const patternAddedMessage = (quantity: number, pattern: string, material: string) =>
  `Added ${quantity} ${pattern} printed on ${material}`;

export const PATTERN_LIBRARY_OFF = "The pattern library is not offered on this site.";
export const TEXTURE_LIBRARY_OFF = "The texture library is not offered on this site.";
export const PATTERN_SIGN_IN_TO_ORDER = "Please sign in to order patterns.";
export const PATTERN_FILENAME_MESSAGE =
  "filename must be the file name of a pattern, such as harbor-oak.png (lower-case letters, digits and '-').";

/** Image file names: no folders, no dots but the extension; the server draws the file, never opens a path. */
const IMAGE_STEM = "[a-z0-9][a-z0-9-]{0,80}";
const PATTERN_FILENAME = new RegExp(`^${IMAGE_STEM}\\.png$`);

// ---------------------------------------------------------------- requests

const StoreIdSchema = text().trim().max(40).optional().default("");
const PageIdSchema = z
  .enum(PATTERN_PAGE_IDS, { error: `PageId must be one of ${PATTERN_PAGE_IDS.join(", ")}.` })
  .optional()
  .default("patternLibrary");
const TagValueSchema = z
  .string()
  .trim()
  .max(40, { error: "A tag value is at most 40 characters." })
  .regex(/^[a-z0-9-]*$/, { error: "A tag value is lower-case letters, digits and '-'." });
/** Filter checkboxes: colour and style tag values (a pattern matches one of each checked type). */
const FiltersSchema = z.array(TagValueSchema).max(40, { error: "At most 40 filters." }).optional().default([]);
/** Substrate checkboxes: Rolled media ItemNo (a pattern matches when it can be printed on one of them). */
const SubstratesSchema = z
  .array(text().trim().max(60))
  .max(10, { error: "At most 10 substrates." })
  .optional()
  .default([]);

const LibraryRequestFields = {
  userId: UserIdSchema.optional(),
  store_id: StoreIdSchema,
  PageId: PageIdSchema,
  filters: FiltersSchema,
  substrates: SubstratesSchema,
};

export const GetScrollTagsRequestSchema = z.object({
  ...LibraryRequestFields,
  fetchTag: TagValueSchema.optional().default(""),
  count: int32("count").min(0).max(10_000).optional().default(0),
});
export type GetScrollTagsRequest = z.input<typeof GetScrollTagsRequestSchema>;

export const GetCategoryDataRequestSchema = z.object({
  ...LibraryRequestFields,
  /** The scroll tag (category) whose patterns are wanted; empty: the first category (Wood). */
  fetchTag: TagValueSchema.optional().default(""),
  /** How many patterns of the tag the screen already shows: the reply is the next page after them. */
  count: z.coerce
    .number({ error: "count must be a number." })
    .int({ error: "count must be a whole number." })
    .min(0, { error: "count must not be negative." })
    .max(10_000, { error: "count is too large." })
    .optional()
    .default(0),
});
export type GetCategoryDataRequest = z.input<typeof GetCategoryDataRequestSchema>;

export const GetPatternLibraryRequestSchema = z.object(LibraryRequestFields);
export type GetPatternLibraryRequest = z.input<typeof GetPatternLibraryRequestSchema>;

export const GetPatternImageRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  store_id: StoreIdSchema,
  filename: z
    .string({ error: PATTERN_FILENAME_MESSAGE })
    .trim()
    .max(100, { error: PATTERN_FILENAME_MESSAGE })
    .regex(PATTERN_FILENAME, { error: PATTERN_FILENAME_MESSAGE }),
  isOpaque: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
      error: "isOpaque must be true or false.",
    })
    .optional()
    .default(true),
});
export type GetPatternImageRequest = z.input<typeof GetPatternImageRequestSchema>;

export const GetTextureLibraryRequestSchema = z.object({ userId: UserIdSchema.optional() });

const IMAGE_NAME_MESSAGE = "The image name must be lower-case letters, digits and '-' with its extension.";
const imageName = (extension: "webp" | "png") =>
  z
    .string()
    .max(100, { error: IMAGE_NAME_MESSAGE })
    .regex(new RegExp(`^${IMAGE_STEM}\\.${extension}$`), { error: IMAGE_NAME_MESSAGE });
const ImageVariantSchema = z.enum(["opaque", "transparent"], { error: "The variant must be opaque or transparent." });

/** GET /PatternLibrary/Thumb/{variant}/{file}: a 480 x 480 WebP thumbnail. */
export const PatternThumbParamsSchema = z.object({ variant: ImageVariantSchema, file: imageName("webp") });
/** GET /PatternLibrary/Print/{variant}/{file}: the PNG print file. */
export const PatternPrintParamsSchema = z.object({ variant: ImageVariantSchema, file: imageName("png") });
/** GET /Textures/Thumb/{file}. */
export const TextureThumbParamsSchema = z.object({ file: imageName("webp") });
/** GET /Textures/Print/{file}. */
export const TexturePrintParamsSchema = z.object({ file: imageName("png") });

// ---------------------------------------------------------------- replies

/** ttTagValues: a tag with its type ('scroll' category, 'color', 'style'). */
export const TagValueRowSchema = z.object({
  tagType: z.enum(["scroll", "color", "style"]),
  tagName: z.string(),
  tagValue: z.string(),
});
export type TagValueRow = z.infer<typeof TagValueRowSchema>;

/** ttPatternTags: one tag of one pattern. */
export const PatternTagRowSchema = z.object({ PatternNumber: z.string(), tagValue: z.string() });

/** A quick-scroll category with how many patterns match the filters. */
export const ScrollTagSchema = z.object({ tagValue: z.string(), tagName: z.string(), PatternCount: z.number().int() });
export type ScrollTag = z.infer<typeof ScrollTagSchema>;

/** A substrate the library prints on (a Rolled material) with its roll sizes; no prices (open call). */
export const SubstrateFilterSchema = z.object({
  ItemNo: z.string(),
  ItemDesc: z.string(),
  Available: z.boolean(),
  RollSizes: z.array(z.object({ rollSize: z.string(), Name: z.string(), Available: z.boolean() })),
});
export type SubstrateFilter = z.infer<typeof SubstrateFilterSchema>;

/** A pattern card (docs/product/patterns.md, "Pattern"). */
export const PatternSchema = z.object({
  Filename: z.string(),
  PatternName: z.string(),
  PatternNumber: z.string(),
  designName: z.string(),
  designDescription: z.string(),
  scrollTag: z.string(),
  /** Colour and style tag values. */
  tagList: z.array(z.string()),
  /** The variant shown first: opaque (with its background) when there is one. */
  isOpaque: z.boolean(),
  /** Both variants exist, so the card offers the background toggle. */
  showBackground: z.boolean(),
  /** ItemNo of the substrates it can be printed on. */
  Substrates: z.array(z.string()),
  /** 480 x 480 thumbnails; '' for a variant the pattern does not have. */
  ImageUrl: z.string(),
  TransparentImageUrl: z.string(),
  base64String: z.string(),
});
export type Pattern = z.infer<typeof PatternSchema>;

/** GetScrollTags' Data (as JSON text). */
export const ScrollTagsDataSchema = z.object({
  ScrollTags: z.array(ScrollTagSchema),
  SubstrateFilters: z.array(SubstrateFilterSchema),
  ttTagValues: z.array(TagValueRowSchema),
});
export type ScrollTagsData = z.infer<typeof ScrollTagsDataSchema>;

/** GetCategoryData's Data (as JSON text): one page of a category. */
export const CategoryDataSchema = z.object({
  scrollTag: z.string(),
  tagName: z.string(),
  DesignRows: z.array(PatternSchema),
  /** Patterns of the category matching the filters. */
  Total: z.number().int(),
  /** count to send for the next page. */
  NextCount: z.number().int(),
  HasMore: z.boolean(),
});
export type CategoryData = z.infer<typeof CategoryDataSchema>;

/** GetPatternLibrary's Data (as JSON text): the pattern data of docs/product/patterns.md, every matching pattern. */
export const PatternLibraryDataSchema = z.object({
  DesignRows: z.array(PatternSchema),
  ScrollTags: z.array(ScrollTagSchema),
  SubstrateFilters: z.array(SubstrateFilterSchema),
  ttPatternTags: z.array(PatternTagRowSchema),
  ttTagValues: z.array(TagValueRowSchema),
});
export type PatternLibraryData = z.infer<typeof PatternLibraryDataSchema>;

/** GetPatternImage's Data (as JSON text): the 480 x 480 thumbnail (WebP, base64) and the print file's URL. */
export const PatternImageDataSchema = z.object({
  Filename: z.string(),
  isOpaque: z.boolean(),
  ImageUrl: z.string(),
  FullUrl: z.string(),
  ContentType: z.string(),
  base64String: z.string(),
});
export type PatternImageData = z.infer<typeof PatternImageDataSchema>;

/** Textures/GetTextureLibrary's Data: an array of these (decision 0009). */
export const TextureSchema = z.object({
  TextureId: z.string(),
  Name: z.string(),
  Category: z.string(),
  Description: z.string(),
  Filename: z.string(),
  ImageUrl: z.string(),
  FullUrl: z.string(),
});
export type Texture = z.infer<typeof TextureSchema>;
export const TextureLibrarySchema = z.array(TextureSchema);

// ---------------------------------------------------------------- the order dialog

/** One row of the order dialog: a quantity as typed (at most 3 characters), a substrate and a roll size. */
export interface PatternOrderRow {
  quantity: string;
  substrate: string;
  rollSize: string;
}

export interface PatternOrderCheck {
  /** PATTERN_ORDER_INCOMPLETE when anything is missing, else ''. */
  summary: string;
  /** Per row: the messages of docs/product/patterns.md. */
  rows: string[][];
}

/** The order dialog's rules (docs/product/patterns.md, "Pattern order"); no messages means the order can be added. */
export function checkPatternOrder(design: string, rows: readonly PatternOrderRow[]): PatternOrderCheck {
  let incomplete = rows.length === 0;
  const messages = rows.map((row) => {
    const out: string[] = [];
    const q = row.quantity.trim();
    if (q === "") {
      out.push(patternQuantityRequired(design));
      incomplete = true;
    } else if (!/^\d{1,3}$/.test(q) || Number(q) <= 0) out.push(PATTERN_QUANTITY_POSITIVE);
    if (!row.substrate) {
      out.push(patternSubstrateRequired(design));
      incomplete = true;
    }
    if (!row.rollSize) {
      out.push(patternRollSizeRequired(design));
      incomplete = true;
    }
    return out;
  });
  return { summary: incomplete ? PATTERN_ORDER_INCOMPLETE : "", rows: messages };
}
