/**
 * The start-up's work on an embedded database, in a thread of its own (database.ts): open the folder,
 * read every table of an existing database, apply migrations, seed a fresh one, close. PGlite's
 * WebAssembly memory grows with that work (to some 350 MB with the first seed) and never shrinks;
 * when the thread ends, all of it goes with the thread, and the serving instance opened after it
 * starts small (docs/decisions/0043-server-memory.md).
 */
import { parentPort, workerData } from "node:worker_threads";
import { type Database, isEmpty, migrateDatabase, openDatabase, seedDemo } from "@portal/db";
import { sql } from "drizzle-orm";
import { causeOf } from "./database.js";

export interface SetupRequest {
  /** DATA_DIR/db */
  dir: string;
  /** The folder was empty: seed it once migrated. */
  fresh: boolean;
  staffUsernames: string[];
}

export type SetupReply =
  | { ok: true; seeded: boolean }
  /** The database cannot be used as found: `file` names where, `cause` PostgreSQL's (or PGlite's) words. */
  | { ok: false; damaged: { file: string; cause: string } }
  | { ok: false; error: { message: string; stack?: string; cause: string } };

class Damaged extends Error {
  constructor(
    readonly file: string,
    readonly inner: unknown,
  ) {
    super(causeOf(inner));
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
      throw new Damaged(`${dir} (table ${name})`, err);
    }
  }
}

async function setUp({ dir, fresh, staffUsernames }: SetupRequest): Promise<boolean> {
  let database: Database;
  try {
    database = await openDatabase({ dataDir: dir });
  } catch (err) {
    throw new Damaged(dir, err);
  }
  try {
    if (!fresh) await readEveryTable(database, dir);
    await migrateDatabase(database);
    const seeded = fresh && (await isEmpty(database.db));
    if (seeded) await seedDemo(database.db, { staffUsernames });
    return seeded;
  } finally {
    await database.close().catch(() => undefined);
  }
}

/** The request, when this module is the entry of a set-up thread (and not imported elsewhere). */
const request = (workerData as { databaseSetup?: SetupRequest } | null)?.databaseSetup;
if (parentPort && request) {
  const port = parentPort;
  const reply = (message: SetupReply) => port.postMessage(message);
  await setUp(request).then(
    (seeded) => reply({ ok: true, seeded }),
    (err: unknown) =>
      reply(
        err instanceof Damaged
          ? { ok: false, damaged: { file: err.file, cause: err.message } }
          : {
              ok: false,
              error: {
                message: err instanceof Error ? err.message : String(err),
                stack: err instanceof Error ? err.stack : undefined,
                cause: causeOf(err),
              },
            },
      ),
  );
}
