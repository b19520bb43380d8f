import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions, serializeError } from "./logger.js";

describe("log redaction", () => {
  it("never writes passwords, tokens or card fields", () => {
    let out = "";
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    const options = loggerOptions("info") as pino.LoggerOptions;
    const log = pino(options, stream);
    log.info(
      {
        password: "hunter2-secret",
        body: { CardNo: "4242424242424242", CVV: "987", Token: "refresh-abc" },
        user: { JwtToken: "eyJ.jwt.sig", NewPassword: "n3w-secret" },
        reply: { Key: { Name: "ERP" }, Secret: "pk_live-key-secret" },
        endpoint: { secret: "whsec-signing" },
      },
      "request",
    );
    for (const secret of [
      "hunter2-secret",
      "4242424242424242",
      "987",
      "refresh-abc",
      "eyJ.jwt.sig",
      "n3w-secret",
      "pk_live-key-secret",
      "whsec-signing",
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("[redacted]");
  });

  it("logs request paths without the query string (auto-login parameters)", () => {
    const options = loggerOptions("info") as { serializers: { req(r: unknown): { url: string } } };
    const line = options.serializers.req({ method: "GET", url: "/?username=buyer&password=secret", ip: "127.0.0.1" });
    expect(line.url).toBe("/");
  });
});

describe("error serializer", () => {
  it("drops the value PostgreSQL quotes in an invalid-input message", () => {
    const err = Object.assign(new Error('invalid input syntax for type integer: "jane@example.com"'), {
      code: "22P02",
    });
    const out = serializeError(err);
    expect(out).toMatchObject({ message: 'invalid input syntax for type integer: "[value]"', code: "22P02" });
    expect(JSON.stringify(out)).not.toContain("jane@example.com");
  });
});
