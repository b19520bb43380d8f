import { DECLINE_REASON_REQUIRED, LIMITS_FOR_BUYERS_ONLY, NOT_AN_APPROVER } from "@portal/contract";
import {
  cartItems,
  customers,
  orderApprovals,
  orderPayments,
  orderStatusHistory,
  orders,
  outbox,
  users,
  webhookDeliveries,
} from "@portal/db/schema";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shopMonth } from "../../platform/businessCalendar.js";
import { type SandboxEvent, SandboxGateway } from "../../platform/payments/sandbox.js";
import { type CheckoutStep, type StepContext, stepHooks } from "../../platform/payments/steps.js";
import { placeOrder, startTestApp, type TestApp } from "../../test/harness.js";
import type { SignedIn } from "../../test/signIn.js";
import { adhesive, clearLines, signInOn } from "../cart/cart.testkit.js";

/**
 * Spend limits and approval chains (docs/product/approvals.md) on Wholesale (orderApproval on), for a
 * company that does not require approval by itself: Lakeshore Wraps with two more office managers
 * and a buyer made here, and Northside's manager as an approver of another company.
 */

const events: SandboxEvent[] = [];
const observe = (e: SandboxEvent) => events.push(e);
const charges = () => events.filter((e) => e.kind === "charge" && e.ok && !e.replayed);

