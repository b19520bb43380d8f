import {
  ACCOUNT_REMOVAL_PENDING,
  CANNOT_REMOVE_SELF,
  CHANGE_PASSWORD_SUCCESS,
  INVITE_ACCEPTED,
  LINK_INVALID_MESSAGE,
  OFFICE_MANAGERS_ONLY,
  ORDER_STATUS_EMAILS_OFF,
  ORDER_STATUS_EMAILS_ON,
} from "@portal/contract";
import { DEMO_PASSWORD } from "@portal/db";
import { oneTimeTokens, outbox, refreshTokens, users } from "@portal/db/schema";
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { refreshWith, signIn } from "../../test/signIn.js";
import { AccountsService } from "./accounts.service.js";

const FIELDS = {
  FirstName: "Bailey",
  LastName: "Byers",
  Email: "bailey@northsidesign.example",
  PhoneNumber: "(612) 555-0101",
  Website: "https://northsidesign.example",
};

async function userRow(t: TestApp, username: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.username, username), eq(users.franchise, "Wholesale")));
  return row!;
}

function expectForbidden(res: { statusCode: number; json(): Record<string, unknown> }) {
  expect(res.statusCode).toBe(403);
  const body = res.json();
  expect(body.Status).toBe("unauthorized");
  expect(body.Data).toBeUndefined();
}

