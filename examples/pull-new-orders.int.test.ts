import type { AddressInfo } from "node:net";
import { API_KEY_INVALID, API_KEY_SCOPE_REFUSED } from "@portal/contract";
import { PortalApiError } from "@portal/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adhesive, corex } from "../apps/server/src/modules/cart/cart.testkit.js";
import { placeOrder, startTestApp, type TestApp } from "../apps/server/src/test/harness.js";
import { type SignedIn, signIn } from "../apps/server/src/test/signIn.js";
import { pullNewOrders } from "./pull-new-orders.js";

describe("examples/pull-new-orders against a running server", () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: SignedIn;
  let buyer: SignedIn;
  const bearer = (who: SignedIn) => ({ Authorization: `Bearer ${who.JwtToken}` });
  /** A shop machine key made by staff.admin, as the integrator would send it. */
  const shopKey = async (scopes: string[]) => {
    const res = await t.post("/api/Staff/ApiKeys", { name: "MIS", scopes }, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    return { "X-API-Key": res.json().Data.Secret as string };
  };

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signIn(t, "staff.admin");
    buyer = await signIn(t, "buyer2");
  });
  afterAll(() => t.close());

  it("pulls the orders placed after the last one it took, with their lines, oldest first", async () => {
    const before = await pullNewOrders({ baseUrl, auth: bearer(admin) });
    const last = Math.max(0, ...before.map((o) => o.OrderNumber));
    expect(before.every((o) => o.Status === "ordered")).toBe(true);

    const first = await placeOrder(t, buyer, [adhesive(2)]);
    const second = await placeOrder(t, buyer, [adhesive(1), corex()]);
    const pulled = await pullNewOrders({ baseUrl, auth: bearer(admin), afterOrderNumber: last });

    expect(pulled.map((o) => o.OrderNumber)).toEqual([first, second]);
    expect(pulled[1]).toMatchObject({ Status: "ordered", OrderedBy: { Username: "buyer2" } });
    // Each order as the order desk shows it, lines and all.
    for (const order of pulled) {
      const desk = await t.get(`/api/Staff/Orders/${order.OrderNumber}`, admin.auth);
      expect(order).toEqual(desk.json().Data);
    }
    expect(pulled[1]!.Lines.map((l) => l.ProductType)).toEqual(expect.arrayContaining(["adhesive", "rigid"]));
    expect(await pullNewOrders({ baseUrl, auth: bearer(admin), afterOrderNumber: second })).toEqual([]);
  });

  it("pulls with a shop machine key (orders:read), as an MIS runs it", async () => {
    const key = await shopKey(["orders:read"]);
    const before = await pullNewOrders({ baseUrl, auth: key });
    const placed = await placeOrder(t, buyer, [adhesive(1)]);
    const after = Math.max(0, ...before.map((o) => o.OrderNumber));
    const pulled = await pullNewOrders({ baseUrl, auth: key, afterOrderNumber: after });
    expect(pulled.map((o) => o.OrderNumber)).toEqual([placed]);
  });

  it("refuses a key without orders:read (403) and an unknown key (401), with the envelope's message", async () => {
    const refusal = (auth: Record<string, string>) => pullNewOrders({ baseUrl, auth }).catch((e: unknown) => e);
    expect(await refusal(await shopKey(["catalog:read"]))).toMatchObject({
      httpStatus: 403,
      message: API_KEY_SCOPE_REFUSED,
    });
    expect(await refusal({ "X-API-Key": "ptk_unknown" })).toMatchObject({ httpStatus: 401, message: API_KEY_INVALID });
  });

  it("refuses a call without credentials (401) and a customer's token (403) with the envelope's message", async () => {
    const refusal = (auth: Record<string, string>) => pullNewOrders({ baseUrl, auth }).catch((e: unknown) => e);
    expect(await refusal({})).toMatchObject(new PortalApiError(401, "unauthorized", "Please sign in to continue."));
    const forbidden = await refusal(bearer(buyer));
    expect(forbidden).toBeInstanceOf(PortalApiError);
    expect(forbidden).toMatchObject({ httpStatus: 403, status: "unauthorized", message: "Only staff can do this." });
  });
});
