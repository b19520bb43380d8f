import { randomUUID } from "node:crypto";
import { ORDER_PLACED } from "@portal/contract";
import { checkoutIntents, orderPayments, orders, outbox, sandboxCharges } from "@portal/db/schema";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { SANDBOX_CARDS, type SandboxEvent, SandboxGateway } from "../../platform/payments/sandbox.js";
import { type CheckoutStep, type StepContext, stepHooks } from "../../platform/payments/steps.js";
import { checkoutBody, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive, clearLines } from "../cart/cart.testkit.js";
import { billing, secondCard, shipping } from "./checkout.testkit.js";

/**
 * Place Order and the release as steps with a recorded intent (docs/decisions/0017-checkout-intents.md):
 * a failure or a crash at each step, reconciliation after a restart, and retries with the same key.
 * A crash is a step hook that never returns (nothing after it runs, as when the process dies); the
 * restart is a second app on the same database, whose start-up reconciles.
 */

const events: SandboxEvent[] = [];
const observe = (e: SandboxEvent) => events.push(e);
const newCharges = () => events.filter((e) => e.kind === "charge" && e.ok && !e.replayed);

/** A hook that stops for good at `step` (a crash there) and tells the test it got there. */
function crashAt(step: CheckoutStep): Promise<StepContext> {
  return new Promise((reached) => {
    const hook = async (at: CheckoutStep, ctx: StepContext) => {
      if (at !== step) return;
      stepHooks.delete(hook);
      reached(ctx);
      await new Promise<never>(() => {});
    };
    stepHooks.add(hook);
  });
}

/** A hook that throws once at `step` (a failure there). */
function failAt(step: CheckoutStep): void {
  const hook = async (at: CheckoutStep) => {
    if (at !== step) return;
    stepHooks.delete(hook);
    throw new Error(`injected failure at ${step}`);
  };
  stepHooks.add(hook);
}

