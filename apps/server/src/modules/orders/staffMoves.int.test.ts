import {
  CANCEL_WITH_CANCEL,
  ORDER_CHANGED,
  type OrderStatus,
  orderCannotMove,
  orderNotFound,
  RELEASE_IS_THE_MANAGERS,
  SHIP_WITH_PACKAGES,
} from "@portal/contract";
import { orderStatusHistory, users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { deskKit } from "./staffMoves.testkit.js";

describe("Staff/Orders/{orderNumber}/Move", () => {
  let t: TestApp;
  let ops: SignedIn;
  let admin: SignedIn;
  let support: SignedIn;
  let buyer: SignedIn;
  let kit: ReturnType<typeof deskKit>;

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    kit = deskKit(t);
    ops = await signIn(t, "staff.ops");
    admin = await signIn(t, "staff.admin");
    support = await signIn(t, "staff.support");
    buyer = await signIn(t, "buyer");
  });
  afterAll(() => t.close());

  it("moves an ordered order to production: status, version, history row and the customer's e-mail", async () => {
    const order = await kit.orderOf("buyer2", "ordered");
    const mark = await kit.lastOutboxId();
    const res = await kit.move(ops, order.orderNumber, {
      To: "in_production",
      Version: order.version,
      Note: "Press 2",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual({
      OrderNumber: order.orderNumber,
      Status: "in_production",
      Version: order.version + 1,
      AllowedMoves: ["on_hold", "shipped", "cancelled"],
    });
    const stored = await kit.order(order.orderNumber);
    expect(stored).toMatchObject({ status: "in_production", version: order.version + 1, heldFrom: null });
    const last = (await kit.history(order.id)).at(-1)!;
    const [opsUser] = await t.database.db.select().from(users).where(eq(users.username, "staff.ops"));
    expect(last).toMatchObject({
      fromStatus: "ordered",
      toStatus: "in_production",
      changedBy: opsUser!.id,
      note: "Press 2",
    });
    const mail = await kit.mailSince(mark);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe("casey@lakeshorewraps.example");
    expect(mail[0]!.subject).toContain(`your order ${order.orderNumber} is in production`);
    expect(mail[0]!.textBody).toContain("Wholesale Graphics Direct");
    expect(mail[0]!.textBody).toContain(`/store/orderdetails/${order.orderNumber}/`);
  });

  it("holds an order with a note, remembers where it came from and releases it back there", async () => {
    const order = await kit.orderOf("terms", "ordered");
    await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version });
    const mark = await kit.lastOutboxId();
    const held = await kit.move(ops, order.orderNumber, {
      To: "on_hold",
      Version: order.version + 1,
      Note: "Artwork has a typo; waiting for the customer.",
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().Data.AllowedMoves).toEqual(["in_production", "cancelled"]);
    expect(await kit.order(order.orderNumber)).toMatchObject({ status: "on_hold", heldFrom: "in_production" });
    const mail = await kit.mailSince(mark);
    expect(mail.map((m) => m.subject)).toEqual([
      `Wholesale Graphics Direct: your order ${order.orderNumber} is on hold`,
    ]);
    expect(mail[0]!.textBody).toContain("Note from the shop: Artwork has a typo; waiting for the customer.");

    const wrongWay = await kit.move(ops, order.orderNumber, { To: "ordered", Version: order.version + 2 });
    expect(wrongWay.statusCode).toBe(422);
    expect(wrongWay.json().Message).toBe(orderCannotMove(order.orderNumber, "on_hold", "ordered"));

    const back = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version + 2 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await kit.order(order.orderNumber)).toMatchObject({ status: "in_production", heldFrom: null });
    const moves = (await kit.history(order.id)).slice(-3).map((h) => [h.fromStatus, h.toStatus]);
    expect(moves).toEqual([
      ["ordered", "in_production"],
      ["in_production", "on_hold"],
      ["on_hold", "in_production"],
    ]);
  });

  it("holds an order waiting for approval and returns it to waiting", async () => {
    const order = await kit.orderOf("buyer", "needs_approval");
    const held = await kit.move(admin, order.orderNumber, { To: "on_hold", Version: order.version });
    expect(held.statusCode, held.body).toBe(200);
    const back = await kit.move(admin, order.orderNumber, { To: "needs_approval", Version: order.version + 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await kit.order(order.orderNumber)).toMatchObject({ status: "needs_approval", heldFrom: null });
  });

  it("completes a shipped order (staff.admin too)", async () => {
    const order = await kit.orderOf("buyer", "shipped");
    const res = await kit.move(admin, order.orderNumber, { To: "invoiced", Version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Status: "invoiced", AllowedMoves: [] });
  });

  describe("refusals, with nothing written", () => {
    const unchanged = async (orderNumber: number, before: { status: string; version: number; id: number }) => {
      const after = await kit.order(orderNumber);
      expect(after).toMatchObject({ status: before.status, version: before.version });
      return after;
    };

    it.each([
      ["ordered", "invoiced", "The move is not one the status machine allows"],
      ["invoiced", "in_production", "A completed order stays completed"],
      ["cancelled", "ordered", "A cancelled order stays cancelled"],
    ] as const)("%s to %s: 422 with the reason (%s)", async (from: OrderStatus, to: OrderStatus, _why: string) => {
      const order = await kit.orderOf("buyer", from);
      const res = await kit.move(ops, order.orderNumber, { To: to, Version: order.version });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ Status: "failed", Message: orderCannotMove(order.orderNumber, from, to) });
      await unchanged(order.orderNumber, order);
    });

    it("leaves the release, shipping and cancelling to their own calls", async () => {
      const waiting = await kit.orderOf("buyer", "needs_approval");
      const release = await kit.move(ops, waiting.orderNumber, { To: "ordered", Version: waiting.version });
      expect(release.statusCode).toBe(422);
      expect(release.json().Message).toBe(RELEASE_IS_THE_MANAGERS);
      const cancel = await kit.move(ops, waiting.orderNumber, { To: "cancelled", Version: waiting.version });
      expect(cancel.json().Message).toBe(CANCEL_WITH_CANCEL);
      await unchanged(waiting.orderNumber, waiting);

      const ordered = await kit.orderOf("buyer", "ordered");
      await kit.setStatus(ordered.orderNumber, "in_production");
      const ship = await kit.move(ops, ordered.orderNumber, { To: "shipped", Version: ordered.version });
      expect(ship.statusCode).toBe(422);
      expect(ship.json().Message).toBe(SHIP_WITH_PACKAGES);
      await kit.setStatus(ordered.orderNumber, "ordered");
    });

    it("answers 404 with the number for an unknown order, 400 for a number that is not one", async () => {
      const res = await kit.move(ops, 999_999, { To: "in_production", Version: 0 });
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe(orderNotFound(999_999));
      const bad = await kit.move(ops, "abc", { To: "in_production", Version: 0 });
      expect(bad.statusCode).toBe(400);
      const unknownStatus = await kit.move(ops, 999_999, { To: "packed", Version: 0 });
      expect(unknownStatus.statusCode).toBe(400);
      expect(unknownStatus.json().Message).toContain("Unknown status.");
    });

    it("answers 409 'The order changed; reload it.' to a move against an older version", async () => {
      const order = await kit.orderOf("buyer", "ordered");
      const before = (await kit.history(order.id)).length;
      const res = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version + 7 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ Status: "failed", Message: ORDER_CHANGED });
      await unchanged(order.orderNumber, order);
      expect(await kit.history(order.id)).toHaveLength(before);
    });

    it("lets one of two simultaneous moves win; the other gets 409 and nothing is half written", async () => {
      const order = await kit.orderOf("buyer", "ordered");
      const before = (await kit.history(order.id)).length;
      const replies = await Promise.all([
        kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version, Note: "first" }),
        kit.move(admin, order.orderNumber, { To: "on_hold", Version: order.version, Note: "second" }),
      ]);
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const loser = replies.find((r) => r.statusCode === 409)!;
      expect(loser.json().Message).toBe(ORDER_CHANGED);
      const winner = replies.find((r) => r.statusCode === 200)!.json().Data;
      const stored = await kit.order(order.orderNumber);
      expect(stored).toMatchObject({ status: winner.Status, version: order.version + 1 });
      const history = await kit.history(order.id);
      expect(history).toHaveLength(before + 1);
      expect(history.at(-1)!.toStatus).toBe(winner.Status);
      // Put it back for the other tests.
      await t.database.db.delete(orderStatusHistory).where(eq(orderStatusHistory.id, history.at(-1)!.id));
      await kit.setStatus(order.orderNumber, "ordered");
    });
  });

  describe("who may move orders", () => {
    it("refuses staff.support (403) and a customer's token (403), and changes nothing", async () => {
      const order = await kit.orderOf("buyer", "ordered");
      for (const who of [support, buyer]) {
        const res = await kit.move(who, order.orderNumber, { To: "in_production", Version: order.version });
        expect(res.statusCode).toBe(403);
      }
      const anonymous = await kit.move(undefined, order.orderNumber, { To: "in_production", Version: order.version });
      expect(anonymous.statusCode).toBe(401);
      expect(await kit.order(order.orderNumber)).toMatchObject({ status: "ordered", version: order.version });
    });
  });

  it("writes no e-mail to a customer who turned status e-mails off (their own or their office manager's call)", async () => {
    const order = await kit.orderOf("buyer", "ordered");
    const set = (who: SignedIn, on: boolean) =>
      t.post("/api/Account/SetOrderStatusEmails", { userId: order.userId, OrderStatusEmails: on }, who.auth);
    const buyer2 = await signIn(t, "buyer2");
    expect((await set(buyer2, false)).statusCode).toBe(403);
    expect((await set(support, false)).statusCode).toBe(403);
    const off = await set(buyer, false);
    expect(off.statusCode, off.body).toBe(200);
    const info = await t.post("/api/Account/GetUserAccount", {}, buyer.auth);
    expect(info.json().Data.OrderStatusEmails).toBe(false);

    const mark = await kit.lastOutboxId();
    const res = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kit.mailSince(mark)).toEqual([]);

    const manager = await signIn(t, "manager");
    const on = await set(manager, true);
    expect(on.statusCode, on.body).toBe(200);
    const held = await kit.move(ops, order.orderNumber, { To: "on_hold", Version: order.version + 1 });
    expect(held.statusCode, held.body).toBe(200);
    expect((await kit.mailSince(mark)).map((m) => m.toAddress)).toEqual(["bailey@northsidesign.example"]);
  });
});
