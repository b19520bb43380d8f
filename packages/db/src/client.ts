import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { PgliteInTurns } from "./pgliteTurns.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** The one database type the app uses, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The PGlite instance when embedded (for snapshots); undefined on a PostgreSQL server. */
  pglite?: PGlite;
  /** The app's statements on PGlite, one per turn of the event loop (Drizzle's and pg-boss's). */
  pgliteTurns?: PgliteInTurns;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File };

/**
 * PGlite's PostgreSQL keeps its shared buffers in the process's WebAssembly memory: the default 128 MB
 * is resident from the start. On disk, a page missing from 16 MB of buffers is read from the system's
 * file cache, so the server process is about 110 MB smaller for the same queries
 * (docs/decisions/0043-server-memory.md). The in-memory database of tests and benches keeps the default.
 */
const ON_DISK_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection can be closed by the server (restart, failover, admin): the pool drops it
    // and connects again on the next query. Without a listener that event would end the process.
    pool.on("error", (err) => {
      console.error(`database connection lost: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }
  // pg_trgm: the staff queue's search indexes (migration 0007); PostgreSQL servers ship it as contrib.
  const extensions = { pg_trgm };
  const pglite =
    "dataDir" in options
      ? await PGlite.create(options.dataDir, { extensions, startParams: ON_DISK_START_PARAMS })
      : await PGlite.create({ loadDataDir: options.loadDataDir, extensions });
  const pgliteTurns = new PgliteInTurns(pglite);
  // Drizzle's PGlite session calls query and transaction only.
  const db = drizzlePglite({ client: pgliteTurns as unknown as PGlite, schema }) as unknown as Db;
  return { db, kind: "pglite", pglite, pgliteTurns, close: () => pgliteTurns.close() };
}
