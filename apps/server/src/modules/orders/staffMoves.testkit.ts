import type { OrderStatus } from "@portal/contract";
import { orderStatusHistory, orders, outbox, users } from "@portal/db/schema";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { TestApp } from "../../test/harness.js";
import type { SignedIn } from "../../test/signIn.js";

/** Helpers for the order desk's suites: demo orders by owner and status, the desk's calls, what they stored. */
export function deskKit(t: TestApp) {
  const db = () => t.database.db;
  return {
    /** The newest demo order of a user in a status. */
    async orderOf(username: string, status: OrderStatus) {
      const [row] = await db()
        .select({ order: orders })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(users.username, username), eq(orders.status, status)))
        .orderBy(desc(orders.placedAt))
        .limit(1);
      if (!row) throw new Error(`No ${status} order of ${username} in the seed.`);
      return row.order;
    },
    async order(orderNumber: number) {
      const [row] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row!;
    },
    async setStatus(orderNumber: number, status: OrderStatus) {
      await db().update(orders).set({ status }).where(eq(orders.orderNumber, orderNumber));
    },
    history(orderId: number) {
      return db()
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id));
    },
    async lastOutboxId() {
      const [row] = await db().select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
      return row?.id ?? 0;
    },
    mailSince(id: number) {
      return db().select().from(outbox).where(gt(outbox.id, id)).orderBy(asc(outbox.id));
    },
    move(who: SignedIn | undefined, orderNumber: number | string, body: unknown) {
      return t.post(`/api/Staff/Orders/${orderNumber}/Move`, body, who?.auth);
    },
    ship(who: SignedIn | undefined, orderNumber: number | string, body: unknown) {
      return t.post(`/api/Staff/Orders/${orderNumber}/Ship`, body, who?.auth);
    },
    cancel(who: SignedIn | undefined, orderNumber: number | string, body: unknown) {
      return t.post(`/api/Staff/Orders/${orderNumber}/Cancel`, body, who?.auth);
    },
  };
}
