import { Writable } from "node:stream";
import type { Database } from "@portal/db";
import { users } from "@portal/db/schema";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/harness.js";
import { registerErrorHandling } from "./errors.js";
import { loggerOptions } from "./logger.js";

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
