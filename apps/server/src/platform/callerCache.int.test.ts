import { users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecondInstance, startTestApp, type TestApp } from "../test/harness.js";
import { signIn } from "../test/signIn.js";

/**
 * Two API instances on one database (two processes behind a load balancer): each keeps callers'
 * rows in memory, and a change made through one, or straight in the database, reaches the other
 * through the database's notification (docs/decisions/0028-caller-cache.md).
 */
describe("the caller cache across two instances", () => {
  let a: TestApp;
  let b: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let sql: (text: string, values: unknown[]) => Promise<void>;

  beforeAll(async () => {
    a = await startTestApp();
    second = await startSecondInstance(a);
    ({ b, sql } = second);
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  const account = (t: TestApp, auth: { authorization: string }) => t.post("/api/Account/GetUserAccount", {}, auth);

  it("refuses a user deactivated in the database on the other instance within a second", async () => {
    const buyer = await signIn(a, "buyer2");
    // Both instances have the caller cached.
    for (const t of [a, b, a, b]) expect((await account(t, buyer.auth)).statusCode).toBe(200);

    await sql("update users set active = false where id = $1", [buyer.Id]);
    const since = performance.now();
    await expect
      .poll(async () => (await account(b, buyer.auth)).statusCode, { timeout: 1_000, interval: 10 })
      .toBe(401);
    expect(performance.now() - since).toBeLessThan(1_000);
    await expect
      .poll(async () => (await account(a, buyer.auth)).statusCode, { timeout: 1_000, interval: 10 })
      .toBe(401);
    await a.database.db.update(users).set({ active: true }).where(eq(users.id, buyer.Id));
  });

  it("sees a price setting changed in the database on the other instance within a second", async () => {
    const buyer = await signIn(a, "buyer");
    const item = { ItemNo: "MAG-30", product_type: "Magnetic", InchWidth: 24, InchHeight: 12, Quantity: 4 };
    const hidden = async (t: TestApp) =>
      (await t.post("/api/Store/GetPricing", [{ ...item, userId: buyer.Id }], buyer.auth)).json().Data[0]
        .PriceHidden as boolean;
    expect(await hidden(b)).toBe(false);
    await sql("update users set show_price = false where id = $1", [buyer.Id]);
    await expect.poll(() => hidden(b), { timeout: 1_000, interval: 10 }).toBe(true);
    await sql("update users set show_price = true where id = $1", [buyer.Id]);
    await expect.poll(() => hidden(b), { timeout: 1_000, interval: 10 }).toBe(false);
  });

  it("ends a session at once on the instance that signed it out, and within a second on the other", async () => {
    const buyer = await signIn(a, "terms");
    for (const t of [a, b]) expect((await account(t, buyer.auth)).statusCode).toBe(200);
    const out = await a.post("/api/users-service/logout", {}, { ...buyer.auth, ...buyer.cookie });
    expect(out.statusCode).toBe(200);
    // Immediately refused where the logout happened: no stale row survives in its cache.
    expect((await account(a, buyer.auth)).statusCode).toBe(401);
    await expect
      .poll(async () => (await account(b, buyer.auth)).statusCode, { timeout: 1_000, interval: 10 })
      .toBe(401);
  });

  it("refuses a user staff deactivated through one instance on both", async () => {
    const victim = await signIn(b, "manager");
    for (const t of [a, b]) expect((await account(t, victim.auth)).statusCode).toBe(200);
    const staff = await signIn(a, "staff.support");
    const whole = (await a.get("/api/users/GetAll", staff.auth))
      .json()
      .Data.find((u: { Id: number }) => u.Id === victim.Id);
    expect((await a.post("/api/users/RemoveUser", whole, staff.auth)).json().Status).toBe("ok");
    expect((await account(a, victim.auth)).statusCode).toBe(401);
    await expect
      .poll(async () => (await account(b, victim.auth)).statusCode, { timeout: 1_000, interval: 10 })
      .toBe(401);
  });
});
