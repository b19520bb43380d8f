import { paymentMethods, users } from "@portal/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";

const VISA = "4242424242424242";
const MASTERCARD = "5555555555554444";
const CVV = "987";
const NEXT_YEAR = String(new Date().getFullYear() + 1);

const CARD = {
  CCkey: "0",
  Name: "Bailey Byers",
  CardNo: VISA,
  CVV,
  MonthExpire: "11",
  YearExpire: NEXT_YEAR,
  Address: "415 Lyndale Ave N",
  Address2: "",
  City: "Minneapolis",
  State: "MN",
  Zip: "55405",
  Country: "US",
  Phone: "(612) 555-0101",
  Email: "bailey@northsidesign.example",
};

const REQUIRED_MESSAGES = [
  "Name is required.",
  "CardNo is required.",
  "CVV is required.",
  "YearExpire is required.",
  "MonthExpire is required.",
  "Address is required.",
  "City is required.",
  "State is required.",
  "Zip is required.",
  "Country is required.",
];

const DUPLICATE = "This looks like a duplicate credit card number, are you sure you want to add this?";

/**
 * True when the text holds the CVV as a value of its own: not inside a hash, token or longer number,
 * and not the milliseconds of a timestamp ('12:05:31.987+00').
 */
const holdsCvv = (text: string) => new RegExp(`(?<![0-9A-Za-z.:])${CVV}(?![0-9A-Za-z.:])`).test(text);
/** Every leaf of a stored row (JSON columns included). */
const leaves = (value: unknown): unknown[] =>
  value !== null && typeof value === "object" ? Object.values(value).flatMap(leaves) : [value];

