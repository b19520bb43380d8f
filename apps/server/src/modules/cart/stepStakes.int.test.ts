import { PRICE_NOT_AVAILABLE } from "@portal/contract";
import { users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, updateUsers } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";

describe("GET /Store/GetStepStakes", () => {
  let t: TestApp;
  let buyer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
  });
  afterAll(async () => {
    await t.close();
  });

  it("needs a signed-in user", async () => {
    const res = await t.get("/api/Store/GetStepStakes");
    expect(res.statusCode).toBe(401);
  });

  it("lists the catalog's step stakes with their sizes and catalog prices", async () => {
    const res = await t.get("/api/Store/GetStepStakes", buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.Status).toBe("ok");
    const items = body.Data as { ItemNo: string }[];
    expect(items.map((i) => i.ItemNo).sort()).toEqual(["STK-H-10X24", "STK-H-10X30", "STK-HD-10X30"]);
    expect(items.find((i) => i.ItemNo === "STK-H-10X24")).toMatchObject({
      InchWidth: 10,
      InchHeight: 24,
      WireGauge: 10,
      Price: 1.35,
      PriceCents: 135,
      PriceText: "$1.35",
    });
  });

  it("hides prices from a user who may not see them", async () => {
    await updateUsers(t.database, { showPrice: false }, eq(users.id, buyer.Id));
    try {
      const res = await t.get("/api/Store/GetStepStakes", buyer.auth);
      const items = res.json().Data as { Price: number; PriceText: string }[];
      expect(items.length).toBeGreaterThan(0);
      for (const i of items) expect(i).toMatchObject({ Price: 0, PriceText: PRICE_NOT_AVAILABLE });
    } finally {
      await updateUsers(t.database, { showPrice: true }, eq(users.id, buyer.Id));
    }
  });
});
