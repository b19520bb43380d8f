import {
  API_KEY_CREATED,
  API_KEY_INVALID,
  API_KEY_OFFICE_MANAGER_ONLY,
  API_KEY_OWNER_INACTIVE,
  API_KEY_SCOPE_REFUSED,
  apiKeyScopeNotAllowed,
} from "@portal/contract";
import { apiKeys, orders, users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, updateUsers } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { deskKit } from "../orders/staffMoves.testkit.js";

describe("machine keys", () => {
  let t: TestApp;
  let admin: SignedIn;
  let ops: SignedIn;
  let manager: SignedIn;
  let buyer: SignedIn;
  let buyer2: SignedIn;
  let kit: ReturnType<typeof deskKit>;
  const db = () => t.database.db;
  const withKey = (secret: string) => ({ "x-api-key": secret });

  async function makeKey(who: SignedIn, scopes: string[], kind: "Staff" | "Account" = "Staff", name = "MIS") {
    const res = await t.post(`/api/${kind}/ApiKeys`, { name, scopes }, who.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(API_KEY_CREATED);
    return res.json().Data as { Key: { Id: number; Prefix: string; Scopes: string[] }; Secret: string };
  }

  beforeAll(async () => {
    // Wholesale has office managers: manager is Northside's (buyer's company), buyer2 is Lakeshore's.
    t = await startTestApp({ BRAND: "Wholesale", RATE_LIMIT_API_KEY_CALLS: "40" });
    kit = deskKit(t);
    admin = await signIn(t, "staff.admin");
    ops = await signIn(t, "staff.ops");
    manager = await signIn(t, "manager");
    buyer = await signIn(t, "buyer");
    buyer2 = await signIn(t, "buyer2");
  });
  afterAll(() => t.close());

  describe("a shop key", () => {
    it("is shown once, stored as its SHA-256 only, and listed by name, scopes and last use", async () => {
      const { Key, Secret } = await makeKey(admin, ["orders:read"]);
      expect(Secret).toMatch(/^ptk_[\w-]{43}$/);
      expect(Secret.startsWith(Key.Prefix)).toBe(true);
      const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, Key.Id));
      expect(JSON.stringify(row)).not.toContain(Secret.slice(4));
      expect(row!.lastUsedAt).toBeNull();

      const list = await t.get("/api/Staff/ApiKeys", admin.auth);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(Secret);
      expect(list.json().Data[0]).toMatchObject({ Id: Key.Id, Name: "MIS", Scopes: ["orders:read"], LastUsedAt: null });

      expect((await t.get("/api/Staff/Orders", withKey(Secret))).statusCode).toBe(200);
      const used = await t.get("/api/Staff/ApiKeys", admin.auth);
      expect(used.json().Data[0].LastUsedAt).not.toBeNull();
    });

    it("reads the queue with orders:read and is refused (403, nothing changed) a move it has no scope for", async () => {
      const { Secret } = await makeKey(admin, ["orders:read"]);
      const order = await kit.orderOf("buyer2", "ordered");
      const detail = await t.get(`/api/Staff/Orders/${order.orderNumber}`, withKey(Secret));
      expect(detail.statusCode, detail.body).toBe(200);

      const move = await kit.move(undefined, order.orderNumber, { To: "in_production", Version: order.version });
      expect(move.statusCode).toBe(401);
      const refused = await t.post(
        `/api/Staff/Orders/${order.orderNumber}/Move`,
        { To: "in_production", Version: order.version },
        withKey(Secret),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(API_KEY_SCOPE_REFUSED);
      expect(await kit.order(order.orderNumber)).toMatchObject({ status: "ordered", version: order.version });
    });

    it("moves an order with orders:write, written as its owner", async () => {
      const { Secret } = await makeKey(admin, ["orders:write"]);
      const order = await kit.orderOf("buyer2", "ordered");
      const res = await t.post(
        `/api/Staff/Orders/${order.orderNumber}/Move`,
        { To: "in_production", Version: order.version },
        withKey(Secret),
      );
      expect(res.statusCode, res.body).toBe(200);
      const [adminUser] = await db().select().from(users).where(eq(users.username, "staff.admin"));
      expect((await kit.history(order.id)).at(-1)).toMatchObject({
        toStatus: "in_production",
        changedBy: adminUser!.id,
      });
    });

    it("cannot call what no key may (customer calls, key management): 403", async () => {
      const { Secret } = await makeKey(admin, ["orders:read", "orders:write", "catalog:read"]);
      for (const [url, body] of [
        ["/api/Staff/ApiKeys", { name: "x", scopes: ["orders:read"] }],
        ["/api/Store/GetCart", {}],
        ["/api/users/changepassword", {}],
      ] as const) {
        const res = await t.post(url, body, withKey(Secret));
        expect(res.statusCode, url).toBe(403);
      }
      expect((await t.get("/api/Staff/ApiKeys", withKey(Secret))).statusCode).toBe(403);
    });

    it("answers a public catalog read only with catalog:read; without it 403", async () => {
      const reader = await makeKey(admin, ["catalog:read"]);
      const other = await makeKey(admin, ["orders:read"]);
      expect((await t.post("/api/TileMenu/GetTiles", {}, withKey(reader.Secret))).statusCode).toBe(200);
      expect((await t.post("/api/TileMenu/GetTiles", {}, withKey(other.Secret))).statusCode).toBe(403);
      expect((await t.post("/api/TileMenu/GetTiles", {}, withKey("ptk_nothing"))).statusCode).toBe(401);
    });

    it("is 401 once revoked, and for an unknown or malformed key", async () => {
      const { Key, Secret } = await makeKey(admin, ["orders:read"]);
      const revoke = await t.post(`/api/Staff/ApiKeys/${Key.Id}/Revoke`, {}, admin.auth);
      expect(revoke.statusCode, revoke.body).toBe(200);
      for (const secret of [Secret, `${Secret}x`, "ptk_unknown", "Bearer nothing", ""]) {
        const res = await t.get("/api/Staff/Orders", withKey(secret));
        expect(res.statusCode, secret).toBe(401);
        expect(res.json().Message).toBe(API_KEY_INVALID);
      }
      const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, Key.Id));
      expect(row!.revokedAt).not.toBeNull();
      expect(
        (await t.get("/api/Staff/ApiKeys", admin.auth)).json().Data.find((k: { Id: number }) => k.Id === Key.Id),
      ).toMatchObject({ RevokedAt: expect.any(String) });
    });

    it("refuses company scopes (400) and makes nothing", async () => {
      const before = await db().select().from(apiKeys);
      const res = await t.post("/api/Staff/ApiKeys", { name: "MIS", scopes: ["orders:read", "cart"] }, admin.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(apiKeyScopeNotAllowed("cart"));
      const empty = await t.post("/api/Staff/ApiKeys", { name: " ", scopes: [] }, admin.auth);
      expect(empty.statusCode).toBe(400);
      expect(await db().select().from(apiKeys)).toHaveLength(before.length);
    });

    it("is managed by staff.admin only: other staff and customers 403", async () => {
      for (const who of [ops, await signIn(t, "staff.support"), buyer, manager]) {
        expect((await t.get("/api/Staff/ApiKeys", who.auth)).statusCode).toBe(403);
        const res = await t.post("/api/Staff/ApiKeys", { name: "x", scopes: ["orders:read"] }, who.auth);
        expect(res.statusCode).toBe(403);
        expect((await t.post("/api/Staff/ApiKeys/1/Revoke", {}, who.auth)).statusCode).toBe(403);
      }
    });

    it("stops (401) when its owner is no longer active", async () => {
      const { Secret } = await makeKey(admin, ["orders:read"]);
      const adminRow = (await db().select().from(users).where(eq(users.username, "staff.admin")))[0]!;
      await updateUsers(t.database, { active: false }, eq(users.id, adminRow.id));
      try {
        const res = await t.get("/api/Staff/Orders", withKey(Secret));
        expect(res.statusCode).toBe(401);
        expect(res.json().Message).toBe(API_KEY_OWNER_INACTIVE);
      } finally {
        await updateUsers(t.database, { active: true }, eq(users.id, adminRow.id));
      }
    });
  });

  describe("a company key", () => {
    it("reads the company's orders and never another company's", async () => {
      const { Secret } = await makeKey(manager, ["orders"], "Account", "Purchasing");
      const own = await t.post("/api/Store/AccountOrders", { userId: buyer.Id, Type: "ordered" }, withKey(Secret));
      expect(own.statusCode, own.body).toBe(200);

      const [theirs] = await db().select().from(orders).where(eq(orders.userId, buyer2.Id)).limit(1);
      const details = await t.post(
        "/api/Store/GetOrderDetails",
        { userId: manager.Id, orderNumber: theirs!.orderNumber },
        withKey(Secret),
      );
      expect(details.statusCode).toBe(403);
      const list = await t.post("/api/Store/AccountOrders", { userId: buyer2.Id, Type: "ordered" }, withKey(Secret));
      expect(list.statusCode).toBe(403);
      // Staff calls are outside every company scope.
      expect((await t.get("/api/Staff/Orders", withKey(Secret))).statusCode).toBe(403);
    });

    it("needs the cart scope for the cart (403 without it)", async () => {
      const orders = await makeKey(manager, ["orders"], "Account");
      const cart = await makeKey(manager, ["cart"], "Account");
      expect((await t.post("/api/Store/GetCart", {}, withKey(orders.Secret))).statusCode).toBe(403);
      const res = await t.post("/api/Store/GetCart", {}, withKey(cart.Secret));
      expect(res.statusCode, res.body).toBe(200);
    });

    it("is made, listed and revoked by the company's office managers only", async () => {
      const { Key } = await makeKey(manager, ["cart"], "Account");
      const shop = await t.post("/api/Account/ApiKeys", { name: "x", scopes: ["orders:read"] }, manager.auth);
      expect(shop.statusCode).toBe(400);
      expect(shop.json().Message).toBe(apiKeyScopeNotAllowed("orders:read"));

      const refused = await t.post("/api/Account/ApiKeys", { name: "x", scopes: ["cart"] }, buyer.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(API_KEY_OFFICE_MANAGER_ONLY);
      expect((await t.get("/api/Account/ApiKeys", buyer.auth)).statusCode).toBe(403);
      expect((await t.post(`/api/Account/ApiKeys/${Key.Id}/Revoke`, {}, buyer.auth)).statusCode).toBe(403);

      // Another company's office manager sees none of them and cannot revoke one (404, nothing changed).
      const lakeshore = (await db().select().from(users).where(eq(users.username, "buyer2")))[0]!;
      await updateUsers(t.database, { level: 2 }, eq(users.id, lakeshore.id));
      try {
        const list = await t.get("/api/Account/ApiKeys", buyer2.auth);
        expect(list.statusCode).toBe(200);
        expect(list.json().Data).toEqual([]);
        const revoke = await t.post(`/api/Account/ApiKeys/${Key.Id}/Revoke`, {}, buyer2.auth);
        expect(revoke.statusCode).toBe(404);
        // Nor does staff.admin's shop list show it.
        const shopList = await t.get("/api/Staff/ApiKeys", admin.auth);
        expect(shopList.json().Data.some((k: { Id: number }) => k.Id === Key.Id)).toBe(false);
      } finally {
        await updateUsers(t.database, { level: 1 }, eq(users.id, lakeshore.id));
      }
      const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, Key.Id));
      expect(row!.revokedAt).toBeNull();
    });

    it("stops (401) when its maker is no longer an office manager", async () => {
      const { Secret } = await makeKey(manager, ["orders"], "Account");
      await updateUsers(t.database, { level: 1 }, eq(users.id, manager.Id));
      try {
        const res = await t.post("/api/Store/AccountOrders", { Type: "ordered" }, withKey(Secret));
        expect(res.statusCode).toBe(401);
        expect(res.json().Message).toBe(API_KEY_OWNER_INACTIVE);
      } finally {
        await updateUsers(t.database, { level: 2 }, eq(users.id, manager.Id));
      }
    });
  });

  it("is declared in the OpenAPI document: the apiKey scheme (X-API-Key) and each call's scope", async () => {
    const doc = (await t.get("/api/openapi.json")).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "apiKey", in: "header", name: "X-API-Key" });
    const queue = doc.paths["/api/Staff/Orders"].get;
    expect(queue.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(queue["x-key-scope"]).toBe("orders:read");
    expect(doc.paths["/api/Store/GetCart"].post["x-key-scope"]).toBe("cart");
    expect(doc.paths["/api/Staff/ApiKeys"].get.security).toEqual([{ bearer: [] }]);
  });

  it("is rate limited per key: 429 beyond the limit a minute", async () => {
    const limited = await startTestApp({ BRAND: "Wholesale", RATE_LIMIT_API_KEY_CALLS: "2" });
    try {
      const who = await signIn(limited, "staff.admin");
      const res = await limited.post("/api/Staff/ApiKeys", { name: "x", scopes: ["orders:read"] }, who.auth);
      const secret = res.json().Data.Secret as string;
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.get("/api/Staff/Orders", withKey(secret))).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
