import { ORDER_CHANGED, orderCannotMove, TRACKING_NUMBER_RULE, trackingLink } from "@portal/contract";
import { orderLines, orderShipmentLines, orderShipments } from "@portal/db/schema";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { deskKit } from "./staffMoves.testkit.js";

describe("Staff/Orders/{orderNumber}/Ship and the customer's tracking links", () => {
  let t: TestApp;
  let ops: SignedIn;
  let support: SignedIn;
  let buyer: SignedIn;
  let kit: ReturnType<typeof deskKit>;
  const db = () => t.database.db;
  const lineIdsOf = async (orderId: number) =>
    (await db().select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo))).map(
      (l) => l.id,
    );
  const shipmentsOf = (orderId: number) =>
    db().select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(asc(orderShipments.id));
  /** A demo order of `username` moved to production through the desk; returns it with its new version. */
  const inProduction = async (username: string) => {
    const order = await kit.orderOf(username, "ordered");
    const res = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    return kit.order(order.orderNumber);
  };

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    kit = deskKit(t);
    ops = await signIn(t, "staff.ops");
    support = await signIn(t, "staff.support");
    buyer = await signIn(t, "buyer");
  });
  afterAll(() => t.close());

  it("ships a whole order in two packages: shipped, history, e-mail with both links, the buyer sees them", async () => {
    const order = await inProduction("buyer");
    const mark = await kit.lastOutboxId();
    const res = await kit.ship(ops, order.orderNumber, {
      Version: order.version,
      Packages: [
        { Carrier: "UPS", TrackingNumber: "1Z 999 AA1 0123 4567 84", WeightLb: 12.5 },
        { Carrier: "FedEx", TrackingNumber: "794612345678" },
      ],
      Note: "Two boxes",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({
      Status: "shipped",
      Version: order.version + 1,
      AllowedMoves: ["invoiced"],
    });
    const packages = await shipmentsOf(order.id);
    // Spaces inside a tracking number are dropped.
    expect(packages.map((p) => [p.carrier, p.trackingNumber, p.weightLb])).toEqual([
      ["UPS", "1Z999AA10123456784", 12.5],
      ["FedEx", "794612345678", null],
    ]);
    const carried = await db()
      .select()
      .from(orderShipmentLines)
      .where(eq(orderShipmentLines.shipmentId, packages[0]!.id));
    expect(carried.map((c) => c.orderLineId).sort()).toEqual((await lineIdsOf(order.id)).sort());
    expect((await kit.history(order.id)).at(-1)).toMatchObject({
      fromStatus: "in_production",
      toStatus: "shipped",
      note: "Two boxes",
    });
    const [mail] = await kit.mailSince(mark);
    expect(mail!.subject).toBe(`Wholesale Graphics Direct: your order ${order.orderNumber} has shipped`);
    expect(mail!.textBody).toContain(trackingLink("UPS", "1Z999AA10123456784"));
    expect(mail!.textBody).toContain(trackingLink("FedEx", "794612345678"));

    const list = await t.post(
      "/api/Store/AccountOrders",
      { userId: buyer.Id, Type: "shipped", pageSize: 50 },
      buyer.auth,
    );
    const row = list.json().Data.Orders.find((o: { SalesOrder: string }) => o.SalesOrder === String(order.orderNumber));
    expect(row.TrackingNo).toEqual(["1Z999AA10123456784", "794612345678"]);
    expect(row.TrackingLink).toEqual([
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      "https://www.fedex.com/fedextrack/?trknbr=794612345678",
    ]);
    const details = await t.post(
      "/api/Store/GetOrderDetails",
      { userId: buyer.Id, orderNumber: order.orderNumber },
      buyer.auth,
    );
    expect(details.json().Data.Shipments).toEqual([
      {
        Carrier: "UPS",
        TrackingNumber: "1Z999AA10123456784",
        TrackingLink: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      },
      {
        Carrier: "FedEx",
        TrackingNumber: "794612345678",
        TrackingLink: "https://www.fedex.com/fedextrack/?trknbr=794612345678",
      },
    ]);
  });

  it("keeps a partly shipped order in production until every line is shipped", async () => {
    const order = await inProduction("buyer2");
    // buyer2's ordered demo order has one line: give it a second one to ship separately.
    const [first] = await lineIdsOf(order.id);
    const [second] = await db()
      .insert(orderLines)
      .values({ orderId: order.id, lineNo: 2, kind: "product", itemNo: "COREX-4MM", quantity: 3, priceCents: 0 })
      .returning();
    const [service] = await db()
      .insert(orderLines)
      .values({ orderId: order.id, lineNo: 3, kind: "service", itemNo: "PROOF", quantity: 1, priceCents: 0 })
      .returning();
    const partial = await kit.ship(ops, order.orderNumber, {
      Version: order.version,
      Packages: [{ Carrier: "Metro Courier", TrackingNumber: "MC20481" }],
      LineIds: [first],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().Data).toMatchObject({ Status: "in_production", Version: order.version + 1 });

    const again = await kit.ship(ops, order.orderNumber, {
      Version: order.version + 1,
      Packages: [{ Carrier: "UPS", TrackingNumber: "1Z999AA10000000001" }],
      LineIds: [first],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().Message).toContain("Item 1 (Calendered Vinyl) was already shipped.");

    const notProduct = await kit.ship(ops, order.orderNumber, {
      Version: order.version + 1,
      Packages: [{ Carrier: "UPS", TrackingNumber: "1Z999AA10000000001" }],
      LineIds: [service!.id],
    });
    expect(notProduct.statusCode).toBe(422);
    expect(notProduct.json().Message).toBe(`Line ${service!.id} is not a product line of order ${order.orderNumber}.`);

    const rest = await kit.ship(ops, order.orderNumber, {
      Version: order.version + 1,
      Packages: [{ Carrier: "UPS", TrackingNumber: "1Z999AA10000000001" }],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().Data.Status).toBe("shipped");
    const packages = await shipmentsOf(order.id);
    expect(packages).toHaveLength(2);
    const carried = await db()
      .select()
      .from(orderShipmentLines)
      .where(eq(orderShipmentLines.shipmentId, packages[1]!.id));
    expect(carried.map((c) => c.orderLineId)).toEqual([second!.id]);

    const list = await t.post("/api/Store/AccountOrders", { userId: order.userId, Type: "shipped" }, ops.auth);
    const row = list.json().Data.Orders.find((o: { SalesOrder: string }) => o.SalesOrder === String(order.orderNumber));
    // An unknown carrier shows the number without a link.
    expect(row.Shipments[0]).toEqual({ Carrier: "Metro Courier", TrackingNumber: "MC20481", TrackingLink: "" });
  });

  describe("refusals, with nothing written", () => {
    it("refuses a line of another order, an order not in production, a stale version", async () => {
      const order = await inProduction("terms");
      const other = await kit.orderOf("buyer", "invoiced");
      const [foreign] = await lineIdsOf(other.id);
      const pkg = [{ Carrier: "UPS", TrackingNumber: "1Z999AA10000000002" }];
      const res = await kit.ship(ops, order.orderNumber, { Version: order.version, Packages: pkg, LineIds: [foreign] });
      expect(res.statusCode).toBe(422);
      expect(res.json().Message).toBe(`Line ${foreign} is not a product line of order ${order.orderNumber}.`);

      const stale = await kit.ship(ops, order.orderNumber, { Version: order.version - 1, Packages: pkg });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().Message).toBe(ORDER_CHANGED);

      const waiting = await kit.orderOf("buyer", "needs_approval");
      const wrong = await kit.ship(ops, waiting.orderNumber, { Version: waiting.version, Packages: pkg });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().Message).toBe(orderCannotMove(waiting.orderNumber, "needs_approval", "shipped"));

      expect(await shipmentsOf(order.id)).toEqual([]);
      expect(await kit.order(order.orderNumber)).toMatchObject({ status: "in_production", version: order.version });
    });

    it("refuses a tracking number of 200 characters, bad ones and no packages (400)", async () => {
      const order = await kit.orderOf("terms", "in_production");
      const body = (TrackingNumber: string) => ({
        Version: order.version,
        Packages: [{ Carrier: "UPS", TrackingNumber }],
      });
      for (const bad of ["A".repeat(200), "12345", "1Z99<script>", ""]) {
        const res = await kit.ship(ops, order.orderNumber, body(bad));
        expect(res.statusCode).toBe(400);
        expect(res.json().Message).toContain(TRACKING_NUMBER_RULE);
      }
      const none = await kit.ship(ops, order.orderNumber, { Version: order.version, Packages: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().Message).toContain("Add at least one package.");
      expect(await shipmentsOf(order.id)).toEqual([]);
    });

    it("is 403 for staff.support and a customer, 401 without a token", async () => {
      const order = await kit.orderOf("terms", "in_production");
      const body = { Version: order.version, Packages: [{ Carrier: "UPS", TrackingNumber: "1Z999AA10000000003" }] };
      expect((await kit.ship(support, order.orderNumber, body)).statusCode).toBe(403);
      expect((await kit.ship(buyer, order.orderNumber, body)).statusCode).toBe(403);
      expect((await kit.ship(undefined, order.orderNumber, body)).statusCode).toBe(401);
      expect(await shipmentsOf(order.id)).toEqual([]);
    });
  });

  it("shows the demo's shipped orders with their packages", async () => {
    const order = await kit.orderOf("buyer", "shipped");
    const details = await t.post(
      "/api/Store/GetOrderDetails",
      { userId: buyer.Id, orderNumber: order.orderNumber },
      buyer.auth,
    );
    expect(details.json().Data.Shipments.map((s: { TrackingNumber: string }) => s.TrackingNumber)).toHaveLength(2);
  });

  it("lists orders in production and on hold under the customer's In Production tab", async () => {
    const inTab = async (userId: number) =>
      (await t.post("/api/Store/AccountOrders", { userId, Type: "ordered", pageSize: 50 }, ops.auth)).json().Data
        .Orders as { SalesOrder: string; Status: string }[];
    const working = await kit.orderOf("terms", "in_production");
    expect((await inTab(working.userId)).map((o) => o.SalesOrder)).toContain(String(working.orderNumber));
    const waiting = await kit.orderOf("buyer", "needs_approval");
    const held = await kit.move(ops, waiting.orderNumber, { To: "on_hold", Version: waiting.version });
    expect(held.statusCode).toBe(200);
    const listed = (await inTab(buyer.Id)).find((o) => o.SalesOrder === String(waiting.orderNumber));
    expect(listed?.Status).toBe("on_hold");
  });
});
