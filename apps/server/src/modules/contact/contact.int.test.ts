import { contactMessages, outbox } from "@portal/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";

describe("POST /api/Account/Contact", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const count = async () => ({
    messages: (await t.database.db.select().from(contactMessages)).length,
    mails: (await t.database.db.select().from(outbox)).length,
  });

  it("refuses missing fields with each message and stores nothing", async () => {
    const before = await count();
    const res = await t.post("/api/Account/Contact", { Name: "  ", Email: "", Message: "" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Status).toBe("invalid");
    expect(body.Message.split("\n")).toEqual(["Name is required.", "Email is required.", "Message is required."]);
    expect(await count()).toEqual(before);
  });

  it("refuses a filled spam trap and stores nothing", async () => {
    const before = await count();
    const res = await t.post("/api/Account/Contact", {
      Name: "Bot",
      NickName: "gotcha",
      Email: "bot@example.com",
      Message: "Buy now",
    });
    expect(res.json()).toMatchObject({ Status: "invalid", Message: "Unable to submit this form." });
    expect(await count()).toEqual(before);
  });

  it("stores the message and e-mails the shop", async () => {
    const res = await t.post("/api/Account/Contact", {
      Name: "Dana Reyes",
      NickName: "",
      BusinessName: "Reyes Signs",
      Email: "dana@reyessigns.example",
      PhoneNumber: "(612) 555-0199",
      Message: "We would like a trade account.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Status: "ok",
      Message: "Thank you for contacting TradeLine Print. Your request has been sent, and we will be in touch soon.",
    });
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: "Dana Reyes",
      businessName: "Reyes Signs",
      message: "We would like a trade account.",
    });
    const mails = await t.database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "orders@tradeline-print.example",
      replyTo: "dana@reyessigns.example",
      delivery: "outbox",
    });
    expect(mails[0]!.subject).toContain("TradeLine Print");
    expect(mails[0]!.textBody).toContain("We would like a trade account.");
  });
});
