/**
 * The PDF worker thread (docs/decisions/0022-pdf-documents.md): pdfmake lays out and writes documents here, off the
 * API's event loop. Started by PdfWorkers through piscina; never imported by application code.
 */
import { threadId } from "node:worker_threads";
import { type BrandId, brandById } from "@portal/contract";
import { type DocumentName, renderDocument } from "./docs.service.js";
import { type InvoiceModel, renderInvoice, renderStatement, type StatementModel } from "./invoice.js";
import { type JobTicketModel, renderJobTicket } from "./jobTicket.js";

export interface JobTicketTask {
  kind: "jobTicket";
  model: JobTicketModel;
  lineNo?: number;
}

export type PdfTask =
  | JobTicketTask
  | { kind: "invoice"; model: InvoiceModel }
  | { kind: "statement"; model: StatementModel }
  /** A guide or art spec of a brand (docs.service.ts). */
  | { kind: "guide"; name: DocumentName; brandId: BrandId };

export interface RenderedPdf {
  pdf: Uint8Array;
  /** The worker thread that drew it (never the main thread's 0). */
  threadId: number;
}

async function draw(task: PdfTask): Promise<Buffer> {
  switch (task.kind) {
    case "jobTicket":
      return renderJobTicket(task.model, task.lineNo === undefined ? {} : { lineNo: task.lineNo });
    case "invoice":
      return renderInvoice(task.model);
    case "statement":
      return renderStatement(task.model);
    case "guide":
      return Buffer.from(await renderDocument(task.name, brandById(task.brandId)));
  }
}

export default async function render(task: PdfTask): Promise<RenderedPdf> {
  const pdf = await draw(task);
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), threadId };
}
