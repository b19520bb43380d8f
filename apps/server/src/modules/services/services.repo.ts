import { TECHNICAL_SPOT_COLORS } from "@portal/contract";
import type { Db } from "@portal/db";
import { libraryFiles, preflightReports } from "@portal/db/schema";
import { and, asc, eq, isNull } from "drizzle-orm";

export interface SpotColorFile {
  fileId: number;
  name: string;
  /** The file's spot colours to match (cut and route paths left out), as the preflight found them. */
  colors: string[];
}

function spotColorsOf(report: Record<string, unknown> | null): string[] {
  const list = report?.spotColors;
  if (!Array.isArray(list)) return [];
  return list.filter((c): c is string => typeof c === "string" && c !== "" && !TECHNICAL_SPOT_COLORS.includes(c));
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
