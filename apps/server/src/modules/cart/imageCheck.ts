import { LIBRARY_ROOT_PREFIX } from "@portal/contract";
import type { Db } from "@portal/db";
import { libraryFiles } from "@portal/db/schema";
import type { CartRow } from "./cartPricing.js";
import { and, eq, isNull, or } from "drizzle-orm";

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
 * present. One query for the whole cart.
 */
export async function existingImages(db: Db, fullUrls: readonly string[]): Promise<Set<string>> {
  const present = new Set<string>();
  const wanted = new Map<string, { userId: number; folder: string; name: string }>();
  for (const url of fullUrls) {
    const file = url ? libraryFileOf(url) : undefined;
    if (file) wanted.set(url, file);
    else present.add(url);
  }
  if (wanted.size === 0) return present;
  const rows = await db
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
  const found = new Set(rows.map((r) => `${r.userId}|${r.folder}|${r.name}`));
  for (const [url, f] of wanted) if (found.has(`${f.userId}|${f.folder}|${f.name}`)) present.add(url);
  return present;
}

/** The library path of a cart line's artwork: the column, or the portal's FullUrl field of older lines. */
export function cartLineFullUrl(row: CartRow): string {
  const fromFields = row.fields.FullUrl;
  return row.fullUrl || (typeof fromFields === "string" ? fromFields : "");
}

/** One image: whether it still exists (see existingImages). */
export async function imageExists(db: Db, fullUrl: string): Promise<boolean> {
  return (await existingImages(db, [fullUrl])).has(fullUrl);
}