describe("accounts on the default brand (no officeManager switch)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("GetUserAccount returns the caller's account with the customer's flags", async () => {
    const buyer = await signIn(t, "buyer");
    const res = await t.post("/api/Account/GetUserAccount", { userId: buyer.Id }, buyer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Status: "ok",
      Data: {
        Id: buyer.Id,
        Username: "buyer",
        FirstName: "Bailey",
        CompanyName: "Northside Sign Co.",
        City: "Minneapolis",
        Level: 1,
        passCustomerFileName: false,
        TermsAccount: false,
        TaxExempt: false,
      },
    });
    const terms = await signIn(t, "terms");
    const flags = (await t.post("/api/Account/GetUserAccount", { userId: terms.Id }, terms.auth)).json().Data;
    expect(flags).toMatchObject({ TermsAccount: true, TaxExempt: true });
  });

  it("answers another customer's userId with 403 and none of the data, and changes nothing", async () => {
    const buyer = await signIn(t, "buyer");
    const other = await userRow(t, "buyer2");
    expectForbidden(await t.post("/api/Account/GetUserAccount", { userId: other.id }, buyer.auth));
    expectForbidden(await t.post("/api/Account/GetEditAccount", { userId: other.id, Level: 2 }, buyer.auth));
    const edit = await t.post(
      "/api/Account/EditAccount",
      { userId: other.id, ...FIELDS, FirstName: "Hijacked", Level: 2 },
      buyer.auth,
    );
    expectForbidden(edit);
    expect(JSON.stringify(edit.json())).not.toContain("Lindqvist");
    expect(await userRow(t, "buyer2")).toEqual(other);
  });

  it("needs a signed-in caller", async () => {
    const res = await t.post("/api/Account/GetUserAccount", {});
    expect(res.statusCode).toBe(401);
  });

  it("turns the caller's order status e-mails off and on again on their own call; another user's: 403", async () => {
    const buyer = await signIn(t, "buyer");
    const account = async () =>
      (await t.post("/api/Account/GetUserAccount", { userId: buyer.Id }, buyer.auth)).json().Data;
    expect((await account()).OrderStatusEmails).toBe(true);
    const off = await t.post("/api/Account/SetOrderStatusEmails", { OrderStatusEmails: false }, buyer.auth);
    expect(off.json()).toEqual({ Status: "ok", Message: ORDER_STATUS_EMAILS_OFF });
    expect((await userRow(t, "buyer")).orderStatusEmails).toBe(false);
    expect((await account()).OrderStatusEmails).toBe(false);
    const on = await t.post(
      "/api/Account/SetOrderStatusEmails",
      { userId: buyer.Id, OrderStatusEmails: true },
      buyer.auth,
    );
    expect(on.json()).toEqual({ Status: "ok", Message: ORDER_STATUS_EMAILS_ON });
    expect((await account()).OrderStatusEmails).toBe(true);

    const bad = await t.post("/api/Account/SetOrderStatusEmails", { OrderStatusEmails: "no" }, buyer.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain("OrderStatusEmails must be true or false.");

    const other = await userRow(t, "buyer2");
    expectForbidden(
      await t.post("/api/Account/SetOrderStatusEmails", { userId: other.id, OrderStatusEmails: false }, buyer.auth),
    );
    expect(await userRow(t, "buyer2")).toEqual(other);
    expect((await t.post("/api/Account/SetOrderStatusEmails", { OrderStatusEmails: false })).statusCode).toBe(401);
  });

  it("checks the account form: every message, joined by newlines, and nothing saved", async () => {
    const buyer = await signIn(t, "buyer");
    const before = await userRow(t, "buyer");
    const empty = await t.post(
      "/api/Account/EditAccount",
      { userId: buyer.Id, FirstName: " ", LastName: "", Email: "  ", PhoneNumber: "", Website: "" },
      buyer.auth,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Status).toBe("invalid");
    expect(empty.json().Message).toBe(
      [
        "First Name is required.",
        "Last Name is required.",
        "Email address is required.",
        "Phone Number is required.",
      ].join("\n"),
    );
    const format = await t.post(
      "/api/Account/EditAccount",
      { ...FIELDS, userId: buyer.Id, Email: "not an email", PhoneNumber: "12345" },
      buyer.auth,
    );
    expect(format.json().Message).toBe("Email address is not correct.\nPhone Number is not correct.");
    expect(await userRow(t, "buyer")).toEqual(before);
  });

  it("saves the caller's own account, trimmed, with 'Account Updated.'", async () => {
    const buyer = await signIn(t, "buyer");
    const res = await t.post(
      "/api/Account/EditAccount",
      { ...FIELDS, userId: buyer.Id, FirstName: "  Bailee ", PhoneNumber: "612.555.0199", Level: 1 },
      buyer.auth,
    );
    expect(res.json()).toEqual({ Status: "ok", Message: "Account Updated." });
    const row = await userRow(t, "buyer");
    expect(row.firstName).toBe("Bailee");
    expect(row.phoneNumber).toBe("612.555.0199");
    const form = (await t.post("/api/Account/GetEditAccount", { userId: buyer.Id, Level: 1 }, buyer.auth)).json();
    expect(form.Data).toMatchObject({ FirstName: "Bailee", Username: "buyer", CompanyName: "Northside Sign Co." });
  });

  it("ignores Level 9 from a Level 1 user", async () => {
    const buyer = await signIn(t, "buyer");
    const res = await t.post("/api/Account/EditAccount", { ...FIELDS, userId: buyer.Id, Level: 9 }, buyer.auth);
    expect(res.json().Status).toBe("ok");
    expect((await userRow(t, "buyer")).level).toBe(1);
    await t.post("/api/Account/EditAccount", { ...FIELDS, userId: buyer.Id, Level: "2" }, buyer.auth);
    expect((await userRow(t, "buyer")).level).toBe(1);
  });

  it("gives a Level 2 user no office-manager rights where the brand has no officeManager", async () => {
    const manager = await signIn(t, "manager");
    const buyer = await userRow(t, "buyer");
    const list = await t.post("/api/Account/GetAccounts", { userId: manager.Id }, manager.auth);
    expectForbidden(list);
    expect(list.json().Message).toBe(OFFICE_MANAGERS_ONLY);
    expectForbidden(await t.post("/api/Account/GetUserAccount", { userId: buyer.id }, manager.auth));
    expectForbidden(
      await t.post(
        "/api/Account/AddFranchiseAccount",
        { ...FIELDS, userId: manager.Id, Username: `nope${Date.now()}`, Password: "Long-enough-1" },
        manager.auth,
      ),
    );
    expectForbidden(await t.post("/api/Account/RemoveFranchiseAccount", { userId: buyer.id }, manager.auth));
    expect((await userRow(t, "buyer")).active).toBe(true);
  });

  it("keeps the staff list and its actions to staff", async () => {
    const buyer = await signIn(t, "buyer");
    const manager = await signIn(t, "manager");
    const victim = await userRow(t, "buyer2");
    for (const s of [buyer, manager]) {
      expectForbidden(await t.get("/api/users/GetAll", s.auth));
      expectForbidden(await t.post("/api/users/RemoveUser", { Id: victim.id, Username: "buyer2" }, s.auth));
      expectForbidden(await t.post("/api/users/LogoutUser", { Id: victim.id }, s.auth));
    }
    expect((await userRow(t, "buyer2")).active).toBe(true);
    expect((await t.get("/api/users/GetAll")).statusCode).toBe(401);
  });

  it("lists every user with active refresh tokens for staff, showing only a short hash prefix", async () => {
    const terms = await signIn(t, "terms");
    const staff = await signIn(t, "staff.support");
    const res = await t.get("/api/users/GetAll", staff.auth);
    expect(res.statusCode).toBe(200);
    const list = res.json().Data as {
      Id: number;
      Username: string;
      Franchise: string;
      CompanyName: string;
      Active: boolean;
      refreshTokens: { token: string; created: string; expires: string; isActive: boolean }[];
    }[];
    const row = list.find((u) => u.Id === terms.Id)!;
    expect(row).toMatchObject({ Username: "terms", Franchise: "Wholesale", CompanyName: "Prairie Installers Inc." });
    expect(row.refreshTokens.length).toBeGreaterThanOrEqual(1);
    for (const tok of row.refreshTokens) {
      expect(tok.isActive).toBe(true);
      expect(tok.token).toMatch(/^[0-9a-f]{8}…$/);
      expect(new Date(tok.expires).getTime()).toBeGreaterThan(Date.now());
    }
    expect(res.body).not.toContain(terms.RefreshToken);
    const stored = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, terms.Id));
    for (const s of stored) expect(res.body).not.toContain(s.tokenHash);
    expect(list.some((u) => u.Username === "staff.support")).toBe(true);
    // A signed-out user (all tokens revoked) shows none.
    const noTokens = list.find((u) => u.Username === "buyer2" && u.Franchise === "NGS")!;
    expect(noTokens.refreshTokens).toEqual([]);
  });

  it("lets staff sign a user out everywhere and deactivate them", async () => {
    const terms = await signIn(t, "terms");
    const staff = await signIn(t, "staff.support");
    const out = await t.post("/api/users/LogoutUser", { Id: terms.Id }, staff.auth);
    expect(out.json().Status).toBe("ok");
    expect((await refreshWith(t, terms.RefreshToken)).statusCode).toBe(401);

    const again = await signIn(t, "terms");
    const whole = (await t.get("/api/users/GetAll", staff.auth))
      .json()
      .Data.find((u: { Id: number }) => u.Id === again.Id);
    const removed = await t.post("/api/users/RemoveUser", whole, staff.auth);
    expect(removed.json().Status).toBe("ok");
    const row = await userRow(t, "terms");
    expect(row.active).toBe(false);
    const live = await t.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, row.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    const login = await t.post("/api/users/authenticate", {
      username: "terms",
      password: DEMO_PASSWORD,
      Franchise: "Wholesale",
    });
    expect(login.json()).toEqual({ Status: "exception", Message: "InvalidLogin" });
    // The deactivated user's access token stops working at once.
    expect((await t.post("/api/Account/GetUserAccount", {}, again.auth)).statusCode).toBe(401);
    // Staff cannot remove themselves.
    const self = await t.post("/api/users/RemoveUser", { Id: staff.Id }, staff.auth);
    expect(self.statusCode).toBe(400);
  });
});

