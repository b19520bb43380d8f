import type { Database } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import { listenToChannel } from "./notifications.js";

/**
 * After a write changes a user's data (before its transaction commits), a cache of this process
 * keeps none of the user's values for this long: a request between the write and the commit reads
 * the old value and must not keep it. The database's notification, after the commit, forgets them
 * again.
 */
const HOLD_MS = 5_000;

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * One kind of per-user data kept in memory (the callers' rows, the carts' lines): the database
 * notifies `channel` with the user's id when it changes (a trigger, so any writer is covered), and
 * the owner's writes call `changed` so that this process forgets at once
 * (docs/decisions/0028-caller-cache.md).
 */
export class UserChanges {
  /** Every cache of this kind in this process, so that writes reach them without a round trip. */
  readonly caches = new Set<UserCache<unknown>>();

  constructor(readonly channel: string) {}

  /** The user's data changed (or is about to, in a transaction not yet committed). */
  changed(userId: number): void {
    for (const cache of this.caches) cache.forget(userId, true);
  }

  /**
   * Listens to the channel (platform/notifications.ts): the cache keeps nothing while the
   * notifications do not reach this process. Returns the function that stops it.
   */
  async listen<V>(database: Database, cache: UserCache<V>, log: FastifyBaseLogger): Promise<() => Promise<void>> {
    const stop = await listenToChannel(
      database,
      this.channel,
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
}

export interface UserCacheOptions<V> {
  /** How long a value is kept; 0 keeps none. */
  ttlMs: number;
  now?: () => number;
  /** Only values that pass are kept (the caller cache keeps only rows that let a call through). */
  keepIf?: (value: V) => boolean;
  maxEntries?: number;
}

/**
 * Values per user (and per `key` within the user) kept for `ttlMs`, only while the process listens
 * to the database's notifications (otherwise it could miss a change made elsewhere); a value read
 * while a change was announced is not kept.
 */
export class UserCache<V> {
  private readonly byUser = new Map<number, Map<string, Entry<V>>>();
  private readonly held = new Map<number, number>();
  private size = 0;
  /** Bumped by every forget: a value read before it is not kept. */
  private epoch = 0;
  private listening = false;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly keepIf: (value: V) => boolean;
  private readonly maxEntries: number;

  constructor(
    private readonly changes: UserChanges,
    options: UserCacheOptions<V>,
  ) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.keepIf = options.keepIf ?? (() => true);
    this.maxEntries = options.maxEntries ?? 50_000;
    changes.caches.add(this as UserCache<unknown>);
  }

  /** The user's value under `key`: cached, or loaded by `load` (and kept when allowed). */
  async get(id: number, key: string, load: () => Promise<V>): Promise<V> {
    const enabled = this.ttlMs > 0 && this.listening;
    if (enabled) {
      const hit = this.byUser.get(id)?.get(key);
      if (hit && hit.until > this.now()) return hit.value;
    }
    const epoch = this.epoch;
    const value = await load();
    if (enabled && this.listening && epoch === this.epoch && this.keepIf(value)) this.keep(id, key, value);
    return value;
  }

  private keep(id: number, key: string, value: V): void {
    const heldUntil = this.held.get(id);
    if (heldUntil !== undefined) {
      if (heldUntil > this.now()) return;
      this.held.delete(id);
    }
    if (this.size >= this.maxEntries) this.clear();
    let keys = this.byUser.get(id);
    if (!keys) {
      keys = new Map();
      this.byUser.set(id, keys);
    }
    if (!keys.has(key)) this.size++;
    keys.set(key, { value, until: this.now() + this.ttlMs });
  }

  /** Drops the user's values; `hold` also keeps none of them for a moment (a change not yet committed). */
  forget(userId: number, hold = false): void {
    this.epoch++;
    const keys = this.byUser.get(userId);
    if (keys) {
      this.size -= keys.size;
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
    this.changes.caches.delete(this as UserCache<unknown>);
  }
}
