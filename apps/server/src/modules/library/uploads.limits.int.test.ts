import { uploadQuotaBytesMessage, uploadQuotaOpenMessage } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { listen, newToken, tusCreate, tusPatch } from "./library.testkit.js";

const MiB = 1024 * 1024;

describe("upload limits: forwarded headers and the per-user quota", () => {
  let t: TestApp;
  let base: string;
  let buyer: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestApp({
      UPLOAD_MAX_BYTES: String(4 * MiB),
      UPLOAD_MAX_OPEN: "3",
      UPLOAD_MAX_OPEN_BYTES: String(10 * MiB),
    });
    base = await listen(t.app);
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
  });
  afterAll(() => t.close());

  it("builds the upload's Location from the request's own host, not from X-Forwarded-Host/Proto (proxies not trusted)", async () => {
    const token = await newToken(t, other);
    const created = await tusCreate(
      base,
      token.access_token,
      "a.pdf",
      10,
      {},
      {
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
        Forwarded: "host=evil.example;proto=https",
      },
    );
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    expect(location).not.toContain("evil.example");
    expect(new URL(location).origin).toBe(base);
  });

  it("follows X-Forwarded-Host only when TRUST_PROXY says a proxy is in front", async () => {
    const trusted = await startTestApp({ TRUST_PROXY: "1" });
    try {
      const trustedBase = await listen(trusted.app);
      const who = await signIn(trusted, "buyer");
      const token = await newToken(trusted, who);
      const created = await tusCreate(
        trustedBase,
        token.access_token,
        "a.pdf",
        10,
        {},
        {
          "X-Forwarded-Host": "portal.example",
          "X-Forwarded-Proto": "https",
        },
      );
      expect(created.status).toBe(201);
      expect(created.headers.get("location")).toMatch(/^https:\/\/portal\.example\/api\/Library\/upload\//);
    } finally {
      await trusted.close();
    }
  });

  it("refuses a fourth open upload with 429, and counts again once one finishes", async () => {
    const token = await newToken(t, buyer);
    const urls: string[] = [];
    for (const name of ["1.pdf", "2.pdf", "3.pdf"]) {
      const created = await tusCreate(base, token.access_token, name, 100);
      expect(created.status, await created.clone().text()).toBe(201);
      urls.push(new URL(created.headers.get("location")!, base).toString());
    }
    const fourth = await tusCreate(base, token.access_token, "4.pdf", 100);
    expect(fourth.status).toBe(429);
    expect(await fourth.text()).toBe(uploadQuotaOpenMessage(3));

    // Another user has a quota of their own.
    const othersToken = await newToken(t, other);
    expect((await tusCreate(base, othersToken.access_token, "x.pdf", 100)).status).toBe(201);

    const patched = await tusPatch(urls[0]!, token.access_token, 0, new Uint8Array(100));
    expect(patched.status).toBe(204);
    expect((await tusCreate(base, token.access_token, "4.pdf", 100)).status).toBe(201);
  });

  it("refuses parallel creations past the quota: no burst gets more than the limit", async () => {
    const who = await signIn(t, "manager");
    const token = await newToken(t, who);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => tusCreate(base, token.access_token, `p${i}.pdf`, 100)),
    );
    const codes = results.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });

  it("refuses an upload whose declared length would pass the bytes quota with 413", async () => {
    const who = await signIn(t, "terms");
    const token = await newToken(t, who);
    expect((await tusCreate(base, token.access_token, "big1.pdf", 4 * MiB)).status).toBe(201);
    expect((await tusCreate(base, token.access_token, "big2.pdf", 4 * MiB)).status).toBe(201);
    const third = await tusCreate(base, token.access_token, "big3.pdf", 4 * MiB);
    expect(third.status).toBe(413);
    expect(await third.text()).toBe(uploadQuotaBytesMessage(10 * MiB));
  });
});