describe("office managers on the Wholesale brand", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
  });
  afterAll(() => t.close());

  it("lists the users of the manager's own company only", async () => {
    const manager = await signIn(t, "manager");
    const res = await t.post("/api/Account/GetAccounts", { userId: manager.Id }, manager.auth);
    expect(res.statusCode).toBe(200);
    const names = (res.json().Data as { Username: string }[]).map((u) => u.Username).sort();
    expect(names).toEqual(["buyer", "forcepass", "manager"]);
    expect(res.json().Data[0]).toHaveProperty("Active", true);
    const buyer = await signIn(t, "buyer");
    expectForbidden(await t.post("/api/Account/GetAccounts", { userId: buyer.Id }, buyer.auth));
    const other = await userRow(t, "buyer2");
    expectForbidden(await t.post("/api/Account/GetAccounts", { userId: other.id }, manager.auth));
  });

  it("edits a user of the own company, Level only to 1 or 2", async () => {
    const manager = await signIn(t, "manager");
    const buyer = await userRow(t, "buyer");
    const view = await t.post("/api/Account/GetEditAccount", { userId: buyer.id, Level: 2 }, manager.auth);
    expect(view.json().Data).toMatchObject({ Username: "buyer", FirstName: "Bailey" });

    const edit = await t.post(
      "/api/Account/EditAccount",
      { ...FIELDS, userId: buyer.id, LastName: "Byers-Lee", Level: 9 },
      manager.auth,
    );
    expect(edit.json()).toEqual({ Status: "ok", Message: "Account Updated." });
    expect(await userRow(t, "buyer")).toMatchObject({ lastName: "Byers-Lee", level: 1 });

    await t.post("/api/Account/EditAccount", { ...FIELDS, userId: buyer.id, Level: 2 }, manager.auth);
    expect((await userRow(t, "buyer")).level).toBe(2);
    await t.post("/api/Account/EditAccount", { ...FIELDS, userId: buyer.id, Level: 1 }, manager.auth);
    expect((await userRow(t, "buyer")).level).toBe(1);
    // The manager's own level is not theirs to change.
    await t.post(
      "/api/Account/EditAccount",
      { ...FIELDS, FirstName: "Morgan", LastName: "Mendez", userId: manager.Id, Level: 1 },
      manager.auth,
    );
    expect((await userRow(t, "manager")).level).toBe(2);
  });

  it("changes the password of a user of the own company", async () => {
    const manager = await signIn(t, "manager");
    const user = await signIn(t, "forcepass");
    const res = await t.post(
      "/api/users/changepassword",
      { userId: user.Id, franchise: "Wholesale", NewPassword: "Manager-Set-2026", ConfirmPassword: "Manager-Set-2026" },
      manager.auth,
    );
    expect(res.json()).toEqual({ Status: "ok", Message: CHANGE_PASSWORD_SUCCESS });
    expect((await refreshWith(t, user.RefreshToken)).statusCode).toBe(401);
    await signIn(t, "forcepass", "Manager-Set-2026");
  });

  it("gets 403 for a user of another customer on every call", async () => {
    const manager = await signIn(t, "manager");
    const other = await userRow(t, "buyer2");
    expectForbidden(await t.post("/api/Account/GetUserAccount", { userId: other.id }, manager.auth));
    expectForbidden(await t.post("/api/Account/GetEditAccount", { userId: other.id, Level: 2 }, manager.auth));
    expectForbidden(await t.post("/api/Account/EditAccount", { ...FIELDS, userId: other.id, Level: 2 }, manager.auth));
    expectForbidden(await t.post("/api/Account/RemoveFranchiseAccount", { userId: other.id }, manager.auth));
    expectForbidden(
      await t.post(
        "/api/users/changepassword",
        { userId: other.id, NewPassword: "Take-Over-Attempt-2026", ConfirmPassword: "Take-Over-Attempt-2026" },
        manager.auth,
      ),
    );
    expect(await userRow(t, "buyer2")).toEqual(other);
  });

  it("adds a user to the own company; usernames are unique within the franchise", async () => {
    const manager = await signIn(t, "manager");
    const taken = await t.post(
      "/api/Account/AddFranchiseAccount",
      { ...FIELDS, userId: manager.Id, Username: "BUYER2", Password: "Long-enough-1", Level: 1, Franchise: "NGS" },
      manager.auth,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().Message).toBe("That username is already taken.");
    const short = await t.post(
      "/api/Account/AddFranchiseAccount",
      { ...FIELDS, FirstName: "", userId: manager.Id, Username: "new user", Password: "short" },
      manager.auth,
    );
    expect(short.json().Message.split("\n")).toEqual([
      "First Name is required.",
      "Username may only contain letters, digits and . _ - @ (no spaces).",
      "Password must be at least 12 characters.",
    ]);

    const added = await t.post(
      "/api/Account/AddFranchiseAccount",
      { ...FIELDS, userId: manager.Id, Username: "added.one", Password: "Long-enough-1", Level: 9, Franchise: "NGS" },
      manager.auth,
    );
    expect(added.json()).toMatchObject({ Status: "ok", Message: "Account Added.", Data: { Username: "added.one" } });
    const row = await userRow(t, "added.one");
    const managerRow = await userRow(t, "manager");
    expect(row).toMatchObject({ customerId: managerRow.customerId, level: 1, franchise: "Wholesale", active: true });
    const s = await signIn(t, "added.one", "Long-enough-1");
    expect(s.Level).toBe(1);

    await t.post(
      "/api/Account/AddFranchiseAccount",
      { ...FIELDS, userId: manager.Id, Username: "added.two", Password: "Long-enough-1", Level: 2 },
      manager.auth,
    );
    expect((await userRow(t, "added.two")).level).toBe(2);
  });

  it("removes a user of the own company: deactivated, signed out, never deleted", async () => {
    const manager = await signIn(t, "manager");
    await t.post(
      "/api/Account/AddFranchiseAccount",
      { ...FIELDS, userId: manager.Id, Username: "to.remove", Password: "Long-enough-1" },
      manager.auth,
    );
    const victim = await signIn(t, "to.remove", "Long-enough-1");
    const res = await t.post(
      "/api/Account/RemoveFranchiseAccount",
      { userId: victim.Id, ...FIELDS, Level: 1, Franchise: "Wholesale" },
      manager.auth,
    );
    expect(res.json()).toMatchObject({ Status: "ok", Data: { Active: false, RemovalRequested: true } });
    const row = await userRow(t, "to.remove");
    expect(row.active).toBe(false);
    expect(row.removalRequestedAt).not.toBeNull();
    expect((await refreshWith(t, victim.RefreshToken)).statusCode).toBe(401);
    const list = (await t.post("/api/Account/GetAccounts", {}, manager.auth)).json().Data as {
      Username: string;
      Active: boolean;
    }[];
    expect(list.find((u) => u.Username === "to.remove")).toMatchObject({ Active: false });

    const self = await t.post("/api/Account/RemoveFranchiseAccount", { userId: manager.Id }, manager.auth);
    expect(self.statusCode).toBe(400);
    expect(self.json().Message).toBe(CANNOT_REMOVE_SELF);
    expect((await userRow(t, "manager")).active).toBe(true);
  });

  it("keeps a removed user with active orders active, marked for removal", async () => {
    const manager = await userRow(t, "manager");
    const ctx = { database: t.database, config: t.config } as unknown as AppContext;
    const service = new AccountsService(ctx, { hasActiveOrders: async () => true });
    const caller: Caller = {
      id: manager.id,
      username: manager.username,
      customerId: manager.customerId,
      franchise: manager.franchise,
      level: manager.level,
      forcePass: false,
      isStaff: false,
      staffRole: null,
      isOfficeManager: true,
      family: "",
      showPrice: true,
    };
    const target = await userRow(t, "forcepass");
    const [token] = await t.database.db
      .insert(refreshTokens)
      .values({
        userId: target.id,
        family: "f-test",
        tokenHash: "h-test",
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const result = await service.remove(caller, target);
    expect(result).toEqual({ Active: true, RemovalRequested: true, message: ACCOUNT_REMOVAL_PENDING });
    const row = await userRow(t, "forcepass");
    expect(row.active).toBe(true);
    expect(row.removalRequestedAt).not.toBeNull();
    const [still] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.id, token!.id));
    expect(still!.revokedAt).toBeNull();
  });

  it("invites a user by e-mail; the link works once", async () => {
    const buyer = await signIn(t, "buyer");
    const missing = await t.post("/api/Account/InviteAccountUser", { userId: buyer.Id, FirstName: "" }, buyer.auth);
    expect(missing.json().Message).toBe("First Name is required.\nLast Name is required.\nEmail address is required.");
    const res = await t.post(
      "/api/Account/InviteAccountUser",
      { userId: buyer.Id, FirstName: "Ivy", LastName: "Invitee", Email: "ivy@example.com" },
      buyer.auth,
    );
    expect(res.json()).toEqual({ Status: "ok", Message: "Invitation sent to ivy@example.com." });
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.toAddress).toBe("ivy@example.com");
    expect(mail!.textBody).toContain("Northside Sign Co.");
    expect(mail!.textBody).toContain("Wholesale");
    const token = /accept-invite\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const [stored] = await t.database.db.select().from(oneTimeTokens).orderBy(desc(oneTimeTokens.id)).limit(1);
    expect(stored).toMatchObject({ purpose: "invite", email: "ivy@example.com", franchise: "Wholesale" });
    expect(stored!.tokenHash).not.toBe(token);
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const invite = await t.post("/api/Account/GetInvite", { Token: token });
    expect(invite.json().Data).toMatchObject({
      FirstName: "Ivy",
      LastName: "Invitee",
      CompanyName: "Northside Sign Co.",
      InvitedBy: "Bailey Byers",
    });

    const taken = await t.post("/api/Account/AcceptInvite", {
      Token: token,
      Username: "manager",
      NewPassword: "Invitee-Pass-1",
      ConfirmPassword: "Invitee-Pass-1",
    });
    expect(taken.json().Message).toBe("That username is already taken.");
    const mismatch = await t.post("/api/Account/AcceptInvite", {
      Token: token,
      Username: "ivy",
      NewPassword: "Invitee-Pass-1",
      ConfirmPassword: "Other",
    });
    expect(mismatch.json().Message).toBe("New passwords do not match.");

    const accepted = await t.post("/api/Account/AcceptInvite", {
      Token: token,
      Username: "ivy",
      NewPassword: "Invitee-Pass-1",
      ConfirmPassword: "Invitee-Pass-1",
    });
    expect(accepted.json()).toEqual({ Status: "ok", Message: INVITE_ACCEPTED, Data: { Username: "ivy" } });
    const ivy = await userRow(t, "ivy");
    expect(ivy).toMatchObject({
      level: 1,
      customerId: (await userRow(t, "buyer")).customerId,
      firstName: "Ivy",
      email: "ivy@example.com",
    });
    await signIn(t, "ivy", "Invitee-Pass-1");

    const second = await t.post("/api/Account/AcceptInvite", {
      Token: token,
      Username: "ivy2",
      NewPassword: "Invitee-Pass-1",
      ConfirmPassword: "Invitee-Pass-1",
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ Status: "invalid", Message: LINK_INVALID_MESSAGE });
    expect((await t.post("/api/Account/GetInvite", { Token: token })).json().Message).toBe(LINK_INVALID_MESSAGE);
  });

  it("lets only one of two simultaneous uses of a link succeed", async () => {
    const manager = await signIn(t, "manager");
    await t.post(
      "/api/Account/InviteAccountUser",
      { FirstName: "Twin", LastName: "Race", Email: "twin@example.com" },
      manager.auth,
    );
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const token = /accept-invite\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const accept = (username: string) =>
      t.post("/api/Account/AcceptInvite", {
        Token: token,
        Username: username,
        NewPassword: "Invitee-Pass-1",
        ConfirmPassword: "Invitee-Pass-1",
      });
    const replies = await Promise.all([accept("twin.one"), accept("twin.two")]);
    expect(replies.map((r) => r.json().Status).sort()).toEqual(["invalid", "ok"]);
    const created = await t.database.db.select().from(users).where(eq(users.email, "twin@example.com"));
    expect(created).toHaveLength(1);
  });

  it("refuses an expired invitation link", async () => {
    const manager = await signIn(t, "manager");
    await t.post(
      "/api/Account/InviteAccountUser",
      { FirstName: "Late", LastName: "Comer", Email: "late@example.com" },
      manager.auth,
    );
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const token = /accept-invite\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.email, "late@example.com"));
    const get = await t.post("/api/Account/GetInvite", { Token: token });
    expect(get.json()).toMatchObject({ Status: "invalid", Message: LINK_INVALID_MESSAGE });
    const res = await t.post("/api/Account/AcceptInvite", {
      Token: token,
      Username: "late.comer",
      NewPassword: "Invitee-Pass-1",
      ConfirmPassword: "Invitee-Pass-1",
    });
    expect(res.json()).toMatchObject({ Status: "invalid", Message: LINK_INVALID_MESSAGE });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, "late.comer"));
    expect(row).toBeUndefined();
  });
});

