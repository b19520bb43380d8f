import { DEMO_PASSWORD } from "@portal/db";
import { oneTimeTokens, outbox, tradeApplications } from "@portal/db/schema";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { refreshWith, signIn } from "../../test/signIn.js";

const SUCCESS =
  "An Email has been sent to associated account. Follow instructions in that email to complete the process of resetting your password.";

describe("password reset links", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const lastLinkToken = async () => {
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const match = mail!.textBody.match(/reset-password\?token=([\w-]+)/);
    return match![1]!;
  };

  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const before = (await t.database.db.select().from(outbox)).length;
    const unknown = await t.post("/api/Account/ResetPassword", {
      Email: "nobody@nowhere.example",
      Franchise: "Wholesale",
    });
    expect(unknown.json()).toEqual({ Status: "ok", Message: SUCCESS });
    expect((await t.database.db.select().from(outbox)).length).toBe(before);
    const known = await t.post("/api/Account/ResetPassword", {
      Email: "casey@lakeshorewraps.example",
      Franchise: "Wholesale",
    });
    expect(known.json()).toEqual({ Status: "ok", Message: SUCCESS });
    const mails = await t.database.db.select().from(outbox);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.toAddress).toBe("casey@lakeshorewraps.example");
    expect(mails.at(-1)!.textBody).toContain("username: buyer2");
  });

  it("refuses a badly formed address with the account message", async () => {
    const res = await t.post("/api/Account/ResetPassword", { Email: "not an email" });
    expect(res.json()).toMatchObject({ Status: "invalid", Message: "Email address is not correct." });
  });

  it("sets a new password once; the link then stops working and old sessions end", async () => {
    const session = await signIn(t, "buyer2");
    await t.post("/api/Account/ResetPassword", { Email: "casey@lakeshorewraps.example" });
    const token = await lastLinkToken();
    const stored = await t.database.db.select().from(oneTimeTokens);
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    expect((await t.post("/api/Account/CheckResetToken", { Token: token })).json().Data).toEqual({
      Username: "buyer2",
    });
    const set = await t.post("/api/Account/SetPassword", {
      Token: token,
      NewPassword: "Fresh-Start-26",
      ConfirmPassword: "Fresh-Start-26",
    });
    expect(set.json().Status).toBe("ok");
    await signIn(t, "buyer2", "Fresh-Start-26");
    expect((await refreshWith(t, session.RefreshToken)).statusCode).toBe(401);

    const again = await t.post("/api/Account/SetPassword", {
      Token: token,
      NewPassword: "Second-Try-26",
      ConfirmPassword: "Second-Try-26",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe("This link has expired or has already been used. Please ask for a new one.");
  });

  it("refuses an expired link", async () => {
    await t.post("/api/Account/ResetPassword", { Email: "terry@prairieinstallers.example" });
    const token = await lastLinkToken();
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, "reset"));
    const res = await t.post("/api/Account/SetPassword", {
      Token: token,
      NewPassword: "Too-Late-2026",
      ConfirmPassword: "Too-Late-2026",
    });
    expect(res.json().Message).toBe("This link has expired or has already been used. Please ask for a new one.");
    await signIn(t, "terms", DEMO_PASSWORD);
  });
});

describe("trade account application", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("refuses missing fields, storing nothing, then stores and mails a complete one", async () => {
    const bad = await t.post("/api/Account/Apply", { CompanyName: "", Email: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain("Company Name is required.");
    expect(bad.json().Message).toContain("Email address is not correct.");
    expect(await t.database.db.select().from(tradeApplications)).toHaveLength(0);

    const good = await t.post("/api/Account/Apply", {
      CompanyName: "Ridgeline Signs",
      ContactName: "Avery Holt",
      Email: "avery@ridgeline.example",
      PhoneNumber: "(303) 555-0112",
      Address1: "77 Quarry Rd",
      City: "Golden",
      State: "CO",
      Zip: "80401",
      ResaleCertificate: "CO-98-221",
    });
    expect(good.json().Status).toBe("ok");
    const [row] = await t.database.db.select().from(tradeApplications);
    expect(row).toMatchObject({
      companyName: "Ridgeline Signs",
      resaleCertificate: "CO-98-221",
      franchise: "Wholesale",
    });
    const mails = await t.database.db.select().from(outbox);
    expect(mails.at(-1)!.subject).toContain("Ridgeline Signs");
  });
});

describe("staff sign-in as a customer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("is refused to a customer user", async () => {
    const buyer = await signIn(t, "buyer");
    const res = await t.post("/api/users/IssueBeLogin", { Username: "buyer2" }, buyer.auth);
    expect(res.statusCode).toBe(403);
  });

  it("gives staff a link that signs in as the customer once", async () => {
    const staff = await signIn(t, "staff.support");
    const issued = await t.post("/api/users/IssueBeLogin", { Username: "buyer2" }, staff.auth);
    expect(issued.statusCode).toBe(200);
    const token = new URL(issued.json().Data.Url).searchParams.get("token")!;
    const first = await t.post("/api/users/BeLogin", { Token: token });
    expect(first.json().Data).toMatchObject({ Username: "buyer2", Level: 1 });
    const second = await t.post("/api/users/BeLogin", { Token: token });
    expect(second.statusCode).toBe(400);
  });
});
