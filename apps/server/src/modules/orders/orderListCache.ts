import type { Database } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import { UserCache, UserChanges } from "../../platform/userCache.js";
import type { OrderPageRow } from "./orders.repo.js";

/**
 * The channel migration 0031 notifies with a user's id when what their order lists show changes: one of
 * their orders, a package of one, or the name of who placed one.
 */
const orderListChanges = new UserChanges("portal_orders");

/**
 * Called by the orders module's writes (in or out of a transaction): every order list cache of this
 * process forgets the user at once; other processes learn it from the database's notification.
 */
export function ordersChanged(userIds: number | Iterable<number>): void {
  for (const id of typeof userIds === "number" ? [userIds] : new Set(userIds)) orderListChanges.changed(id);
}

/** One page of a user's orders in one status and how many there are (repo's ordersPage). */
export interface OrdersPage {
  rows: OrderPageRow[];
  total: number;
}

/**
 * Pages of each user's order lists as ordersPage reads them, kept for `ttlMs` so that AccountOrders
 * reads no database for a page it read a moment ago (issue 21; the caller cache's mechanism,
 * docs/decisions/0041-order-list-cache.md). Prices are hidden or shown per caller when the reply is built.
 */
export class OrderListCache extends UserCache<OrdersPage> {
  constructor(ttlMs: number, now: () => number = Date.now) {
    super(orderListChanges, { ttlMs, now, maxEntries: 20_000 });
  }

  /** `key` names the page within the user's lists (status, page, size). */
  page(userId: number, key: string, load: () => Promise<OrdersPage>): Promise<OrdersPage> {
    return this.get(userId, key, load);
  }
}

export function listenForOrderChanges(
  database: Database,
  cache: OrderListCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return orderListChanges.listen(database, cache, log);
}
