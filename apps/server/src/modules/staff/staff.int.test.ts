import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { signIn } from "../../test/signIn.js";

describe("staff outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("shows staff the e-mails the app wrote, newest first", async () => {
    await t.post("/api/Account/Contact", { Name: "Lee", Email: "lee@example.com", Message: "Hello there" });
    const staff = await signIn(t, "staff.support");
    const res = await t.get("/api/Staff/Outbox", staff.auth);
    expect(res.statusCode).toBe(200);
    const [newest] = res.json().Data;
    expect(newest).toMatchObject({ ReplyTo: "lee@example.com", Delivery: "outbox" });
    expect(newest.Text).toContain("Hello there");
  });

  it("hides the token of password-reset links", async () => {
    await t.post("/api/Account/ResetPassword", { Email: "bailey@northsidesign.example" });
    const staff = await signIn(t, "staff.support");
    const [newest] = (await t.get("/api/Staff/Outbox", staff.auth)).json().Data;
    expect(newest.Text).toContain("reset-password?token=(hidden)");
  });

  it("is 403 for a customer user and 401 without a token", async () => {
    const buyer = await signIn(t, "buyer");
    expect((await t.get("/api/Staff/Outbox", buyer.auth)).statusCode).toBe(403);
    expect((await t.get("/api/Staff/Outbox")).statusCode).toBe(401);
  });
});
