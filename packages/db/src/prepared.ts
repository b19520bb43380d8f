import { createHash } from "node:crypto";
import { is, type Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { markPrepared } from "./pgliteNamed.js";

const dialect = new PgDialect();
const names = new Map<string, string>();

/**
 * Runs a hand-written statement as a named prepared statement: on PostgreSQL each pooled connection
 * parses it once and, after a few calls, keeps a generic plan when that costs no more than planning
 * each call (`plan_cache_mode` auto), so a hot read skips most of its planning. The name is the
 * statement text's hash, so each shape of a statement is its own prepared statement. On PGlite it is
 * a named prepared statement too (pgliteNamed.ts): parsed and described once, planned as on a server.
 * Only for statements whose best plan does not depend on the values of their parameters: no LIKE
 * patterns, no LIMIT or OFFSET parameters (write those as literals). The server
 * keeps every prepared statement until its connection closes (the map here only caches names), so
 * the caller keeps the number of distinct statement texts small (e.g. only the first pages).
 */
export async function executePrepared<Row>(db: Db, query: SQL | Query, prefix: string): Promise<Row[]> {
  const built = is(query, SQL) ? dialect.sqlToQuery(query) : query;
  let name = names.get(built.sql);
  if (name === undefined) {
    name = `${prefix}_${createHash("sha1").update(built.sql).digest("hex").slice(0, 16)}`;
    if (names.size < 1000) names.set(built.sql, name);
    markPrepared(built.sql);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}

/** Runs a statement already built into text and parameters, unnamed (planned each call), as `db.execute` would. */
export async function executeQuery<Row>(db: Db, built: Query): Promise<Row[]> {
  const result = (await db._.session.prepareQuery(built, undefined, undefined, false).execute()) as
    | { rows: Row[] }
    | Row[];
  return Array.isArray(result) ? result : result.rows;
}

/**
 * Runs a Drizzle query (select, insert, update or delete) as the named prepared statement `name`, its rows mapped as
 * Drizzle maps them; on PGlite prepared by name too (pgliteNamed.ts). One name, one statement text: only for a query
 * whose text never changes (no IN lists of varying length), with the same restrictions as `executePrepared`.
 */
export function runPrepared<T>(query: { prepare(name: string): { execute(): Promise<T> } }, name: string): Promise<T> {
  const prepared = query.prepare(name);
  // PGlite's prepared query keeps its text here; on PostgreSQL the name alone makes it a prepared statement.
  const text = (prepared as { queryString?: unknown }).queryString;
  if (typeof text === "string") markPrepared(text);
  return prepared.execute();
}
