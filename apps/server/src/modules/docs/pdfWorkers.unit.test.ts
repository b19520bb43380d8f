import { threadId } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import type { JobTicketModel } from "./jobTicket.js";
import { readPdf } from "./pdfTestKit.js";
import { PdfWorkers, PdfWorkersBusy } from "./pdfWorkers.js";

// A worker thread starts (loading pdfmake and fonts) before the first document: seconds on a busy machine.
const SLOW = 60_000;

const model: JobTicketModel = {
  brandName: "TradeLine Print",
  orderNumber: 100777,
  customer: "Łódź Sign Works",
  orderedBy: "Jane Buyer",
  productionDate: "2026-11-25",
  shipDate: "2026-11-26",
  shippingMethod: "UPS Ground",
  shipTo: ["Łódź Sign Works", "12 Main St", "Springfield, IL 62701"],
  notes: "",
  lines: [1, 2].map((lineNo) => ({
    lineNo,
    product: "Adhesive Vinyl",
    productType: "adhesive",
    material: "Calendered Vinyl",
    widthIn: 24,
    heightIn: 36,
    quantity: lineNo * 5,
    options: [{ name: "Laminate", value: "Gloss" }],
    services: [],
    filename: `line-${lineNo}.pdf`,
    thumbnailPng: null,
  })),
};

describe("PDF worker threads", () => {
  const workers = new PdfWorkers({ maxThreads: 1 });
  afterAll(() => workers.close());

  it(
    "draws the job ticket in a worker thread, never on the calling thread, and hands back the PDF",
    async () => {
      const before = workers.completed;
      const { pdf, threadId: drawnOn } = await workers.jobTicket(model);
      expect(drawnOn).not.toBe(threadId);
      expect(drawnOn).toBeGreaterThan(0);
      expect(workers.completed).toBe(before + 1);

      const view = readPdf(pdf);
      expect(view.title).toBe("Job ticket 100777");
      expect(view.pages).toHaveLength(2);
      expect(view.pages[0]!.text).toContain("Łódź Sign Works");
      expect(view.pages[1]!.text).toContain("line-2.pdf");
    },
    SLOW,
  );

  it(
    "draws one line, and passes a drawing error back to the caller",
    async () => {
      const { pdf } = await workers.jobTicket(model, { lineNo: 2 });
      const view = readPdf(pdf);
      expect(view.title).toBe("Job ticket 100777-2");
      expect(view.pages).toHaveLength(1);
      await expect(workers.jobTicket(model, { lineNo: 9 })).rejects.toThrow("Order 100777 has no line 9.");
    },
    SLOW,
  );

  it(
    "gives up a document not drawn in time with a try-again error (the route's 503), not a crash",
    async () => {
      // 1 ms: a fresh thread cannot even load pdfmake in that time.
      const hasty = new PdfWorkers({ maxThreads: 1, timeoutMs: 1 });
      try {
        const attempt = hasty.jobTicket(model);
        await expect(attempt).rejects.toBeInstanceOf(PdfWorkersBusy);
        await expect(attempt).rejects.toThrow("The document took too long to draw; try again in a moment.");
      } finally {
        await hasty.close();
      }
    },
    SLOW,
  );
});