describe("saved payment methods", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let other: SignedIn;
  let terms: SignedIn;
  let otherKey: string;
  let log = "";
  const originalWrite = process.stdout.write;

  beforeAll(async () => {
    // pino writes through process.stdout when its write has been replaced: capture every log line.
    process.stdout.write = ((chunk: string | Uint8Array) => {
      log += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
      return true;
    }) as typeof process.stdout.write;
    t = await startTestApp({ LOG_LEVEL: "info" });
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
    terms = await signIn(t, "terms");
    const added = await t.post(
      "/api/Account/ManagePayment",
      { ...CARD, Name: "Casey Lindqvist", CardNo: MASTERCARD, CVV: "321", userId: other.Id },
      other.auth,
    );
    expect(added.statusCode, added.body).toBe(200);
    otherKey = added.json().Data.CCkey;
  });
  afterAll(async () => {
    process.stdout.write = originalWrite;
    await t.close();
  });

  const call = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Account/${path}`, body, who.auth);
  const options = async (who: SignedIn = buyer) =>
    (await call("GetPaymentOptions", { userId: who.Id }, who)).json().Data as Record<string, string>[];
  const storedRows = () => t.database.db.select().from(paymentMethods).orderBy(paymentMethods.id);

  it("lists no cards for a new buyer, and the open account first for a terms customer", async () => {
    expect(await options()).toEqual([]);
    const list = await options(terms);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ CCkey: "open account", CVV: "TERMS", Name: "Terms Account (open account)" });
    const read = await call("GetEditPayment", { userId: terms.Id, cckey: "open account" }, terms);
    expect(read.json().Data).toMatchObject({ CCkey: "open account", CVV: "TERMS" });
  });

  it("keeps the terms account read-only and unavailable to others", async () => {
    const edit = await call("ManagePayment", { ...CARD, CCkey: "open account", userId: terms.Id }, terms);
    expect(edit.statusCode).toBe(400);
    const del = await call("DeletePayment", { userId: terms.Id, cckey: "open account" }, terms);
    expect(del.statusCode).toBe(400);
    expect((await options(terms))[0]?.CCkey).toBe("open account");
    const notTerms = await call("GetEditPayment", { userId: buyer.Id, cckey: "open account" });
    expect(notTerms.statusCode).toBe(403);
  });

  it("adds a card: tokenized, masked, and only token, brand, last 4, expiry, address and fingerprint kept", async () => {
    const res = await call("ManagePayment", { ...CARD, Type: "Forged", userId: buyer.Id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Status: "ok", Message: "Payment method saved." });
    expect(res.body).not.toContain(VISA);
    expect(holdsCvv(res.body)).toBe(false);

    const list = await options();
    expect(list).toEqual([
      {
        CCkey: expect.stringMatching(/^\d+$/),
        CardNo: "************4242",
        Type: "Visa",
        Name: "Bailey Byers",
        MonthExpire: "11",
        YearExpire: NEXT_YEAR,
        CVV: "",
        Address: "415 Lyndale Ave N",
        Address2: "",
        City: "Minneapolis",
        State: "MN",
        Zip: "55405",
        Country: "US",
        Phone: "(612) 555-0101",
        Email: "bailey@northsidesign.example",
        County: "",
        userId: buyer.Id,
      },
    ]);
    const read = await call("GetEditPayment", { userId: buyer.Id, cckey: list[0]!.CCkey });
    expect(read.json().Data).toEqual(list[0]);

    const [row] = (await storedRows()).filter((r) => r.userId === buyer.Id);
    expect(row).toMatchObject({ cardBrand: "Visa", last4: "4242", expMonth: 11, expYear: Number(NEXT_YEAR) });
    expect(row!.gatewayToken).toMatch(/^tok_/);
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("gives the duplicate card hint, and adds the card when confirmed", async () => {
    const before = (await options()).length;
    const dup = await call("ManagePayment", { ...CARD, CardNo: "4242 4242 4242 4242", userId: buyer.Id });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ Status: "failed", Message: DUPLICATE, Data: { duplicate: true } });
    expect(await options()).toHaveLength(before);

    const confirmed = await call("ManagePayment", { ...CARD, ConfirmDuplicate: true, userId: buyer.Id });
    expect(confirmed.json().Status).toBe("ok");
    expect(await options()).toHaveLength(before + 1);
  });

  it("does not hint at another user's card with the same number", async () => {
    const res = await call("ManagePayment", { ...CARD, CardNo: MASTERCARD, userId: buyer.Id });
    expect(res.json().Status).toBe("ok");
    await call("DeletePayment", { userId: buyer.Id, cckey: res.json().Data.CCkey });
  });

  it("edits a card only with the number again, re-tokenizing it", async () => {
    const [first, second] = await options();
    const missing = await call("ManagePayment", { ...CARD, CCkey: first!.CCkey, CardNo: "", userId: buyer.Id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe("CardNo is required.");
    const masked = await call("ManagePayment", {
      ...CARD,
      CCkey: first!.CCkey,
      CardNo: first!.CardNo,
      userId: buyer.Id,
    });
    expect(masked.json().Message).toBe("The card number is not valid.");

    const tokenBefore = (await storedRows()).find((r) => String(r.id) === first!.CCkey)!.gatewayToken;
    const edited = await call("ManagePayment", {
      ...CARD,
      CCkey: first!.CCkey,
      CardNo: MASTERCARD,
      CVV: "123",
      MonthExpire: 3,
      City: "St. Paul",
      userId: buyer.Id,
    });
    expect(edited.json()).toMatchObject({ Status: "ok", Data: { CCkey: first!.CCkey, CardNo: "************4444" } });
    const after = await options();
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ Type: "Mastercard", MonthExpire: "03", City: "St. Paul" });
    const tokenAfter = (await storedRows()).find((r) => String(r.id) === first!.CCkey)!.gatewayToken;
    expect(tokenAfter).not.toBe(tokenBefore);

    // The card being edited is no duplicate of itself.
    const same = await call("ManagePayment", { ...CARD, CCkey: second!.CCkey, userId: buyer.Id });
    expect(same.json().Status).toBe("ok");
  });

  it("makes nothing for a declined, invalid or expired card", async () => {
    const before = await storedRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ CardNo: "4000000000000002" }, "Your card was declined."],
      [{ CardNo: "4242424242424241" }, "The card number is not valid."],
      [{ MonthExpire: "12", YearExpire: String(new Date().getFullYear() - 1) }, "The card has expired."],
    ];
    for (const [change, message] of cases) {
      const res = await call("ManagePayment", { ...CARD, ...change, ConfirmDuplicate: true, userId: buyer.Id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Status: "invalid", Message: message });
    }
    expect(await storedRows()).toEqual(before);
  });

  it("names every missing required field with the spec's messages", async () => {
    const res = await call("ManagePayment", { userId: buyer.Id, CCkey: "0" });
    expect(res.statusCode).toBe(400);
    expect(res.json().Status).toBe("invalid");
    expect(res.json().Message).toBe(REQUIRED_MESSAGES.join("\n"));
    const blank = await call("ManagePayment", {
      userId: buyer.Id,
      ...Object.fromEntries(Object.keys(CARD).map((k) => [k, " "])),
      CCkey: "0",
      State: "Select",
    });
    expect(blank.json().Message.split("\n")).toEqual(REQUIRED_MESSAGES);
  });

  it("deletes a card (soft delete)", async () => {
    const [first] = await options();
    const res = await call("DeletePayment", { userId: buyer.Id, cckey: first!.CCkey });
    expect(res.json().Status).toBe("ok");
    expect((await options()).map((o) => o.CCkey)).not.toContain(first!.CCkey);
    const row = (await storedRows()).find((r) => String(r.id) === first!.CCkey);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call("GetEditPayment", { userId: buyer.Id, cckey: first!.CCkey })).statusCode).toBe(404);
  });

  it("refuses every call with another customer's userId (403), returning none of their data", async () => {
    const before = await storedRows();
    const attempts = [
      call("GetPaymentOptions", { userId: other.Id }),
      call("GetEditPayment", { userId: other.Id, cckey: otherKey }),
      call("ManagePayment", { ...CARD, CardNo: MASTERCARD, userId: other.Id }),
      call("ManagePayment", { ...CARD, CCkey: otherKey, userId: other.Id }),
      call("DeletePayment", { userId: other.Id, cckey: otherKey }),
      call("GetPaymentOptions", { userId: terms.Id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().Status).toBe("unauthorized");
      expect(res.json().Data).toBeUndefined();
      expect(res.body).not.toContain("Lindqvist");
      expect(res.body).not.toContain("4444");
      expect(res.body).not.toContain("TERMS");
    }
    expect(await storedRows()).toEqual(before);
  });

  it("refuses another user's cckey (403) even with the caller's own userId", async () => {
    const before = await storedRows();
    const attempts = [
      call("GetEditPayment", { userId: buyer.Id, cckey: otherKey }),
      call("ManagePayment", { ...CARD, CCkey: otherKey, userId: buyer.Id }),
      call("DeletePayment", { userId: buyer.Id, cckey: otherKey }),
      call("DeletePayment", { cckey: Number(otherKey) }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().Data).toBeUndefined();
      expect(res.body).not.toContain("Lindqvist");
    }
    expect(await storedRows()).toEqual(before);
    expect(await options(other)).toHaveLength(1);
  });

  it("ignores Level in the body", async () => {
    const res = await call("GetPaymentOptions", { userId: other.Id, Level: 9 });
    expect(res.statusCode).toBe(403);
    expect(res.json().Data).toBeUndefined();
    const del = await call("DeletePayment", { userId: other.Id, cckey: otherKey, Level: 9 });
    expect(del.statusCode).toBe(403);
    expect(await options(other)).toHaveLength(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.Id));
    expect(row?.level).toBe(1);
  });

  it("never stored or logged a card number or CVV", async () => {
    const tables = (
      (await t.database.db.execute(
        sql.raw(
          "select table_schema, table_name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')",
        ),
      )) as unknown as { rows: { table_schema: string; table_name: string }[] }
    ).rows;
    expect(tables.map((r) => r.table_name)).toContain("payment_methods");
    let dumped = 0;
    for (const { table_schema, table_name } of tables) {
      const { rows } = (await t.database.db.execute(
        sql.raw(`select * from "${table_schema}"."${table_name}"`),
      )) as unknown as { rows: Record<string, unknown>[] };
      for (const row of rows) {
        const json = JSON.stringify(row);
        dumped++;
        expect(
          leaves(row).filter((v) => String(v) === CVV),
          `${table_name}`,
        ).toEqual([]);
        expect(json, `${table_name}`).not.toContain(VISA);
        expect(json, `${table_name}`).not.toContain(MASTERCARD);
        expect(
          leaves(row).filter((v) => typeof v === "string" && holdsCvv(v)),
          `${table_name}`,
        ).toEqual([]);
        expect(json).not.toMatch(/"321"/);
      }
    }
    expect(dumped).toBeGreaterThan(10);

    // The capture did see the payment calls, and none of their card data.
    expect(log).toContain("/api/Account/ManagePayment");
    expect(log).not.toContain(VISA);
    expect(log).not.toContain(MASTERCARD);
    expect(log).not.toContain("4242 4242 4242 4242");
    expect(holdsCvv(log)).toBe(false);
  });
});
