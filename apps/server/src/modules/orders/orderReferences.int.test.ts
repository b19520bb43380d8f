import { randomUUID } from "node:crypto";
import { TERMS_DAYS_RULE } from "@portal/contract";
import { customers, users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrder, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { adhesive, clearLines } from "../cart/cart.testkit.js";

/** docs/product/orders.md: PO number and job name in the order lists, the staff queue, reorder and the customer page. */
describe("PO number and job name beyond checkout", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let other: SignedIn;
  let ops: SignedIn;
  let support: SignedIn;
  let orderNumber: number;
  /** The buyer's company needs its office manager's release, so the order waits in that list. */
  let tab: string;
  const tag = randomUUID().slice(0, 6);
  const db = () => t.database.db;
  const store = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Store/${path}`, body, who.auth);
  const list = (over: Record<string, unknown> = {}, who: SignedIn = buyer) =>
    store("AccountOrders", { userId: who.Id, Type: tab, pageSize: 100, ...over }, who);

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
    ops = await signIn(t, "staff.ops");
    support = await signIn(t, "staff.support");
    await clearLines(db(), buyer.Id);
    orderNumber = await placeOrder(t, buyer, [adhesive(2)], {
      PONumber: `PO-${tag}`,
      JobName: `Riverside ${tag} banners`,
    });
    const status = (await store("GetOrderDetails", { userId: buyer.Id, orderNumber })).json().Data.Status;
    tab = status === "needs_approval" ? status : "ordered";
  });
  afterAll(() => t.close());

  it("shows both in the customer's order list and finds the order by either, or by its number", async () => {
    const all = (await list()).json().Data;
    expect(all.Orders.find((o: { SalesOrder: string }) => o.SalesOrder === String(orderNumber))).toMatchObject({
      PONumber: `PO-${tag}`,
      JobName: `Riverside ${tag} banners`,
    });
    for (const q of [`po-${tag}`, `${tag} BANNERS`, String(orderNumber)]) {
      const found = (await list({ Search: q })).json().Data;
      expect(found.Total, q).toBe(1);
      expect(found.Orders[0].SalesOrder).toBe(String(orderNumber));
    }
    // LIKE's own characters are taken literally; nothing matches.
    expect((await list({ Search: "%" })).json().Data.Total).toBe(0);
    // Another customer's buyer finds nothing of it, and cannot list the buyer's orders.
    expect((await list({ Search: tag }, other)).json().Data.Total).toBe(0);
    expect((await store("AccountOrders", { userId: buyer.Id, Type: tab, Search: tag }, other)).statusCode).toBe(403);
  });

  it("the staff queue finds the order by PO number or job name and shows both", async () => {
    for (const q of [`PO-${tag}`, `riverside ${tag}`]) {
      const res = await t.get(`/api/Staff/Orders?q=${encodeURIComponent(q)}`, ops.auth);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().Data.Orders;
      expect(rows.map((o: { OrderNumber: number }) => o.OrderNumber)).toEqual([orderNumber]);
      expect(rows[0]).toMatchObject({ PONumber: `PO-${tag}`, JobName: `Riverside ${tag} banners` });
    }
  });

  it("a reorder answers the job name (checkout starts with it) and never the PO number", async () => {
    const details = (await store("GetOrderDetails", { userId: buyer.Id, orderNumber })).json().Data;
    const res = await store("Reorder", {
      userId: buyer.Id,
      orderNumber,
      lines: [details.LineItems[0].LineId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual({ Added: 1, JobName: `Riverside ${tag} banners` });
    expect(res.body).not.toContain(`PO-${tag}`);
    await clearLines(db(), buyer.Id);
  });

  it("staff support set 'PO number required' and the terms days on the customer page, recorded in the history", async () => {
    const [me] = await db().select({ customerId: users.customerId }).from(users).where(eq(users.id, buyer.Id));
    const id = me!.customerId!;
    const page = (await t.get(`/api/Staff/Accounts/${id}`, support.auth)).json().Data;
    expect(page.Settings).toMatchObject({ PONumberRequired: false, TermsDays: 30 });
    const bad = await t.post(`/api/Staff/Accounts/${id}/Settings`, { ...page.Settings, TermsDays: 400 }, support.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(TERMS_DAYS_RULE);

    const res = await t.post(
      `/api/Staff/Accounts/${id}/Settings`,
      { ...page.Settings, PONumberRequired: true },
      support.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Changes[0]).toMatchObject({ Field: "PO number required", Old: "No", New: "Yes" });
    const [row] = await db().select().from(customers).where(eq(customers.id, id));
    expect(row!.poNumberRequired).toBe(true);
    // Ops may not change customer settings.
    const refused = await t.post(
      `/api/Staff/Accounts/${id}/Settings`,
      { ...page.Settings, PONumberRequired: false },
      ops.auth,
    );
    expect(refused.statusCode).toBe(403);
    await db().update(customers).set({ poNumberRequired: false }).where(eq(customers.id, id));
  });
});
