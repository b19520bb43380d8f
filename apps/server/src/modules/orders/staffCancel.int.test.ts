import { cancelUnderWay, ORDER_CHANGED, orderCannotBeCancelled } from "@portal/contract";
import { orderPayments, orders } from "@portal/db/schema";
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_CARDS, type SandboxEvent, SandboxGateway } from "../../platform/payments/sandbox.js";
import { placeOrder, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { adhesive, clearLines } from "../cart/cart.testkit.js";
import { billing } from "../checkout/checkout.testkit.js";
import { deskKit } from "./staffMoves.testkit.js";

const events: SandboxEvent[] = [];
const observe = (e: SandboxEvent) => events.push(e);
const refunds = () => events.filter((e) => e.kind === "refund" && e.ok && !e.replayed);

describe("Staff/Orders/{orderNumber}/Cancel", () => {
  let t: TestApp;
  let ops: SignedIn;
  let support: SignedIn;
  let buyer: SignedIn;
  let buyer2: SignedIn;
  let kit: ReturnType<typeof deskKit>;
  const db = () => t.database.db;
  const paymentsOf = (orderId: number) =>
    db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.seq));

  /** Places a one-line card order through the checkout and answers it as stored. */
  const place = async (who: SignedIn, cardNo: string = SANDBOX_CARDS.visa) => {
    await clearLines(db(), who.Id);
    return kit.order(await placeOrder(t, who, [adhesive(2)], { Billing: billing({ CardNo: cardNo }) }));
  };

  beforeAll(async () => {
    SandboxGateway.observers.add(observe);
    t = await startTestApp({ BRAND: "Wholesale" });
    kit = deskKit(t);
    ops = await signIn(t, "staff.ops");
    support = await signIn(t, "staff.support");
    buyer = await signIn(t, "buyer");
    buyer2 = await signIn(t, "buyer2");
  });
  afterAll(async () => {
    SandboxGateway.observers.delete(observe);
    await t.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  it("refunds a charged card, cancels, records the refund and e-mails the amount; a retry refunds nothing more", async () => {
    const order = await place(buyer2);
    expect(order.status).toBe("ordered");
    const mark = await kit.lastOutboxId();
    const res = await kit.cancel(ops, order.orderNumber, { Version: order.version, Note: "Customer asked" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Status: "cancelled", Version: order.version + 1, AllowedMoves: [] });
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    expect(payment!.refundId).toMatch(/^re_/);
    expect(refunds()).toEqual([
      expect.objectContaining({ chargeId: payment!.chargeId, amountCents: order.totalCents }),
    ]);
    expect((await kit.history(order.id)).at(-1)).toMatchObject({
      fromStatus: "ordered",
      toStatus: "cancelled",
      note: "Customer asked",
    });
    const mail = await kit.mailSince(mark);
    expect(mail.map((m) => m.subject)).toEqual([
      `Wholesale Graphics Direct: your order ${order.orderNumber} was cancelled`,
    ]);
    const dollars = `$${(order.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    expect(mail[0]!.textBody).toContain(`We refunded ${dollars} to your card`);

    const again = await kit.cancel(ops, order.orderNumber, { Version: order.version + 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().Message).toBe(orderCannotBeCancelled(order.orderNumber, "cancelled"));
    expect(refunds()).toHaveLength(1);
  });

  it("checks the version before any refund: a stale cancel gets 409 and refunds nothing", async () => {
    const order = await place(buyer2);
    await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version });
    const stale = await kit.cancel(ops, order.orderNumber, { Version: order.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe(ORDER_CHANGED);
    expect(refunds()).toEqual([]);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: "charged", refundId: "", refundedCents: 0 });
  });

  it("completes a cancel that stopped after the refund was recorded, without refunding twice", async () => {
    const order = await place(buyer2);
    const [payment] = await paymentsOf(order.id);
    // What a cancel leaves when it dies between the gateway's refund and its transaction.
    await db()
      .update(orderPayments)
      .set({ refundId: "re_interrupted", refundedCents: payment!.amountCents })
      .where(eq(orderPayments.id, payment!.id));
    const res = await kit.cancel(ops, order.orderNumber, { Version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(refunds()).toEqual([]);
    expect((await paymentsOf(order.id))[0]).toMatchObject({
      status: "refunded",
      refundId: "re_interrupted",
      refundedCents: payment!.amountCents,
    });
  });

  it("lets no move or shipment start while a cancel's refund is out; cancelling again finishes it", async () => {
    const order = await place(buyer2);
    const started = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version });
    expect(started.statusCode, started.body).toBe(200);
    const version = started.json().Data.Version as number;
    const [payment] = await paymentsOf(order.id);
    // A cancel that has its refund from the gateway but has not cancelled yet (or died right there).
    await db()
      .update(orderPayments)
      .set({ refundId: "re_between", refundedCents: payment!.amountCents })
      .where(eq(orderPayments.id, payment!.id));
    const hold = await kit.move(ops, order.orderNumber, { To: "on_hold", Version: version, Note: "wait" });
    expect(hold.statusCode).toBe(422);
    expect(hold.json().Message).toBe(cancelUnderWay(order.orderNumber));
    const ship = await kit.ship(ops, order.orderNumber, {
      Version: version,
      Packages: [{ Carrier: "UPS", TrackingNumber: "1Z999AA10123456784" }],
    });
    expect(ship.statusCode).toBe(422);
    expect(ship.json().Message).toBe(cancelUnderWay(order.orderNumber));
    expect(await kit.order(order.orderNumber)).toMatchObject({ status: "in_production", version });
    const res = await kit.cancel(ops, order.orderNumber, { Version: version });
    expect(res.statusCode, res.body).toBe(200);
    expect(refunds()).toEqual([]);
  });

  it("leaves the order as it was when the gateway refuses the refund, and says why", async () => {
    const order = await place(buyer2, SANDBOX_CARDS.refundRefused);
    const before = await paymentsOf(order.id);
    const historyBefore = await kit.history(order.id);
    const mark = await kit.lastOutboxId();
    const res = await kit.cancel(ops, order.orderNumber, { Version: order.version });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      Status: "failed",
      Message: `The payment gateway refused the refund. Order ${order.orderNumber} was not cancelled.`,
    });
    expect(await kit.order(order.orderNumber)).toMatchObject({ status: "ordered", version: order.version });
    expect(await paymentsOf(order.id)).toEqual(before);
    expect(await kit.history(order.id)).toEqual(historyBefore);
    expect(await kit.mailSince(mark)).toEqual([]);
    // The refusal takes its marks back: the order can be worked again.
    const moved = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it("cancels a terms order with no card operation", async () => {
    const order = await kit.orderOf("terms", "ordered");
    const res = await kit.cancel(ops, order.orderNumber, { Version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(events).toEqual([]);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ kind: "terms", status: "on_account" })]);
  });

  it("drops the held card of an order waiting for approval (never charged, nothing to refund)", async () => {
    const order = await place(buyer);
    expect(order.status).toBe("needs_approval");
    const res = await kit.cancel(ops, order.orderNumber, { Version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(events.filter((e) => e.kind !== "charge")).toEqual([]);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: "voided", gatewayToken: "", refundedCents: 0 });
  });

  it("refuses a shipped order with the reason, an unknown order with 404, and staff.support or a customer with 403", async () => {
    const shipped = await kit.orderOf("buyer2", "shipped");
    const res = await kit.cancel(ops, shipped.orderNumber, { Version: shipped.version });
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe(`Order ${shipped.orderNumber} is shipped and cannot be cancelled.`);
    expect((await kit.cancel(ops, 999_999, { Version: 0 })).statusCode).toBe(404);
    const open = await kit.orderOf("buyer2", "ordered");
    for (const who of [support, buyer2]) {
      expect((await kit.cancel(who, open.orderNumber, { Version: open.version })).statusCode).toBe(403);
    }
    expect(await kit.order(open.orderNumber)).toMatchObject({ status: "ordered", version: open.version });
    expect(events).toEqual([]);
  });

  it("cancels a demo card order: its seeded charge is one the sandbox refunds", async () => {
    const [demo] = await db()
      .select({ orderId: orderPayments.orderId })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(and(like(orderPayments.chargeId, "ch_demo_%"), eq(orders.status, "ordered")));
    const [payment] = await paymentsOf(demo!.orderId);
    const order = (await db().select().from(orders).where(eq(orders.id, demo!.orderId)))[0]!;
    expect(payment).toMatchObject({ kind: "card", status: "charged" });
    const res = await kit.cancel(ops, order.orderNumber, { Version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: "refunded", refundedCents: payment!.amountCents });
    expect(refunds()).toEqual([expect.objectContaining({ chargeId: payment!.chargeId })]);
  });
});
