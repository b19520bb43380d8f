import { randomBytes } from "node:crypto";
import type { Database } from "@portal/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/harness.js";
import { cardBrand, luhnValid } from "./cards.js";
import { cardFingerprint } from "./fingerprint.js";
import type { CardDetails } from "./gateway.js";
import { SANDBOX_CARDS, SandboxGateway } from "./sandbox.js";

const NOW = new Date(2026, 4, 15); // 15 May 2026
const key = randomBytes(32);
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
/** A sandbox on the test database: every one made here shares its records, like processes after a restart. */
const gateway = () => new SandboxGateway({ db: database.db, tokenKey: key, now: () => NOW });
const card = (over: Partial<CardDetails> = {}): CardDetails => ({
  number: SANDBOX_CARDS.visa,
  cvv: "123",
  expMonth: 12,
  expYear: 2028,
  ...over,
});

describe("card checks", () => {
  it("applies the Luhn check", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });

  it("tells the brand from the prefix", () => {
    expect(cardBrand("4242424242424242")).toBe("Visa");
    expect(cardBrand("5555555555554444")).toBe("Mastercard");
    expect(cardBrand("2223003122003222")).toBe("Mastercard");
    expect(cardBrand("378282246310005")).toBe("American Express");
    expect(cardBrand("6011111111111117")).toBe("Discover");
    expect(cardBrand("3530111333300000")).toBeNull();
  });
});

describe("SandboxGateway.tokenize", () => {
  it.each([
    [SANDBOX_CARDS.visa, "123", "Visa", "4242"],
    [SANDBOX_CARDS.mastercard, "123", "Mastercard", "4444"],
    [SANDBOX_CARDS.amex, "1234", "American Express", "0005"],
  ])("tokenizes the test card %s", async (number, cvv, brand, last4) => {
    const result = await gateway().tokenize(card({ number, cvv }));
    expect(result).toMatchObject({ ok: true, brand, last4, expMonth: 12, expYear: 2028 });
    if (!result.ok) throw new Error("not tokenized");
    expect(result.token).toMatch(/^tok_[A-Za-z0-9_-]{44}$/);
    expect(result.token).not.toContain(number);
    expect(result.token).not.toContain(number.slice(-4));
  });

  it("accepts spaces and dashes in the number and gives a new opaque token each time", async () => {
    const g = gateway();
    const a = await g.tokenize(card({ number: "4242 4242 4242 4242" }));
    const b = await g.tokenize(card({ number: "4242-4242-4242-4242" }));
    expect(a.ok && b.ok && a.token !== b.token).toBe(true);
  });

  it("declines the decline test card", async () => {
    expect(await gateway().tokenize(card({ number: SANDBOX_CARDS.declined }))).toEqual({
      ok: false,
      code: "card_declined",
      message: "Your card was declined.",
    });
  });

  it.each([
    ["4242424242424241", "a Luhn failure"],
    ["4242", "too short"],
    ["4242x42424242424", "not digits"],
    ["42424242424242", "a Visa of the wrong length"],
  ])("refuses %s (%s)", async (number) => {
    expect(await gateway().tokenize(card({ number }))).toMatchObject({
      ok: false,
      code: "invalid_number",
      message: "The card number is not valid.",
    });
  });

  it("refuses an expired card and accepts the current month", async () => {
    expect(await gateway().tokenize(card({ expMonth: 4, expYear: 2026 }))).toMatchObject({
      ok: false,
      message: "The card has expired.",
    });
    expect(await gateway().tokenize(card({ expMonth: 12, expYear: 2025 }))).toMatchObject({
      message: "The card has expired.",
    });
    expect((await gateway().tokenize(card({ expMonth: 5, expYear: 2026 }))).ok).toBe(true);
  });

  it("refuses an impossible expiry and a CVV of the wrong length", async () => {
    expect(await gateway().tokenize(card({ expMonth: 13 }))).toMatchObject({ code: "invalid_expiry" });
    expect(await gateway().tokenize(card({ expYear: 2099 }))).toMatchObject({ code: "invalid_expiry" });
    expect(await gateway().tokenize(card({ cvv: "12" }))).toMatchObject({ code: "invalid_cvc" });
    expect(await gateway().tokenize(card({ number: SANDBOX_CARDS.amex, cvv: "123" }))).toMatchObject({
      code: "invalid_cvc",
    });
  });
});

