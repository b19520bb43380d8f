import { ART_RULES, ART_SPEC_MATERIALS, ART_SPEC_TITLES, BRANDS, type Brand, BUSINESS } from "@portal/contract";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { inches, VEHICLE_PANELS } from "./docs.content.js";
import {
  DOCUMENTS,
  type DocumentName,
  documentBytes,
  documentLines,
  documentModel,
  renderDocument,
} from "./docs.service.js";
import { type Block, type DrawOp, LETTER, layoutDocument, type TextMetrics, wrapText } from "./pdfLayout.js";

const brand: Brand = BRANDS.TradeLine;
const text = (name: DocumentName, b: Brand = brand) => documentLines(name, b).join("\n");

describe("wrapText", () => {
  const measure = (s: string) => s.length;

  it("fills lines up to the width without splitting words", () => {
    expect(wrapText("the quick brown fox jumps", 10, measure)).toEqual(["the quick", "brown fox", "jumps"]);
  });

  it("breaks a word longer than a line between characters", () => {
    expect(wrapText("abcdefghij xy", 4, measure)).toEqual(["abcd", "efgh", "ij", "xy"]);
  });

  it("collapses white space and gives no lines for blank text", () => {
    expect(wrapText("  a   b\n c ", 80, measure)).toEqual(["a b c"]);
    expect(wrapText("   ", 80, measure)).toEqual([]);
  });
});

describe("inches", () => {
  it("writes inches the way the art rules do", () => {
    expect(inches(0.25)).toBe(".25");
    expect(inches(0.0625)).toBe(".0625");
    expect(inches(58.5)).toBe("58.5");
    expect(inches(12)).toBe("12");
  });
});

describe("art spec text model", () => {
  it.each(ART_SPEC_MATERIALS)("%s prints its title, the brand, its contact details and every art rule", (material) => {
    const all = text(`art-spec-${material}`);
    expect(documentLines(`art-spec-${material}`, brand)[0]).toBe(ART_SPEC_TITLES[material]);
    expect(all).toContain(brand.name);
    expect(all).toContain(brand.contact.phone);
    expect(all).toContain(brand.contact.email);
    expect(all).toContain(brand.contact.hours);
    for (const line of brand.contact.addressLines) expect(all).toContain(line);
    for (const rule of ART_RULES) expect(all).toContain(`${rule.title}: ${rule.text}`);
  });

  it.each(ART_SPEC_MATERIALS)("%s quotes the business constants", (material) => {
    const all = text(`art-spec-${material}`);
    expect(all).toContain("3:00 pm Central");
    expect(all).toContain(`${BUSINESS.minimumPpi} ppi`);
    expect(all).toContain("58.5 in");
    expect(all).toContain(".25 in");
    expect(all).toContain("150 MB");
  });

  it.each(ART_SPEC_MATERIALS)("%s has the bleed and trim diagram with its labels", (material) => {
    const diagram = documentModel(`art-spec-${material}`, brand).blocks.find((b) => b.kind === "bleedDiagram");
    expect(diagram).toBeDefined();
    const all = text(`art-spec-${material}`);
    expect(all).toContain("Bleed box: the artwork extends .0625 in past the cut line");
    expect(all).toContain("Trim box: the finished size");
  });

  it("adhesive covers bleed, contour cuts, laminates and the window film width", () => {
    const all = text("art-spec-adhesive");
    expect(all).toContain("CutContourCad");
    expect(all).toMatch(/laminate/i);
    expect(all).toContain("maximum printable width for window film is 53 in");
    expect(all).toContain("Extend background colours and images .0625 in past every cut line");
  });

  it("ACM covers sheet sizes, thickness, route cuts and the minimum panel", () => {
    const all = text("art-spec-acm");
    for (const s of ["48 in x 96 in", "60 in x 120 in", "3 mm", "6 mm", "spot colour swatch named exactly Route"]) {
      expect(all).toContain(s);
    }
    expect(all).toContain("minimum panel size is 4 in");
  });

  it("Corex covers thickness, flute direction with the horizontal-flute warning, step stakes and thru-cuts", () => {
    const all = text("art-spec-corex");
    for (const s of ["4 mm", "10 mm", "Flute direction", "Step stakes", "CutContourThru"]) expect(all).toContain(s);
    const warning = documentModel("art-spec-corex", brand).blocks.find((b) => b.kind === "callout");
    expect(warning).toMatchObject({ label: "Warning: horizontal flutes" });
    expect(all).toContain("step stakes cannot be inserted");
  });
});

