import { shippingAddresses, users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";

const NEW_ADDRESS = {
  ShipKey: "0",
  FirstName: "  Jordan ",
  LastName: " Avery  ",
  CompanyName: "Avery Signs",
  Address1: " 12 Harbor Rd ",
  Address2: "Suite 4",
  City: "Duluth",
  State: "MN",
  Zip: "55802",
  Country: "US",
  PhoneNumber: "218.555.0199",
  Email: "jordan@averysigns.example",
  Residential: true,
  County: "St. Louis",
};

const REQUIRED_MESSAGES = [
  "FirstName is required.",
  "LastName is required.",
  "Address1 is required.",
  "City is required.",
  "State is required.",
  "Zip is required.",
  "Country is required.",
];

describe("shipping addresses and the Account lists", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let other: SignedIn;
  let otherShipKey: string;

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
    const list = await t.post("/api/Account/GetShippingAddresses", { userId: other.Id }, other.auth);
    otherShipKey = list.json().Data[0].ShipKey;
  });
  afterAll(() => t.close());

  const call = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Account/${path}`, body, who.auth);
  const addresses = async (who: SignedIn = buyer) =>
    (await call("GetShippingAddresses", { userId: who.Id }, who)).json().Data as Record<string, unknown>[];
  const storedRows = () => t.database.db.select().from(shippingAddresses);

  describe("lists", () => {
    it("lists the US states and DC, United States first then Canada, months and years", async () => {
      const states = (await t.get("/api/Account/GetStateList")).json();
      expect(states.Status).toBe("ok");
      expect(states.Data).toHaveLength(51);
      expect(states.Data).toContainEqual({ key: "DC", value: "District of Columbia" });
      expect(states.Data).toContainEqual({ key: "WI", value: "Wisconsin" });

      const countries = (await t.get("/api/Account/GetCountryList")).json().Data;
      expect(countries[0]).toEqual({ key: "US", value: "United States" });
      expect(countries).toContainEqual({ key: "CA", value: "Canada" });

      const months = (await t.get("/api/Account/GetMonthList")).json().Data;
      expect(months.map((m: { key: string }) => m.key)).toEqual([
        "01",
        "02",
        "03",
        "04",
        "05",
        "06",
        "07",
        "08",
        "09",
        "10",
        "11",
        "12",
      ]);
      expect(months[0].value).toContain("January");

      const years = (await t.get("/api/Account/GetYearList")).json().Data;
      const now = new Date().getFullYear();
      expect(years.map((y: { key: string }) => Number(y.key))).toEqual(Array.from({ length: 11 }, (_, i) => now + i));
    });
  });

  describe("own addresses", () => {
    it("lists the seeded address with every field", async () => {
      const list = await addresses();
      expect(list).toHaveLength(1);
      expect(list[0]).toEqual({
        ShipKey: expect.stringMatching(/^\d+$/),
        FirstName: "Bailey",
        LastName: "Byers",
        CompanyName: "Northside Sign Co.",
        Address1: "415 Lyndale Ave N",
        Address2: "",
        City: "Minneapolis",
        State: "MN",
        Zip: "55405",
        Country: "US",
        PhoneNumber: "(612) 555-0101",
        Email: "bailey@northsidesign.example",
        Residential: false,
        County: "",
        userId: buyer.Id,
      });
    });

    it("adds, reads, edits and deletes an address", async () => {
      const added = await call("ManageAddress", { ...NEW_ADDRESS, userId: buyer.Id });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ Status: "ok", Message: "Address Updated." });
      const shipKey = added.json().Data.ShipKey as string;
      expect(shipKey).not.toBe("0");

      const read = await call("GetEditAddress", { userId: buyer.Id, shipkey: shipKey });
      expect(read.json().Data).toEqual({
        ...NEW_ADDRESS,
        ShipKey: shipKey,
        FirstName: "Jordan",
        LastName: "Avery",
        Address1: "12 Harbor Rd",
        userId: buyer.Id,
      });
      expect(await addresses()).toHaveLength(2);

      const edited = await call("ManageAddress", {
        ...NEW_ADDRESS,
        ShipKey: shipKey,
        City: "Two Harbors",
        Zip: "55616",
        Residential: false,
        userId: buyer.Id,
      });
      expect(edited.json()).toMatchObject({ Status: "ok", Message: "Address Updated." });
      const afterEdit = await addresses();
      expect(afterEdit).toHaveLength(2);
      expect(afterEdit.find((a) => a.ShipKey === shipKey)).toMatchObject({
        City: "Two Harbors",
        Zip: "55616",
        Residential: false,
      });

      const deleted = await call("DeleteAddress", { userId: buyer.Id, shipkey: Number(shipKey) });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().Status).toBe("ok");
      expect((await addresses()).map((a) => a.ShipKey)).not.toContain(shipKey);
      // Soft delete: the row stays with deletedAt set.
      const [row] = await t.database.db
        .select()
        .from(shippingAddresses)
        .where(eq(shippingAddresses.id, Number(shipKey)));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const gone = await call("GetEditAddress", { userId: buyer.Id, shipkey: shipKey });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().Data).toBeUndefined();
    });

    it("takes the user from the token when the body has no userId", async () => {
      const res = await call("GetShippingAddresses", {});
      expect(res.json().Data.every((a: { userId: number }) => a.userId === buyer.Id)).toBe(true);
    });
  });

  describe("validation", () => {
    it("names every missing required field on its own line, and stores nothing", async () => {
      const before = (await storedRows()).length;
      const res = await call("ManageAddress", { userId: buyer.Id, ShipKey: "0" });
      expect(res.statusCode).toBe(400);
      expect(res.json().Status).toBe("invalid");
      expect(res.json().Message).toBe(REQUIRED_MESSAGES.join("\n"));

      const blank = await call("ManageAddress", {
        userId: buyer.Id,
        ShipKey: "0",
        FirstName: "   ",
        LastName: " ",
        Address1: "",
        City: "  ",
        State: "Select",
        Zip: " ",
        Country: "",
      });
      expect(blank.json().Message.split("\n")).toEqual(REQUIRED_MESSAGES);
      expect((await storedRows()).length).toBe(before);
    });

    it("refuses the State 'Select', a bad email and a bad phone number", async () => {
      const state = await call("ManageAddress", { ...NEW_ADDRESS, State: "Select", userId: buyer.Id });
      expect(state.json().Message).toBe("State is required.");
      const email = await call("ManageAddress", { ...NEW_ADDRESS, Email: "jordan at example", userId: buyer.Id });
      expect(email.json()).toMatchObject({ Status: "invalid", Message: "Email is not correct." });
      const phone = await call("ManageAddress", { ...NEW_ADDRESS, PhoneNumber: "555-12", userId: buyer.Id });
      expect(phone.json().Message).toBe("PhoneNumber is not correct. Use 10 digits, such as (612) 555-0101.");
      const both = await call("ManageAddress", { ...NEW_ADDRESS, FirstName: "", Email: "x@", userId: buyer.Id });
      expect(both.json().Message).toBe("FirstName is required.\nEmail is not correct.");
      expect(both.json().Data.errors).toEqual([
        { field: "FirstName", message: "FirstName is required." },
        { field: "Email", message: "Email is not correct." },
      ]);
      expect(await addresses()).toHaveLength(1);
    });
  });

  describe("access", () => {
    it("answers 401 without a token", async () => {
      const res = await t.post("/api/Account/GetShippingAddresses", { userId: buyer.Id });
      expect(res.statusCode).toBe(401);
      expect(res.json().Data).toBeUndefined();
    });

    it("refuses every call with another customer's userId (403), returning none of their data", async () => {
      const before = await storedRows();
      const attempts = [
        call("GetShippingAddresses", { userId: other.Id }),
        call("GetEditAddress", { userId: other.Id, shipkey: otherShipKey }),
        call("ManageAddress", { ...NEW_ADDRESS, userId: other.Id }),
        call("ManageAddress", { ...NEW_ADDRESS, ShipKey: otherShipKey, City: "Hijacked", userId: other.Id }),
        call("DeleteAddress", { userId: other.Id, shipkey: otherShipKey }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().Status).toBe("unauthorized");
        expect(res.json().Data).toBeUndefined();
        expect(res.body).not.toContain("Lindqvist");
        expect(res.body).not.toContain("Erie");
      }
      expect(await storedRows()).toEqual(before);
    });

    it("refuses another user's shipkey (403) even with the caller's own userId", async () => {
      const before = await storedRows();
      const attempts = [
        call("GetEditAddress", { userId: buyer.Id, shipkey: otherShipKey }),
        call("ManageAddress", { ...NEW_ADDRESS, ShipKey: otherShipKey, City: "Hijacked", userId: buyer.Id }),
        call("DeleteAddress", { userId: buyer.Id, shipkey: otherShipKey }),
        call("DeleteAddress", { shipkey: otherShipKey }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().Data).toBeUndefined();
        expect(res.body).not.toContain("Lindqvist");
      }
      expect(await storedRows()).toEqual(before);
      expect(await addresses(other)).toHaveLength(1);
    });

    it("ignores Level in the body", async () => {
      const res = await call("GetShippingAddresses", { userId: other.Id, Level: 9 });
      expect(res.statusCode).toBe(403);
      expect(res.json().Data).toBeUndefined();
      const del = await call("DeleteAddress", { userId: other.Id, shipkey: otherShipKey, Level: 9 });
      expect(del.statusCode).toBe(403);
      const add = await call("ManageAddress", { ...NEW_ADDRESS, Level: 9, userId: buyer.Id });
      expect(add.json().Status).toBe("ok");
      const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.Id));
      expect(row?.level).toBe(1);
      await call("DeleteAddress", { userId: buyer.Id, shipkey: add.json().Data.ShipKey });
    });
  });
});
