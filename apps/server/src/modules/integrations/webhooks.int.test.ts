import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { WEBHOOK_CREATED, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_URL_INVALID, WEBHOOK_URL_PRIVATE } from "@portal/contract";
import { orders, outbox, users, webhookAttempts, webhookDeliveries, webhookEndpoints } from "@portal/db/schema";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { placeOrder, startTestApp, type TestApp, updateUsers } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { adhesive } from "../cart/cart.testkit.js";
import { deskKit } from "../orders/staffMoves.testkit.js";
import { isPrivateAddress } from "./webhookSender.js";
import { takeDue, WEBHOOK_CHANNEL } from "./webhooks.repo.js";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on a local port: records every request and answers with the next queued answer
 * (200 when none is queued); 'hang' holds the answer until `release` is called.
 */
async function startReceiver() {
  const received: Received[] = [];
  const answers: (number | "hang")[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const answer = answers.shift() ?? 200;
      if (answer === "hang") held.push(res);
      else res.writeHead(answer, { "content-type": "text/plain" }).end(answer === 200 ? "thanks" : "receiver broke");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    answers,
    release() {
      for (const res of held.splice(0)) res.writeHead(200).end("late");
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The check a receiver makes (docs/integration-api.md): node:crypto only. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe("webhooks", () => {
  let t: TestApp;
  let admin: SignedIn;
  let ops: SignedIn;
  let manager: SignedIn;
  let buyer: SignedIn;
  let kit: ReturnType<typeof deskKit>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const db = () => t.database.db;

  async function addEndpoint(who: SignedIn, url: string, events: string[], kind: "Staff" | "Account" = "Staff") {
    const res = await t.post(`/api/${kind}/Webhooks`, { url, events }, who.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(WEBHOOK_CREATED);
    return res.json().Data as { Endpoint: { Id: number }; Secret: string };
  }
  async function deliveries(who: SignedIn, id: number, kind: "Staff" | "Account" = "Staff") {
    const res = await t.get(`/api/${kind}/Webhooks/${id}/Deliveries`, who.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as {
      Event: string;
      Status: string;
      Attempts: { ResponseStatus: number | null; Error: string; ResponseBody: string }[];
    }[];
  }
  async function switchOff(id: number) {
    await db().update(webhookEndpoints).set({ active: false }).where(eq(webhookEndpoints.id, id));
  }
  /** Moves the user's open demo order one step: ordered to production, production to hold, hold back. */
  async function moveToProduction(username: string) {
    const [row] = await db()
      .select({ order: orders })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(users.username, username), inArray(orders.status, ["ordered", "in_production", "on_hold"])))
      .orderBy(desc(orders.id))
      .limit(1);
    const order = row!.order;
    const to = order.status === "ordered" ? "in_production" : order.status === "on_hold" ? order.heldFrom : "on_hold";
    const res = await kit.move(ops, order.orderNumber, { To: to, Version: order.version, Note: "Webhook test" });
    expect(res.statusCode, res.body).toBe(200);
    return order;
  }

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale", WEBHOOK_RETRY_SECONDS: "1", WEBHOOK_TIMEOUT_MS: "1000" });
    kit = deskKit(t);
    admin = await signIn(t, "staff.admin");
    ops = await signIn(t, "staff.ops");
    manager = await signIn(t, "manager");
    buyer = await signIn(t, "buyer");
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it("signs each delivery (HMAC-SHA256 over 't.body') so a receiver with node:crypto can check it", async () => {
    const { Endpoint, Secret } = await addEndpoint(admin, receiver.url, ["order.status_changed"]);
    expect(Secret).toMatch(/^whsec_/);
    const order = await moveToProduction("buyer2");
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(0), { timeout: 20_000, interval: 50 });
    const got = receiver.received.shift()!;
    const header = String(got.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(Secret, header, got.body)).toBe(true);
    expect(verify(Secret, header, got.body.replace("in_production", "shipped"))).toBe(false);
    expect(verify("whsec_other", header, got.body)).toBe(false);
    expect(got.headers["portal-event"]).toBe("order.status_changed");
    expect(JSON.parse(got.body)).toMatchObject({
      type: "order.status_changed",
      data: { OrderNumber: order.orderNumber, From: "ordered", To: "in_production" },
    });
    await vi.waitFor(async () => expect((await deliveries(admin, Endpoint.Id))[0]?.Status).toBe("delivered"));
    const [shown] = await deliveries(admin, Endpoint.Id);
    expect(shown!.Attempts).toEqual([
      expect.objectContaining({ ResponseStatus: 200, ResponseBody: "thanks", Error: "" }),
    ]);
    await switchOff(Endpoint.Id);
  });

  it("retries after a 500 and after a receiver that does not answer in time; the move never waits for it", async () => {
    const { Endpoint } = await addEndpoint(admin, receiver.url, ["order.status_changed"]);
    receiver.received.length = 0;
    receiver.answers.push("hang", 500);
    // The receiver holds the first answer: the move still answers at once.
    await moveToProduction("terms");
    expect(receiver.answers).toContain(500);
    await vi.waitFor(async () => expect((await deliveries(admin, Endpoint.Id))[0]?.Status).toBe("delivered"), {
      timeout: 30_000,
      interval: 100,
    });
    const [shown] = await deliveries(admin, Endpoint.Id);
    expect(shown!.Attempts.map((a) => a.ResponseStatus)).toEqual([null, 500, 200]);
    expect(shown!.Attempts[0]!.Error).toBe("No answer within 1 s.");
    expect(shown!.Attempts[1]!.ResponseBody).toBe("receiver broke");
    receiver.release();
    const [endpoint] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, Endpoint.Id));
    expect(endpoint!.failingSince).toBeNull();
    await switchOff(Endpoint.Id);
  });

  it("switches off an endpoint failing for 24 hours and e-mails the one who added it", async () => {
    const { Endpoint } = await addEndpoint(admin, receiver.url, ["order.status_changed"]);
    await db()
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(webhookEndpoints.id, Endpoint.Id));
    receiver.answers.push(500);
    const mark = await kit.lastOutboxId();
    await moveToProduction("buyer2");
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, Endpoint.Id));
        expect(row!.active).toBe(false);
      },
      { timeout: 20_000, interval: 100 },
    );
    const list = (await t.get("/api/Staff/Webhooks", admin.auth)).json().Data as {
      Id: number;
      Active: boolean;
      DisabledReason: string;
    }[];
    expect(list.find((e) => e.Id === Endpoint.Id)).toMatchObject({
      Active: false,
      DisabledReason: "Every delivery failed for 24 hours.",
    });
    expect((await deliveries(admin, Endpoint.Id))[0]!.Status).toBe("failed");
    const [adminRow] = await db().select().from(users).where(eq(users.username, "staff.admin"));
    const mail = (await kit.mailSince(mark)).filter((m) => m.subject.includes("webhook endpoint switched off"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe(adminRow!.email);
    expect(mail[0]!.textBody).toContain(receiver.url);
  });

  it("tells of a placed order (order.placed) with its number and total", async () => {
    const { Endpoint } = await addEndpoint(admin, receiver.url, ["order.placed"]);
    const buyer2 = await signIn(t, "buyer2");
    const orderNumber = await placeOrder(t, buyer2, [adhesive(1)]);
    await vi.waitFor(async () => expect((await deliveries(admin, Endpoint.Id))[0]?.Status).toBe("delivered"), {
      timeout: 20_000,
      interval: 100,
    });
    const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, Endpoint.Id));
    const [placed] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(JSON.parse(row!.body)).toMatchObject({
      type: "order.placed",
      data: { OrderNumber: orderNumber, TotalCents: placed!.totalCents, UserId: buyer2.Id },
    });
    await switchOff(Endpoint.Id);
  });

  it("sends a company's endpoint only its company's order events", async () => {
    const { Endpoint } = await addEndpoint(manager, receiver.url, ["order.status_changed"], "Account");
    await moveToProduction("buyer2");
    const buyerOrder = await moveToProduction("buyer");
    await vi.waitFor(async () => expect(await deliveries(manager, Endpoint.Id, "Account")).toHaveLength(1));
    const all = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, Endpoint.Id));
    expect(all).toHaveLength(1);
    expect(JSON.parse(all[0]!.body).data.OrderNumber).toBe(buyerOrder.orderNumber);
    await switchOff(Endpoint.Id);
  });

  it("stops sending an endpoint whose maker is inactive or no longer may make it (as a key stops), until restored", async () => {
    const company = (await addEndpoint(manager, receiver.url, ["order.status_changed"], "Account")).Endpoint.Id;
    const shop = (await addEndpoint(admin, receiver.url, ["order.status_changed"])).Endpoint.Id;
    const count = async (id: number) =>
      (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).length;
    const [before] = await db().select().from(users).where(eq(users.id, manager.Id));
    try {
      await updateUsers(t.database, { level: 1 }, eq(users.id, manager.Id));
      await updateUsers(t.database, { active: false }, eq(users.id, admin.Id));
      await moveToProduction("buyer");
      expect([await count(company), await count(shop)]).toEqual([0, 0]);
    } finally {
      await updateUsers(t.database, { level: before!.level }, eq(users.id, manager.Id));
      await updateUsers(t.database, { active: true }, eq(users.id, admin.Id));
    }
    await moveToProduction("buyer");
    expect([await count(company), await count(shop)]).toEqual([1, 1]);
    await switchOff(company);
    await switchOff(shop);
  });

  it("is managed by staff.admin (shop) and office managers (company); everyone else 403, another company's 404", async () => {
    const { Endpoint } = await addEndpoint(manager, receiver.url, ["order.placed"], "Account");
    for (const who of [ops, await signIn(t, "staff.support"), buyer, manager]) {
      expect((await t.get("/api/Staff/Webhooks", who.auth)).statusCode).toBe(403);
      expect(
        (await t.post("/api/Staff/Webhooks", { url: receiver.url, events: ["order.placed"] }, who.auth)).statusCode,
      ).toBe(403);
    }
    expect((await t.get("/api/Account/Webhooks", buyer.auth)).statusCode).toBe(403);
    expect((await t.get(`/api/Account/Webhooks/${Endpoint.Id}/Deliveries`, buyer.auth)).statusCode).toBe(403);
    const buyer2 = await signIn(t, "buyer2");
    await updateUsers(t.database, { level: 2 }, eq(users.id, buyer2.Id));
    try {
      expect((await t.get("/api/Account/Webhooks", buyer2.auth)).json().Data).toEqual([]);
      expect((await t.get(`/api/Account/Webhooks/${Endpoint.Id}/Deliveries`, buyer2.auth)).statusCode).toBe(404);
      const off = await t.post(`/api/Account/Webhooks/${Endpoint.Id}/Active`, { active: false }, buyer2.auth);
      expect(off.statusCode).toBe(404);
    } finally {
      await updateUsers(t.database, { level: 1 }, eq(users.id, buyer2.Id));
    }
    // staff.admin's shop list does not show a company's endpoint, nor its deliveries.
    expect((await t.get(`/api/Staff/Webhooks/${Endpoint.Id}/Deliveries`, admin.auth)).statusCode).toBe(404);
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, Endpoint.Id));
    expect(row!.active).toBe(true);
    await switchOff(Endpoint.Id);
  });

  it("refuses a bad URL or no events (400) and stores nothing", async () => {
    const before = (await db().select().from(webhookEndpoints)).length;
    for (const [body, message] of [
      [{ url: "ftp://example.com/x", events: ["order.placed"] }, WEBHOOK_URL_INVALID],
      [{ url: "https://user:pw@example.com/x", events: ["order.placed"] }, WEBHOOK_URL_INVALID],
      [{ url: "https://example.com/x", events: [] }, "Choose at least one event."],
      [{ url: "https://example.com/x", events: ["order.deleted"] }, undefined],
    ] as const) {
      const res = await t.post("/api/Staff/Webhooks", body, admin.auth);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().Message).toBe(message);
    }
    expect(await db().select().from(webhookEndpoints)).toHaveLength(before);
  });

  it("queues again a pending delivery whose job was lost, and posts a delivery taken twice once", async () => {
    const { Endpoint } = await addEndpoint(admin, receiver.url, ["order.status_changed"]);
    receiver.received.length = 0;
    // A delivery claimed eleven minutes ago whose job never reached the queue (a failed send, a
    // process stopped between the claim and the send).
    const body = JSON.stringify({ id: "lost-job", type: "order.status_changed", data: {} });
    const [lost] = await db()
      .insert(webhookDeliveries)
      .values({
        endpointId: Endpoint.Id,
        event: "order.status_changed",
        eventId: "lost-job",
        body,
        queuedAt: sql`now() - interval '11 minutes'`,
      })
      .returning();
    // The sweep runs on the next announcement (or each minute).
    await db().execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    await vi.waitFor(async () => expect((await deliveries(admin, Endpoint.Id))[0]?.Status).toBe("delivered"), {
      timeout: 20_000,
      interval: 100,
    });
    expect(receiver.received.filter((r) => r.body === body)).toHaveLength(1);
    expect((await db().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, lost!.id))).length).toBe(1);

    // Two jobs of one due delivery: the first takes it (its due time moves past the attempt), the
    // second finds it not due and posts nothing.
    const [due] = await db()
      .insert(webhookDeliveries)
      .values({ endpointId: Endpoint.Id, event: "order.status_changed", eventId: "twice", body, status: "failed" })
      .returning();
    await db()
      .update(webhookDeliveries)
      .set({ status: "pending", queuedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, due!.id));
    expect(await takeDue(db(), due!.id, 60_000)).toBe(true);
    expect(await takeDue(db(), due!.id, 60_000)).toBe(false);
    await switchOff(Endpoint.Id);
  });
});

