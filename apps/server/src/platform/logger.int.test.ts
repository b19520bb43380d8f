import { Writable } from "node:stream";
import type { Database } from "@portal/db";
import { users } from "@portal/db/schema";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/harness.js";
import { registerErrorHandling } from "./errors.js";
import { childLoggerFactory, loggerOptions } from "./logger.js";

describe("error logs of a failing query", () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it("carry the SQL statement and the error code, never the values (names, e-mail addresses)", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions("info") as object), stream } });
    registerErrorHandling(app, { serveWebApp: false });
    app.post("/fail", async () => {
      // A second "buyer" in the same franchise breaks the unique username index.
      await database.db.insert(users).values({
        franchise: "Wholesale",
        username: "buyer",
        passwordHash: "x",
        firstName: "Zebulonprivate",
        email: "zebulon.private@example.com",
        address: "17 Secretive Lane",
      });
      return {};
    });
    const res = await app.inject({ method: "POST", url: "/fail" });
    await app.close();

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ Status: "exception", Message: "Something went wrong on our side. Please try again." });
    const errorLine = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "unhandled error");
    expect(errorLine.err.query).toMatch(/^insert into "users"/);
    expect(errorLine.err.cause.code).toBe("23505");
    expect(errorLine.err.cause.constraint).toBe("users_franchise_username_uq");
    const all = lines.join("\n");
    for (const value of ["Zebulonprivate", "zebulon.private@example.com", "17 Secretive Lane", "(Wholesale, buyer)"]) {
      expect(all).not.toContain(value);
    }
  });
});

describe("request logs", () => {
  it("carry each request's id, and what a request logs is still redacted", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions("info") as object), stream }, childLoggerFactory });
    app.post("/signin", async (req) => {
      req.log.info({ body: req.body, user: { JwtToken: "eyJ.jwt.sig" } }, "signing in");
      return {};
    });
    for (const password of ["hunter2-secret", "other-secret"]) {
      const res = await app.inject({ method: "POST", url: "/signin", payload: { username: "buyer", password } });
      expect(res.statusCode).toBe(200);
    }
    await app.close();

    const parsed = lines.map((l) => JSON.parse(l));
    const signingIn = parsed.filter((l) => l.msg === "signing in");
    expect(signingIn.map((l) => l.body)).toEqual([
      { username: "buyer", password: "[redacted]" },
      { username: "buyer", password: "[redacted]" },
    ]);
    const [first, second] = signingIn.map((l) => l.reqId);
    expect(first).toMatch(/^req-/);
    expect(second).not.toBe(first);
    // Fastify's own lines of a request carry its id too.
    expect(parsed.filter((l) => l.reqId === first).map((l) => l.msg)).toEqual([
      "incoming request",
      "signing in",
      "request completed",
    ]);
    const all = lines.join("\n");
    for (const secret of ["hunter2-secret", "other-secret", "eyJ.jwt.sig"]) expect(all).not.toContain(secret);
  });
});
