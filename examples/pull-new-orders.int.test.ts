import type { AddressInfo } from "node:net";
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

  it("refuses a call without credentials (401) and a customer's token (403) with the envelope's message", async () => {
    const refusal = (auth: Record<string, string>) => pullNewOrders({ baseUrl, auth }).catch((e: unknown) => e);
    expect(await refusal({})).toMatchObject(new PortalApiError(401, "unauthorized", "Please sign in to continue."));
    const forbidden = await refusal(bearer(buyer));
    expect(forbidden).toBeInstanceOf(PortalApiError);
    expect(forbidden).toMatchObject({ httpStatus: 403, status: "unauthorized", message: "Only staff can do this." });
  });
});
