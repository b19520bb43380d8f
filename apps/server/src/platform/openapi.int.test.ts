import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";

interface Op {
  operationId: string;
  summary?: string;
  security: Record<string, string[]>[];
  "x-access"?: string;
  responses: Record<string, { $ref?: string }>;
}

describe("the OpenAPI document (docs/integration-api.md)", () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    servers: { url: string }[];
    paths: Record<string, Record<string, Op>>;
    components: Record<string, Record<string, unknown>>;
  };
  const op = (method: string, path: string) => doc.paths[path]![method]!;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: "https://portal.printshop.test/" });
    doc = (await t.get("/api/openapi.json")).json();
  });
  afterAll(() => t.close());

  it("is OpenAPI 3.1 with the server's PUBLIC_URL and no bare nullable", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers.map((s) => s.url)).toEqual(["https://portal.printshop.test"]);
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    const row = op("get", "/api/Staff/Orders").responses["200"] as unknown as {
      content: { "application/json": { schema: { properties: { Data: { properties: Record<string, unknown> } } } } };
    };
    const rowSchema = row.content["application/json"].schema.properties.Data.properties.Orders as {
      items: { properties: { CustomerId: unknown } };
    };
    expect(rowSchema.items.properties.CustomerId).toEqual({
      anyOf: [expect.objectContaining({ type: "integer" }), { type: "null" }],
    });
  });

  it("names each operation once: the spec's call name where the path is one", () => {
    expect(op("post", "/api/Store/GetPricing").operationId).toBe("GetPricing");
    expect(op("post", "/api/users/authenticate").operationId).toBe("authenticate");
    expect(op("get", "/api/Staff/Orders").operationId).toBe("getStaffOrders");
    expect(op("post", "/api/Staff/Orders/{orderNumber}/Move").operationId).toBe("postStaffOrdersOrderNumberMove");
    // One path, two methods: neither takes the bare call name.
    expect(op("get", "/api/Library/GetFolderStructure").operationId).toBe("getLibraryGetFolderStructure");
    expect(op("post", "/api/Library/GetFolderStructure").operationId).toBe("postLibraryGetFolderStructure");
    const all = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(new Set(all.map((o) => o.operationId)).size).toBe(all.length);
    expect(all.filter((o) => !o.summary)).toEqual([]);
  });

  it("takes each operation's security and error replies from the route's declared access", () => {
    expect(op("get", "/api/Site/GetBrand").security).toEqual([]);
    expect(Object.keys(op("get", "/api/Site/GetBrand").responses)).toEqual(["200", "4XX", "5XX"]);
    expect(op("post", "/api/PatternLibrary/GetScrollTags").security).toEqual([{}, { bearer: [] }]);
    const staff = op("get", "/api/Staff/Orders");
    expect(staff.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(staff["x-access"]).toBe("staff:ops");
    expect(op("get", "/api/Staff/Outbox").security).toEqual([{ bearer: [] }]);
    expect(staff.responses).toMatchObject({
      "400": { $ref: "#/components/responses/Invalid" },
      "401": { $ref: "#/components/responses/Unauthenticated" },
      "403": { $ref: "#/components/responses/Forbidden" },
      "5XX": { $ref: "#/components/responses/ServerError" },
    });
    // A reply the route declares itself is kept.
    expect(op("post", "/api/Account/ManagePayment").responses["422"]?.$ref).toBeUndefined();
    expect(doc.components.schemas!.ErrorEnvelope).toMatchObject({ required: ["Status", "Message"] });
    expect(Object.keys(doc.components.securitySchemes!)).toEqual(["bearer", "apiKey"]);
  });

  it("answers the same document at /api/docs (the browsable reference)", async () => {
    const res = await t.get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    expect(res.json().paths["/api/Store/GetPricing"].post.operationId).toBe("GetPricing");
  });
});
