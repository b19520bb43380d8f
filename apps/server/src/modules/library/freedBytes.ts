import type { Storage } from "../../platform/storage/index.js";
import type { FileRow, LibraryRepo } from "./library.repo.js";

/** A file that left the library and that nothing holds any more, with its renditions' keys. */
type FreedFile = FileRow & { preflight?: { thumbnailKey: string | null; previewKey: string | null } | null };

const SWEEP_PAGE = 200;
/** One run's share: a backlog (the first run after migration 0027 sees every file ever deleted) spreads over runs. */
const SWEEP_MAX_PER_RUN = 5_000;

/**
 * Removes the bytes, thumbnail and preview of files that left the library and that nothing holds, and records each
 * removal (`library_files.bytes_removed_at`). A storage error leaves that file's record as it was, for the library's
 * cleanup job (`sweepFreedBytes`) to try again, so the call that freed it (a delete, a declined card) is not failed
 * by it (docs/decisions/0023-ordered-artwork-holds.md). Returns the storage errors, for the caller to log.
 */
export async function removeFreedBytes(
  repo: LibraryRepo,
  storage: Storage,
  files: readonly FreedFile[],
): Promise<unknown[]> {
  const errors: unknown[] = [];
  const removed: number[] = [];
  for (const file of files) {
    try {
      await storage.delete(file.storageKey);
      if (file.preflight?.thumbnailKey) await storage.delete(file.preflight.thumbnailKey);
      if (file.preflight?.previewKey) await storage.delete(file.preflight.previewKey);
      removed.push(file.id);
    } catch (err) {
      errors.push(err);
    }
  }
  await repo.bytesRemoved(removed);
  return errors;
}

/**
 * The cleanup job's part: every deleted file that nothing holds and whose bytes are still recorded in storage loses
 * them now. They are left behind when a removal failed (storage down) or when two releases of holds on one file ran
 * at once and each saw the other's hold. One pass over them by id, at most `limit` files; the rest, and a file whose
 * removal fails again, wait for the next run. Returns how many files' bytes left storage and the errors.
 */
export async function sweepFreedBytes(
  repo: LibraryRepo,
  storage: Storage,
  limit = SWEEP_MAX_PER_RUN,
): Promise<{ removed: number; errors: unknown[] }> {
  let after = 0;
  let seen = 0;
  let removed = 0;
  const errors: unknown[] = [];
  while (seen < limit) {
    const files = await repo.deletedUnheldWithBytes(after, Math.min(SWEEP_PAGE, limit - seen));
    if (files.length === 0) break;
    seen += files.length;
    const failed = await removeFreedBytes(repo, storage, files);
    removed += files.length - failed.length;
    errors.push(...failed);
    after = files.at(-1)!.id;
  }
  return { removed, errors };
}