describe("color matching text model", () => {
  it("lists what the service includes", () => {
    const all = text("color-matching-service");
    expect(all).toContain("Up to 2 revisions");
    expect(all).toContain("2 vinyl proofs");
    expect(all).toContain("12 in x 52 in");
    expect(all).toContain("up to 4 Pantone colours");
    expect(all).toContain("2 printed samples per match, each 4 in x 4 in");
    expect(all).toContain("1-3 extra business days");
  });

  it("explains spot colours and how to order in the cart", () => {
    const all = text("color-matching-service");
    expect(all).toContain("spot colour swatch named after its Pantone reference");
    expect(all).toContain("Color Matching card");
    expect(all).toContain("Add Service");
    expect(all).toContain(brand.contact.phone);
  });

  it("mentions the Pantone chart only for brands that sell it", () => {
    expect(text("color-matching-service", BRANDS.TradeLine)).toContain("Pantone chart");
    expect(text("color-matching-service", BRANDS.Decor)).not.toContain("Pantone chart");
    expect(text("color-matching-service", BRANDS.Decor)).toContain(BRANDS.Decor.name);
  });
});

describe("vehicle measurement text model", () => {
  it("has a worksheet table of the panels with blank height and width cells", () => {
    const table = documentModel("vehicle-measurement", brand)
      .blocks.flatMap((b): Block[] => (b.kind === "group" ? b.blocks : [b]))
      .find((b) => b.kind === "table");
    expect(table?.kind).toBe("table");
    if (table?.kind !== "table") return;
    expect(table.columns.map((c) => c.header).slice(0, 3)).toEqual(["Panel", "Height (in)", "Width (in)"]);
    expect(table.rows.map((r) => r[0])).toEqual([...VEHICLE_PANELS]);
    expect(VEHICLE_PANELS).toEqual(["Driver side", "Passenger side", "Rear", "Hood", "Roof"]);
    for (const row of table.rows) expect(row.slice(1).every((cell) => cell === "")).toBe(true);
  });

  it("explains how to measure and gives tips", () => {
    const all = text("vehicle-measurement");
    expect(all).toContain("How to measure");
    expect(all).toContain("Tips");
    expect(all).toContain("flexible tape");
    expect(all).toContain(brand.contact.email);
  });
});

describe("layout", () => {
  let metrics: TextMetrics;
  beforeAll(async () => {
    const pdf = await PDFDocument.create();
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    metrics = { width: (s, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(s, size) };
  });

  const texts = (pages: DrawOp[][]) =>
    pages.flatMap((ops) => ops.filter((op): op is Extract<DrawOp, { kind: "text" }> => op.kind === "text"));

  it.each(DOCUMENTS.map((d) => d.name))("%s keeps every line inside the page margins", (name) => {
    const pages = layoutDocument(documentModel(name, brand), metrics);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const op of texts(pages)) {
      expect(op.x).toBeGreaterThanOrEqual(LETTER.margin);
      expect(op.x + metrics.width(op.text, op.size, op.bold)).toBeLessThanOrEqual(LETTER.width - LETTER.margin + 0.01);
      expect(op.y).toBeGreaterThan(LETTER.margin - 24);
      expect(op.y).toBeLessThan(LETTER.height - LETTER.margin + 24);
    }
    const footers = texts(pages).filter((op) => /^Page \d+ of \d+$/.test(op.text));
    expect(footers.map((op) => op.text)).toEqual(pages.map((_, i) => `Page ${i + 1} of ${pages.length}`));
  });

  it.each(DOCUMENTS.map((d) => d.name))("%s draws all of its running text", (name) => {
    const model = documentModel(name, brand);
    const drawn = texts(layoutDocument(model, metrics))
      .map((op) => op.text)
      .join(" ");
    const flat = model.blocks.flatMap((b): Block[] => (b.kind === "group" ? b.blocks : [b]));
    for (const block of flat) {
      const expected =
        block.kind === "paragraph"
          ? [block.text]
          : block.kind === "bullets" || block.kind === "steps"
            ? block.items
            : block.kind === "definitions"
              ? block.items.map((d) => d.text)
              : block.kind === "callout"
                ? [block.text]
                : [];
      for (const s of expected) expect(drawn).toContain(s);
    }
  });

  it("starts a new page when the content runs long", () => {
    const long: Block = { kind: "paragraph", text: "Measure every panel twice before you order. ".repeat(40) };
    const pages = layoutDocument(
      { title: "T", subject: "S", author: "A", footer: "F", blocks: Array.from({ length: 12 }, () => long) },
      metrics,
    );
    expect(pages.length).toBeGreaterThan(1);
  });
});

describe("rendering", () => {
  it.each(DOCUMENTS.map((d) => d.name))("%s is a loadable US Letter PDF with its title", async (name) => {
    const bytes = await renderDocument(name, brand);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(documentModel(name, brand).title);
    expect(pdf.getAuthor()).toBe(brand.name);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });

  it("is deterministic", async () => {
    const a = await renderDocument("art-spec-corex", brand);
    const b = await renderDocument("art-spec-corex", brand);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("generates each document once and keeps the bytes", async () => {
    const first = await documentBytes("vehicle-measurement", brand);
    const second = await documentBytes("vehicle-measurement", brand);
    expect(second).toBe(first);
    const other = await documentBytes("vehicle-measurement", BRANDS.NGS);
    expect(other).not.toBe(first);
  });
});