describe("SandboxGateway charges and voids", () => {
  it("charges a token once per idempotency key", async () => {
    const g = gateway();
    const t = await g.tokenize(card());
    if (!t.ok) throw new Error("not tokenized");
    const first = await g.charge(t.token, 15000, "order-1");
    expect(first).toMatchObject({ ok: true, amountCents: 15000 });
    expect(await g.charge(t.token, 15000, "order-1")).toEqual(first);
    expect(await g.charge(t.token, 999, "order-1")).toMatchObject({ ok: false, code: "idempotency_conflict" });
    const second = await g.charge(t.token, 15000, "order-2");
    expect(second.ok && first.ok && second.chargeId !== first.chargeId).toBe(true);
  });

  it("still charges a token after a restart with the same key, but not one from another key", async () => {
    const t = await gateway().tokenize(card());
    if (!t.ok) throw new Error("not tokenized");
    expect((await gateway().charge(t.token, 100, "k")).ok).toBe(true);
    const other = new SandboxGateway({ db: database.db, tokenKey: randomBytes(32), now: () => NOW });
    expect(await other.charge(t.token, 100, "k-other")).toMatchObject({ ok: false, code: "invalid_token" });
    expect(await gateway().charge("tok_forged", 100, "k2")).toMatchObject({ ok: false, code: "invalid_token" });
  });

  it("declines charges on the declines-on-charge card and refuses bad amounts", async () => {
    const g = gateway();
    const t = await g.tokenize(card({ number: SANDBOX_CARDS.declinesOnCharge }));
    if (!t.ok) throw new Error("not tokenized");
    expect(await g.charge(t.token, 100, "a")).toMatchObject({ ok: false, message: "Your card was declined." });
    const good = await g.tokenize(card());
    if (!good.ok) throw new Error("not tokenized");
    expect(await g.charge(good.token, 0, "b")).toMatchObject({ ok: false, code: "invalid_amount" });
    expect(await g.charge(good.token, 1.5, "c")).toMatchObject({ ok: false, code: "invalid_amount" });
  });

  it("voids a charge, and refuses an unknown one", async () => {
    const g = gateway();
    const t = await g.tokenize(card());
    if (!t.ok) throw new Error("not tokenized");
    const c = await g.charge(t.token, 500, "v");
    if (!c.ok) throw new Error("not charged");
    expect(await g.void(c.chargeId)).toEqual({ ok: true, chargeId: c.chargeId });
    expect((await g.chargeById(c.chargeId))?.voided).toBe(true);
    expect(await g.void("ch_nothing")).toMatchObject({ ok: false, code: "no_such_charge" });
  });

  it("keeps charges, voids and keys across a restart: a new sandbox replays, voids and finds them", async () => {
    const t = await gateway().tokenize(card());
    if (!t.ok) throw new Error("not tokenized");
    const first = await gateway().charge(t.token, 2500, "restart-1");
    if (!first.ok) throw new Error("not charged");
    const again = gateway();
    expect(await again.charge(t.token, 2500, "restart-1")).toEqual(first);
    expect(await again.findCharge("restart-1")).toEqual({ chargeId: first.chargeId, amountCents: 2500, voided: false });
    expect(await again.findCharge("restart-never")).toBeUndefined();
    expect(await again.void(first.chargeId)).toEqual({ ok: true, chargeId: first.chargeId });
    expect(await gateway().findCharge("restart-1")).toMatchObject({ voided: true });
    // A declined attempt is remembered under its key too, and is not a charge.
    const declining = await gateway().tokenize(card({ number: SANDBOX_CARDS.declinesOnCharge }));
    if (!declining.ok) throw new Error("not tokenized");
    expect(await gateway().charge(declining.token, 100, "restart-2")).toMatchObject({ code: "card_declined" });
    expect(await gateway().charge(declining.token, 100, "restart-2")).toMatchObject({ code: "card_declined" });
    expect(await gateway().findCharge("restart-2")).toBeUndefined();
  });

  it("makes one charge from concurrent calls with one key", async () => {
    const t = await gateway().tokenize(card());
    if (!t.ok) throw new Error("not tokenized");
    const results = await Promise.all([1, 2, 3].map(() => gateway().charge(t.token, 700, "race-1")));
    const ids = new Set(results.map((r) => (r.ok ? r.chargeId : r.code)));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^ch_/);
  });

  it("refunds once per key, never above what is left, and not a voided charge", async () => {
    const g = gateway();
    const t = await g.tokenize(card());
    if (!t.ok) throw new Error("not tokenized");
    const c = await g.charge(t.token, 1000, "refund-1");
    if (!c.ok) throw new Error("not charged");
    const r1 = await g.refund(c.chargeId, 600, "rf-1");
    expect(r1).toMatchObject({ ok: true, amountCents: 600 });
    expect(await gateway().refund(c.chargeId, 600, "rf-1")).toEqual(r1);
    expect(await g.refund(c.chargeId, 600, "rf-2")).toMatchObject({ ok: false, code: "invalid_amount" });
    expect(await g.refund(c.chargeId, 400, "rf-3")).toMatchObject({ ok: true, amountCents: 400 });
    expect((await g.chargeById(c.chargeId))?.refundedCents).toBe(1000);
    const v = await g.charge(t.token, 300, "refund-2");
    if (!v.ok) throw new Error("not charged");
    await g.void(v.chargeId);
    expect(await g.refund(v.chargeId, 100, "rf-4")).toMatchObject({ ok: false, code: "no_such_charge" });
  });
});

describe("cardFingerprint", () => {
  it("is keyed, stable and does not contain the number", () => {
    const a = cardFingerprint(key, "4242 4242 4242 4242");
    expect(a).toBe(cardFingerprint(key, "4242424242424242"));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(cardFingerprint(randomBytes(32), "4242424242424242"));
    expect(a).not.toBe(cardFingerprint(key, "5555555555554444"));
  });
});
