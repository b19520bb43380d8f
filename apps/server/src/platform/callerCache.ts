import type { Database } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { CallerRow } from "./auth.js";
import { UserCache, UserChanges } from "./userCache.js";

/** The channel migration 0019 notifies with a user's id when their caller row or a session of theirs changes. */
const callerChanges = new UserChanges("portal_caller");

/**
 * Called by identity whenever it changes what decides a user's caller (Level, activity, company,
 * ForcePass, price setting, a session's end): every cache of this process forgets the user at once.
 * Other processes learn it from the database's notification (docs/decisions/0028-caller-cache.md).
 */
export function callerChanged(userId: number): void {
  callerChanges.changed(userId);
}

/**
 * The callers' stored rows (platform/auth.ts), kept for `ttlMs` so that a signed-in call costs no
 * database read (platform/userCache.ts). Only rows that let the call through are kept.
 */
export class CallerCache extends UserCache<CallerRow | undefined> {
  constructor(ttlMs: number, now: () => number = Date.now) {
    super(callerChanges, { ttlMs, now, keepIf: (row) => !!row?.active && row.liveSession !== null });
  }

  /** The user's row for the session `family`: cached, or loaded by `load` (and kept when allowed). */
  row(id: number, family: string, load: () => Promise<CallerRow | undefined>): Promise<CallerRow | undefined> {
    return this.get(id, family, load);
  }
}

/** Listens to the callers' channel: the cache keeps nothing while the notifications do not reach this process. */
export function listenForCallerChanges(
  database: Database,
  cache: CallerCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return callerChanges.listen(database, cache, log);
}
