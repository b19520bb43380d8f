import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { materials } from "./catalog.js";

/**
 * The pattern library (docs/product/patterns.md) and the texture library (decision 0009). Every image is
 * drawn by the server from `generator` and `params` (procedural wood, stone, geometric, floral...),
 * so the rows hold no file bytes; the drawn files are cached in storage.
 */

/** Tag types: the quick-scroll category of a pattern, and the filter groups of the screen. */
export const PATTERN_TAG_TYPES = ["scroll", "color", "style"] as const;
export type PatternTagType = (typeof PATTERN_TAG_TYPES)[number];

/** ttTagValues: every tag (tagType, tagName shown, tagValue sent). */
export const patternTagValues = pgTable(
  "pattern_tag_values",
  {
    tagValue: text("tag_value").primaryKey(),
    tagType: text("tag_type", { enum: PATTERN_TAG_TYPES }).notNull(),
    tagName: text("tag_name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [check("pattern_tag_values_type_ck", sql`${t.tagType} in ('scroll', 'color', 'style')`)],
);

/** A pattern: a design drawn by the server, shown in the library, ordered by the roll. */
export const patterns = pgTable(
  "patterns",
  {
    patternNumber: text("pattern_number").primaryKey(),
    /** The image's file name ('harbor-oak.png'); letters, digits and '-' only. */
    filename: text("filename").notNull(),
    patternName: text("pattern_name").notNull(),
    designName: text("design_name").notNull(),
    designDescription: text("design_description").notNull().default(""),
    /** The quick-scroll category (a 'scroll' tag value). */
    scrollTag: text("scroll_tag")
      .notNull()
      .references(() => patternTagValues.tagValue),
    generator: text("generator").notNull(),
    /** Generator parameters: colours ('#rrggbb'), scale, seed. */
    params: jsonb("params").$type<Record<string, string | number>>().notNull(),
    hasOpaque: boolean("has_opaque").notNull().default(true),
    hasTransparent: boolean("has_transparent").notNull().default(true),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("patterns_filename_uq").on(t.filename),
    index("patterns_scroll_tag_idx").on(t.scrollTag, t.sort),
    check("patterns_filename_ck", sql`${t.filename} ~ '^[a-z0-9][a-z0-9-]*\\.png$'`),
    check("patterns_variant_ck", sql`${t.hasOpaque} or ${t.hasTransparent}`),
  ],
);

/** ttPatternTags: the colour and style tags of a pattern. */
export const patternTags = pgTable(
  "pattern_tags",
  {
    patternNumber: text("pattern_number")
      .notNull()
      .references(() => patterns.patternNumber, { onDelete: "cascade" }),
    tagValue: text("tag_value")
      .notNull()
      .references(() => patternTagValues.tagValue),
  },
  (t) => [primaryKey({ columns: [t.patternNumber, t.tagValue] }), index("pattern_tags_tag_idx").on(t.tagValue)],
);

/** The substrates (Rolled media ItemNo) a pattern can be printed on. */
export const patternSubstrates = pgTable(
  "pattern_substrates",
  {
    patternNumber: text("pattern_number")
      .notNull()
      .references(() => patterns.patternNumber, { onDelete: "cascade" }),
    mediaItemNo: text("media_item_no")
      .notNull()
      .references(() => materials.itemNo),
  },
  (t) => [
    primaryKey({ columns: [t.patternNumber, t.mediaItemNo] }),
    index("pattern_substrates_media_idx").on(t.mediaItemNo),
  ],
);

/** The texture library (Textures/GetTextureLibrary): seamless surface textures, drawn like patterns. */
export const textures = pgTable(
  "textures",
  {
    textureId: text("texture_id").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull().default(""),
    filename: text("filename").notNull(),
    generator: text("generator").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("textures_filename_uq").on(t.filename),
    check("textures_filename_ck", sql`${t.filename} ~ '^[a-z0-9][a-z0-9-]*\\.png$'`),
  ],
);
