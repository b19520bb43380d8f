import { APPLICATION_APPROVED, APPLICATION_DECLINED, applicationAlreadyDecided } from "@portal/contract";
import { customers, oneTimeTokens, outbox, tradeApplications, users } from "@portal/db/schema";
import { desc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";

const application = (over: Record<string, unknown> = {}) => ({
  CompanyName: "Ridgeline Signs",
  ContactName: "Avery Lee Holt",
  Email: "avery@ridgeline.example",
  PhoneNumber: "(303) 555-0112",
  Address1: "77 Quarry Rd",
  City: "Golden",
  State: "CO",
  Zip: "80401",
  ResaleCertificate: "CO-98-221",
  Website: "ridgeline.example",
  Message: "We print for three franchises.",
  ...over,
});

describe("Staff/Applications", () => {
  let t: TestApp;
  let support: SignedIn;
  let admin: SignedIn;
  let ops: SignedIn;
  let buyer: SignedIn;
  let manager: SignedIn;
  const db = () => t.database.db;

  const apply = async (over: Record<string, unknown> = {}) => {
    const res = await t.post("/api/Account/Apply", application(over));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(tradeApplications).orderBy(desc(tradeApplications.id)).limit(1);
    return row!;
  };
  const lastMailId = async () =>
    (await db().select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;
  const mailsSince = (id: number) => db().select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
  const count = async (table: typeof customers | typeof oneTimeTokens) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    support = await signIn(t, "staff.support");
    admin = await signIn(t, "staff.admin");
    ops = await signIn(t, "staff.ops");
    buyer = await signIn(t, "buyer");
    manager = await signIn(t, "manager");
  });
  afterAll(() => t.close());

  it("lists new applications for support; approving creates the customer and invites its office manager", async () => {
    const app = await apply();
    const list = await t.get("/api/Staff/Applications", support.auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().Data[0]).toMatchObject({
      Id: app.id,
      CompanyName: "Ridgeline Signs",
      ContactName: "Avery Lee Holt",
      Status: "new",
      Note: "",
      CustomerId: null,
    });

    const mark = await lastMailId();
    const res = await t.post(`/api/Staff/Applications/${app.id}/Approve`, { Note: "Known to our rep." }, support.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(APPLICATION_APPROVED("avery@ridgeline.example"));
    const decided = res.json().Data;
    expect(decided).toMatchObject({ Status: "approved", Note: "Known to our rep.", DecidedBy: "Staff staff.support" });
    expect(decided.CustomerId).toBeGreaterThan(0);

    const [customer] = await db().select().from(customers).where(eq(customers.id, decided.CustomerId));
    expect(customer).toMatchObject({
      franchise: "Wholesale",
      companyName: "Ridgeline Signs",
      resaleCertificate: "CO-98-221",
      city: "Golden",
      phoneNumber: "(303) 555-0112",
      website: "ridgeline.example",
      termsAccount: false,
      creditLimitCents: null,
    });

    const mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("avery@ridgeline.example");
    expect(mails[0]!.subject).toContain("approved");
    expect(mails[0]!.textBody).toContain("Hello Avery,");
    expect(mails[0]!.textBody).toContain("office manager");
    const token = /accept-invite\?token=([\w-]+)/.exec(mails[0]!.textBody)![1]!;

    const invite = await t.post("/api/Account/GetInvite", { Token: token });
    expect(invite.json().Data).toMatchObject({
      FirstName: "Avery",
      LastName: "Lee Holt",
      CompanyName: "Ridgeline Signs",
      InvitedBy: "Wholesale Graphics Direct",
    });
    const accepted = await t.post("/api/Account/AcceptInvite", {
      Token: token,
      Username: "avery",
      NewPassword: "Ridgeline-Press-77",
      ConfirmPassword: "Ridgeline-Press-77",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [avery] = await db().select().from(users).where(eq(users.username, "avery"));
    expect(avery).toMatchObject({ level: 2, customerId: customer!.id, email: "avery@ridgeline.example" });
    const signedIn = await signIn(t, "avery", "Ridgeline-Press-77");
    expect(signedIn.Level).toBe(2);

    // Decided once: a second approve or a decline is refused and creates nothing.
    const customersBefore = await count(customers);
    for (const action of ["Approve", "Decline"]) {
      const again = await t.post(`/api/Staff/Applications/${app.id}/${action}`, {}, admin.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json().Message).toBe(applicationAlreadyDecided("approved"));
    }
    expect(await count(customers)).toBe(customersBefore);
    expect(await mailsSince(await lastMailId())).toHaveLength(0);
  });

  it("declines with a polite e-mail and keeps the note for staff only", async () => {
    const app = await apply({ CompanyName: "Mesa Graphics", Email: "dana@mesa.example", ContactName: "Dana" });
    const mark = await lastMailId();
    const customersBefore = await count(customers);
    const res = await t.post(
      `/api/Staff/Applications/${app.id}/Decline`,
      { Note: "Retail shop, not trade." },
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(APPLICATION_DECLINED("dana@mesa.example"));
    expect(res.json().Data).toMatchObject({ Status: "declined", Note: "Retail shop, not trade.", CustomerId: null });
    const mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("dana@mesa.example");
    expect(mails[0]!.textBody).toContain("Thank you for your interest");
    expect(mails[0]!.textBody).not.toContain("Retail shop");
    expect(await count(customers)).toBe(customersBefore);

    const declined = await t.get("/api/Staff/Applications?status=declined", support.auth);
    expect(declined.json().Data.map((a: { Id: number }) => a.Id)).toContain(app.id);
    const fresh = await t.get("/api/Staff/Applications", support.auth);
    expect(fresh.json().Data.map((a: { Id: number }) => a.Id)).not.toContain(app.id);
  });

  it("refuses customers (403), ops (403) and visitors (401) on every call, changing nothing", async () => {
    const app = await apply({ CompanyName: "Quiet Co", Email: "q@quiet.example" });
    const calls = [
      ["GET", "/api/Staff/Applications"],
      ["GET", `/api/Staff/Applications/${app.id}`],
      ["POST", `/api/Staff/Applications/${app.id}/Approve`],
      ["POST", `/api/Staff/Applications/${app.id}/Decline`],
    ] as const;
    for (const [method, url] of calls) {
      for (const who of [buyer, manager, ops]) {
        const res = await t.app.inject({ method, url, headers: who.auth, payload: method === "POST" ? {} : undefined });
        expect(res.statusCode, `${who.Id} ${method} ${url}`).toBe(403);
      }
      const anon = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(anon.statusCode).toBe(401);
    }
    const [row] = await db().select().from(tradeApplications).where(eq(tradeApplications.id, app.id));
    expect(row).toMatchObject({ status: "new", customerId: null, decidedBy: null });
  });

  it("answers bad input with 400 or 404 and changes nothing", async () => {
    const app = await apply({ CompanyName: "Bad Input Co", Email: "b@bad.example" });
    const customersBefore = await count(customers);
    const tokensBefore = await count(oneTimeTokens);
    const tooLong = await t.post(`/api/Staff/Applications/${app.id}/Approve`, { Note: "x".repeat(2001) }, support.auth);
    expect(tooLong.statusCode).toBe(400);
    const control = await t.post(`/api/Staff/Applications/${app.id}/Decline`, { Note: "a\u0000b" }, support.auth);
    expect(control.statusCode).toBe(400);
    const badId = await t.post("/api/Staff/Applications/abc/Approve", {}, support.auth);
    expect(badId.statusCode).toBe(400);
    const unknown = await t.post("/api/Staff/Applications/999999/Approve", {}, support.auth);
    expect(unknown.statusCode).toBe(404);
    expect(await count(customers)).toBe(customersBefore);
    expect(await count(oneTimeTokens)).toBe(tokensBefore);
    const [row] = await db().select().from(tradeApplications).where(eq(tradeApplications.id, app.id));
    expect(row!.status).toBe("new");
  });
});
