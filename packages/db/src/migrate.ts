import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.js";
import { DB_PACKAGE_DIR } from "./packageDir.js";

export const MIGRATIONS_FOLDER = path.join(DB_PACKAGE_DIR, "migrations");

/** Applies the committed drizzle-kit migrations that are not yet applied. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}

/** The advisory lock key of `withStartLock` (any fixed number; only this app takes it). */
const START_LOCK = 72_013_110_024;

/**
 * Runs `fn` (migrations, the first seed) while no other process starting on the same PostgreSQL
 * server runs its own: several API and worker processes may start at once (docs/DEPLOY.md), and
 * two migrations or two seeds at a time would collide. A session advisory lock on a connection of
 * its own, released when `fn` ends (or the connection drops). PGlite serves one process: no lock.
 */
export async function withStartLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (!database.pool) return fn();
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [START_LOCK]);
    try {
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [START_LOCK]);
    }
  } finally {
    client.release();
  }
}
