import { DEMO_PASSWORD } from "@portal/db";
import { refreshTokens, users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { refreshCookie, refreshWith, signIn } from "../../test/signIn.js";

describe("sign-in and sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES: "3", LOGIN_LOCK_MINUTES: "15" });
  });
  afterAll(() => t.close());

  it("signs a buyer in with the user fields and a JwtToken", async () => {
    const res = await t.post("/api/users/authenticate", {
      username: "buyer",
      password: DEMO_PASSWORD,
      Franchise: "Wholesale",
    });
    expect(res.statusCode).toBe(200);
    const { Status, Data } = res.json();
    expect(Status).toBe("ok");
    expect(Data).toMatchObject({
      Username: "buyer",
      Level: 1,
      ForcePass: false,
      Franchise: "Wholesale",
      CompanyName: "Northside Sign Co.",
    });
    expect(Data.JwtToken.split(".")).toHaveLength(3);
    // The refresh token is only in the httpOnly cookie, and stored only as a hash.
    expect(Data).not.toHaveProperty("RefreshToken");
    const refresh = refreshCookie(res);
    expect(refresh.length).toBeGreaterThan(30);
    expect(res.body).not.toContain(refresh);
    const stored = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, Data.Id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(refresh);
  });

  it("answers a wrong password and an unknown user alike: InvalidUser", async () => {
    const wrong = await t.post("/api/users/authenticate", {
      username: "manager",
      password: "nope",
      Franchise: "Wholesale",
    });
    const unknown = await t.post("/api/users/authenticate", {
      username: "nobody-here",
      password: "nope",
      Franchise: "Wholesale",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ Status: "exception", Message: "InvalidUser" });
    expect(unknown.json()).toEqual({ Status: "exception", Message: "InvalidUser" });
  });

  it("requires both fields", async () => {
    const res = await t.post("/api/users/authenticate", { username: "", password: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe("User and Password are required.");
  });

  it("refuses a franchise of another brand with InvalidContext", async () => {
    const res = await t.post("/api/users/authenticate", {
      username: "buyer",
      password: DEMO_PASSWORD,
      Franchise: "NGS",
    });
    expect(res.json()).toEqual({ Status: "exception", Message: "InvalidContext" });
  });

  it("refuses a deactivated user with InvalidLogin", async () => {
    await t.database.db.update(users).set({ active: false }).where(eq(users.username, "buyer2"));
    const res = await t.post("/api/users/authenticate", {
      username: "buyer2",
      password: DEMO_PASSWORD,
      Franchise: "Wholesale",
    });
    expect(res.json()).toEqual({ Status: "exception", Message: "InvalidLogin" });
    await t.database.db.update(users).set({ active: true }).where(eq(users.username, "buyer2"));
  });

  it("throttles a username after the configured failures, even with the right password", async () => {
    for (let i = 0; i < 3; i++) {
      const r = await t.post("/api/users/authenticate", {
        username: "terms",
        password: `bad-${i}`,
        Franchise: "Wholesale",
      });
      expect(r.json().Message).toBe("InvalidUser");
    }
    const locked = await t.post("/api/users/authenticate", {
      username: "terms",
      password: DEMO_PASSWORD,
      Franchise: "Wholesale",
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    // The same answer for a name that does not exist: throttling reveals nothing.
    for (let i = 0; i < 3; i++)
      await t.post("/api/users/authenticate", { username: "ghost", password: "x", Franchise: "Wholesale" });
    const ghost = await t.post("/api/users/authenticate", { username: "ghost", password: "x", Franchise: "Wholesale" });
    expect(ghost.statusCode).toBe(429);
  });

  it("rotates refresh tokens, and a rotated token used again revokes the whole family", async () => {
    const first = await signIn(t, "manager");
    const r1 = await refreshWith(t, first.RefreshToken);
    expect(r1.statusCode).toBe(200);
    const second = { ...r1.json().Data, RefreshToken: refreshCookie(r1) };
    expect(second.RefreshToken).toBeTruthy();
    expect(second.RefreshToken).not.toBe(first.RefreshToken);
    expect(second.JwtToken).toBeTruthy();

    const reuse = await refreshWith(t, first.RefreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().Status).toBe("unauthorized");
    // The newest token of that family is dead too.
    const after = await refreshWith(t, second.RefreshToken);
    expect(after.statusCode).toBe(401);
  });

  it("logout revokes the session's refresh token", async () => {
    const s = await signIn(t, "manager");
    const out = await t.post("/api/users-service/logout", { Id: s.Id }, { ...s.auth, ...s.cookie });
    expect(out.json().Status).toBe("ok");
    const r = await refreshWith(t, s.RefreshToken);
    expect(r.statusCode).toBe(401);
    // The access token of that session stops working at once too.
    const after = await t.post("/api/Store/GetCartTotal", { userId: s.Id }, s.auth);
    expect(after.statusCode).toBe(401);
  });

  it("checks the old password on the server, then changes it and clears ForcePass", async () => {
    const s = await signIn(t, "forcepass");
    expect(
      (
        await t.post("/api/users/authenticate", {
          username: "forcepass",
          password: DEMO_PASSWORD,
          Franchise: "Wholesale",
        })
      ).json().Data.ForcePass,
    ).toBe(true);
    const bad = await t.post(
      "/api/users/changepassword",
      { userId: s.Id, OldPassword: "wrong", NewPassword: "Brand-New-2026", ConfirmPassword: "Brand-New-2026" },
      s.auth,
    );
    expect(bad.json()).toMatchObject({ Status: "invalid", Message: "Old Password is not correct." });
    const mismatch = await t.post(
      "/api/users/changepassword",
      { userId: s.Id, OldPassword: DEMO_PASSWORD, NewPassword: "Brand-New-2026", ConfirmPassword: "Other-2026" },
      s.auth,
    );
    expect(mismatch.json().Message).toBe("New passwords do not match.");
    const good = await t.post(
      "/api/users/changepassword",
      { userId: s.Id, OldPassword: DEMO_PASSWORD, NewPassword: "Brand-New-2026", ConfirmPassword: "Brand-New-2026" },
      s.auth,
    );
    expect(good.json().Status).toBe("ok");
    const again = await signIn(t, "forcepass", "Brand-New-2026");
    expect(again.ForcePass).toBe(false);
  });

  it("refuses another user's password change with 403", async () => {
    const buyer = await signIn(t, "buyer");
    const [other] = await t.database.db.select().from(users).where(eq(users.username, "buyer2"));
    const res = await t.post(
      "/api/users/changepassword",
      {
        userId: other!.id,
        OldPassword: "",
        NewPassword: "Take-Over-Attempt-2026",
        ConfirmPassword: "Take-Over-Attempt-2026",
      },
      buyer.auth,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().Status).toBe("unauthorized");
  });

  it("answers calls without a token or with a forged one with 401", async () => {
    expect((await t.post("/api/users-service/logout", {})).statusCode).toBe(401);
    const forged = await t.post(
      "/api/users-service/logout",
      {},
      { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x" },
    );
    expect(forged.statusCode).toBe(401);
  });
});
