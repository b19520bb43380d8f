import { createHash } from "node:crypto";
import { is, type Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { markPrepared } from "./pgliteNamed.js";

const dialect = new PgDialect();
const names = new Map<string, string>();

/** Distinct texts prepared at most: each stays on every connection (and PGlite) that ran it until that closes. */
const MAX_PREPARED_TEXTS = 1000;

/**
 * A statement text's name: the prefix and the text's hash (each text its own prepared statement); undefined once
 * MAX_PREPARED_TEXTS texts are named, and the text then runs unnamed (planned each call), as on PGlite.
 */
function nameOf(text: string, prefix: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_TEXTS) {
    name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    names.set(text, name);
    markPrepared(text);
  }
  return name;
}

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
  const name = nameOf(built.sql, prefix);
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

/** What Drizzle's prepared queries keep of their statement (node-postgres: configs with its name and text). */
interface PreparedInternals {
  queryString?: string;
  rawQueryConfig?: { name?: string; text: string };
  queryConfig?: { name?: string; text: string };
}

/**
 * Runs a Drizzle query (select, insert, update or delete) as a named prepared statement, its rows mapped as Drizzle
 * maps them; on PGlite prepared by name too (pgliteNamed.ts). Named as `executePrepared` names its statements (the
 * prefix and the text's hash): an insert's text, say, differs with the columns given values. For the statements whose
 * best plan does not depend on their values, as `executePrepared`; no IN lists (an array parameter instead).
 */
export function runPrepared<T>(
  query: { prepare(name: string): { execute(): Promise<T> } },
  prefix: string,
): Promise<T> {
  const prepared = query.prepare(prefix);
  const internals = prepared as PreparedInternals;
  if (typeof internals.rawQueryConfig?.text === "string" && internals.queryConfig) {
    // node-postgres: the statement's name is in its query configs
    const name = nameOf(internals.rawQueryConfig.text, prefix);
    internals.rawQueryConfig.name = name;
    internals.queryConfig.name = name;
  } else if (typeof internals.queryString === "string") {
    nameOf(internals.queryString, prefix); // PGlite: the text marked for pgliteNamed.ts
  } else {
    throw new Error("runPrepared: a prepared query of an unknown driver");
  }
  return prepared.execute();
}