describe("checkout intents", () => {
  let t: TestApp;
  let buyer: SignedIn;
  const restarted: { close(): Promise<void> }[] = [];
  const db = () => t.database.db;
  const body = (over: Record<string, unknown> = {}) => checkoutBody({ userId: buyer.Id, ...over });
  const intentOf = async (id: number) =>
    (await db().select().from(checkoutIntents).where(eq(checkoutIntents.id, id)))[0]!;
  const orderOf = async (orderNumber: number) =>
    (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];
  const cartCount = async () => (await t.post("/api/Store/GetCartTotal", {}, buyer.auth)).json().Data.ItemCount;
  const chargeRow = async (id: string) =>
    (await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, id)))[0];

  /** A new process on the same database: its start-up reconciles intents older than the grace period. */
  const restart = async (graceSeconds = 0) => {
    const app = await buildApp({
      config: { ...t.config, payments: { ...t.config.payments, reconcileGraceSeconds: graceSeconds } },
      database: t.database,
    });
    await app.ready();
    restarted.push(app);
    return (path: string, payload: unknown, who: SignedIn = buyer) =>
      app.inject({
        method: "POST",
        url: `/api/Store/${path}`,
        payload: payload as never,
        headers: { "content-type": "application/json", ...who.auth },
      });
  };
  /** A total for two cards: the cart's total with FedEx Ground to the test address. */
  const splitOf = async () => {
    const cart = (await t.post("/api/Store/GetCart", {}, buyer.auth)).json().Data;
    const rates = (await t.post("/api/Store/GetShippingRates", shipping(), buyer.auth)).json().Data;
    const rate = rates.find((r: { Method: string }) => r.Method === "FEDEX_GROUND");
    const total = cart.TotalCents + rate.FreightCents + rate.TaxCents;
    return { FirstCardAmount: 20, SecondCardAmount: (total - 2000) / 100 };
  };

  beforeAll(async () => {
    SandboxGateway.observers.add(observe);
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
  });
  afterAll(async () => {
    SandboxGateway.observers.delete(observe);
    for (const app of restarted) await app.close();
    await t.close();
  });
  beforeEach(async () => {
    events.length = 0;
    stepHooks.clear();
    await clearLines(db(), buyer.Id);
    await addLine(db(), buyer.Id, adhesive(2));
  });
  afterEach(() => stepHooks.clear());

  it("records the intent, charges with a key derived from it, then confirms", async () => {
    const key = randomUUID();
    const res = await t.post("/api/Store/Checkout", body({ IdempotencyKey: key }), buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    const [intent] = await db().select().from(checkoutIntents).where(eq(checkoutIntents.idempotencyKey, key));
    expect(intent).toMatchObject({ kind: "checkout", state: "confirmed", orderNumber: res.json().Data });
    const [charge] = newCharges();
    expect(charge).toMatchObject({ idempotencyKey: `checkout-${intent!.id}-1` });
    expect(intent!.chargeIds).toEqual([charge!.chargeId]);
    expect((await orderOf(res.json().Data))!.id).toBe(intent!.orderId);
  });

  it("crash after charging: no order shows until reconciliation completes it; the retry answers it", async () => {
    const key = randomUUID();
    const crashed = crashAt("card-1-charged");
    void t.post("/api/Store/Checkout", body({ IdempotencyKey: key }), buyer.auth);
    const { intentId } = await crashed;
    const pending = await intentOf(intentId);
    expect(pending.state).toBe("pending");
    // Charged, but no order anywhere yet, and the cart is as it was.
    expect(newCharges()).toHaveLength(1);
    expect(await orderOf(pending.orderNumber)).toBeUndefined();
    expect(await cartCount()).toBe(1);

    const post = await restart();
    const done = await intentOf(intentId);
    expect(done.state).toBe("confirmed");
    const order = await orderOf(pending.orderNumber);
    expect(order).toMatchObject({ status: "ordered", userId: buyer.Id });
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments.map((p) => [p.status, p.chargeId])).toEqual([["charged", newCharges()[0]!.chargeId]]);
    expect(await cartCount()).toBe(0);
    const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.subject).toContain(String(pending.orderNumber));

    // The client retries the submit that got no answer: the same order, no second charge.
    const retry = await post("Checkout", body({ IdempotencyKey: key }));
    expect(retry.json()).toEqual({ Status: "ok", Message: ORDER_PLACED, Data: pending.orderNumber });
    expect(newCharges()).toHaveLength(1);
  });

  it("crash after the charges were recorded: reconciliation completes the order", async () => {
    const crashed = crashAt("charges-recorded");
    void t.post("/api/Store/Checkout", body(), buyer.auth);
    const { intentId } = await crashed;
    // Still pending: reconciliation finds its charges by their keys.
    expect((await intentOf(intentId)).state).toBe("pending");
    await restart();
    const done = await intentOf(intentId);
    expect(done.state).toBe("confirmed");
    expect((await orderOf(done.orderNumber))!.status).toBe("ordered");
    expect(newCharges()).toHaveLength(1);
  });

  it.each([
    ["the order's id in the order (one earlier version)", "in order"],
    ["no id reserved (the versions before)", "none"],
  ] as const)("reconciliation writes a plan recorded by an earlier version: %s", async (_, shape) => {
    const crashed = crashAt("charges-recorded");
    void t.post("/api/Store/Checkout", body(), buyer.auth);
    const { intentId } = await crashed;
    const recorded = await intentOf(intentId);
    const { orderId, ...plan } = recorded.plan as { orderId: number; order: Record<string, unknown> };
    expect(orderId).toEqual(expect.any(Number));
    expect(plan.order).not.toHaveProperty("id");
    const earlier = shape === "in order" ? { ...plan, order: { ...plan.order, id: orderId } } : plan;
    await db().update(checkoutIntents).set({ plan: earlier }).where(eq(checkoutIntents.id, intentId));

    await restart();
    const done = await intentOf(intentId);
    expect(done.state).toBe("confirmed");
    const order = await orderOf(done.orderNumber);
    expect(order).toMatchObject({ status: "ordered", userId: buyer.Id });
    if (shape === "in order") expect(order!.id).toBe(orderId);
    else expect(order!.id).toBeGreaterThan(orderId);
    expect(done.orderId).toBe(order!.id);
    expect(await cartCount()).toBe(0);
  });

  it("crash between the two cards: reconciliation voids the first, writes no order, keeps the cart", async () => {
    const key = randomUUID();
    const split = await splitOf();
    const crashed = crashAt("card-1-charged");
    void t.post("/api/Store/Checkout", body({ ...secondCard(), ...split, IdempotencyKey: key }), buyer.auth);
    const { intentId } = await crashed;
    const [first] = newCharges();
    await restart();
    const ended = await intentOf(intentId);
    expect(ended.state).toBe("voided");
    expect(await orderOf(ended.orderNumber)).toBeUndefined();
    expect((await chargeRow(first!.chargeId))!.voidedAt).not.toBeNull();
    expect(await cartCount()).toBe(1);

    // The same key may try again: a new intent, both cards charged, one order.
    const retry = await t.post(
      "/api/Store/Checkout",
      body({ ...secondCard(), ...split, IdempotencyKey: key }),
      buyer.auth,
    );
    expect(retry.statusCode, retry.body).toBe(200);
    expect(newCharges()).toHaveLength(3);
    const intents = await db().select().from(checkoutIntents).where(eq(checkoutIntents.idempotencyKey, key));
    expect(intents.map((i) => i.state).sort()).toEqual(["confirmed", "voided"]);
  });

  it("crash before charging: reconciliation fails the intent, nothing charged, the cart kept", async () => {
    const crashed = crashAt("intent-recorded");
    void t.post("/api/Store/Checkout", body(), buyer.auth);
    const { intentId } = await crashed;
    // Within the grace period a restart leaves it alone (its request may still be running elsewhere).
    await restart(3600);
    expect((await intentOf(intentId)).state).toBe("pending");
    await restart();
    const ended = await intentOf(intentId);
    expect(ended.state).toBe("failed");
    expect(newCharges()).toEqual([]);
    expect(await orderOf(ended.orderNumber)).toBeUndefined();
    expect(await cartCount()).toBe(1);
  });

  it("a failure after charging voids the charge at once: no order, the cart kept", async () => {
    failAt("card-1-charged");
    const res = await t.post("/api/Store/Checkout", body(), buyer.auth);
    expect(res.statusCode).toBe(500);
    const [charge] = newCharges();
    expect(events.filter((e) => e.kind === "void")).toEqual([{ kind: "void", ok: true, chargeId: charge!.chargeId }]);
    const [intent] = await db()
      .select()
      .from(checkoutIntents)
      .where(eq(checkoutIntents.userId, buyer.Id))
      .orderBy(desc(checkoutIntents.id))
      .limit(1);
    expect(intent!.state).toBe("voided");
    expect(await orderOf(intent!.orderNumber)).toBeUndefined();
    expect(await cartCount()).toBe(1);
  });

  it("a failure in the confirm step voids the charges and writes nothing", async () => {
    // The confirm transaction fails on a check constraint that refuses every new order row (this test's own database).
    let intentId = 0;
    stepHooks.add(async (step, ctx) => {
      if (step !== "charges-recorded") return;
      intentId = ctx.intentId;
      await db().execute(sql`alter table orders add constraint refuses_all check (false) not valid`);
    });
    const res = await t
      .post("/api/Store/Checkout", body(), buyer.auth)
      .finally(() => db().execute(sql`alter table orders drop constraint if exists refuses_all`));
    expect(res.statusCode).toBe(500);
    const intent = await intentOf(intentId);
    expect(intent.state).toBe("voided");
    expect(await orderOf(intent.orderNumber)).toBeUndefined();
    expect((await chargeRow(newCharges()[0]!.chargeId))!.voidedAt).not.toBeNull();
    expect(await cartCount()).toBe(1);
  });

  it("a declined card fails the intent, and the same key then places the order with another card", async () => {
    const key = randomUUID();
    const declined = await t.post(
      "/api/Store/Checkout",
      body({ Billing: billing({ CardNo: SANDBOX_CARDS.declinesOnCharge, CVV: "123" }), IdempotencyKey: key }),
      buyer.auth,
    );
    expect(declined.json()).toEqual({ Status: "failed", Message: "Your card was declined." });
    const again = await t.post("/api/Store/Checkout", body({ IdempotencyKey: key }), buyer.auth);
    expect(again.statusCode, again.body).toBe(200);
    const retried = await t.post("/api/Store/Checkout", body({ IdempotencyKey: key }), buyer.auth);
    expect(retried.json().Data).toBe(again.json().Data);
    expect(newCharges()).toHaveLength(1);
    const intents = await db().select().from(checkoutIntents).where(eq(checkoutIntents.idempotencyKey, key));
    expect(intents.map((i) => i.state).sort()).toEqual(["confirmed", "failed"]);
  });

  it("a retry while the first submit is still charging waits for it and answers the same order", async () => {
    const key = randomUUID();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reached = new Promise<void>((resolve) => {
      stepHooks.add(async (step) => {
        if (step !== "card-1-charged") return;
        resolve();
        await held;
      });
    });
    const first = t.post("/api/Store/Checkout", body({ IdempotencyKey: key }), buyer.auth);
    await reached;
    const second = t.post("/api/Store/Checkout", body({ IdempotencyKey: key }), buyer.auth);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().Data).toBe(a.json().Data);
    expect(newCharges()).toHaveLength(1);
  });
});

