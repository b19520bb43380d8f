import { setTimeout as pause } from "node:timers/promises";
import type { Db } from "@portal/db";
import { fileNames, orderFileNames } from "@portal/db/schema";
import { and, asc, eq, gt, inArray, notExists, sql } from "drizzle-orm";

/**
 * The advisory lock (FILE_NAMES_LOCK, 0) the order triggers take shared while they add names to
 * file_names (migration 0035); the sweep deletes only while it holds it alone.
 */
const FILE_NAMES_LOCK = 7_302;

/** Unused names looked at, and deleted, per transaction. */
const BATCH = 1_000;
/** How often the sweep tries the lock for a batch (orders adding names hold it) before it leaves the rest to the next night. */
const TRIES = 50;
const RETRY_MS = 100;

const NIL_UUID = "00000000-0000-0000-0000-000000000000";

/** Whether no order names the file name (order_file_names_name_idx leads with the name's key). */
const unused = (db: Db) =>
  notExists(db.select({ one: sql`1` }).from(orderFileNames).where(eq(orderFileNames.nameHash, fileNames.hash)));

/**
 * Deletes the names of file_names no order has any more (its order deleted, or its lines' file names
 * changed): the staff queue's trigram index would otherwise keep every name ever ordered
 * (docs/decisions/0046-staff-queue-at-scale.md). The candidates are found without a lock, in key
 * order; each batch is deleted, checked again, in a short transaction that holds FILE_NAMES_LOCK
 * alone, so no order still being written can count on a name it deletes. `tries` 0 leaves at once
 * when the lock is taken. Returns how many names went, and whether some were left for another run.
 */
export async function sweepFileNames(db: Db, tries = TRIES): Promise<{ removed: number; left: boolean }> {
  let after = NIL_UUID;
  let removed = 0;
  for (;;) {
    const candidates = await db
      .select({ hash: fileNames.hash })
      .from(fileNames)
      .where(and(gt(fileNames.hash, after), unused(db)))
      .orderBy(asc(fileNames.hash))
      .limit(BATCH);
    if (candidates.length === 0) return { removed, left: false };
    const hashes = candidates.map((c) => c.hash);
    const deleted = await deleteUnused(db, hashes, tries);
    if (deleted === null) return { removed, left: true };
    removed += deleted;
    after = hashes.at(-1)!;
  }
}

/** Deletes those of `hashes` still unused, under FILE_NAMES_LOCK alone; null when the lock stayed taken. */
async function deleteUnused(db: Db, hashes: string[], tries: number): Promise<number | null> {
  for (let attempt = 0; ; attempt++) {
    const deleted = await db.transaction(async (tx) => {
      const locked = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${FILE_NAMES_LOCK}, 0) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (locked.rows[0]?.locked !== true) return null;
      const gone = await tx
        .delete(fileNames)
        .where(and(inArray(fileNames.hash, hashes), unused(tx)))
        .returning({ hash: fileNames.hash });
      return gone.length;
    });
    if (deleted !== null || attempt >= tries) return deleted;
    await pause(RETRY_MS);
  }
}
