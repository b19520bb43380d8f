import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type JobTicketLine,
  type JobTicketModel,
  jobTicketCode,
  lineSize,
  renderJobTicket,
  shopDay,
} from "./jobTicket.js";
import { type PdfView, readBarcodes, readPdf } from "./pdfTestKit.js";

// Rendering (fonts, images, barcodes) and reading back with MuPDF take a few seconds on a busy machine.
const SLOW = 60_000;

const vinyl: JobTicketLine = {
  lineNo: 1,
  product: "Adhesive Vinyl",
  productType: "adhesive",
  material: "3M IJ180 Cast",
  widthIn: 24,
  heightIn: 36.5,
  quantity: 10,
  options: [
    { name: "Laminate", value: "Gloss" },
    { name: "Cut", value: "Contour cut" },
  ],
  services: ["Color Matching"],
  filename: "storefront-decal.pdf",
  thumbnailPng: null,
};

const panel: JobTicketLine = {
  lineNo: 2,
  product: "ACM Panel",
  productType: "acm",
  material: "3 mm ACM White",
  widthIn: 48,
  heightIn: 96,
  quantity: 2,
  options: [
    { name: "Corners", value: "Rounded 1 in" },
    { name: "Mounting holes", value: "4 holes, .25 in" },
  ],
  services: [],
  filename: "panel-front.tif",
  thumbnailPng: null,
};

function order(lines: JobTicketLine[], customer = "Acme Signs LLC"): JobTicketModel {
  return {
    brandName: "TradeLine Print",
    orderNumber: 100423,
    customer,
    orderedBy: "Jane Buyer (jane@acme.example)",
    productionDate: "2026-11-25",
    shipDate: "2026-11-26",
    shippingMethod: "UPS Ground",
    shipTo: ["Acme Signs LLC", "12 Main St", "Springfield, IL 62701"],
    notes: "Please pack flat.",
    poNumber: "PO-4471",
    jobName: "Riverside Mall banners",
    lines,
  };
}

describe("job ticket helpers", () => {
  it("codes a line as '<order>-<line>'", () => {
    expect(jobTicketCode(100423, 2)).toBe("100423-2");
  });

  it("writes a shop day with its weekday, and leaves other text as it is", () => {
    expect(shopDay("2026-11-25")).toBe("Wed, Nov 25, 2026");
    expect(shopDay("2026-01-01")).toBe("Thu, Jan 1, 2026");
    expect(shopDay("not set")).toBe("not set");
  });

  it("writes the size in inches, or says it does not apply", () => {
    expect(lineSize({ widthIn: 24, heightIn: 36.5 })).toBe("24 in x 36.5 in");
    expect(lineSize({ widthIn: 1 / 3, heightIn: 12 })).toBe("0.333 in x 12 in");
    expect(lineSize({ widthIn: null, heightIn: null })).toBe("Not applicable");
  });
});

