import { ART_RULES, ART_SPEC_MATERIALS, BRANDS, type Brand, BUSINESS } from "@portal/contract";
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { GUIDES_REVISED, inches, VEHICLE_PANELS } from "./docs.content.js";
import {
  DOCUMENTS,
  type DocumentName,
  documentBytes,
  documentLines,
  documentModel,
  renderDocument,
} from "./docs.service.js";
import { type Block, type DocumentModel, guideDefinition } from "./guideLayout.js";
import { renderPdf } from "./pdf.js";
import { readPdf } from "./pdfTestKit.js";
import { PdfWorkers } from "./pdfWorkers.js";

const brand: Brand = BRANDS.TradeLine;

/** Each download's title (docs/product/information-pages.md) and subject. */
const EXPECTED: Record<DocumentName, { title: string; subject: string }> = {
  "art-spec-adhesive": {
    title: "Adhesive Film Art Specifications",
    subject: "Artwork requirements for Adhesive Film orders",
  },
  "art-spec-acm": {
    title: "Rigid ACM Panel Art Specifications",
    subject: "Artwork requirements for Rigid ACM Panel orders",
  },
  "art-spec-corex": {
    title: "Corex Corrugated Plastic Art Specifications",
    subject: "Artwork requirements for Corex Corrugated Plastic orders",
  },
  "color-matching-service": {
    title: "Color Matching Service",
    subject: "Colour matching of Pantone spot colours: what is included and how to order",
  },
  "vehicle-measurement": {
    title: "Vehicle Wrap Measurement Guide",
    subject: "How to measure a vehicle for a wrap, with a measuring worksheet",
  },
};
const text = (name: DocumentName, b: Brand = brand) => documentLines(name, b).join("\n");

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
    expect(documentLines(`art-spec-${material}`, brand)[0]).toBe(EXPECTED[`art-spec-${material}`].title);
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

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** The running text a block must print (headings and cells aside). */
function runningText(model: DocumentModel): string[] {
  return model.blocks
    .flatMap((b): Block[] => (b.kind === "group" ? b.blocks : [b]))
    .flatMap((block) => {
      switch (block.kind) {
        case "paragraph":
        case "callout":
          return [block.text];
        case "bullets":
        case "steps":
          return block.items;
        case "definitions":
          return block.items.flatMap((d) => [d.term, d.text]);
        case "heading":
        case "section":
          return [block.text];
        case "table":
          return block.columns.map((c) => c.header);
        default:
          return [];
      }
    });
}

/**
 * Each page's text without the page furniture. MuPDF reads the body first, then the running title (pages after the
 * first) and the footer; the furniture is checked and cut off, so text running over a page break reads as one.
 */
function pageBodies(pages: { text: string }[], model: DocumentModel): string[] {
  return pages.map((page, i) => {
    const furniture = `${i > 0 ? `${model.title} ` : ""}${collapse(model.footer)} Page ${i + 1} of ${pages.length}`;
    expect(page.text.endsWith(` ${furniture}`), `page ${i + 1} ends with its title and footer`).toBe(true);
    return page.text.slice(0, -furniture.length - 1);
  });
}

describe("rendering (read back with MuPDF)", () => {
  const rendered = new Map<DocumentName, Promise<Uint8Array>>();
  const pdfOf = (name: DocumentName) => {
    if (!rendered.has(name)) rendered.set(name, renderDocument(name, brand));
    return rendered.get(name) as Promise<Uint8Array>;
  };

  it.each(DOCUMENTS.map((d) => d.name))("%s is a US Letter PDF with its title, author and subject", async (name) => {
    const bytes = await pdfOf(name);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = readPdf(bytes);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    expect(pdf.title).toBe(EXPECTED[name].title);
    expect(pdf.author).toBe("TradeLine Print");
    expect(pdf.subject).toBe(EXPECTED[name].subject);
    for (const page of pdf.pages)
      expect({ width: page.width, height: page.height }).toEqual({ width: 612, height: 792 });
  });

  it.each(DOCUMENTS.map((d) => d.name))("%s prints all of its running text", async (name) => {
    const model = documentModel(name, brand);
    // MuPDF reads a numbered list's marker ("2.") beside a line of its item rather than before it: markers are dropped.
    const all = pageBodies(readPdf(await pdfOf(name)).pages, model)
      .join(" ")
      .replace(/ \d\. /g, " ");
    for (const s of runningText(model)) expect(all).toContain(collapse(s));
  });

  it.each(DOCUMENTS.map((d) => d.name))(
    "%s has the footer and 'Page n of m' on every page, the title above pages after the first",
    async (name) => {
      const { pages } = readPdf(await pdfOf(name));
      expect(pageBodies(pages, documentModel(name, brand))).toHaveLength(pages.length);
    },
  );

  it("starts the vehicle worksheet on a page of its own, with every panel in the table", async () => {
    const { pages } = readPdf(await pdfOf("vehicle-measurement"));
    const bodies = pageBodies(pages, documentModel("vehicle-measurement", brand));
    const worksheet = bodies.find((text) => text.includes("Measuring worksheet"));
    expect(worksheet).toMatch(/^Measuring worksheet Print this page/);
    for (const panel of VEHICLE_PANELS) expect(worksheet).toContain(panel);
  });

  it("keeps a heading on the page of the text that follows it", async () => {
    for (const name of DOCUMENTS.map((d) => d.name)) {
      const model = documentModel(name, brand);
      const headings = model.blocks
        .flatMap((b): Block[] => (b.kind === "group" ? b.blocks : [b]))
        .flatMap((b) => (b.kind === "heading" || b.kind === "section" ? [collapse(b.text)] : []));
      for (const body of pageBodies(readPdf(await pdfOf(name)).pages, model)) {
        for (const heading of headings) expect(body.endsWith(heading), `${name}: ${heading}`).toBe(false);
      }
    }
  });

  it("starts a new page when the content runs long", async () => {
    const long: Block = { kind: "paragraph", text: "Measure every panel twice before you order. ".repeat(40) };
    const model: DocumentModel = {
      title: "T",
      subject: "S",
      author: "A",
      footer: "F",
      blocks: Array.from({ length: 12 }, () => long),
    };
    const { pages } = readPdf(await renderPdf(guideDefinition(model), GUIDES_REVISED));
    expect(pages.length).toBeGreaterThan(1);
  });

  it("is deterministic", async () => {
    const a = await renderDocument("art-spec-corex", brand);
    const b = await renderDocument("art-spec-corex", brand);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("generates each document once, in a worker thread, and keeps the bytes", async () => {
    const workers = new PdfWorkers({ maxThreads: 1 });
    try {
      const first = await documentBytes("vehicle-measurement", brand, workers);
      const second = await documentBytes("vehicle-measurement", brand, workers);
      expect(second).toBe(first);
      expect(workers.completed).toBe(1);
      expect(Buffer.from(first).equals(Buffer.from(await renderDocument("vehicle-measurement", brand)))).toBe(true);
      const other = await documentBytes("vehicle-measurement", BRANDS.NGS, workers);
      expect(other).not.toBe(first);
      expect(workers.completed).toBe(2);
      const drawn = await workers.guide("art-spec-corex", brand.id);
      expect(drawn.threadId).not.toBe(threadId);
    } finally {
      await workers.close();
    }
  }, 60_000);
});