describe("webhooks outside development", () => {
  let t: TestApp;
  let admin: SignedIn;
  let ops: SignedIn;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale", WEBHOOK_ALLOW_PRIVATE: "false" });
    admin = await signIn(t, "staff.admin");
    ops = await signIn(t, "staff.ops");
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it("knows the private, loopback, link-local and mapped addresses", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0"])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["::1", "::", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "64:ff9b::a00:1"])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"]) expect(isPrivateAddress(a), a).toBe(false);
    expect(isPrivateAddress("not an address")).toBe(true);
  });

  it("refuses plain http and private or loopback endpoints (400, nothing stored)", async () => {
    for (const [url, message] of [
      [receiver.url, WEBHOOK_URL_INVALID],
      ["https://127.0.0.1/hook", WEBHOOK_URL_PRIVATE],
      ["https://[::1]/hook", WEBHOOK_URL_PRIVATE],
      ["https://169.254.169.254/latest/meta-data", WEBHOOK_URL_PRIVATE],
      ["https://localhost/hook", WEBHOOK_URL_PRIVATE],
    ] as const) {
      const res = await t.post("/api/Staff/Webhooks", { url, events: ["order.status_changed"] }, admin.auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Message, url).toBe(message);
    }
    expect(await t.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it("never delivers to a private address, even one stored earlier: the attempt fails unsent", async () => {
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.username, "staff.admin"));
    // As if the name had resolved to a public address when it was added.
    await t.database.db.insert(webhookEndpoints).values({
      franchise: adminRow!.franchise,
      customerId: null,
      url: `https://localhost:${receiver.port}/hook`,
      events: ["order.status_changed"],
      secret: "whsec_x",
      createdBy: adminRow!.id,
    });
    const kit = deskKit(t);
    const order = await kit.orderOf("buyer2", "ordered");
    const res = await kit.move(ops, order.orderNumber, { To: "in_production", Version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => expect(await t.database.db.select().from(webhookAttempts)).toHaveLength(1), {
      timeout: 20_000,
      interval: 100,
    });
    const [attempt] = await t.database.db.select().from(webhookAttempts).orderBy(desc(webhookAttempts.id));
    expect(attempt).toMatchObject({ responseStatus: null, error: WEBHOOK_URL_PRIVATE });
    expect(receiver.received).toHaveLength(0);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.subject, "x"))).toHaveLength(0);
  });
});
