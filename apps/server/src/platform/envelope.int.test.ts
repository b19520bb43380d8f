import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_DOWN } from "../modules/site/site.routes.js";
import { startTestApp, type TestApp } from "../test/harness.js";

describe("the reply envelope on failures", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT_BYTES: "2048" });
  });
  afterAll(() => t.close());

  it("answers an unknown /api path with Status error and 404", async () => {
    const res = await t.post("/api/Nothing/Here", {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: "error", Message: "There is no POST /api/Nothing/Here in this API." });
  });

  it("answers malformed JSON with Status invalid and 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/Account/Contact",
      payload: '{"Name": "A",',
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: "invalid", Message: "The request body is not valid JSON." });
  });

  it("answers an oversized body with Status invalid and 413", async () => {
    const res = await t.post("/api/Account/Contact", { Name: "A", Email: "a@b.co", Message: "x".repeat(4000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Status: "invalid", Message: "The request body is too large." });
  });

  it("answers a body of the wrong shape with the envelope, never a 500", async () => {
    const res = await t.post("/api/Account/Contact", [1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Status).toBe("invalid");
  });

  it("serves the health check and the OpenAPI document", async () => {
    expect((await t.get("/api/health")).json()).toMatchObject({ Status: "ok", Data: { status: "up" } });
    const doc = (await t.get("/api/openapi.json")).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain("/api/Account/Contact");
    // Every operation has an operationId of its own.
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("postStaffOrdersOrderNumberMove");
    expect((await t.get("/api/docs/")).statusCode).toBe(200);
  });

  it("answers 503 with a clear message when the health check's database query fails", async () => {
    await t.database.db.execute(sql`alter table users rename to users_away`);
    try {
      const res = await t.get("/api/health");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Status: "exception", Message: DATABASE_DOWN });
    } finally {
      await t.database.db.execute(sql`alter table users_away rename to users`);
    }
    expect((await t.get("/api/health")).statusCode).toBe(200);
  });

  it("gives the web app its brand and the switches of this build", async () => {
    const res = await t.get("/api/Site/GetBrand");
    const { Data } = res.json();
    expect(Data.name).toBe("TradeLine Print");
    expect(Data.franchise).toBe("Wholesale");
    const on = Object.entries(Data.switches as Record<string, boolean>)
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(on).toEqual([
      "accessories",
      "files",
      "portal",
      "portalPricing",
      "minPricing",
      "specSheets",
      "tileMenu",
      "colorMatching",
      "pantoneChart",
    ]);
  });
});
