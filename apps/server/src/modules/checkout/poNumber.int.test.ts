import { JOB_NAME_TOO_LONG, PO_NUMBER_REQUIRED, PO_NUMBER_TOO_LONG } from "@portal/contract";
import { customers, orders, outbox, users } from "@portal/db/schema";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkout, placeOrder, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive, clearLines, signInOn } from "../cart/cart.testkit.js";

/** docs/product/cart-and-checkout.md: PO Number and Job Name. */
describe("PO Number and Job Name", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let other: SignedIn;
  const db = () => t.database.db;
  const post = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Store/${path}`, body, who.auth);
  const orderCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
  const buyerCustomer = async () =>
    (await db().select({ customerId: users.customerId }).from(users).where(eq(users.id, buyer.Id)))[0]!.customerId!;
  const setRequired = async (required: boolean) =>
    db()
      .update(customers)
      .set({ poNumberRequired: required })
      .where(eq(customers.id, await buyerCustomer()));

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
  });
  afterAll(async () => {
    await setRequired(false);
    await t.close();
  });
  beforeEach(async () => {
    await clearLines(db(), buyer.Id);
    await addLine(db(), buyer.Id, adhesive(2));
  });

  it("stores both trimmed and shows them on order details and in the confirmation e-mail", async () => {
    const orderNumber = await placeOrder(t, buyer, [], { PONumber: "  PO-4471 ", JobName: " Riverside Mall banners " });
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ poNumber: "PO-4471", jobName: "Riverside Mall banners" });

    const details = (await post("GetOrderDetails", { userId: buyer.Id, orderNumber })).json().Data;
    expect(details).toMatchObject({ PONumber: "PO-4471", JobName: "Riverside Mall banners" });

    const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.subject).toContain(`order ${orderNumber} confirmation`);
    expect(mail?.textBody).toContain("PO Number: PO-4471");
    expect(mail?.textBody).toContain("Job Name: Riverside Mall banners");

    // Another customer's buyer sees nothing of it.
    const theirs = await post("GetOrderDetails", { userId: other.Id, orderNumber }, other);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain("PO-4471");
  });

  it("refuses more than 40 characters and control characters, changing nothing", async () => {
    const before = await orderCount();
    const long = await checkout(t, buyer, { PONumber: "P".repeat(41), JobName: "J".repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(PO_NUMBER_TOO_LONG);
    expect(long.body).toContain(JOB_NAME_TOO_LONG);
    const control = await checkout(t, buyer, { PONumber: "PO\u0007-1" });
    expect(control.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
    // Exactly 40 after trimming is accepted.
    await placeOrder(t, buyer, [], { PONumber: ` ${"P".repeat(40)} `, JobName: "J".repeat(40) });
  });

  it("with the customer's 'PO number required': an empty PO Number is refused and nothing changes", async () => {
    await setRequired(true);
    const before = await orderCount();
    const res = await checkout(t, buyer, { PONumber: "   ", JobName: "Spring sale" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: "invalid", Message: PO_NUMBER_REQUIRED });
    expect(await orderCount()).toBe(before);
    expect((await post("GetCartTotal", {})).json().Data.ItemCount).toBe(1);

    await placeOrder(t, buyer, [], { PONumber: "PO-9" });
    await setRequired(false);
  });
});

describe("PO number required: the office manager's setting on Account (BRAND=Wholesale)", () => {
  let t: TestApp;
  let manager: SignedIn;
  let buyer: SignedIn;
  const set = (on: boolean, who: SignedIn) =>
    t.post("/api/Account/SetPONumberRequired", { PONumberRequired: on, customerId: 999 }, who.auth);
  const shown = async (who: SignedIn) =>
    (await t.post("/api/Account/GetUserAccount", { userId: who.Id }, who.auth)).json().Data.PONumberRequired;

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    manager = await signInOn(t, "manager");
    buyer = await signInOn(t, "buyer");
  });
  afterAll(async () => {
    await t.close();
  });

  it("turns it on and off for the manager's own company; a buyer gets 403 and changes nothing", async () => {
    expect(await shown(buyer)).toBe(false);
    const refused = await set(true, buyer);
    expect(refused.statusCode).toBe(403);
    expect(await shown(buyer)).toBe(false);

    const on = await set(true, manager);
    expect(on.statusCode, on.body).toBe(200);
    expect(await shown(manager)).toBe(true);
    expect(await shown(buyer)).toBe(true);
    await clearLines(t.database.db, buyer.Id);
    await addLine(t.database.db, buyer.Id, adhesive(1));
    const res = await checkout(t, buyer);
    expect(res.json()).toMatchObject({ Status: "invalid", Message: PO_NUMBER_REQUIRED });

    expect((await set(false, manager)).statusCode).toBe(200);
    expect(await shown(buyer)).toBe(false);
  });
});
