import type { Database } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import { UserCache, UserChanges } from "../../platform/userCache.js";
import type { CartRow } from "./cart.repo.js";

/** The channel migration 0026 notifies with a user's id when a line of their cart is added, changed or removed. */
const cartChanges = new UserChanges("portal_cart");

/**
 * Called by cart.repo.ts's writes (in or out of a transaction): every cart cache of this process
 * forgets the user at once; other processes learn it from the database's notification.
 */
export function cartChanged(userIds: number | Iterable<number>): void {
  for (const id of typeof userIds === "number" ? [userIds] : new Set(userIds)) cartChanges.changed(id);
}

/**
 * Each user's cart lines as listCart reads them, kept for `ttlMs` so that GetCart reads no database
 * (issue 21; the caller cache's mechanism, docs/decisions/0036-cart-cache.md). Prices are still
 * worked out on every call from the current catalog snapshot.
 */
export class CartCache extends UserCache<readonly CartRow[]> {
  constructor(ttlMs: number, now: () => number = Date.now) {
    super(cartChanges, { ttlMs, now, maxEntries: 10_000 });
  }

  lines(userId: number, load: () => Promise<readonly CartRow[]>): Promise<readonly CartRow[]> {
    return this.get(userId, "", load);
  }
}

export function listenForCartChanges(
  database: Database,
  cache: CartCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return cartChanges.listen(database, cache, log);
}
