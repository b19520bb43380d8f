import { describe, expect, it } from "vitest";
import type { Parcel, Shipment } from "./carrier.js";
import { boxCount, isOversized, TableRateCarrier } from "./tableRate.js";
import { zoneBetween } from "./zones.js";

const ORIGIN = "55413";
const carrier = new TableRateCarrier();
const tube = (weightLb: number): Parcel => ({ weightLb, lengthIn: 28, widthIn: 6, heightIn: 6 });
const shipment = (parcels: Parcel[], zip = "50315", residential = false, country = "US"): Shipment => ({
  originZip: ORIGIN,
  destination: { zip, state: "", country, residential },
  parcels,
});
const methods = async (s: Shipment) => {
  const r = await carrier.rates(s);
  if (!r.ok) throw new Error("not rated");
  return Object.fromEntries(r.quotes.map((q) => [q.method, q.freightCents]));
};

describe("zones from the origin ZIP", () => {
  it.each([
    ["55405", 2],
    ["54016", 2],
    ["50315", 3],
    ["53202", 3],
    ["60601", 4],
    ["10001", 6],
    ["98101", 6],
    ["90210", 7],
    ["99501", 9],
    ["96813", 9],
    ["00601", 9],
  ])("%s is zone %i from Minneapolis", (zip, zone) => {
    expect(zoneBetween(ORIGIN, { zip, country: "US" })).toBe(zone);
  });

  it("rates Canada as zone 8 and nothing it cannot place", () => {
    expect(zoneBetween(ORIGIN, { zip: "K1A 0B1", country: "CA" })).toBe(8);
    expect(zoneBetween(ORIGIN, { zip: "00001", country: "US" })).toBeUndefined();
    expect(zoneBetween(ORIGIN, { zip: "5540", country: "US" })).toBeUndefined();
    expect(zoneBetween(ORIGIN, { zip: "75001", country: "FR" })).toBeUndefined();
  });
});

describe("TableRateCarrier", () => {
  it("prices the parcel methods per box and per pound by zone", async () => {
    // Zone 3, 10.2 lb -> 11 billable lb, one box: the rate card's $12.25 a box and $0.62 a pound
    // (docs/product/cart-and-checkout.md).
    const rates = await methods(shipment([tube(10.2)]));
    expect(rates.FEDEX_GROUND).toBe(1907);
    expect(rates.FEDEX_2_DAY).toBe(5010);
    expect(rates.STANDARD_OVERNIGHT).toBe(7930);
    expect(rates.FEDEX_GROUND).toBeLessThan(rates.FEDEX_2_DAY!);
    expect(rates.FEDEX_2_DAY).toBeLessThan(rates.STANDARD_OVERNIGHT!);
    expect(rates.FEDEX_FREIGHT_PRIORITY).toBeUndefined();
  });

  it("costs more the farther it goes", async () => {
    const near = await methods(shipment([tube(5)], "55405"));
    const far = await methods(shipment([tube(5)], "90210"));
    expect(far.FEDEX_GROUND).toBeGreaterThan(near.FEDEX_GROUND!);
  });

  it("adds the residential surcharge per box", async () => {
    const business = await methods(shipment([tube(5), tube(60)]));
    const home = await methods(shipment([tube(5), tube(60)], "50315", true));
    expect(boxCount([tube(5), tube(60)])).toBe(3);
    // $5.15 a box.
    expect(home.FEDEX_GROUND! - business.FEDEX_GROUND!).toBe(1545);
  });

  it("offers freight for heavy shipments, never to a residence", async () => {
    const heavy = [tube(80), tube(80)];
    const business = await methods(shipment(heavy));
    // 160 lb at zone 3's $0.42 a pound is $67.20, under the $225 minimum.
    expect(business.FEDEX_FREIGHT_PRIORITY).toBe(22500);
    expect(business.FEDEX_GROUND).toBeDefined();
    const home = await methods(shipment(heavy, "50315", true));
    expect(home.FEDEX_FREIGHT_PRIORITY).toBeUndefined();
    expect(home.FEDEX_GROUND).toBeDefined();
  });

  it("sends oversized pieces by freight only, and a residence then gets no carrier rate", async () => {
    const sheet: Parcel = { weightLb: 25, lengthIn: 98, widthIn: 50, heightIn: 4 };
    expect(isOversized(sheet)).toBe(true);
    expect(isOversized({ weightLb: 5, lengthIn: 38, widthIn: 26, heightIn: 4 })).toBe(false);
    expect(Object.keys(await methods(shipment([sheet])))).toEqual(["FEDEX_FREIGHT_PRIORITY"]);
    expect(await methods(shipment([sheet], "50315", true))).toEqual({});
  });

  it("cannot rate an address it cannot place", async () => {
    expect(await carrier.rates(shipment([tube(1)], "00001"))).toEqual({ ok: false, reason: "unknown_destination" });
  });

  it("bills at least one pound and one box for an empty shipment", async () => {
    const rates = await methods(shipment([], "55405"));
    // Zone 2: $11.50 a box plus $0.55 for the one pound.
    expect(rates.FEDEX_GROUND).toBe(1205);
  });
});
