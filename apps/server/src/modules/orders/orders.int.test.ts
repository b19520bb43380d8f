import {
  CART_MAX_QUANTITY_MESSAGE,
  REORDER_PRICE_SAME,
  REORDER_PRICES_CHANGED,
  REORDER_QUANTITY_RULE,
  reorderQuantityChanged,
} from "@portal/contract";
import { materials, orderLines, orderPayments, orderStatusHistory, orders, outbox, users } from "@portal/db/schema";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type SandboxEvent, SandboxGateway } from "../../platform/payments/sandbox.js";
import { placeOrder, startTestApp, type TestApp, updateUsers } from "../../test/harness.js";
import type { SignedIn } from "../../test/signIn.js";
import { adhesive, clearLines, signInOn } from "../cart/cart.testkit.js";
import { hasActiveOrders } from "./orders.repo.js";

const events: SandboxEvent[] = [];
const observe = (e: SandboxEvent) => events.push(e);

describe("orders (BRAND=Wholesale)", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let buyer2: SignedIn;
  let manager: SignedIn;
  const db = () => t.database.db;
  const post = (path: string, body: unknown, who: SignedIn) => t.post(`/api/Store/${path}`, body, who.auth);
  const ordersOf = (userId: number, status: "needs_approval" | "ordered" | "shipped" | "invoiced" | "cancelled") =>
    db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, status)))
      .orderBy(desc(orders.placedAt));

  beforeAll(async () => {
    SandboxGateway.observers.add(observe);
    t = await startTestApp({ BRAND: "Wholesale" });
    buyer = await signInOn(t, "buyer");
    buyer2 = await signInOn(t, "buyer2");
    manager = await signInOn(t, "manager");
  });
  afterAll(async () => {
    SandboxGateway.observers.delete(observe);
    await t.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  it("answers an order's details to its buyer and 403 to another customer's buyer", async () => {
    const [order] = await ordersOf(buyer.Id, "shipped");
    const mine = await post("GetOrderDetails", { userId: buyer.Id, orderNumber: order!.orderNumber }, buyer);
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json().Data;
    expect(data.OrderNumber).toBe(order!.orderNumber);
    expect(data.LineItems).toHaveLength(3);
    expect(data.LineItems[0]).toMatchObject({ ItemNo: "ADH-CAL", base64String: "", InchWidth: 24, InchHeight: 36 });
    expect(data.LineItems[0].Details).toContain("Size: 24 x 36 in");
    expect(data.Checkout.ShippingFirstName).toBe("Bailey");
    expect(data.Total).toBeCloseTo(order!.totalCents / 100, 2);

    const theirs = await post("GetOrderDetails", { userId: buyer2.Id, orderNumber: order!.orderNumber }, buyer2);
    expect(theirs.statusCode).toBe(403);
    const managers = await post("GetOrderDetails", { userId: manager.Id, orderNumber: order!.orderNumber }, manager);
    expect(managers.statusCode).toBe(200);
  });

  it("hides prices, Bill To and the 90OC line from a user without showPrice", async () => {
    const [order] = await ordersOf(buyer2.Id, "shipped");
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    await db()
      .insert(orderLines)
      .values({
        orderId: order!.id,
        lineNo: lines.length + 1,
        kind: "charge",
        itemNo: "90OC",
        itemDesc: "$150 Minimum Purchase Charge",
        quantity: 1,
        priceCents: 0,
      });
    const shown = (await post("GetOrderDetails", { userId: buyer2.Id, orderNumber: order!.orderNumber }, buyer2)).json()
      .Data;
    expect(shown.LineItems.map((l: { ItemNo: string }) => l.ItemNo)).toContain("90OC");
    expect(shown.Subtotal).toBeGreaterThan(0);
    await updateUsers(t.database, { showPrice: false }, eq(users.id, buyer2.Id));
    try {
      const again = await signInOn(t, "buyer2");
      const hidden = (
        await post("GetOrderDetails", { userId: buyer2.Id, orderNumber: order!.orderNumber }, again)
      ).json().Data;
      expect(hidden.PriceHidden).toBe(true);
      expect(hidden.LineItems.map((l: { ItemNo: string }) => l.ItemNo)).not.toContain("90OC");
      expect(hidden.LineItems.every((l: { Price: number }) => l.Price === 0)).toBe(true);
      expect([hidden.Subtotal, hidden.Total, hidden.Checkout.BillingAddress]).toEqual([0, 0, ""]);
      const list = (await post("AccountOrders", { userId: buyer2.Id, Type: "shipped" }, again)).json().Data;
      expect(list.Orders[0].Subtotal).toBe(0);
    } finally {
      await updateUsers(t.database, { showPrice: true }, eq(users.id, buyer2.Id));
    }
  });

  it("lists the group labels, needs_approval first, as the office manager sees them", async () => {
    const res = await t.get("/api/Store/GetOrderStatusList", manager.auth);
    expect(res.json().Data.slice(0, 4)).toEqual([
      { key: "needs_approval", value: "Release to Production" },
      { key: "ordered", value: "In Production" },
      { key: "shipped", value: "Shipped" },
      { key: "invoiced", value: "Completed Orders" },
    ]);
    const buyers = await t.get("/api/Store/GetOrderStatusList", buyer.auth);
    expect(buyers.json().Data[0]).toEqual({ key: "needs_approval", value: "Await Release" });
  });

  it("pages AccountOrders by status, newest first, with the total", async () => {
    const [template] = await ordersOf(buyer2.Id, "invoiced");
    // 23 more invoiced orders for buyer2, copies of the seeded one, one day apart.
    await db().execute(sql`
      insert into orders (user_id, placed_by, customer_id, franchise, status, placed_at, production_date, ship_date,
        items_cents, subtotal_cents, freight_cents, tax_cents, total_cents, shipping_method, payment_kind,
        ship_first_name, ship_last_name, ship_address1, ship_city, ship_state, ship_zip, ship_country, ship_residential)
      select user_id, placed_by, customer_id, franchise, status, placed_at - (g || ' days')::interval,
        production_date, ship_date, items_cents, subtotal_cents, freight_cents, tax_cents, total_cents,
        shipping_method, payment_kind, ship_first_name, ship_last_name, ship_address1, ship_city, ship_state,
        ship_zip, ship_country, ship_residential
      from orders, generate_series(1, 23) g where id = ${template!.id}`);
    const page = async (n: number) =>
      (await post("AccountOrders", { userId: buyer2.Id, Type: "invoiced", page: n }, buyer2)).json().Data;
    const first = await page(1);
    expect(first.Total).toBe(24);
    expect(first.Orders).toHaveLength(10);
    expect(first.Orders[0].SalesOrder).toBe(String(template!.orderNumber));
    const dates = first.Orders.map((o: { DateOrdered: string }) => o.DateOrdered);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await page(3)).Orders).toHaveLength(4);
    // Past the last page: no orders, and still the total.
    expect(await page(4)).toMatchObject({ Orders: [], Total: 24, Page: 4 });
    // Who placed each order, by name.
    expect(new Set(first.Orders.map((o: { OrderedBy: string }) => o.OrderedBy))).toEqual(new Set(["Casey Lindqvist"]));
    expect(first.Orders.every((o: { Status: string }) => o.Status === "invoiced")).toBe(true);

    const shipped = (await post("AccountOrders", { userId: buyer2.Id, Type: "shipped" }, buyer2)).json().Data;
    expect(shipped.Total).toBe(1);
    expect(shipped.Orders[0].Subtotal).toBeGreaterThan(0);
    // Another customer's user: 403.
    expect((await post("AccountOrders", { userId: buyer.Id, Type: "shipped" }, buyer2)).statusCode).toBe(403);
    // An office manager reads the orders of a user of their customer.
    const forBuyer = await post("AccountOrders", { userId: buyer.Id, Type: "needs_approval" }, manager);
    expect(forBuyer.json().Data.Total).toBeGreaterThanOrEqual(1);
  });

  it("lets an office manager release only their own customer's needs_approval orders, charging the card", async () => {
    await clearLines(db(), buyer.Id);
    const orderNumber = await placeOrder(t, buyer, [adhesive(2)]);

    // The manager's own list of orders to release holds it (the buyer's, not the manager's own order);
    // another customer's user sees none of it in theirs.
    const toRelease = (await post("AccountOrders", { userId: manager.Id, Type: "needs_approval" }, manager)).json()
      .Data;
    expect(toRelease.Orders.map((o: { SalesOrder: string }) => o.SalesOrder)).toContain(String(orderNumber));
    const others = (await post("AccountOrders", { userId: buyer2.Id, Type: "needs_approval" }, buyer2)).json().Data;
    expect(others.Orders.map((o: { SalesOrder: string }) => o.SalesOrder)).not.toContain(String(orderNumber));

    // The buyer cannot release it; nor can a buyer of another customer.
    expect((await post("ApproveOrder", { userId: buyer.Id, orderNumber }, buyer)).statusCode).toBe(403);
    expect((await post("ApproveOrder", { userId: buyer2.Id, orderNumber }, buyer2)).statusCode).toBe(403);
    // An order that does not wait for release is refused.
    const [shipped] = await ordersOf(buyer.Id, "shipped");
    const notWaiting = await post("ApproveOrder", { userId: manager.Id, orderNumber: shipped!.orderNumber }, manager);
    expect(notWaiting.json().Status).toBe("failed");
    expect(events.filter((e) => e.kind === "charge")).toEqual([]);

    const released = await post("ApproveOrder", { userId: manager.Id, orderNumber }, manager);
    expect(released.statusCode, released.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order!.status).toBe("ordered");
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments).toEqual([expect.objectContaining({ status: "charged", amountCents: order!.totalCents })]);
    expect(payments[0]!.chargeId).not.toBe("");
    expect(events.filter((e) => e.kind === "charge" && e.ok)).toHaveLength(1);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order!.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.map((h) => [h.toStatus, h.changedBy])).toEqual([
      ["needs_approval", buyer.Id],
      ["ordered", manager.Id],
    ]);
    const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.toAddress).toBe("bailey@northsidesign.example");
    expect(mail!.subject).toContain("was released");
    // Twice: refused, no second charge.
    expect((await post("ApproveOrder", { userId: manager.Id, orderNumber }, manager)).json().Status).toBe("failed");
    expect(events.filter((e) => e.kind === "charge" && e.ok)).toHaveLength(1);
  });

  it("previews and reorders lines at today's prices", async () => {
    await clearLines(db(), buyer.Id);
    const [order] = await ordersOf(buyer.Id, "shipped");
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(asc(orderLines.lineNo));
    const preview = (await post("ReorderPreview", { userId: buyer.Id, orderNumber: order!.orderNumber }, buyer)).json()
      .Data;
    expect(preview.Lines).toHaveLength(3);
    expect(preview.Lines.every((l: { CanReorder: boolean }) => l.CanReorder)).toBe(true);
    expect(preview.Lines[0].OldPrice).toBeCloseTo(lines[0]!.priceCents / 100, 2);

    const ok = await post(
      "Reorder",
      { userId: buyer.Id, orderNumber: order!.orderNumber, lines: [lines[0]!.id, lines[1]!.id] },
      buyer,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().Data.Added).toBe(2);
    const cart = (await post("GetCart", {}, buyer)).json().Data;
    expect(cart.ItemCount).toBe(2);
    // Repriced: the cart's price is today's, as the preview said.
    expect(cart.products[0].PriceCents).toBe(Math.round(preview.Lines[0].NewPrice * 100));

    // Another customer's buyer cannot reorder it.
    expect(
      (await post("Reorder", { userId: buyer2.Id, orderNumber: order!.orderNumber, lines: [lines[0]!.id] }, buyer2))
        .statusCode,
    ).toBe(403);
  });

  it("previews and reorders at the buyer's quantities, saying why today's price differs", async () => {
    await clearLines(db(), buyer.Id);
    const [order] = await ordersOf(buyer.Id, "shipped");
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(asc(orderLines.lineNo));
    const preview = (body: object) =>
      post("ReorderPreview", { userId: buyer.Id, orderNumber: order!.orderNumber, ...body }, buyer);
    const today = (await preview({})).json().Data.Lines as { NewPrice: number }[];
    // The order as if priced by an older price book (line 1) and by today's (line 2).
    const cents = (dollars: number) => Math.round(dollars * 100);
    await db()
      .update(orderLines)
      .set({ priceCents: cents(today[0]!.NewPrice) + 500 })
      .where(eq(orderLines.id, lines[0]!.id));
    await db()
      .update(orderLines)
      .set({ priceCents: cents(today[1]!.NewPrice) })
      .where(eq(orderLines.id, lines[1]!.id));

    const res = await preview({ quantities: [{ LineId: lines[0]!.id, Quantity: 5 }] });
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json().Data.Lines;
    expect(first).toMatchObject({
      Quantity: 5,
      OrderedQuantity: lines[0]!.quantity,
      OldPrice: (cents(today[0]!.NewPrice) + 500) / 100,
      PriceNote: `${reorderQuantityChanged(lines[0]!.quantity, 5)} ${REORDER_PRICES_CHANGED}`,
      Editable: true,
    });
    expect(first.NewPrice).toBeGreaterThan(today[0]!.NewPrice);
    expect(second).toMatchObject({ Quantity: lines[1]!.quantity, PriceNote: REORDER_PRICE_SAME });

    // Quantities out of range are refused with the rule, and nothing is added.
    const refusals: [unknown, string][] = [
      [0, REORDER_QUANTITY_RULE],
      [1000, CART_MAX_QUANTITY_MESSAGE],
      [2.5, REORDER_QUANTITY_RULE],
      ["3", REORDER_QUANTITY_RULE],
    ];
    for (const [Quantity, message] of refusals) {
      const bad = await post(
        "Reorder",
        { userId: buyer.Id, orderNumber: order!.orderNumber, lines: [{ LineId: lines[0]!.id, Quantity }] },
        buyer,
      );
      expect(bad.statusCode, `${Quantity}: ${bad.body}`).toBe(400);
      expect(bad.json().Message).toBe(message);
    }
    expect((await post("GetCart", {}, buyer)).json().Status).toBe("nodata");

    const ok = await post(
      "Reorder",
      {
        userId: buyer.Id,
        orderNumber: order!.orderNumber,
        lines: [{ LineId: lines[0]!.id, Quantity: 5 }, lines[1]!.id],
      },
      buyer,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const cart = (await post("GetCart", {}, buyer)).json().Data;
    expect(cart.products.map((p: { Quantity: number }) => p.Quantity)).toEqual([5, lines[1]!.quantity]);
    expect(cart.products[0].PriceCents).toBe(cents(first.NewPrice));
    await clearLines(db(), buyer.Id);

    // Change in the portal: the line as a new project (no cart id) at the chosen quantity; not another's.
    const project = await post(
      "ReorderLineProject",
      { userId: buyer.Id, orderNumber: order!.orderNumber, choice: { LineId: lines[0]!.id, Quantity: 7 } },
      buyer,
    );
    expect(project.statusCode, project.body).toBe(200);
    expect(project.json().Data).toEqual([
      expect.objectContaining({ CartID: 0, SetId: 0, ItemNo: "ADH-CAL", Quantity: 7, InchWidth: 24, InchHeight: 36 }),
    ]);
    const theirs = await post(
      "ReorderLineProject",
      { userId: buyer2.Id, orderNumber: order!.orderNumber, choice: { LineId: lines[0]!.id, Quantity: 7 } },
      buyer2,
    );
    expect(theirs.statusCode).toBe(403);
    expect((await post("GetCart", {}, buyer)).json().Status).toBe("nodata");
  });

  it("tells accounts which users still have orders not shipped, invoiced or cancelled", async () => {
    expect(await hasActiveOrders(db(), buyer2.Id)).toBe(true);
    const [forcepass] = await db()
      .select()
      .from(users)
      .where(and(eq(users.username, "forcepass"), eq(users.franchise, "Wholesale")));
    expect(await hasActiveOrders(db(), forcepass!.id)).toBe(false);
    await db()
      .update(orders)
      .set({ status: "shipped" })
      .where(and(eq(orders.userId, buyer2.Id), eq(orders.status, "ordered")));
    expect(await hasActiveOrders(db(), buyer2.Id)).toBe(false);
  });

  it("keeps a removed buyer with orders in production active, marked for removal", async () => {
    const res = await t.post("/api/Account/RemoveFranchiseAccount", { userId: buyer.Id }, manager.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Active: true, RemovalRequested: true });
    const [row] = await db().select().from(users).where(eq(users.id, buyer.Id));
    expect(row!.active).toBe(true);
    expect(row!.removalRequestedAt).not.toBeNull();
  });
});

