import type { Db } from "@portal/db";
import { patternSubstrates, patterns, patternTags, patternTagValues, textures } from "@portal/db/schema";
import { asc, eq } from "drizzle-orm";

export type PatternRow = typeof patterns.$inferSelect;
type TagValueDbRow = typeof patternTagValues.$inferSelect;
export type TextureRow = typeof textures.$inferSelect;

/** The pattern library, read whole: it is small (tens of rows) and changes only with a deployment. */
export interface PatternLibraryRows {
  tagValues: TagValueDbRow[];
  patterns: PatternRow[];
  patternTags: (typeof patternTags.$inferSelect)[];
  substrates: (typeof patternSubstrates.$inferSelect)[];
}

export async function loadPatternLibrary(db: Db): Promise<PatternLibraryRows> {
  return {
    tagValues: await db
      .select()
      .from(patternTagValues)
      .orderBy(asc(patternTagValues.tagType), asc(patternTagValues.sort), asc(patternTagValues.tagValue)),
    patterns: await db
      .select()
      .from(patterns)
      .where(eq(patterns.active, true))
      .orderBy(asc(patterns.scrollTag), asc(patterns.sort), asc(patterns.patternNumber)),
    patternTags: await db.select().from(patternTags).orderBy(asc(patternTags.patternNumber), asc(patternTags.tagValue)),
    substrates: await db
      .select()
      .from(patternSubstrates)
      .orderBy(asc(patternSubstrates.patternNumber), asc(patternSubstrates.mediaItemNo)),
  };
}

export async function loadTextures(db: Db): Promise<TextureRow[]> {
  return db.select().from(textures).orderBy(asc(textures.sort), asc(textures.textureId));
}
