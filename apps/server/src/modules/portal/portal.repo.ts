import type { ImageReport } from "@portal/contract";
import type { Db } from "@portal/db";
import { cartItems, libraryFiles, preflightReports } from "@portal/db/schema";
import { and, asc, eq, inArray, isNull, max } from "drizzle-orm";
import type { CartRow } from "../cart/cartPricing.js";
import { libraryFileOf } from "../cart/imageCheck.js";

/** The rows of a cart set: every line of the owner with that SetId (SetId 0: the one line). */
export async function setRows(db: Db, row: CartRow): Promise<CartRow[]> {
  if (row.setId <= 0) return [row];
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, row.userId), eq(cartItems.setId, row.setId), eq(cartItems.kind, "product")))
    .orderBy(asc(cartItems.lineNumber), asc(cartItems.id));
}

export async function cartRowsById(db: Db, ids: readonly number[]): Promise<CartRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cartItems)
    .where(inArray(cartItems.id, [...ids]));
}

export async function maxSetId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(cartItems.setId) })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
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
