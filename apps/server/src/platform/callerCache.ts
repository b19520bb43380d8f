import type { Database } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { CallerRow } from "./auth.js";
import { listenToChannel } from "./notifications.js";

/** The channel migration 0019 notifies with a user's id when their caller row or a session of theirs changes. */
const CALLER_CHANNEL = "portal_caller";

/**
 * After identity changes a user (before its transaction commits), this process caches none of the
 * user's rows for this long: a request between the write and the commit reads the old row and must
 * not keep it. The database's notification, after the commit, forgets them again.
 */
const HOLD_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  row: CallerRow;
  until: number;
}

/** Every cache of this process, so that identity's writes reach them without a round trip. */
const liveCaches = new Set<CallerCache>();

/**
 * Called by identity whenever it changes what decides a user's caller (Level, activity, company,
 * ForcePass, price setting, a session's end): every cache of this process forgets the user at once.
 * Other processes learn it from the database's notification (docs/decisions/0028-caller-cache.md).
 */
export function callerChanged(userId: number): void {
  for (const cache of liveCaches) cache.forget(userId, true);
}

/**
 * The callers' stored rows (platform/auth.ts), kept for `ttlMs` so that a signed-in call costs no
 * database read. Only rows that let the call through are kept, only while the process listens to
 * the database's notifications (otherwise it could miss a change made elsewhere), and a row read
 * while a change was announced is not kept.
 */
export class CallerCache {
  private readonly byUser = new Map<number, Map<string, Entry>>();
  private readonly held = new Map<number, number>();
  private size = 0;
  /** Bumped by every forget: a row read before it is not kept. */
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    liveCaches.add(this);
  }

  /** The user's row for the session `family`: cached, or loaded by `load` (and kept when allowed). */
  async row(id: number, family: string, load: () => Promise<CallerRow | undefined>): Promise<CallerRow | undefined> {
    const enabled = this.ttlMs > 0 && this.listening;
    if (enabled) {
      const hit = this.byUser.get(id)?.get(family);
      if (hit && hit.until > this.now()) return hit.row;
    }
    const epoch = this.epoch;
    const row = await load();
    if (enabled && this.listening && epoch === this.epoch && row?.active && row.liveSession !== null) {
      this.keep(id, family, row);
    }
    return row;
  }

  private keep(id: number, family: string, row: CallerRow): void {
    const heldUntil = this.held.get(id);
    if (heldUntil !== undefined) {
      if (heldUntil > this.now()) return;
      this.held.delete(id);
    }
    if (this.size >= MAX_ENTRIES) this.clear();
    let families = this.byUser.get(id);
    if (!families) {
      families = new Map();
      this.byUser.set(id, families);
    }
    if (!families.has(family)) this.size++;
    families.set(family, { row, until: this.now() + this.ttlMs });
  }

  /** Drops the user's rows; `hold` also keeps none of them for a moment (a change not yet committed). */
  forget(userId: number, hold = false): void {
    this.epoch++;
    const families = this.byUser.get(userId);
    if (families) {
      this.size -= families.size;
      this.byUser.delete(userId);
    }
    if (hold) this.held.set(userId, this.now() + HOLD_MS);
  }

  clear(): void {
    this.epoch++;
    this.byUser.clear();
    this.size = 0;
  }

  /** Whether changes made by other processes reach this one; without them nothing is kept. */
  setListening(on: boolean): void {
    this.clear();
    this.listening = on;
  }

  close(): void {
    this.setListening(false);
    liveCaches.delete(this);
  }
}

/**
 * Listens to CALLER_CHANNEL (platform/notifications.ts): the cache keeps nothing while the
 * notifications do not reach this process. Returns the function that stops it.
 */
export async function listenForCallerChanges(
  database: Database,
  cache: CallerCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const stop = await listenToChannel(
    database,
    CALLER_CHANNEL,
    {
      onNotify: (payload) => {
        const id = Number(payload);
        if (Number.isInteger(id)) cache.forget(id);
      },
      onListening: (on) => cache.setListening(on),
    },
    log,
  );
  return async () => {
    await stop();
    cache.close();
  };
}