describe("renderJobTicket, read back with MuPDF", () => {
  let thumbnail: Buffer;
  let whole: Buffer;
  let view: PdfView;

  beforeAll(async () => {
    thumbnail = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    whole = await renderJobTicket(order([{ ...vinyl, thumbnailPng: thumbnail }, panel]));
    view = readPdf(whole);
  }, SLOW);

  it("draws one US Letter page per line, titled with the order number", () => {
    expect(whole.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(view.pages).toHaveLength(2);
    for (const page of view.pages)
      expect({ width: page.width, height: page.height }).toEqual({ width: 612, height: 792 });
    expect(view.title).toBe("Job ticket 100423");
    expect(view.author).toBe("TradeLine Print");
  });

  it("prints the order header and details on every page", () => {
    for (const [i, page] of view.pages.entries()) {
      for (const s of [
        "TradeLine Print",
        "Order 100423",
        "Acme Signs LLC",
        "Jane Buyer (jane@acme.example)",
        "Due Wed, Nov 25, 2026",
        "Thu, Nov 26, 2026",
        "UPS Ground",
        "12 Main St Springfield, IL 62701",
        "Please pack flat.",
        "PO PO-4471 · Job Riverside Mall banners",
        `Page ${i + 1} of 2`,
      ]) {
        expect(page.text).toContain(s);
      }
    }
  });

  it("prints each line's product, material, size, quantity, every option, services and file name on its page", () => {
    const [first, second] = view.pages.map((p) => p.text);
    for (const s of [
      "Line 1",
      "100423-1",
      "Adhesive Vinyl",
      "adhesive",
      "3M IJ180 Cast",
      "24 in x 36.5 in",
      "Quantity 10",
      "Laminate Gloss",
      "Cut Contour cut",
      "Color Matching",
      "storefront-decal.pdf",
    ]) {
      expect(first).toContain(s);
    }
    for (const s of [
      "Line 2",
      "100423-2",
      "ACM Panel",
      "3 mm ACM White",
      "48 in x 96 in",
      "Quantity 2",
      "Corners Rounded 1 in",
      "Mounting holes 4 holes, .25 in",
      "No services.",
      "panel-front.tif",
    ]) {
      expect(second).toContain(s);
    }
    expect(first).not.toContain("ACM Panel");
    expect(second).not.toContain("storefront-decal.pdf");
  });

  it("draws the thumbnail when there is one and says so when there is none", () => {
    expect(view.pages[0]?.text).not.toContain("No thumbnail");
    expect(view.pages[1]?.text).toContain("No thumbnail");
  });

  it(
    "has a Code 128 on each page that a scanner reads from the drawn page as '<order>-<line>'",
    () => {
      expect(readBarcodes(whole, 0)).toEqual(["100423-1"]);
      expect(readBarcodes(whole, 1)).toEqual(["100423-2"]);
    },
    SLOW,
  );

  it(
    "draws a single line when asked for one",
    async () => {
      const single = await renderJobTicket(order([vinyl, panel]), { lineNo: 2 });
      const { pages, title } = readPdf(single);
      expect(pages).toHaveLength(1);
      expect(title).toBe("Job ticket 100423-2");
      expect(pages[0]?.text).toContain("Order 100423");
      expect(pages[0]?.text).toContain("ACM Panel");
      expect(pages[0]?.text).not.toContain("Adhesive Vinyl");
      expect(readBarcodes(single, 0)).toEqual(["100423-2"]);
    },
    SLOW,
  );

  it("refuses a line the order does not have", async () => {
    await expect(renderJobTicket(order([vinyl]), { lineNo: 7 })).rejects.toThrow("Order 100423 has no line 7.");
  });

  it(
    "treats thumbnail bytes that are not an image as no thumbnail",
    async () => {
      const broken = await renderJobTicket(
        order([{ ...vinyl, thumbnailPng: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) }]),
      );
      expect(readPdf(broken).pages[0]?.text).toContain("No thumbnail");
    },
    SLOW,
  );

  it(
    "repeats the order header on the pages a long line runs on to",
    async () => {
      const options = Array.from({ length: 60 }, (_, i) => ({ name: `Option ${i + 1}`, value: `Choice ${i + 1}` }));
      const long = readPdf(await renderJobTicket(order([{ ...vinyl, options }])));
      expect(long.pages.length).toBeGreaterThan(1);
      for (const page of long.pages) expect(page.text).toContain("Order 100423");
      const all = long.pages.map((p) => p.text).join(" ");
      for (const o of options) expect(all).toContain(`${o.name} ${o.value}`);
    },
    SLOW,
  );

  it(
    "prints names beyond plain ASCII",
    async () => {
      const customer = "Łódź Señalética Zoë Ünal";
      const { pages } = readPdf(await renderJobTicket(order([vinyl], customer)));
      expect(pages[0]?.text).toContain(customer);
    },
    SLOW,
  );
});
