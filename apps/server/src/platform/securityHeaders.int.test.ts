import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("sends a CSP that runs only our own scripts and forbids framing, no sniffing, a strict referrer policy", async () => {
    const res = await t.get("/api/health");
    const csp = res.headers["content-security-policy"] as string;
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    expect(directives["script-src"]).toBe("'self'");
    expect(directives["default-src"]).toBe("'self'");
    expect(directives["frame-ancestors"]).toBe("'none'");
    expect(directives["object-src"]).toBe("'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends exactly helmet's headers for these options, on every reply", async () => {
    const expected = {
      "content-security-policy":
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "DENY",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    for (const res of [await t.get("/api/health"), await t.get("/api/health"), await t.get("/api/NoSuchCall")]) {
      const { date, "content-type": _type, "content-length": _length, connection, ...headers } = res.headers;
      expect(headers).toEqual(expected);
    }
  });

  it("sends no HSTS while PUBLIC_URL is http (it would lock browsers out of a plain-http site)", async () => {
    const res = await t.get("/api/health");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("sends the headers on errors and on the API reference page too", async () => {
    expect((await t.get("/api/NoSuchCall")).headers["content-security-policy"]).toContain("script-src 'self'");
    const docs = await t.get("/api/docs/");
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends HSTS when PUBLIC_URL is https", async () => {
    const https = await startTestApp({ PUBLIC_URL: "https://portal.example.com" });
    try {
      const res = await https.get("/api/health");
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    } finally {
      await https.close();
    }
  });
});
