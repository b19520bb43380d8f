import { type ImageReport, isTechnicalSpotColor, LIBRARY_ROOT_PREFIX } from "@portal/contract";
import type { Db } from "@portal/db";
import { libraryFiles, preflightReports } from "@portal/db/schema";
import { and, asc, eq, isNull, or } from "drizzle-orm";

/** A library file path '/ImgLibrary/{userId}/folder/name' split into owner, folder and name. */
export function libraryFileOf(fullUrl: string): { userId: number; folder: string; name: string } | undefined {
  const path = fullUrl.trim();
  const match = new RegExp(`^${LIBRARY_ROOT_PREFIX}/(\\d{1,10})(/.*)?/([^/]+)$`).exec(path);
  if (!match) return undefined;
  const userId = Number(match[1]);
  return { userId, folder: `${LIBRARY_ROOT_PREFIX}/${userId}${match[2] ?? ""}`, name: match[3]! };
}

/**
 * Which of these images still exist (docs/product/cart-and-checkout.md: 'No Image. File is missing or moved...').
 * A FullUrl in the image library exists while its library file does (not deleted, not moved away);
 * anything else (a pattern or catalog image, an empty FullUrl) is not a library file and counts as
 * present. One query for the whole cart. `lock` (checkout's step 1) keeps the found files' rows share-locked to the
 * end of the caller's transaction, so a delete cannot slip in before the checkout holds them (decision 0023).
 */
export async function existingImages(
  db: Db,
  fullUrls: readonly string[],
  opts: { lock?: boolean } = {},
): Promise<Set<string>> {
  const present = new Set<string>();
  const wanted = new Map<string, { userId: number; folder: string; name: string }>();
  for (const url of fullUrls) {
    const file = url ? libraryFileOf(url) : undefined;
    if (file) wanted.set(url, file);
    else present.add(url);
  }
  if (wanted.size === 0) return present;
  const query = db
    .select({ userId: libraryFiles.userId, folder: libraryFiles.folderPath, name: libraryFiles.name })
    .from(libraryFiles)
    .where(
      and(
        isNull(libraryFiles.deletedAt),
        or(
          ...[...wanted.values()].map((f) =>
            and(
              eq(libraryFiles.userId, f.userId),
              eq(libraryFiles.folderPath, f.folder),
              eq(libraryFiles.name, f.name),
            ),
          ),
        ),
      ),
    );
  const rows = opts.lock ? await query.for("share") : await query;
  const found = new Set(rows.map((r) => `${r.userId}|${r.folder}|${r.name}`));
  for (const [url, f] of wanted) if (found.has(`${f.userId}|${f.folder}|${f.name}`)) present.add(url);
  return present;
}

export interface SpotColorFile {
  fileId: number;
  name: string;
  /** The file's spot colours to match (cut and route paths left out), as the preflight found them. */
  colors: string[];
}

function spotColorsOf(report: Record<string, unknown> | null): string[] {
  const list = report?.spotColors;
  if (!Array.isArray(list)) return [];
  return list.filter((c): c is string => typeof c === "string" && c !== "" && !isTechnicalSpotColor(c));
}

/**
 * The user's library files whose finished preflight found spot colours (the colour-matching set):
 * live files only, oldest first. With fileId, just that file (when it is the user's and live), with
 * or without colours.
 */
export async function spotColorFiles(db: Db, userId: number, fileId?: number): Promise<SpotColorFile[]> {
  const rows = await db
    .select({ fileId: libraryFiles.id, name: libraryFiles.name, report: preflightReports.report })
    .from(libraryFiles)
    .leftJoin(preflightReports, and(eq(preflightReports.fileId, libraryFiles.id), eq(preflightReports.status, "done")))
    .where(
      and(
        eq(libraryFiles.userId, userId),
        isNull(libraryFiles.deletedAt),
        fileId === undefined ? undefined : eq(libraryFiles.id, fileId),
      ),
    )
    .orderBy(asc(libraryFiles.id));
  const files = rows.map((r) => ({ fileId: r.fileId, name: r.name, colors: spotColorsOf(r.report) }));
  return fileId === undefined ? files.filter((f) => f.colors.length > 0) : files;
}

/**
 * The preflight report of an image for checkImage: undefined when FullUrl names a library file of
 * this user that is gone (or another user's file: never read across users); null when FullUrl is not
 * a library file (pattern or catalog image, or empty) or its preflight is not done.
 */
export async function imageReport(db: Db, userId: number, fullUrl: string): Promise<ImageReport | null | undefined> {
  const file = fullUrl ? libraryFileOf(fullUrl) : undefined;
  if (!file) return null;
  if (file.userId !== userId) return undefined;
  const [row] = await db
    .select({ status: preflightReports.status, report: preflightReports.report, toolbox: preflightReports.toolbox })
    .from(libraryFiles)
    .leftJoin(preflightReports, eq(preflightReports.fileId, libraryFiles.id))
    .where(
      and(
        eq(libraryFiles.userId, userId),
        eq(libraryFiles.folderPath, file.folder),
        eq(libraryFiles.name, file.name),
        isNull(libraryFiles.deletedAt),
      ),
    );
  if (!row) return undefined;
  if (row.status !== "done" || !row.report) return null;
  const r = row.report;
  const numberOr = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
  return {
    widthIn: numberOr(r.widthIn, 0),
    heightIn: numberOr(r.heightIn, 0),
    minEffectivePpi: typeof r.minEffectivePpi === "number" ? r.minEffectivePpi : null,
    hasWhitespace: typeof r.hasWhitespace === "boolean" ? r.hasWhitespace : null,
    toolbox: row.toolbox ?? null,
  };
}