describe("the API description", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("documents the account calls", async () => {
    const doc = (await t.get("/api/openapi.json")).json();
    for (const path of [
      "/api/Account/GetUserAccount",
      "/api/Account/GetEditAccount",
      "/api/Account/EditAccount",
      "/api/Account/GetAccounts",
      "/api/Account/AddFranchiseAccount",
      "/api/Account/RemoveFranchiseAccount",
      "/api/Account/InviteAccountUser",
      "/api/Account/GetInvite",
      "/api/Account/AcceptInvite",
      "/api/users/RemoveUser",
      "/api/users/LogoutUser",
    ]) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    expect(doc.paths["/api/users/GetAll"]?.get).toBeDefined();
  });
});

describe("invitations on a brand that is not Wholesale", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BRAND: "NGS" });
  });
  afterAll(() => t.close());

  it("answers InviteAccountUser with 403", async () => {
    const login = await t.post("/api/users/authenticate", {
      username: "buyer",
      password: DEMO_PASSWORD,
      Franchise: "NGS",
    });
    const auth = { authorization: `Bearer ${login.json().Data.JwtToken}` };
    const res = await t.post(
      "/api/Account/InviteAccountUser",
      { FirstName: "No", LastName: "Way", Email: "no@example.com" },
      auth,
    );
    expectForbidden(res);
    expect(await t.database.db.select().from(oneTimeTokens)).toEqual([]);
  });
});
