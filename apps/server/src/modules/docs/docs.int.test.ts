import { ART_RULES, ART_SPEC_MATERIALS, artSpecPath, brandById, GUIDE_DOCUMENTS, guidePath } from "@portal/contract";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { documentLines } from "./docs.service.js";

describe("GET /api/Docs/*.pdf", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const paths = [...ART_SPEC_MATERIALS.map(artSpecPath), ...GUIDE_DOCUMENTS.map(guidePath)];

  it.each(paths)("%s downloads a PDF", async (path) => {
    const res = await t.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const filename = path.split("/").pop();
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${filename}"`);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);

    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getAuthor()).toBe(brandById(t.config.brand).name);
  });

  it("serves the same bytes on every request", async () => {
    const a = await t.get(artSpecPath("adhesive"));
    const b = await t.get(artSpecPath("adhesive"));
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it("prints the running brand, the rules and the material facts", () => {
    const brand = brandById(t.config.brand);
    const adhesive = documentLines("art-spec-adhesive", brand).join("\n");
    expect(adhesive).toContain(brand.name);
    for (const rule of ART_RULES) expect(adhesive).toContain(rule.text);
    expect(documentLines("art-spec-corex", brand).join("\n")).toContain("CutContourThru");
    expect(documentLines("color-matching-service", brand).join("\n")).toContain("12 in x 52 in");
  });

  it("lists the documents in the OpenAPI document under Docs", async () => {
    const doc = (await t.get("/api/openapi.json")).json();
    for (const path of paths) {
      expect(doc.paths[path]?.get?.tags).toEqual(["Docs"]);
      expect(doc.paths[path]?.get?.summary).toBeTruthy();
    }
  });

  it("does not answer an unknown document", async () => {
    const res = await t.get("/api/Docs/nothing.pdf");
    expect(res.statusCode).not.toBe(200);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: "error" });
  });
});
