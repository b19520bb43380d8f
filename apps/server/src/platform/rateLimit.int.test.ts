import { DEMO_PASSWORD } from "@portal/db";
import { loginThrottle, rateLimits } from "@portal/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { removeEndedThrottle } from "../modules/identity/users.service.js";
import { startTestApp, type TestApp } from "../test/harness.js";
import { LIMITED_OPEN_CALLS, rateLimitMessage, removeEndedCounts } from "./rateLimit.js";

const RESET = "/api/Account/ResetPassword";
const body = { Email: "nobody@nowhere.example", Franchise: "Wholesale" };

describe("rate limits of open calls", () => {
  let t: TestApp;
  const from = (app: TestApp["app"], remoteAddress: string, url = RESET, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, payload: body, remoteAddress, headers });

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_OPEN_CALLS: "3", RATE_LIMIT_WINDOW_MINUTES: "15" });
  });
  afterAll(() => t.close());

  it("answers the call past the limit with 429, the envelope and the time to wait", async () => {
    for (let i = 0; i < 3; i++) expect((await from(t.app, "10.0.0.1")).statusCode).toBe(200);
    const refused = await from(t.app, "10.0.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Status: "exception", Message: rateLimitMessage(15 * 60) });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
  });

  it("counts per address and per call, and ignores X-Forwarded-For while no proxy is trusted", async () => {
    for (let i = 0; i < 3; i++) await from(t.app, "10.0.0.2");
    const forged = await from(t.app, "10.0.0.2", RESET, { "x-forwarded-for": "198.51.100.7" });
    expect(forged.statusCode).toBe(429);
    expect((await from(t.app, "10.0.0.3")).statusCode).toBe(200);
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/Account/Contact",
      payload: { Name: "Ann", Email: "ann@example.com", Message: "Hello" },
      remoteAddress: "10.0.0.2",
    });
    expect(contact.statusCode).toBe(200);
  });

  it("gives a burst of parallel calls no more than the limit", async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => from(t.app, "10.0.0.4")));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
  });

  it("shares the counts between processes on one database", async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      expect((await from(t.app, "10.0.0.5")).statusCode).toBe(200);
      expect((await from(second, "10.0.0.5")).statusCode).toBe(200);
      expect((await from(t.app, "10.0.0.5")).statusCode).toBe(200);
      expect((await from(second, "10.0.0.5")).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("throttles sign-in across processes on one database", async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    const signIn = (app: TestApp["app"], password: string) =>
      app.inject({
        method: "POST",
        url: "/api/users/authenticate",
        payload: { username: "proofs", password, Franchise: "Wholesale" },
        remoteAddress: "10.0.0.6",
      });
    try {
      // LOGIN_MAX_FAILURES (5) failures, split between the two processes, lock the name on both.
      for (const app of [t.app, second, t.app, second, t.app]) {
        expect((await signIn(app, "wrong")).json().Message).toBe("InvalidUser");
      }
      for (const app of [second, t.app]) expect((await signIn(app, DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("puts a flood limit on public reads, and none on the tus upload route (its token and quota guard it)", async () => {
    const tiles = await t.app.inject({
      method: "POST",
      url: "/api/TileMenu/GetTiles",
      payload: {},
      remoteAddress: "10.0.0.7",
    });
    expect(tiles.headers["x-ratelimit-limit"]).toBe("600");
    const upload = await t.app.inject({ method: "PATCH", url: "/api/Library/upload/x", remoteAddress: "10.0.0.7" });
    expect(upload.headers["x-ratelimit-limit"]).toBeUndefined();
  });

  it("leaves sign-in to its own throttle", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/authenticate",
      payload: { username: "nobody", password: "wrong-password", Franchise: "Wholesale" },
      remoteAddress: "10.0.0.6",
    });
    expect(res.headers["x-ratelimit-limit"]).toBeUndefined();
  });

  it("limits calls that exist (a renamed call would escape its limit)", async () => {
    const paths = Object.keys((await t.get("/api/openapi.json")).json().paths);
    for (const call of LIMITED_OPEN_CALLS) expect(paths).toContain(call);
  });

  it("removes counts that ended more than a day ago, and sign-in counts that lock nothing", async () => {
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await t.database.db.insert(rateLimits).values([
      { key: "old|1.2.3.4", hits: 5, resetAt: hoursAgo(30) },
      { key: "recent|1.2.3.4", hits: 5, resetAt: hoursAgo(2) },
    ]);
    await t.database.db.insert(loginThrottle).values([
      { key: "ip:old", failures: 3, windowStart: hoursAgo(48), lockedUntil: null },
      { key: "ip:locked", failures: 20, windowStart: hoursAgo(48), lockedUntil: new Date(now.getTime() + 60_000) },
      { key: "ip:recent", failures: 1, windowStart: hoursAgo(1), lockedUntil: null },
    ]);
    expect(await removeEndedCounts(t.database.db, t.config.login.lockMinutes, removeEndedThrottle, now)).toEqual({
      rateLimits: 1,
      throttle: 1,
    });
    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("recent|1.2.3.4");
    expect(keys).not.toContain("old|1.2.3.4");
    const throttle = (await t.database.db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key);
    expect(throttle).toEqual(expect.arrayContaining(["ip:locked", "ip:recent"]));
    expect(throttle).not.toContain("ip:old");
  });
});
