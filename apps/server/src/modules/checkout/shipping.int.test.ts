import { SHIPPING_ADDRESS_INCOMPLETE } from "@portal/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { acm, addLine, adhesive, clearLines } from "../cart/cart.testkit.js";

interface Rate {
  Method: string;
  DisplayText: string;
  FreightAmount: number;
  FreightCents: number;
  TaxAmount: number;
  TaxCents: number;
}

const MINNEAPOLIS = { City: "Minneapolis", State: "MN", Zip: "55405", Country: "US", Residential: false, County: "" };
const MILWAUKEE = { City: "Milwaukee", State: "WI", Zip: "53202", Country: "US", Residential: false, County: "" };
const LOS_ANGELES = { City: "Los Angeles", State: "CA", Zip: "90012", Country: "US", Residential: false, County: "" };

describe("Store/GetShippingRates", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let terms: SignedIn;
  const rates = async (address: object, who: SignedIn = buyer) => {
    const res = await t.post("/api/Store/GetShippingRates", address, who.auth);
    return res;
  };
  const list = async (address: object, who: SignedIn = buyer): Promise<Rate[]> => {
    const res = await rates(address, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data;
  };
  const subtotal = async (who: SignedIn = buyer) =>
    (await t.post("/api/Store/GetCart", {}, who.auth)).json().Data.TotalCents as number;

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
    terms = await signIn(t, "terms");
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearLines(t.database.db, buyer.Id);
    await clearLines(t.database.db, terms.Id);
  });

  it("needs a zip of 5 characters and a country", async () => {
    await addLine(t.database.db, buyer.Id, adhesive(2));
    for (const address of [{ ...MINNEAPOLIS, Zip: "5540" }, { ...MINNEAPOLIS, Country: "" }, { City: "Minneapolis" }]) {
      const res = await rates(address);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Status: "invalid", Message: SHIPPING_ADDRESS_INCOMPLETE });
    }
    expect((await rates({ ...MINNEAPOLIS, Zip: "00001" })).json().Message).toBe(SHIPPING_ADDRESS_INCOMPLETE);
  });

  it("answers nodata for an empty cart", async () => {
    expect((await rates(MINNEAPOLIS)).json()).toMatchObject({ Status: "nodata", Message: "Your cart is empty." });
  });

  it("lists the methods sorted ascending by freight, BST first with no freight", async () => {
    await addLine(t.database.db, buyer.Id, adhesive(4));
    const list1 = await list(MILWAUKEE);
    expect(list1.map((r) => r.Method)).toEqual(["BST", "FEDEX_GROUND", "FEDEX_2_DAY", "STANDARD_OVERNIGHT"]);
    const freights = list1.map((r) => r.FreightCents);
    expect(freights).toEqual([...freights].sort((a, b) => a - b));
    expect(list1[0]).toMatchObject({ Method: "BST", DisplayText: "Bill my shipping account", FreightAmount: 0 });
    const ground = list1[1]!;
    expect(ground.FreightCents).toBeGreaterThan(0);
    expect(ground.FreightAmount).toBe(ground.FreightCents / 100);
    expect(ground.DisplayText).toBe(`FedEx Ground - $${(ground.FreightCents / 100).toFixed(2)}`);
    // Farther costs more.
    const far = (await list(LOS_ANGELES)).find((r) => r.Method === "FEDEX_GROUND")!;
    expect(far.FreightCents).toBeGreaterThan(ground.FreightCents);
  });

  it("offers freight for a heavy shipment to a business and drops it for a residence", async () => {
    // 40 panels of 24 x 36 in ACM: 10 sheets of 32 sq ft at 0.78 lb = 250 lb.
    await addLine(t.database.db, buyer.Id, acm(40));
    const business = await list(MINNEAPOLIS);
    expect(business.map((r) => r.Method)).toContain("FEDEX_FREIGHT_PRIORITY");
    const home = await list({ ...MINNEAPOLIS, Residential: true });
    expect(home.map((r) => r.Method)).not.toContain("FEDEX_FREIGHT_PRIORITY");
    expect(home.map((r) => r.Method)).toContain("FEDEX_GROUND");
    const groundHome = home.find((r) => r.Method === "FEDEX_GROUND")!.FreightCents;
    const groundBusiness = business.find((r) => r.Method === "FEDEX_GROUND")!.FreightCents;
    expect(groundHome).toBeGreaterThan(groundBusiness);
  });

  it("taxes by ship-to state on the subtotal with 90OC, never the freight", async () => {
    await addLine(t.database.db, buyer.Id, adhesive(1));
    const total = await subtotal();
    expect(total).toBe(15000); // under $150: the 90OC line brings it up, and it is taxed
    const mn = await list(MINNEAPOLIS);
    for (const rate of mn) expect(rate.TaxCents).toBe(Math.floor((total * 6875 + 50_000) / 100_000));
    expect(mn[0]!.TaxAmount).toBe(10.31);
    const wi = await list(MILWAUKEE);
    expect(wi[1]!.TaxCents).toBe(750);
    const ca = await list(LOS_ANGELES);
    expect(ca.every((r) => r.TaxCents === 0)).toBe(true);
  });

  it("charges no tax to the tax-exempt terms customer", async () => {
    await addLine(t.database.db, terms.Id, adhesive(10));
    const mn = await list(MINNEAPOLIS, terms);
    expect(mn.length).toBeGreaterThan(1);
    expect(mn.every((r) => r.TaxCents === 0 && r.TaxAmount === 0)).toBe(true);
  });

  it("carries the customer's own shipping account on file in the BST rate only", async () => {
    await addLine(t.database.db, terms.Id, adhesive(2));
    const mine = await list(MINNEAPOLIS, terms);
    expect(mine.find((r) => r.Method === "BST")).toMatchObject({ ShippingAccount: "FX-204871553" });
    expect(mine.filter((r) => r.Method !== "BST").every((r) => !("ShippingAccount" in r))).toBe(true);
    await addLine(t.database.db, buyer.Id, adhesive(2));
    expect((await list(MINNEAPOLIS)).find((r) => r.Method === "BST")).toMatchObject({ ShippingAccount: "" });
  });

  it("refuses another user's userId", async () => {
    expect((await rates({ ...MINNEAPOLIS, userId: terms.Id })).statusCode).toBe(403);
  });
});
