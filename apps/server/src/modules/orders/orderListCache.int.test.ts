import { orders } from "@portal/db/schema";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrder, startSecondInstance, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { adhesive } from "../cart/cart.testkit.js";

/**
 * AccountOrders reads each user's pages through the order list cache (orderListCache.ts, decision
 * 0041): two API instances on one database (two processes behind a load balancer) each keep the
 * pages, and a change made through one, or straight in the database, reaches the other through the
 * notification.
 */
describe("the order list cache across two instances", () => {
  let a: TestApp;
  let b: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let sql: (text: string, values: unknown[]) => Promise<void>;
  const poll = { timeout: 1_000, interval: 10 };

  beforeAll(async () => {
    // Pages kept for a minute, so that a slow machine cannot let one expire in the middle of a test.
    const env = { BRAND: "Wholesale", ORDER_LIST_CACHE_MS: "60000" };
    a = await startTestApp(env);
    second = await startSecondInstance(a, env);
    ({ b, sql } = second);
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  interface Listed {
    SalesOrder: string;
    OrderedBy: string;
    JobName: string;
    TrackingNo: string[];
  }
  const list = async (t: TestApp, who: SignedIn, Type: string) => {
    const res = await t.post("/api/Store/AccountOrders", { userId: who.Id, Type, pageSize: 50 }, who.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as { Orders: Listed[]; Total: number };
  };
  const newestOf = async (userId: number, status: "shipped" | "invoiced") => {
    const [row] = await a.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, status)))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(1);
    return row!;
  };

  it("lists an order placed through one instance there at once, and within a second on the other", async () => {
    const buyer = await signIn(a, "terms");
    const before = await list(a, buyer, "ordered");
    // Both instances have the page cached (read twice).
    for (const t of [a, b, a, b]) expect((await list(t, buyer, "ordered")).Total).toBe(before.Total);

    const orderNumber = await placeOrder(a, buyer, [adhesive(2)]);
    const placed = await list(a, buyer, "ordered");
    expect(placed.Total).toBe(before.Total + 1);
    expect(placed.Orders[0]!.SalesOrder).toBe(String(orderNumber));
    await expect
      .poll(async () => (await list(b, buyer, "ordered")).Orders[0]!.SalesOrder, poll)
      .toBe(String(orderNumber));
  });

  it("shows a job name, a package and a status changed straight in the database on both instances", async () => {
    const buyer = await signIn(a, "buyer2");
    const order = await newestOf(buyer.Id, "shipped");
    const shown = async (t: TestApp) =>
      (await list(t, buyer, "shipped")).Orders.find((o) => o.SalesOrder === String(order.orderNumber));
    for (const t of [a, b, a, b]) expect(await shown(t)).toBeDefined();

    await sql("update orders set job_name = 'Cache Test Job' where id = $1", [order.id]);
    for (const t of [a, b]) await expect.poll(async () => (await shown(t))?.JobName, poll).toBe("Cache Test Job");

    await sql(
      `insert into order_shipments (order_id, carrier, tracking_number, created_by, created_at)
       values ($1, 'UPS', '1ZCACHETEST0000001', $2, now())`,
      [order.id, buyer.Id],
    );
    for (const t of [a, b])
      await expect.poll(async () => (await shown(t))?.TrackingNo, poll).toContain("1ZCACHETEST0000001");

    await sql("update orders set status = 'invoiced' where id = $1", [order.id]);
    for (const t of [a, b]) await expect.poll(async () => await shown(t), poll).toBeUndefined();
  });

  it("serves a page it read from memory until the database says the user's orders changed", async () => {
    const buyer = await signIn(a, "buyer2");
    const order = await newestOf(buyer.Id, "invoiced");
    const jobName = async (t: TestApp) =>
      (await list(t, buyer, "invoiced")).Orders.find((o) => o.SalesOrder === String(order.orderNumber))?.JobName;
    const shown = await jobName(a);
    expect(shown).toBeDefined();
    expect(await jobName(b)).toBe(shown);

    // A change that tells nobody: the trigger is off, and the change is made outside either instance.
    await sql("alter table orders disable trigger orders_listed_changed", []);
    try {
      await sql("update orders set job_name = 'Unannounced Job' where id = $1", [order.id]);
    } finally {
      await sql("alter table orders enable trigger orders_listed_changed", []);
    }
    for (const t of [a, b, a, b]) expect(await jobName(t)).toBe(shown);

    await sql("select pg_notify('portal_orders', $1)", [String(buyer.Id)]);
    for (const t of [a, b]) await expect.poll(() => jobName(t), poll).toBe("Unannounced Job");
    await sql("update orders set job_name = $1 where id = $2", [order.jobName, order.id]);
  });

  it("shows who placed an order under their new name on both instances, an office manager's too", async () => {
    const buyer = await signIn(a, "buyer");
    const manager = await signIn(a, "manager");
    const order = await newestOf(buyer.Id, "invoiced");
    await sql("update orders set placed_by = $1 where id = $2", [manager.Id, order.id]);
    const placer = async (t: TestApp) =>
      (await list(t, buyer, "invoiced")).Orders.find((o) => o.SalesOrder === String(order.orderNumber))?.OrderedBy;
    for (const t of [a, b]) await expect.poll(() => placer(t), poll).toMatch(/^Morgan /);
    for (const t of [a, b, a, b]) await placer(t);

    await sql("update users set first_name = 'Morgana' where id = $1", [manager.Id]);
    try {
      for (const t of [a, b]) await expect.poll(() => placer(t), poll).toMatch(/^Morgana /);
    } finally {
      await sql("update users set first_name = 'Morgan' where id = $1", [manager.Id]);
      await sql("update orders set placed_by = user_id where id = $1", [order.id]);
    }
  });
});
