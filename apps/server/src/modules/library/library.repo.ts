import type { Db } from "@portal/db";
import {
  libraryFileHolds,
  libraryFiles,
  libraryFolders,
  preflightReports,
  uploadPackages,
  uploads,
} from "@portal/db/schema";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, like, lt, or, sql } from "drizzle-orm";

export type FileRow = typeof libraryFiles.$inferSelect;
export type PreflightRow = typeof preflightReports.$inferSelect;
export type PackageRow = typeof uploadPackages.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type FileWithPreflight = FileRow & { preflight: PreflightRow | null };

/** LIKE pattern for everything below a folder, with the pattern characters of the path escaped. */
function below(path: string): string {
  return `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
}

/**
 * Marks a live file deleted (the UPDATE locks its row) and then looks for a hold on it: a hold written at the same
 * time waited for this row or was committed before this statement (see LibraryRepo.hold).
 */
async function markDeleted(tx: Db, id: number): Promise<{ held: boolean }> {
  await tx
    .update(libraryFiles)
    .set({ deletedAt: new Date() })
    .where(and(eq(libraryFiles.id, id), isNull(libraryFiles.deletedAt)));
  const [hold] = await tx
    .select({ holder: libraryFileHolds.holder })
    .from(libraryFileHolds)
    .where(eq(libraryFileHolds.fileId, id))
    .limit(1);
  return { held: hold !== undefined };
}

/** First key of the per-user advisory lock around upload creation (any fixed number unique to this use). */
const UPLOAD_QUOTA_LOCK = 7_301;

/** SQL of the image library: folders, files, preflight rows, upload packages and their uploads. */
export class LibraryRepo {
  constructor(readonly db: Db) {}

  // Folders

  async folderPaths(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ path: libraryFolders.path })
      .from(libraryFolders)
      .where(eq(libraryFolders.userId, userId));
    return rows.map((r) => r.path);
  }

  async folderExists(userId: number, path: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: libraryFolders.id })
      .from(libraryFolders)
      .where(and(eq(libraryFolders.userId, userId), eq(libraryFolders.path, path)));
    return row !== undefined;
  }

  /** Inserts the folder; false when it exists already. */
  async createFolder(userId: number, path: string): Promise<boolean> {
    const rows = await this.db
      .insert(libraryFolders)
      .values({ userId, path })
      .onConflictDoNothing()
      .returning({ id: libraryFolders.id });
    return rows.length > 0;
  }

  /** Whether a folder holds anything: a live file in it or below it, or a subfolder. */
  async folderHasContent(userId: number, path: string): Promise<boolean> {
    const [file] = await this.db
      .select({ id: libraryFiles.id })
      .from(libraryFiles)
      .where(
        and(
          eq(libraryFiles.userId, userId),
          isNull(libraryFiles.deletedAt),
          or(eq(libraryFiles.folderPath, path), like(libraryFiles.folderPath, below(path))),
        ),
      )
      .limit(1);
    if (file) return true;
    const [sub] = await this.db
      .select({ id: libraryFolders.id })
      .from(libraryFolders)
      .where(and(eq(libraryFolders.userId, userId), like(libraryFolders.path, below(path))))
      .limit(1);
    return sub !== undefined;
  }

  async deleteFolder(userId: number, path: string): Promise<boolean> {
    const rows = await this.db
      .delete(libraryFolders)
      .where(and(eq(libraryFolders.userId, userId), eq(libraryFolders.path, path)))
      .returning({ id: libraryFolders.id });
    return rows.length > 0;
  }

  // Files

  async liveFile(userId: number, folderPath: string, name: string): Promise<FileWithPreflight | undefined> {
    const [row] = await this.db
      .select()
      .from(libraryFiles)
      .leftJoin(preflightReports, eq(preflightReports.fileId, libraryFiles.id))
      .where(
        and(
          eq(libraryFiles.userId, userId),
          eq(libraryFiles.folderPath, folderPath),
          eq(libraryFiles.name, name),
          isNull(libraryFiles.deletedAt),
        ),
      );
    return row ? { ...row.library_files, preflight: row.preflight_reports } : undefined;
  }

  async fileById(id: number): Promise<FileWithPreflight | undefined> {
    const [row] = await this.db
      .select()
      .from(libraryFiles)
      .leftJoin(preflightReports, eq(preflightReports.fileId, libraryFiles.id))
      .where(eq(libraryFiles.id, id));
    return row ? { ...row.library_files, preflight: row.preflight_reports } : undefined;
  }

  async liveNames(userId: number, folderPath: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ name: libraryFiles.name })
      .from(libraryFiles)
      .where(
        and(eq(libraryFiles.userId, userId), eq(libraryFiles.folderPath, folderPath), isNull(libraryFiles.deletedAt)),
      );
    return new Set(rows.map((r) => r.name));
  }

  /** Newest first; `limit` undefined for all. */
  async listFiles(userId: number, folderPath: string, limit?: number, offset = 0): Promise<FileWithPreflight[]> {
    const query = this.db
      .select()
      .from(libraryFiles)
      .leftJoin(preflightReports, eq(preflightReports.fileId, libraryFiles.id))
      .where(
        and(eq(libraryFiles.userId, userId), eq(libraryFiles.folderPath, folderPath), isNull(libraryFiles.deletedAt)),
      )
      .orderBy(desc(libraryFiles.uploadedAt), desc(libraryFiles.id))
      .offset(offset);
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map((r) => ({ ...r.library_files, preflight: r.preflight_reports }));
  }

  /**
   * Adds a placed file with a queued preflight row; with `replaces`, that live file is marked deleted
   * in the same transaction (overwrite).
   */
  async insertFile(
    file: Omit<typeof libraryFiles.$inferInsert, "id" | "deletedAt" | "uploadedAt">,
    options: { replaces?: number; uploadId?: string } = {},
  ): Promise<FileRow & { replacedHeld: boolean }> {
    return this.db.transaction(async (tx) => {
      let replacedHeld = false;
      if (options.replaces !== undefined) {
        replacedHeld = (await markDeleted(tx, options.replaces)).held;
      }
      const [row] = await tx.insert(libraryFiles).values(file).returning();
      await tx.insert(preflightReports).values({ fileId: row!.id });
      if (options.uploadId) {
        await tx
          .update(uploads)
          .set({ state: "placed", fileId: row!.id, message: null })
          .where(eq(uploads.id, options.uploadId));
      }
      return { ...row!, replacedHeld };
    });
  }

  async moveFile(id: number, folderPath: string, name: string): Promise<void> {
    await this.db.update(libraryFiles).set({ folderPath, name }).where(eq(libraryFiles.id, id));
  }

  /** Marks the file deleted; `held` when a hold keeps its bytes (then they must stay in storage). */
  async softDeleteFile(id: number): Promise<{ held: boolean }> {
    return this.db.transaction((tx) => markDeleted(tx, id));
  }

  // Holds (a file kept for an order line after it leaves the library)

  /**
   * In the caller's transaction: each holder keeps the live file at its path, if there is one. The file row is
   * locked (FOR SHARE) while the hold is written, so a delete running at the same time either waits and then
   * sees the hold, or commits first and the file is no longer live here.
   */
  async hold(tx: Db, holds: readonly { holder: string; userId: number; folder: string; name: string }[]) {
    if (holds.length === 0) return;
    const wanted = sql.join(
      holds.map((h) => sql`(${h.holder}::text, ${h.userId}::int, ${h.folder}::text, ${h.name}::text)`),
      sql`, `,
    );
    // One statement for the whole order (a 20-line checkout made 40 round trips before).
    await tx.execute(sql`
      with live as (
        select w.holder, ${libraryFiles.id} as file_id
        from ${libraryFiles} join (values ${wanted}) as w(holder, user_id, folder, name)
          on ${libraryFiles.userId} = w.user_id and ${libraryFiles.folderPath} = w.folder and ${libraryFiles.name} = w.name
        where ${libraryFiles.deletedAt} is null
        for share of ${libraryFiles}
      )
      insert into ${libraryFileHolds} (${sql.identifier(libraryFileHolds.holder.name)}, ${sql.identifier(libraryFileHolds.fileId.name)})
      select holder, file_id from live
      on conflict do nothing`);
  }

  /**
   * In the caller's transaction: each holder takes over the hold of `from` (a checkout's hold on the file the line
   * was ordered with); false for a holder whose `from` held nothing.
   */
  async moveHolds(tx: Db, moves: readonly { from: string; to: string }[]): Promise<boolean[]> {
    if (moves.length === 0) return [];
    const pairs = sql.join(
      moves.map((m) => sql`(${m.from}::text, ${m.to}::text)`),
      sql`, `,
    );
    const result = (await tx.execute(sql`
      update ${libraryFileHolds}
      set ${sql.identifier(libraryFileHolds.holder.name)} = m.to_holder,
          ${sql.identifier(libraryFileHolds.createdAt.name)} = ${new Date().toISOString()}::timestamptz
      from (values ${pairs}) as m(from_holder, to_holder)
      where ${libraryFileHolds.holder} = m.from_holder
      returning m.from_holder`)) as unknown as { rows: { from_holder: string }[] };
    const moved = new Set(result.rows.map((r) => r.from_holder));
    return moves.map((m) => moved.has(m.from));
  }

  /**
   * Ends the holds of these holders (and of holders starting with `prefix`); the files they held that the customer
   * has deleted and nothing holds any more, whose bytes must now leave storage. Holds only take live files, so a
   * deleted file left without a hold never gets one again.
   */
  async release(tx: Db, holders: { names?: readonly string[]; prefix?: string }): Promise<FileWithPreflight[]> {
    const which = [];
    if (holders.names && holders.names.length > 0) which.push(inArray(libraryFileHolds.holder, [...holders.names]));
    if (holders.prefix)
      which.push(like(libraryFileHolds.holder, `${holders.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (which.length === 0) return [];
    const freed = await tx
      .delete(libraryFileHolds)
      .where(or(...which))
      .returning({ fileId: libraryFileHolds.fileId });
    const ids = [...new Set(freed.map((f) => f.fileId))];
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ file: libraryFiles, preflight: preflightReports })
      .from(libraryFiles)
      .leftJoin(preflightReports, eq(preflightReports.fileId, libraryFiles.id))
      .where(
        and(
          inArray(libraryFiles.id, ids),
          isNotNull(libraryFiles.deletedAt),
          sql`not exists (select 1 from ${libraryFileHolds} h where h.file_id = ${libraryFiles.id})`,
        ),
      );
    return rows.map((r) => ({ ...r.file, preflight: r.preflight }));
  }

  /** Records that these files' bytes, thumbnail and preview have left storage. */
  async bytesRemoved(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(libraryFiles)
      .set({ bytesRemovedAt: new Date() })
      .where(inArray(libraryFiles.id, [...ids]));
  }

  /**
   * Files deleted from the library that nothing holds and whose bytes were not recorded removed (a removal that
   * failed, or two releases that each saw the other's hold), by id after `after`, `limit` at most. A hold only
   * takes a live file, so such a file never gets a hold again.
   */
  async deletedUnheldWithBytes(after: number, limit: number): Promise<FileWithPreflight[]> {
    const rows = await this.db
      .select({ file: libraryFiles, preflight: preflightReports })
      .from(libraryFiles)
      .leftJoin(preflightReports, eq(preflightReports.fileId, libraryFiles.id))
      .where(
        and(
          isNotNull(libraryFiles.deletedAt),
          isNull(libraryFiles.bytesRemovedAt),
          gt(libraryFiles.id, after),
          sql`not exists (select 1 from ${libraryFileHolds} h where h.file_id = ${libraryFiles.id})`,
        ),
      )
      .orderBy(asc(libraryFiles.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.file, preflight: r.preflight }));
  }

  /** Holders starting with `prefix`, after `after` in their order, `limit` at most. */
  async holders(prefix: string, after: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ holder: libraryFileHolds.holder })
      .from(libraryFileHolds)
      .where(and(like(libraryFileHolds.holder, `${prefix}%`), gt(libraryFileHolds.holder, after)))
      .orderBy(asc(libraryFileHolds.holder))
      .limit(limit);
    return rows.map((r) => r.holder);
  }

  /** The distinct holders starting with `prefix` whose holds were taken before `before`. */
  async holdersCreatedBefore(prefix: string, before: Date): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ holder: libraryFileHolds.holder })
      .from(libraryFileHolds)
      .where(and(like(libraryFileHolds.holder, `${prefix}%`), lt(libraryFileHolds.createdAt, before)));
    return rows.map((r) => r.holder);
  }

  /** The file a holder keeps, deleted from the library or not. */
  async heldFile(holder: string): Promise<FileWithPreflight | undefined> {
    const [row] = await this.db
      .select({ file: libraryFiles, preflight: preflightReports })
      .from(libraryFileHolds)
      .innerJoin(libraryFiles, eq(libraryFiles.id, libraryFileHolds.fileId))
      .leftJoin(preflightReports, eq(preflightReports.fileId, libraryFiles.id))
      .where(eq(libraryFileHolds.holder, holder));
    return row ? { ...row.file, preflight: row.preflight } : undefined;
  }

  // Preflight

  async preflightStarted(fileId: number): Promise<void> {
    await this.db
      .update(preflightReports)
      .set({
        status: "running",
        startedAt: new Date(),
        finishedAt: null,
        error: null,
        attempts: sql`${preflightReports.attempts} + 1`,
      })
      .where(eq(preflightReports.fileId, fileId));
  }

  async preflightDone(
    fileId: number,
    result: Pick<PreflightRow, "report" | "toolbox" | "thumbnailKey" | "previewKey">,
    startedAt: number,
  ): Promise<void> {
    await this.db
      .update(preflightReports)
      .set({
        ...result,
        status: "done",
        error: null,
        finishedAt: new Date(),
        durationMs: Math.round(performance.now() - startedAt),
      })
      .where(eq(preflightReports.fileId, fileId));
  }

  async preflightFailed(fileId: number, error: string, startedAt: number): Promise<void> {
    await this.db
      .update(preflightReports)
      .set({ status: "failed", error, finishedAt: new Date(), durationMs: Math.round(performance.now() - startedAt) })
      .where(eq(preflightReports.fileId, fileId));
  }

  // Upload packages

  async insertPackage(row: typeof uploadPackages.$inferInsert): Promise<void> {
    await this.db.insert(uploadPackages).values(row);
  }

  async packageByTokenHash(tokenHash: string): Promise<PackageRow | undefined> {
    const [row] = await this.db.select().from(uploadPackages).where(eq(uploadPackages.tokenHash, tokenHash));
    return row;
  }

  async packageById(id: string): Promise<PackageRow | undefined> {
    const [row] = await this.db.select().from(uploadPackages).where(eq(uploadPackages.id, id));
    return row;
  }

  /**
   * Claims an open package for placing: one handle_masv call at a time, across processes. Released
   * to open (uploads left to place) or placed; a claim abandoned by a crash ends with the package's
   * expiry, when the cleanup removes it.
   */
  async claimPackage(id: string): Promise<boolean> {
    const rows = await this.db
      .update(uploadPackages)
      .set({ state: "placing" })
      .where(and(eq(uploadPackages.id, id), eq(uploadPackages.state, "open")))
      .returning({ id: uploadPackages.id });
    return rows.length > 0;
  }

  async releasePackage(id: string, state: "open" | "placed", targetFolder?: string): Promise<void> {
    await this.db
      .update(uploadPackages)
      .set({ state, ...(targetFolder ? { targetFolder } : {}) })
      .where(eq(uploadPackages.id, id));
  }

  async expiredPackages(before: Date): Promise<PackageRow[]> {
    return this.db.select().from(uploadPackages).where(lt(uploadPackages.expiresAt, before));
  }

  async deletePackages(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(uploadPackages).where(inArray(uploadPackages.id, ids));
  }

  // Uploads

  async insertUpload(row: typeof uploads.$inferInsert): Promise<void> {
    await this.db.insert(uploads).values(row);
  }

  /**
   * Records a new upload unless the user's unplaced uploads would go over the quota: `open` counts
   * uploads still receiving bytes, `bytes` the declared lengths of every unplaced upload (a deferred
   * length counts as `deferredBytes`). A per-user advisory lock makes the check and the insert one
   * step, so parallel creations cannot slip past it.
   */
  async insertUploadWithinQuota(
    row: typeof uploads.$inferInsert & { size: number | null },
    userId: number,
    quota: { open: number; bytes: number; deferredBytes: number },
    now = new Date(),
  ): Promise<{ refused?: "open" | "bytes" }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, ${userId})`);
      const [usage] = await tx
        .select({
          open: sql<number>`count(*) filter (where ${uploads.state} = 'uploading')::int`,
          bytes: sql<number>`coalesce(sum(coalesce(${uploads.size}, ${quota.deferredBytes})), 0)::float8`,
        })
        .from(uploads)
        .innerJoin(uploadPackages, eq(uploadPackages.id, uploads.packageId))
        .where(
          and(
            eq(uploadPackages.userId, userId),
            inArray(uploads.state, ["uploading", "finished"]),
            gt(uploadPackages.expiresAt, now),
          ),
        );
      if ((usage?.open ?? 0) >= quota.open) return { refused: "open" as const };
      if ((usage?.bytes ?? 0) + (row.size ?? quota.deferredBytes) > quota.bytes) return { refused: "bytes" as const };
      await tx.insert(uploads).values(row);
      return {};
    });
  }

  async uploadById(id: string): Promise<UploadRow | undefined> {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.id, id));
    return row;
  }

  async uploadsOf(packageId: string): Promise<UploadRow[]> {
    return this.db
      .select()
      .from(uploads)
      .where(eq(uploads.packageId, packageId))
      .orderBy(uploads.createdAt, uploads.id);
  }

  async uploadIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  async markUpload(id: string, state: UploadRow["state"], message: string | null = null): Promise<void> {
    await this.db
      .update(uploads)
      .set({ state, message, ...(state === "finished" ? { finishedAt: new Date() } : {}) })
      .where(eq(uploads.id, id));
  }

  async placedFiles(packageId: string): Promise<FileRow[]> {
    const rows = await this.db
      .select()
      .from(uploads)
      .innerJoin(libraryFiles, eq(libraryFiles.id, uploads.fileId))
      .where(and(eq(uploads.packageId, packageId), eq(uploads.state, "placed"), isNull(libraryFiles.deletedAt)));
    return rows.map((r) => r.library_files);
  }
}
