import fs from "node:fs";
import path from "node:path";
import { type Database, isEmpty, migrateDatabase, openDatabase, seedDemo, withStartLock } from "@portal/db";
import { sql } from "drizzle-orm";
import type { Config } from "./config.js";

/** A database that cannot be used as found: the message names the problem, the file and what to do. */
export class DatabaseStartError extends Error {}

/** PostgreSQL's control file is exactly one 8 KiB page; anything else cannot be opened. */
const PG_CONTROL_BYTES = 8192;

/**
 * Opens the configured database, applies migrations and seeds the demo data only into a brand-new
 * installation (docs/decisions/0016-platform-hardening.md): an embedded database is seeded only when
 * DATA_DIR held nothing at all; a missing `DATA_DIR/db` beside other files, or a damaged database,
 * stops start-up with a DatabaseStartError instead of starting afresh.
 */
export async function startDatabase(config: Config): Promise<Database & { seeded: boolean }> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    // Processes starting at once take turns: one migrates and seeds, the others find it done.
    const seeded = await withStartLock(database, async () => {
      await migrateDatabase(database);
      const empty = await isEmpty(database.db);
      if (empty) await seedDemo(database.db, { staffUsernames: config.staffUsernames });
      return empty;
    });
    return { ...database, seeded };
  }

  const dir = path.join(config.dataDir, "db");
  const fresh = !hasEntries(dir);
  if (fresh) {
    const others = entriesOf(config.dataDir).filter((name) => name !== "db");
    if (others.length > 0) {
      throw new DatabaseStartError(
        `The database folder ${dir} is missing or empty, but ${config.dataDir} still holds ${others.join(", ")}. ` +
          "Starting would create a new, empty database beside the old files. Restore the db folder from a backup " +
          "(or point DATA_DIR at the right folder); to really start afresh, move everything out of DATA_DIR first.",
      );
    }
    fs.mkdirSync(dir, { recursive: true });
  } else {
    checkDataDirFiles(dir);
  }

  let database: Database;
  try {
    database = await openDatabase({ dataDir: dir });
  } catch (err) {
    throw damaged(dir, dir, err);
  }
  try {
    if (!fresh) await readEveryTable(database, dir);
    await migrateDatabase(database);
    const seeded = fresh && (await isEmpty(database.db));
    if (seeded) await seedDemo(database.db, { staffUsernames: config.staffUsernames });
    return { ...database, seeded };
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

function entriesOf(dir: string): string[] {
  try {
    return fs.readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function hasEntries(dir: string): boolean {
  return entriesOf(dir).length > 0;
}

/** The files without which PostgreSQL aborts (a WebAssembly "Aborted()" in PGlite, with no word of why). */
function checkDataDirFiles(dir: string): void {
  for (const name of ["PG_VERSION", "global/pg_control"]) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw damaged(dir, file, new Error("the file is missing"));
    if (name === "global/pg_control" && stat.size !== PG_CONTROL_BYTES) {
      throw damaged(dir, file, new Error(`the file has ${stat.size} bytes instead of ${PG_CONTROL_BYTES}`));
    }
  }
}

/**
 * Reads every table once, so a damaged page stops start-up with PostgreSQL's own message (which
 * names the relation's file) instead of showing up later as 500s on some calls.
 */
async function readEveryTable(database: Database, dir: string): Promise<void> {
  const tables = await database.db.execute<{ name: string }>(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    try {
      await database.db.execute(sql.raw(`select count(*) from ${name}`));
    } catch (err) {
      throw damaged(dir, `${dir} (table ${name})`, err);
    }
  }
}

function damaged(dir: string, file: string, err: unknown): DatabaseStartError {
  const inner = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const cause = inner instanceof Error ? inner.message : String(inner);
  return new DatabaseStartError(
    `The database in ${dir} is damaged and cannot be opened: ${file}: ${cause}. ` +
      `Stop the server, keep a copy of ${dir} for inspection, and restore the folder from your latest backup.`,
  );
}
