import { envelope } from "@portal/contract";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerOpenApi, securityOf } from "./openapi.js";

describe("security from the route's access and a machine key's scope", () => {
  it("public is security: [], an optional token or key lists the empty requirement first", () => {
    expect(securityOf("public")).toEqual([]);
    expect(securityOf("signedInIfSent")).toEqual([{}, { bearer: [] }]);
    expect(securityOf("staff:admin")).toEqual([{ bearer: [] }]);
    expect(securityOf("staff:ops", "orders:read")).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(securityOf("public", "catalog:read")).toEqual([{}, { apiKey: [] }]);
  });

  it("marks the operations a key may call and declares the apiKey scheme only then", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, {
      brandName: "Test",
      publicUrl: "https://portal.printshop.test",
      keyScopeOf: (method, url) =>
        method === "GET" && url === "/api/Staff/Orders/:orderNumber" ? "orders:read" : undefined,
    });
    const schema = {
      summary: "One order",
      params: z.object({ orderNumber: z.coerce.number() }),
      response: { 200: envelope(z.string()) },
    };
    app.get("/api/Staff/Orders/:orderNumber", { config: { access: "staff:ops" }, schema }, async () => ({
      Status: "ok",
    }));
    app.post("/api/Staff/Orders/:orderNumber", { config: { access: "staff:ops" }, schema }, async () => ({
      Status: "ok",
    }));
    await app.ready();
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { security: unknown; "x-key-scope"?: string; operationId: string }>>;
      components: { securitySchemes: Record<string, { type: string; name?: string }> };
    };
    const path = doc.paths["/api/Staff/Orders/{orderNumber}"]!;
    expect(path.get).toMatchObject({
      security: [{ bearer: [] }, { apiKey: [] }],
      "x-key-scope": "orders:read",
      operationId: "getStaffOrdersOrderNumber",
    });
    expect(path.post!.security).toEqual([{ bearer: [] }]);
    expect(path.post!["x-key-scope"]).toBeUndefined();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "apiKey", name: "X-API-Key" });
    await app.close();
  });
});
