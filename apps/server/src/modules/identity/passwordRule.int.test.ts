import { DEMO_PASSWORD } from "@portal/db";
import { outbox, users } from "@portal/db/schema";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { signIn } from "../../test/signIn.js";

const SHORT = "Password must be at least 12 characters.";
const COMMON = "Password is a common password or one known from data breaches. Please choose another.";
const SIMPLE =
  "Password is too easy to guess: it repeats characters or runs through them in order. Please choose another.";
const CURRENT = "New password must be different from the current password.";
const HAS_USERNAME = "Password must not contain the username.";

/** The password rule (docs/decisions/0015-password-rule.md) on every call that sets a password. */
describe("the password rule", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
  });
  afterAll(() => t.close());

  const hashOf = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!.passwordHash;

  const change = async (username: string, NewPassword: string) => {
    const s = await signIn(t, username);
    return t.post(
      "/api/users/changepassword",
      { userId: s.Id, OldPassword: DEMO_PASSWORD, NewPassword, ConfirmPassword: NewPassword },
      s.auth,
    );
  };

  it.each([
    ["password", SHORT],
    ["12345678", SHORT],
    ["aaaaaaaa", SHORT],
    ["aaaaaaaaaaaa", SIMPLE],
    ["abcabcabcabc", SIMPLE],
    ["123456789012", SIMPLE],
    ["password1234", COMMON],
    ["qwertyuiop12", COMMON],
    ["Password2026!", COMMON],
    ["P@ssw0rd-2026", COMMON],
    ["iloveyou-1234", COMMON],
    ["terms-and-conditions", HAS_USERNAME],
  ])("refuses %j on change password with a message naming the field", async (password, message) => {
    const before = await hashOf("terms");
    const res = await change("terms", password);
    expect(res.statusCode).toBe(400);
    expect(res.json().Status).toBe("invalid");
    expect(res.json().Message).toBe(message);
    expect(res.json().Data.errors).toEqual([{ field: "NewPassword", message }]);
    expect(await hashOf("terms")).toBe(before);
  });

  it("refuses the current password on change", async () => {
    const res = await change("terms", DEMO_PASSWORD);
    expect(res.json()).toMatchObject({ Status: "invalid", Message: CURRENT });
    await signIn(t, "terms");
  });

  it("accepts a long phrase", async () => {
    const res = await change("buyer2", "correct horse battery staple");
    expect(res.json().Status).toBe("ok");
    await signIn(t, "buyer2", "correct horse battery staple");
  });

  it("applies on an office manager's password for a user, including the user's current one", async () => {
    const manager = await signIn(t, "manager");
    const [buyer] = await t.database.db.select().from(users).where(eq(users.username, "buyer"));
    const set = (NewPassword: string) =>
      t.post(
        "/api/users/changepassword",
        { userId: buyer!.id, NewPassword, ConfirmPassword: NewPassword },
        manager.auth,
      );
    expect((await set("password1234")).json().Message).toBe(COMMON);
    expect((await set(DEMO_PASSWORD)).json().Message).toBe(CURRENT);
  });

  it("applies on the reset link, and the link stays usable after a refusal", async () => {
    await t.post("/api/Account/ResetPassword", { Email: "casey@lakeshorewraps.example" });
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const Token = /reset-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const reset = (NewPassword: string) =>
      t.post("/api/Account/SetPassword", { Token, NewPassword, ConfirmPassword: NewPassword });
    expect((await reset("short")).json().Message).toBe(SHORT);
    expect((await reset("Password2026!")).json().Message).toBe(COMMON);
    expect((await reset("correct horse battery staple")).json().Message).toBe(CURRENT);
    expect((await reset("Lakeshore-Reset-2026")).json().Status).toBe("ok");
  });

  it("applies on accepting an invitation", async () => {
    const buyer = await signIn(t, "buyer");
    await t.post(
      "/api/Account/InviteAccountUser",
      { userId: buyer.Id, FirstName: "Ivy", LastName: "Invitee", Email: "ivy@example.com" },
      buyer.auth,
    );
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const Token = /accept-invite\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const accept = (NewPassword: string) =>
      t.post("/api/Account/AcceptInvite", {
        Token,
        Username: "ivy.invitee",
        NewPassword,
        ConfirmPassword: NewPassword,
      });
    expect((await accept("12345678")).json().Message).toBe(SHORT);
    expect((await accept("qwertyuiop12")).json().Message).toBe(COMMON);
    expect((await accept("ivy.invitee-2026")).json().Message).toBe(HAS_USERNAME);
    expect((await accept("Ivy-Joins-Northside")).json().Status).toBe("ok");
  });

  it("applies on a user an office manager adds", async () => {
    const manager = await signIn(t, "manager");
    const add = (Password: string) =>
      t.post(
        "/api/Account/AddFranchiseAccount",
        {
          userId: manager.Id,
          FirstName: "Ned",
          LastName: "New",
          Email: "ned@example.com",
          PhoneNumber: "(612) 555-0199",
          Username: "ned.new",
          Password,
        },
        manager.auth,
      );
    const short = await add("aaaaaaaa");
    expect(short.json().Data.errors).toEqual([{ field: "Password", message: SHORT }]);
    const common = await add("password1234");
    expect(common.json().Data.errors).toEqual([{ field: "Password", message: COMMON }]);
    expect((await add("Ned-Starts-Monday")).json().Status).toBe("ok");
  });
});
