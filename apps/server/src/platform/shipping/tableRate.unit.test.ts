import { describe, expect, it } from "vitest";
import type { Parcel, Shipment } from "./carrier.js";
import { boxCount, isOversized, PARCEL_RATES, RESIDENTIAL_SURCHARGE_CENTS, TableRateCarrier } from "./tableRate.js";
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
    // Zone 3, 10.2 lb -> 11 billable lb, one box.
    const rates = await methods(shipment([tube(10.2)]));
    const g = PARCEL_RATES.FEDEX_GROUND;
    expect(rates.FEDEX_GROUND).toBe(g.perBox[1]! + 11 * g.perLb[1]!);
    expect(rates.FEDEX_GROUND).toBe(1225 + 11 * 62);
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
    expect(home.FEDEX_GROUND! - business.FEDEX_GROUND!).toBe(3 * RESIDENTIAL_SURCHARGE_CENTS);
  });

  it("offers freight for heavy shipments, never to a residence", async () => {
    const heavy = [tube(80), tube(80)];
    const business = await methods(shipment(heavy));
    expect(business.FEDEX_FREIGHT_PRIORITY).toBe(Math.max(22500, 160 * 42));
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
    expect(rates.FEDEX_GROUND).toBe(PARCEL_RATES.FEDEX_GROUND.perBox[0]! + PARCEL_RATES.FEDEX_GROUND.perLb[0]!);
  });
});
