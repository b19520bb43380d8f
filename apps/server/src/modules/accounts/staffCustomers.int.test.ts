import {
  CREDIT_LIMIT_TERMS_ONLY,
  creditLimitExceeded,
  NOTHING_CHANGED,
  SETTINGS_SAVED,
  TAX_EXEMPT_NEEDS_CERTIFICATE,
} from "@portal/contract";
import { customerChanges, customers, orders, users } from "@portal/db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkout, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive, clearLines } from "../cart/cart.testkit.js";
import { shipping } from "../checkout/checkout.testkit.js";

describe("Staff/Accounts (the staff customer page)", () => {
  let t: TestApp;
  let support: SignedIn;
  let admin: SignedIn;
  let ops: SignedIn;
  let buyer: SignedIn;
  let manager: SignedIn;
  let terms: SignedIn;
  let termsCustomerId: number;
  let northsideId: number;
  const db = () => t.database.db;
  const customerOf = async (username: string) =>
    (await db().select({ id: users.customerId }).from(users).where(eq(users.username, username)))[0]!.id!;
  const detail = async (id: number, who = support) => {
    const res = await t.get(`/api/Staff/Accounts/${id}`, who.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data;
  };
  const changeCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(customerChanges))[0]!.n;
  const row = async (id: number) => (await db().select().from(customers).where(eq(customers.id, id)))[0]!;

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    support = await signIn(t, "staff.support");
    admin = await signIn(t, "staff.admin");
    ops = await signIn(t, "staff.ops");
    buyer = await signIn(t, "buyer");
    manager = await signIn(t, "manager");
    terms = await signIn(t, "terms");
    termsCustomerId = await customerOf("terms");
    northsideId = await customerOf("buyer");
  });
  afterAll(() => t.close());

  it("lists the brand's customers and shows one: data, settings, users, addresses, orders", async () => {
    const list = await t.get("/api/Staff/Accounts?q=north", support.auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().Data).toEqual([
      expect.objectContaining({ Id: northsideId, CompanyName: "Northside Sign Co.", Users: 3 }),
    ]);
    const page = await detail(northsideId);
    expect(page.Settings).toMatchObject({ CompanyName: "Northside Sign Co.", RequiresApproval: true });
    expect(page.Users.map((u: { Username: string }) => u.Username).sort()).toEqual(["buyer", "forcepass", "manager"]);
    expect(page.Orders.length).toBeGreaterThan(0);
    expect(page.Orders[0]).toEqual(
      expect.objectContaining({ OrderNumber: expect.any(Number), Status: expect.any(String) }),
    );
    expect(Array.isArray(page.Addresses)).toBe(true);
    expect(page.Changes).toEqual([]);
  });

  it("saves settings in one go and records each change with who, when, old and new", async () => {
    const before = await detail(termsCustomerId);
    const form = {
      ...before.Settings,
      CompanyName: "Prairie Installers Inc.",
      ShippingAccount: "UPS-77A1",
      ProofsRequired: true,
      CreditLimitCents: 250_000,
    };
    const res = await t.post(`/api/Staff/Accounts/${termsCustomerId}/Settings`, form, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(SETTINGS_SAVED);
    const changes = res.json().Data.Changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Field: "Credit limit", Old: "No limit", New: "$2,500.00", By: "Staff staff.admin" }),
        expect.objectContaining({
          Field: "Own shipping account",
          Old: before.Settings.ShippingAccount,
          New: "UPS-77A1",
        }),
        expect.objectContaining({ Field: "Proofs required", Old: "No", New: "Yes" }),
      ]),
    );
    expect(changes).toHaveLength(3);
    expect(await row(termsCustomerId)).toMatchObject({
      creditLimitCents: 250_000,
      shippingAccount: "UPS-77A1",
      proofsRequired: true,
    });

    const again = await t.post(`/api/Staff/Accounts/${termsCustomerId}/Settings`, form, admin.auth);
    expect(again.json().Message).toBe(NOTHING_CHANGED);
    expect(again.json().Data.Changes).toHaveLength(3);
    // Proofs required back off, so the terms orders below place at once.
    await t.post(`/api/Staff/Accounts/${termsCustomerId}/Settings`, { ...form, ProofsRequired: false }, admin.auth);
  });

  it("sets a user's Show prices and records it against the user", async () => {
    const page = await detail(northsideId);
    const user = page.Users.find((u: { Username: string }) => u.Username === "buyer");
    const res = await t.post(
      `/api/Staff/Accounts/${northsideId}/Users/${user.Id}/ShowPrice`,
      { ShowPrice: !user.ShowPrice },
      support.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Changes[0]).toMatchObject({
      Field: "Show prices",
      User: user.Name,
      By: "Staff staff.support",
    });
    const [stored] = await db().select().from(users).where(eq(users.id, user.Id));
    expect(stored!.showPrice).toBe(!user.ShowPrice);
    // A user of another customer: 404, nothing changes.
    const other = await t.post(
      `/api/Staff/Accounts/${termsCustomerId}/Users/${user.Id}/ShowPrice`,
      { ShowPrice: user.ShowPrice },
      support.auth,
    );
    expect(other.statusCode).toBe(404);
    const [still] = await db().select().from(users).where(eq(users.id, user.Id));
    expect(still!.showPrice).toBe(!user.ShowPrice);
  });

  it("refuses bad settings with the rule's message and changes nothing", async () => {
    const before = await detail(northsideId);
    const rowBefore = await row(northsideId);
    const changesBefore = await changeCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ TaxExempt: true, ResaleCertificate: "" }, TAX_EXEMPT_NEEDS_CERTIFICATE],
      [{ TermsAccount: false, CreditLimitCents: 1000 }, CREDIT_LIMIT_TERMS_ONLY],
      [{ CompanyName: "" }, "Company Name is required."],
      [{ TermsAccount: true, CreditLimitCents: -1 }, "Credit limit must be"],
      [{ Website: "javascript:alert(1)" }, "Website must be a web address"],
      [{ CompanyName: "New\u0000Name" }, "control characters"],
    ];
    for (const [over, message] of cases) {
      const res = await t.post(
        `/api/Staff/Accounts/${northsideId}/Settings`,
        { ...before.Settings, ...over },
        support.auth,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().Message).toContain(message);
    }
    expect(await row(northsideId)).toEqual(rowBefore);
    expect(await changeCount()).toBe(changesBefore);
    const unknown = await t.get("/api/Staff/Accounts/999999", support.auth);
    expect(unknown.statusCode).toBe(404);
  });

  it("shows staff each buyer's spend limits and approvers as the office manager set them; another brand's customer is 404", async () => {
    const limitsOf = async (id: number) => {
      const res = await t.get(`/api/Staff/Accounts/${id}/SpendLimits`, support.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data as { UserId: number; Username: string; OrderLimitCents: number | null }[];
    };
    const before = await limitsOf(northsideId);
    // Office managers' orders never wait: only the other users are listed.
    expect(before.map((l) => l.Username)).toContain("buyer");
    expect(before.map((l) => l.Username)).not.toContain("manager");
    expect(before.find((l) => l.Username === "buyer")).toMatchObject({
      OrderLimitCents: null,
      MonthlyLimitCents: null,
      AlwaysApprove: false,
      Approvers: [],
    });
    const set = await t.post(
      "/api/Account/SetSpendLimits",
      { userId: buyer.Id, OrderLimitCents: 20000, MonthlyLimitCents: 90000, Approvers: [manager.Id] },
      manager.auth,
    );
    expect(set.statusCode, set.body).toBe(200);
    try {
      const after = (await limitsOf(northsideId)).find((l) => l.Username === "buyer");
      expect(after).toMatchObject({
        UserId: buyer.Id,
        OrderLimitCents: 20000,
        MonthlyLimitCents: 90000,
        AlwaysApprove: false,
        Approvers: [{ Id: manager.Id }],
      });
      expect(typeof (after as unknown as { SpentThisMonthCents: number }).SpentThisMonthCents).toBe("number");
    } finally {
      await t.post("/api/Account/SetSpendLimits", { userId: buyer.Id }, manager.auth);
    }
    // The same company of another brand (every brand has the demo set) is not this brand's.
    const [elsewhere] = await db()
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyName, "Northside Sign Co."), sql`${customers.franchise} <> 'Wholesale'`));
    expect((await t.get(`/api/Staff/Accounts/${elsewhere!.id}/SpendLimits`, support.auth)).statusCode).toBe(404);
  });

  it("gives customers and ops 403 (visitors 401) on every staff customer call, changing nothing", async () => {
    const page = await detail(northsideId);
    const userId = page.Users[0].Id;
    const rowBefore = await row(northsideId);
    const calls = [
      ["GET", "/api/Staff/Accounts", undefined],
      ["GET", `/api/Staff/Accounts/${northsideId}`, undefined],
      ["POST", `/api/Staff/Accounts/${northsideId}/Settings`, { ...page.Settings, TermsAccount: true }],
      ["POST", `/api/Staff/Accounts/${northsideId}/Users/${userId}/ShowPrice`, { ShowPrice: false }],
      ["GET", `/api/Staff/Accounts/${northsideId}/SpendLimits`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const who of [buyer, manager, terms, ops]) {
        const res = await t.app.inject({ method, url, headers: who.auth, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect(await row(northsideId)).toEqual(rowBefore);
  });

  describe("credit limit at checkout", () => {
    const place = () =>
      checkout(t, terms, {
        Billing: { CCkey: "open account" },
        Shipping: shipping({ FirstName: "Terry", LastName: "Sandoval", City: "Des Moines", State: "IA", Zip: "50315" }),
        ShippingMethod: "BST",
        ShippingAccount: "FX-204871553",
        ConfirmConform: "true",
      });
    const openBalance = async () => (await detail(termsCustomerId)).OpenBalanceCents as number;
    const setLimit = async (cents: number | null) => {
      const page = await detail(termsCustomerId);
      const res = await t.post(
        `/api/Staff/Accounts/${termsCustomerId}/Settings`,
        { ...page.Settings, CreditLimitCents: cents },
        support.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
    };

    beforeEach(() => clearLines(db(), terms.Id));

    it("refuses a terms order that would pass the limit, naming the amounts, and places one within it", async () => {
      const open = await openBalance();
      const [summed] = await db()
        .select({ n: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, termsCustomerId),
            eq(orders.paymentKind, "terms"),
            inArray(orders.status, ["needs_approval", "ordered", "in_production", "on_hold", "shipped"]),
          ),
        );
      expect(open).toBe(summed!.n);

      await addLine(db(), terms.Id, adhesive(4));
      const cart = (await t.post("/api/Store/GetCart", {}, terms.auth)).json().Data;
      const orderCents = cart.TotalCents as number; // BST: no freight; exempt: no tax
      await setLimit(open + orderCents - 1);
      const ordersBefore = (await db().select({ id: orders.id }).from(orders)).length;
      const refused = await place();
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        Status: "failed",
        Message: creditLimitExceeded(orderCents, open, open + orderCents - 1),
      });
      expect((await db().select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
      expect((await t.post("/api/Store/GetCart", {}, terms.auth)).json().Data.products).toHaveLength(1);

      await setLimit(open + orderCents);
      const placed = await place();
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await openBalance()).toBe(open + orderCents);

      // The balance is now at the limit: the next terms order is refused; without a limit it goes.
      await addLine(db(), terms.Id, adhesive(1));
      expect((await place()).statusCode).toBe(422);
      await setLimit(null);
      expect((await place()).statusCode).toBe(200);
    });
  });
});
