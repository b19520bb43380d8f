import { refreshTokens, users } from "@portal/db/schema";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { refreshCookie, refreshWith, signIn } from "../../test/signIn.js";

/** The refresh cookie and the cap on live sessions (docs/decisions/0020-refresh-cookie-and-session-cap.md). */
describe("the refresh-token cookie", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSIONS_PER_USER: "3" });
  });
  afterAll(() => t.close());

  const cookieOf = (res: Awaited<ReturnType<TestApp["post"]>>) => res.cookies.find((c) => c.name === "portal_refresh");

  it("is httpOnly, SameSite=Strict, scoped to the users service, and not Secure over http", async () => {
    const res = await t.post("/api/users/authenticate", {
      username: "buyer",
      password: "Print-Demo-2026",
      Franchise: "Wholesale",
    });
    expect(cookieOf(res)).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/users-service",
      maxAge: 14 * 86_400,
    });
    expect(cookieOf(res)?.secure).toBeFalsy();
    expect(res.json().Data).not.toHaveProperty("RefreshToken");
  });

  it("is Secure when the portal is served over https", async () => {
    const https = await startTestApp({ PUBLIC_URL: "https://portal.example.com" });
    try {
      const res = await https.post("/api/users/authenticate", {
        username: "buyer",
        password: "Print-Demo-2026",
        Franchise: "Wholesale",
      });
      expect(cookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict" });
    } finally {
      await https.close();
    }
  });

  it("refreshes the session from the cookie and sets the next token in the cookie", async () => {
    const s = await signIn(t, "manager");
    const res = await refreshWith(t, s.RefreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ Username: "manager" });
    expect(res.json().Data.JwtToken).toBeTruthy();
    const next = refreshCookie(res);
    expect(next).toBeTruthy();
    expect(next).not.toBe(s.RefreshToken);
    expect(cookieOf(res)).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/users-service" });
  });

  it("refuses a refresh without the cookie, even with the token in the body (the old client)", async () => {
    const s = await signIn(t, "manager");
    const none = await t.post("/api/users-service/refresh-token", {});
    expect(none.statusCode).toBe(401);
    expect(none.json().Status).toBe("unauthorized");
    const inBody = await t.post("/api/users-service/refresh-token", { Token: s.RefreshToken });
    expect(inBody.statusCode).toBe(401);
    // The token itself is still good: only the cookie carries it.
    expect((await refreshWith(t, s.RefreshToken)).statusCode).toBe(200);
  });

  it("logout clears the cookie and ends the session", async () => {
    const s = await signIn(t, "manager");
    const out = await t.post("/api/users-service/logout", { Id: s.Id }, { ...s.auth, ...s.cookie });
    expect(out.json().Status).toBe("ok");
    const cleared = cookieOf(out);
    expect(cleared?.value).toBe("");
    expect(cleared?.path).toBe("/api/users-service");
    expect(cleared?.expires?.getTime() ?? Number(cleared?.maxAge) * 1000).toBeLessThanOrEqual(Date.now());
    expect((await refreshWith(t, s.RefreshToken)).statusCode).toBe(401);
  });

  it("caps live sessions per user: a new sign-in ends the session used longest ago", async () => {
    const [terms] = await t.database.db.select().from(users).where(eq(users.username, "terms"));
    const sessions = [];
    for (let i = 0; i < 4; i++) sessions.push(await signIn(t, "terms"));
    const [oldest, ...rest] = sessions;
    expect((await refreshWith(t, oldest!.RefreshToken)).statusCode).toBe(401);
    expect((await t.post("/api/Store/GetCartTotal", { userId: terms!.id }, oldest!.auth)).statusCode).toBe(401);
    for (const s of rest) {
      expect((await t.post("/api/Store/GetCartTotal", { userId: terms!.id }, s.auth)).statusCode).toBe(200);
    }
    const live = await t.database.db
      .selectDistinct({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, terms!.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(3);
  });

  it("keeps the cap under parallel sign-ins", async () => {
    const [buyer2] = await t.database.db.select().from(users).where(eq(users.username, "buyer2"));
    await Promise.all(Array.from({ length: 5 }, () => signIn(t, "buyer2")));
    const live = await t.database.db
      .selectDistinct({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, buyer2!.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(3);
  });

  it("signs a customer in from a staff link with the cookie too", async () => {
    const staff = await signIn(t, t.config.staffUsernames[1]!);
    const issued = await t.post("/api/users/IssueBeLogin", { Username: "buyer" }, staff.auth);
    expect(issued.json().Status).toBe("ok");
    const token = new URL(issued.json().Data.Url).searchParams.get("token")!;
    const res = await t.post("/api/users/BeLogin", { Token: token });
    expect(res.json().Data).toMatchObject({ Username: "buyer" });
    expect(res.json().Data).not.toHaveProperty("RefreshToken");
    expect((await refreshWith(t, refreshCookie(res))).statusCode).toBe(200);
  });
});