describe("reorder of a material no longer available (BRAND=Wholesale)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    // Before the app first loads its catalog.
    await t.database.db.update(materials).set({ available: false }).where(eq(materials.itemNo, "ACM-3MM"));
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses the line with a reason naming it, and adds nothing", async () => {
    const buyer = await signInOn(t, "buyer");
    const db = t.database.db;
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, buyer.Id), eq(orders.status, "shipped")));
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(asc(orderLines.lineNo));
    const preview = (
      await t.post("/api/Store/ReorderPreview", { userId: buyer.Id, orderNumber: order!.orderNumber }, buyer.auth)
    ).json().Data;
    expect(preview.Lines.map((l: { CanReorder: boolean }) => l.CanReorder)).toEqual([true, true, false]);
    expect(preview.Lines[2].Reason).toContain("Item 3 (3 mm ACM");
    const refused = await t.post(
      "/api/Store/Reorder",
      { userId: buyer.Id, orderNumber: order!.orderNumber, lines: [lines[0]!.id, lines[2]!.id] },
      buyer.auth,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Status).toBe("failed");
    expect(refused.json().Message).toBe("Item 3 (3 mm ACM, parking-sign.pdf): 3 mm ACM is no longer available.");
    expect((await t.post("/api/Store/GetCart", {}, buyer.auth)).json().Status).toBe("nodata");
  });
});
