import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { type Database, isEmpty, migrateDatabase, openDatabase, seedDemo, withStartLock } from "@portal/db";
import { workerEntry, workerExecArgv } from "@portal/preflight/threads";
import type { Config } from "./config.js";
import type { SetupReply, SetupRequest } from "./databaseSetup.worker.js";

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

  // Checked, migrated and (when fresh) seeded by a thread of its own, whose PGlite memory goes
  // with it; the instance that serves is opened afterwards and starts small.
  const seeded = await setUpInThread({ dir, fresh, staffUsernames: config.staffUsernames });
  try {
    return { ...(await openDatabase({ dataDir: dir })), seeded };
  } catch (err) {
    throw damaged(dir, dir, causeOf(err));
  }
}

/** Runs databaseSetup.worker.ts; resolves whether it seeded the database. */
function setUpInThread(request: SetupRequest): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry(import.meta.url, "databaseSetup.worker"), {
      workerData: { databaseSetup: request },
      execArgv: workerExecArgv(),
    });
    let reply: SetupReply | undefined;
    worker.once("message", (message: SetupReply) => {
      reply = message;
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!reply) reject(new Error(`The database set-up thread stopped (exit code ${code}) before it was done.`));
      else if (reply.ok) resolve(reply.seeded);
      else if ("damaged" in reply) reject(damaged(request.dir, reply.damaged.file, reply.damaged.cause));
      else {
        const err = new Error(reply.error.message, { cause: new Error(reply.error.cause) });
        if (reply.error.stack) err.stack = reply.error.stack;
        reject(err);
      }
    });
  });
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
    if (!stat?.isFile()) throw damaged(dir, file, "the file is missing");
    if (name === "global/pg_control" && stat.size !== PG_CONTROL_BYTES) {
      throw damaged(dir, file, `the file has ${stat.size} bytes instead of ${PG_CONTROL_BYTES}`);
    }
  }
}

/** The innermost message of an error (Drizzle wraps PostgreSQL's). */
export function causeOf(err: unknown): string {
  const inner = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return inner instanceof Error ? inner.message : String(inner);
}

function damaged(dir: string, file: string, cause: string): DatabaseStartError {
  return new DatabaseStartError(
    `The database in ${dir} is damaged and cannot be opened: ${file}: ${cause}. ` +
      `Stop the server, keep a copy of ${dir} for inspection, and restore the folder from your latest backup.`,
  );
}