describe("spend limits and approval chains (BRAND=Wholesale)", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let om1: SignedIn;
  let om2: SignedIn;
  let om3: SignedIn;
  let otherManager: SignedIn;
  let plainBuyer: SignedIn;
  let customerId: number;
  const db = () => t.database.db;
  const post = (path: string, body: unknown, who: SignedIn) => t.post(path, body, who.auth);

  const addUser = async (username: string, level: number, firstName: string) => {
    const [template] = await db().select().from(users).where(eq(users.username, "buyer2"));
    await db()
      .insert(users)
      .values({
        franchise: template!.franchise,
        customerId,
        username,
        passwordHash: template!.passwordHash,
        firstName,
        lastName: "Lake",
        email: `${username}@lakeshorewraps.example`,
        level,
      });
    return signInOn(t, username);
  };

  const setLimits = (over: Record<string, unknown>, who: SignedIn = om1, userId = buyer.Id) =>
    post("/api/Account/SetSpendLimits", { userId, ...over }, who);

  /** The buyer places one line of calendered vinyl (the same total every time). */
  const place = async (quantity = 1) => orderOf(await placeOrder(t, buyer, [adhesive(quantity)]));
  const orderOf = async (orderNumber: number) =>
    (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  const historyOf = (orderId: number) =>
    db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
  const approve = (orderNumber: number, who: SignedIn) =>
    post("/api/Store/ApproveOrder", { userId: who.Id, orderNumber }, who);
  const decline = (orderNumber: number, who: SignedIn, Reason = "Over budget for this job.") =>
    post("/api/Store/DeclineOrder", { userId: who.Id, orderNumber, Reason }, who);
  const releaseList = async (who: SignedIn) =>
    (await post("/api/Store/AccountOrders", { userId: who.Id, Type: "needs_approval" }, who))
      .json()
      .Data.Orders.map((o: { SalesOrder: string }) => Number(o.SalesOrder)) as number[];

  beforeAll(async () => {
    SandboxGateway.observers.add(observe);
    t = await startTestApp({ BRAND: "Wholesale" });
    const [lakeshore] = await db().select().from(customers).where(eq(customers.companyName, "Lakeshore Wraps LLC"));
    customerId = lakeshore!.id;
    expect(lakeshore!.requiresApproval).toBe(false);
    om1 = await addUser("lk.om1", 2, "Olive");
    om2 = await addUser("lk.om2", 2, "Dana");
    om3 = await addUser("lk.om3", 2, "Noah");
    buyer = await addUser("lk.buyer", 1, "Casey");
    plainBuyer = await signInOn(t, "buyer2");
    otherManager = await signInOn(t, "manager");
  });
  afterAll(async () => {
    SandboxGateway.observers.delete(observe);
    await t.close();
  });
  beforeEach(async () => {
    events.length = 0;
    await clearLines(db(), buyer.Id);
  });

  it("lets only an office manager of the company set a buyer's limits, with office managers of the company as approvers", async () => {
    expect((await setLimits({ OrderLimitCents: 20000 }, plainBuyer)).statusCode).toBe(403);
    expect((await setLimits({ OrderLimitCents: 20000 }, buyer)).statusCode).toBe(403);
    expect((await setLimits({ OrderLimitCents: 20000 }, otherManager)).statusCode).toBe(403);
    expect((await post("/api/Account/GetSpendLimits", { userId: buyer.Id }, otherManager)).statusCode).toBe(403);
    const onManager = await setLimits({ OrderLimitCents: 20000 }, om1, om2.Id);
    expect(onManager.json()).toMatchObject({ Status: "failed", Message: LIMITS_FOR_BUYERS_ONLY });
    const foreignApprover = await setLimits({ Approvers: [otherManager.Id] });
    expect(foreignApprover.statusCode).toBe(400);
    expect((await setLimits({ Approvers: [buyer.Id] })).statusCode).toBe(400);
    expect((await setLimits({ Approvers: [om1.Id, om1.Id] })).statusCode).toBe(400);
    expect((await setLimits({ OrderLimitCents: -1 })).statusCode).toBe(400);

    const saved = await setLimits({ OrderLimitCents: 20000, MonthlyLimitCents: 100000, Approvers: [om2.Id, om1.Id] });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await post("/api/Account/GetSpendLimits", { userId: buyer.Id }, om3)).json().Data;
    expect(read).toMatchObject({
      OrderLimitCents: 20000,
      MonthlyLimitCents: 100000,
      AlwaysApprove: false,
      Approvers: [
        { Id: om2.Id, Name: "Dana Lake" },
        { Id: om1.Id, Name: "Olive Lake" },
      ],
    });
    expect(read.OfficeManagers.map((m: { Id: number }) => m.Id)).toEqual([om1.Id, om2.Id, om3.Id]);
  });

  it("sends an order over the order limit through the chain in turn; the last approval releases and charges it", async () => {
    await setLimits({ OrderLimitCents: null, Approvers: [] });
    const within = await place(1);
    expect(within.status).toBe("ordered");
    expect(charges()).toHaveLength(1);
    // Exactly at the limit is within it; one more line is over.
    await setLimits({ OrderLimitCents: within.totalCents, Approvers: [om1.Id, om2.Id] });
    expect((await place(1)).status).toBe("ordered");
    events.length = 0;
    const mailsBefore = (await db().select().from(outbox)).length;
    const over = await place(20);
    expect(over.status).toBe("needs_approval");
    expect(charges()).toEqual([]);
    const [chain] = await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, over.id));
    expect(chain).toMatchObject({ approverIds: [om1.Id, om2.Id], approved: 0, reason: "order_limit" });
    // Only the first approver is told (the buyer gets the confirmation).
    const mails = (await db().select().from(outbox).orderBy(asc(outbox.id))).slice(mailsBefore);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      ["lk.buyer@lakeshorewraps.example", "lk.om1@lakeshorewraps.example"].sort(),
    );

    // Each approver's own Release to Production list holds the orders waiting for them.
    expect(await releaseList(om1)).toContain(over.orderNumber);
    expect(await releaseList(om2)).not.toContain(over.orderNumber);
    const forBuyer = (await post("/api/Store/AccountOrders", { userId: buyer.Id, Type: "needs_approval" }, om2)).json()
      .Data.Orders[0];
    expect(forBuyer).toMatchObject({ SalesOrder: String(over.orderNumber), YourTurn: false });
    expect(forBuyer.WaitingFor).toBe("Olive Lake (step 1 of 2)");
    expect(forBuyer.Total).toBeCloseTo(over.totalCents / 100, 2);

    // Not their turn, not in the chain, another company, the buyer: refused, nothing changes.
    const early = await approve(over.orderNumber, om2);
    expect(early.statusCode).toBe(422);
    expect(early.json().Message).toBe(`Order ${over.orderNumber} waits for Olive Lake first.`);
    const outsider = await approve(over.orderNumber, om3);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().Message).toBe(NOT_AN_APPROVER);
    expect((await approve(over.orderNumber, otherManager)).statusCode).toBe(403);
    expect((await approve(over.orderNumber, buyer)).statusCode).toBe(403);
    expect((await decline(over.orderNumber, om3)).statusCode).toBe(403);
    expect((await decline(over.orderNumber, otherManager)).statusCode).toBe(403);
    expect((await decline(over.orderNumber, om2)).statusCode).toBe(422);

    const first = await approve(over.orderNumber, om1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      Message: `Order ${over.orderNumber} was approved; it now waits for Dana Lake.`,
      Data: { Released: false, WaitingFor: "Dana Lake" },
    });
    expect((await orderOf(over.orderNumber)).status).toBe("needs_approval");
    expect(charges()).toEqual([]);
    const [toOm2] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(toOm2!.toAddress).toBe("lk.om2@lakeshorewraps.example");
    expect(toOm2!.subject).toContain("waits for your approval");
    // The first approver's turn is over.
    expect((await approve(over.orderNumber, om1)).statusCode).toBe(422);
    expect(await releaseList(om1)).not.toContain(over.orderNumber);
    expect(await releaseList(om2)).toContain(over.orderNumber);

    const last = await approve(over.orderNumber, om2);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().Data.Released).toBe(true);
    const released = await orderOf(over.orderNumber);
    expect(released.status).toBe("ordered");
    expect(charges()).toHaveLength(1);
    expect(charges()[0]).toMatchObject({ amountCents: released.totalCents });
    const history = await historyOf(over.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy, h.decision, h.note])).toEqual([
      [null, "needs_approval", buyer.Id, null, ""],
      ["needs_approval", "needs_approval", om1.Id, "approved", "Approved (step 1 of 2)"],
      ["needs_approval", "ordered", om2.Id, "approved", "Released to production (step 2 of 2)"],
    ]);
    // The shop's workspace shows each step: who, when, the decision.
    const staff = await signInOn(t, "staff.ops");
    const desk = (await t.get(`/api/Staff/Orders/${over.orderNumber}`, staff.auth)).json().Data;
    expect(desk.History.map((h: { By: string; Decision: string | null }) => [h.By, h.Decision])).toEqual([
      ["Casey Lake", null],
      ["Olive Lake", "approved"],
      ["Dana Lake", "approved"],
    ]);
  });

  it("opens the next step when its approver is no longer an office manager: the approval says so and e-mails the office managers, not the former one", async () => {
    await setLimits({ AlwaysApprove: true, Approvers: [om1.Id, om2.Id] });
    const order = await place(1);
    expect(order.status).toBe("needs_approval");
    await db().update(users).set({ level: 1 }).where(eq(users.id, om2.Id));
    try {
      const mailsBefore = (await db().select().from(outbox)).length;
      const first = await approve(order.orderNumber, om1);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        Message: `Order ${order.orderNumber} was approved; it now waits for an office manager.`,
        Data: { Released: false, WaitingFor: "an office manager" },
      });
      const to = (await db().select().from(outbox).orderBy(asc(outbox.id))).slice(mailsBefore).map((m) => m.toAddress);
      expect(to).toEqual(["lk.om3@lakeshorewraps.example"]);
      const last = await approve(order.orderNumber, om3);
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json().Data.Released).toBe(true);
    } finally {
      await db().update(users).set({ level: 2 }).where(eq(users.id, om2.Id));
      await setLimits({ AlwaysApprove: false, Approvers: [] });
    }
  });

  it("declines with a reason: cancelled, the held card voided once, lines back in the cart, the buyer e-mailed", async () => {
    await setLimits({ OrderLimitCents: null, AlwaysApprove: true, Approvers: [om2.Id] });
    const waiting = await place(3);
    expect(waiting.status).toBe("needs_approval");
    const [chain] = await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, waiting.id));
    expect(chain!.reason).toBe("always");
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, buyer.Id))).toEqual([]);

    const noReason = await decline(waiting.orderNumber, om2, "   ");
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe(DECLINE_REASON_REQUIRED);
    // Not in this order's chain (om1 is an office manager of the company): 403.
    expect((await decline(waiting.orderNumber, om1)).statusCode).toBe(403);

    // Twice at once: one declines, the other finds it no longer waiting.
    const replies = await Promise.all([
      decline(waiting.orderNumber, om2, "Use the house vinyl for this job."),
      decline(waiting.orderNumber, om2, "Use the house vinyl for this job."),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const order = await orderOf(waiting.orderNumber);
    expect(order.status).toBe("cancelled");
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payments).toEqual([expect.objectContaining({ status: "voided", gatewayToken: "", chargeId: "" })]);
    expect(charges()).toEqual([]);
    // The lines went back once.
    const cart = await db().select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ itemNo: "ADH-CAL", quantity: 3 });
    const declined = (await historyOf(order.id)).filter((h) => h.decision === "declined");
    expect(declined).toEqual([
      expect.objectContaining({
        fromStatus: "needs_approval",
        toStatus: "cancelled",
        changedBy: om2.Id,
        note: "Declined: Use the house vinyl for this job.",
      }),
    ]);
    const mail = (await db().select().from(outbox).where(eq(outbox.toAddress, "lk.buyer@lakeshorewraps.example"))).find(
      (m) => m.subject.endsWith(`your order ${waiting.orderNumber} was declined`),
    );
    expect(mail!.textBody).toContain("Reason: Use the house vinyl for this job.");
    expect(mail!.textBody).toContain("back in your cart");
    // A cancelled order cannot be approved or declined again.
    expect((await approve(waiting.orderNumber, om2)).statusCode).toBe(422);
    await setLimits({ AlwaysApprove: false, Approvers: [] });
  });

  it("lists the approval steps on the order details: who, decision, when, reason, the current step and those to come", async () => {
    await setLimits({ OrderLimitCents: null, AlwaysApprove: true, Approvers: [om1.Id, om2.Id] });
    try {
      const details = async (orderNumber: number) => {
        const res = await post("/api/Store/GetOrderDetails", { userId: buyer.Id, orderNumber }, buyer);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().Data.ApprovalSteps as Record<string, unknown>[];
      };
      const order = await place(1);
      expect(await details(order.orderNumber)).toEqual([
        { Step: 1, Approver: "Olive Lake", Decision: "waiting", At: null, Reason: "", Current: true },
        { Step: 2, Approver: "Dana Lake", Decision: "to_come", At: null, Reason: "", Current: false },
      ]);
      expect((await approve(order.orderNumber, om1)).statusCode).toBe(200);
      const [approvedAt] = (await historyOf(order.id)).filter((h) => h.decision === "approved").map((h) => h.changedAt);
      expect(await details(order.orderNumber)).toEqual([
        {
          Step: 1,
          Approver: "Olive Lake",
          Decision: "approved",
          At: approvedAt!.toISOString(),
          Reason: "",
          Current: false,
        },
        { Step: 2, Approver: "Dana Lake", Decision: "waiting", At: null, Reason: "", Current: true },
      ]);
      expect((await decline(order.orderNumber, om2, "Split it over two jobs.")).statusCode).toBe(200);
      const steps = await details(order.orderNumber);
      expect(steps.map((s) => [s.Step, s.Approver, s.Decision, s.Reason, s.Current])).toEqual([
        [1, "Olive Lake", "approved", "", false],
        [2, "Dana Lake", "declined", "Split it over two jobs.", false],
      ]);
      expect(typeof steps[1]!.At).toBe("string");
      // The office manager reading the buyer's order sees the same list.
      const asManager = await post(
        "/api/Store/GetOrderDetails",
        { userId: om3.Id, orderNumber: order.orderNumber },
        om3,
      );
      expect(asManager.json().Data.ApprovalSteps).toEqual(steps);
    } finally {
      await setLimits({ AlwaysApprove: false, Approvers: [] });
    }
    // An order that never waited has none.
    const straight = await place(1);
    expect(straight.status).toBe("ordered");
    expect(
      (await post("/api/Store/GetOrderDetails", { userId: buyer.Id, orderNumber: straight.orderNumber }, buyer)).json()
        .Data.ApprovalSteps,
    ).toEqual([]);
  });

  it("counts this month's orders in US Central, leaving out cancelled ones and last month's", async () => {
    await setLimits({ OrderLimitCents: null, MonthlyLimitCents: null });
    // This month's orders of the buyer so far, out of the way: moved to the month before.
    const month = shopMonth(new Date());
    const lastMonth = new Date(month.start.getTime() - 1000);
    await db().update(orders).set({ placedAt: lastMonth }).where(eq(orders.userId, buyer.Id));

    const a = await place(1);
    const unit = a.totalCents;
    await setLimits({ MonthlyLimitCents: 2 * unit });
    const b = await place(1);
    expect(b.status).toBe("ordered");
    const c = await place(1);
    expect(c.status).toBe("needs_approval");
    expect((await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, c.id)))[0]!.reason).toBe(
      "monthly_limit",
    );
    // Declined (cancelled): it no longer counts.
    expect((await decline(c.orderNumber, om1)).statusCode).toBe(200);
    await clearLines(db(), buyer.Id);
    // A one second before midnight Central on the 1st: last month.
    await db().update(orders).set({ placedAt: lastMonth }).where(eq(orders.id, a.id));
    const d = await place(1);
    expect(d.status).toBe("ordered");

    // Only A this month, at midnight Central on the 1st exactly; a limit one cent under two orders.
    await db()
      .update(orders)
      .set({ placedAt: lastMonth })
      .where(inArray(orders.id, [b.id, d.id]));
    await db().update(orders).set({ placedAt: month.start }).where(eq(orders.id, a.id));
    await setLimits({ MonthlyLimitCents: 2 * unit - 1 });
    const e = await place(1);
    expect(e.status).toBe("needs_approval");
    expect((await decline(e.orderNumber, om1)).statusCode).toBe(200);
    await clearLines(db(), buyer.Id);
    // The 1st at 00:00 UTC is still the last day of the month before in Central.
    const utcFirst = new Date(Date.UTC(month.start.getUTCFullYear(), month.start.getUTCMonth(), 1));
    expect(utcFirst.getTime()).toBeLessThan(month.start.getTime());
    await db().update(orders).set({ placedAt: utcFirst }).where(eq(orders.id, a.id));
    expect((await place(1)).status).toBe("ordered");
    await setLimits({ MonthlyLimitCents: null });
  });

  it("counts two orders placed at once one after the other: the second waits, never both through", async () => {
    const month = shopMonth(new Date());
    await db()
      .update(orders)
      .set({ placedAt: new Date(month.start.getTime() - 1000) })
      .where(eq(orders.userId, buyer.Id));
    const probe = await place(1);
    await db()
      .update(orders)
      .set({ placedAt: new Date(month.start.getTime() - 1000) })
      .where(eq(orders.id, probe.id));
    await setLimits({ MonthlyLimitCents: probe.totalCents });

    // The first checkout stops after recording its intent; meanwhile the buyer fills the cart again and
    // places a second order, which finds the first in flight, waits for it, then counts it.
    let reached: (at: StepContext) => void = () => {};
    const atIntent = new Promise<StepContext>((r) => {
      reached = r;
    });
    let go: () => void = () => {};
    const gate = new Promise<void>((r) => {
      go = r;
    });
    const hook = async (step: CheckoutStep, at: StepContext) => {
      if (step !== "intent-recorded" || at.kind !== "checkout") return;
      stepHooks.delete(hook);
      reached(at);
      await gate;
    };
    stepHooks.add(hook);
    const first = place(1);
    await atIntent;
    const second = place(1);
    go();
    const [one, two] = await Promise.all([first, second]);
    expect([one.status, two.status]).toEqual(["ordered", "needs_approval"]);
    expect((await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, two.id)))[0]!.reason).toBe(
      "monthly_limit",
    );
    expect((await decline(two.orderNumber, om1)).statusCode).toBe(200);
    await setLimits({ MonthlyLimitCents: null });
  });

  it("keeps the company setting: without limits a buyer of a company that requires approval waits for any office manager", async () => {
    const northsideBuyer = await signInOn(t, "buyer");
    await clearLines(db(), northsideBuyer.Id);
    const order = await orderOf(await placeOrder(t, northsideBuyer, [adhesive(1)]));
    expect(order.status).toBe("needs_approval");
    const [chain] = await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, order.id));
    expect(chain).toMatchObject({ approverIds: [], reason: "company" });
    expect(await releaseList(otherManager)).toContain(order.orderNumber);
    expect((await approve(order.orderNumber, om1)).statusCode).toBe(403);
    expect((await approve(order.orderNumber, otherManager)).json().Data.Released).toBe(true);
    const pending = await db()
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, "charged")));
    expect(pending).toHaveLength(1);
  });
  it("tells shop webhooks of a release (needs_approval to ordered) and a decline (to cancelled): order.status_changed", async () => {
    const admin = await signInOn(t, "staff.admin");
    const endpoint = await post(
      "/api/Staff/Webhooks",
      { url: "http://127.0.0.1:9/approvals-hook", events: ["order.status_changed"] },
      admin,
    );
    expect(endpoint.statusCode, endpoint.body).toBe(200);
    const endpointId = endpoint.json().Data.Endpoint.Id as number;
    expect((await setLimits({ AlwaysApprove: true, Approvers: [om1.Id] })).statusCode).toBe(200);
    const statusChanges = async () =>
      (
        await db()
          .select({ body: webhookDeliveries.body })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.event, "order.status_changed")))
          .orderBy(asc(webhookDeliveries.id))
      ).map((d) => {
        const data = JSON.parse(d.body).data;
        return [data.OrderNumber, data.From, data.To];
      });

    const released = await place();
    expect(released.status).toBe("needs_approval");
    expect((await approve(released.orderNumber, om1)).statusCode).toBe(200);
    const declined = await place();
    expect((await decline(declined.orderNumber, om1)).statusCode).toBe(200);
    expect(await statusChanges()).toEqual([
      [released.orderNumber, "needs_approval", "ordered"],
      [declined.orderNumber, "needs_approval", "cancelled"],
    ]);
    expect((await post(`/api/Staff/Webhooks/${endpointId}/Active`, { active: false }, admin)).statusCode).toBe(200);
    await setLimits({ AlwaysApprove: false, Approvers: [] });
  });
});