describe("release intents (BRAND=Wholesale)", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let manager: SignedIn;
  const restarted: { close(): Promise<void> }[] = [];
  const db = () => t.database.db;
  const held = async () => {
    await clearLines(db(), buyer.Id);
    await addLine(db(), buyer.Id, adhesive(2));
    const res = await t.post(
      "/api/Store/Checkout",
      {
        Billing: billing(),
        Shipping: shipping(),
        ShippingMethod: "FEDEX_GROUND",
        ConfirmConform: true,
        IdempotencyKey: randomUUID(),
      },
      buyer.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as number;
  };
  const orderOf = async (orderNumber: number) =>
    (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  const restart = async () => {
    const app = await buildApp({
      config: { ...t.config, payments: { ...t.config.payments, reconcileGraceSeconds: 0 } },
      database: t.database,
    });
    await app.ready();
    restarted.push(app);
  };

  beforeAll(async () => {
    SandboxGateway.observers.add(observe);
    t = await startTestApp({ BRAND: "Wholesale" });
    buyer = await signIn(t, "buyer");
    manager = await signIn(t, "manager");
  });
  afterAll(async () => {
    SandboxGateway.observers.delete(observe);
    for (const app of restarted) await app.close();
    await t.close();
  });
  beforeEach(() => {
    events.length = 0;
    stepHooks.clear();
  });

  it("crash after charging the held card: reconciliation completes the release", async () => {
    const orderNumber = await held();
    const crashed = crashAt("card-1-charged");
    void t.post("/api/Store/ApproveOrder", { userId: manager.Id, orderNumber }, manager.auth);
    const { intentId, kind } = await crashed;
    expect(kind).toBe("release");
    expect((await orderOf(orderNumber)).status).toBe("needs_approval");
    await restart();
    const order = await orderOf(orderNumber);
    expect(order.status).toBe("ordered");
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payments.map((p) => [p.status, p.chargeId])).toEqual([["charged", newCharges()[0]!.chargeId]]);
    const [intent] = await db().select().from(checkoutIntents).where(eq(checkoutIntents.id, intentId));
    expect(intent).toMatchObject({ state: "confirmed", orderId: order.id, userId: manager.Id });
  });

  it("crash before charging: reconciliation fails the release, the order waits, a new release charges once", async () => {
    const orderNumber = await held();
    const crashed = crashAt("intent-recorded");
    void t.post("/api/Store/ApproveOrder", { userId: manager.Id, orderNumber }, manager.auth);
    await crashed;
    await restart();
    expect((await orderOf(orderNumber)).status).toBe("needs_approval");
    expect(newCharges()).toEqual([]);
    const released = await t.post("/api/Store/ApproveOrder", { userId: manager.Id, orderNumber }, manager.auth);
    expect(released.statusCode, released.body).toBe(200);
    expect((await orderOf(orderNumber)).status).toBe("ordered");
    expect(newCharges()).toHaveLength(1);
  });
});
