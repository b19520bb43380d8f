import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";
import { apiOperations, type Operation, plausible } from "../test/openApiWalk.js";
import { type SignedIn, signIn } from "../test/signIn.js";
import { registerAccessHook } from "./access.js";
import type { Auth } from "./auth.js";

/**
 * Item 3 of issue 18: access is decided before the body is read. Walks the app's own OpenAPI
 * document, so a new route is covered the day it is added.
 */
let t: TestApp;
let ops: Operation[];
let buyer: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  ops = await apiOperations(t);
  buyer = await signIn(t, "buyer");
});
afterAll(() => t.close());

function send(op: Operation, payload: string | undefined, headers: Record<string, string> = {}) {
  const query = new URLSearchParams(
    Object.entries(op.query).map(([k, v]) => [k, String(plausible(v))] as [string, string]),
  ).toString();
  return t.app.inject({
    method: op.method,
    url: query ? `${op.url}?${query}` : op.url,
    ...(op.method === "POST"
      ? { payload: payload ?? "{}", headers: { "content-type": "application/json", ...headers } }
      : { headers }),
  });
}

const secured = () => ops.filter((op) => op.needsToken);

describe("the OpenAPI document", () => {
  it("marks secured routes from their declared access, and leaves public ones open", () => {
    expect(secured().length).toBeGreaterThan(50);
    for (const op of ops) {
      if (op.access === undefined) expect(op.needsToken, `${op.method} ${op.url}`).toBe(false);
      else if (op.access === "signedInIfSent") expect(op.needsToken).toBe(false);
      else expect(op.needsToken, `${op.method} ${op.url}`).toBe(true);
    }
    const byUrl = (url: string) => ops.find((op) => op.url === url);
    expect(byUrl("/api/Store/GetCart")?.access).toBe("signedIn");
    expect(byUrl("/api/users/authenticate")?.access).toBeUndefined();
    expect(byUrl("/api/Staff/Outbox")?.access).toBe("staff:support");
  });
});

describe("without a token every secured route answers 401", () => {
  it("with a valid-looking body", async () => {
    const failures: string[] = [];
    await Promise.all(
      secured().map(async (op) => {
        const res = await send(op, JSON.stringify(plausible(op.body)));
        if (res.statusCode !== 401) failures.push(`${op.method} ${op.url}: ${res.statusCode} ${res.body}`);
        else expect(res.json().Status).toBe("unauthorized");
      }),
    );
    expect(failures).toEqual([]);
  });

  it("with a malformed body: wrong shapes and broken JSON never reach validation", async () => {
    const failures: string[] = [];
    const malformed = ['{"userId":"x","cartId":[{}],"Username":7}', "{not json", '"a string"', "[1,2"];
    await Promise.all(
      secured().flatMap((op) =>
        malformed.map(async (payload) => {
          const res = await send(op, payload);
          if (res.statusCode !== 401) failures.push(`${op.method} ${op.url} ${payload}: ${res.statusCode}`);
          // Nothing about the schema leaks to an anonymous caller.
          expect(res.body).not.toMatch(/Expected|Invalid input|required/i);
        }),
      ),
    );
    expect(failures).toEqual([]);
  });

  it("with a forged or garbled token, also on routes that take an optional token", async () => {
    const forged = { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl" };
    const optional = ops.filter((op) => op.access === "signedInIfSent");
    expect(optional.length).toBeGreaterThan(0);
    for (const op of [...secured(), ...optional]) {
      const res = await send(op, "{not json", forged);
      expect(res.statusCode, `${op.method} ${op.url}`).toBe(401);
    }
  });
});

describe("staff routes", () => {
  it("answer 403 to a customer whatever the body", async () => {
    const staffOps = ops.filter((op) => op.access?.startsWith("staff:"));
    expect(staffOps.length).toBeGreaterThanOrEqual(5);
    for (const op of staffOps) {
      for (const payload of [JSON.stringify(plausible(op.body)), "{not json"]) {
        const res = await send(op, payload, buyer.auth);
        expect(res.statusCode, `${op.method} ${op.url}`).toBe(403);
        expect(res.json().Message).toBe("Only staff can do this.");
      }
    }
  });

  it("answer 403 to staff of another role", async () => {
    const ops_ = await signIn(t, "staff.ops");
    const supportOnly = ops.filter((op) => op.access === "staff:support");
    expect(supportOnly.length).toBeGreaterThan(0);
    for (const op of supportOnly) {
      const res = await send(op, JSON.stringify(plausible(op.body)), ops_.auth);
      expect(res.statusCode, `${op.method} ${op.url}`).toBe(403);
      expect(res.json().Message).toBe("Your staff role does not allow this.");
    }
  });
});

describe("a route without a declared access", () => {
  it("stops the app from starting", async () => {
    const app = Fastify({ logger: false });
    registerAccessHook(app, {} as Auth, { authenticate: async () => null });
    app.get("/api/forgotten", async () => "open?");
    app.get("/api/declared", { config: { access: "public" } }, async () => "open");
    await expect(app.ready()).rejects.toThrow(/without a declared access.*GET \/api\/forgotten/);
    await app.close().catch(() => undefined);
  });
});
