/**
 * The PDF worker thread (docs/decisions/0022-pdf-documents.md): pdfmake lays out and writes documents here, off the
 * API's event loop. Started by PdfWorkers through piscina; never imported by application code.
 */
import { threadId } from "node:worker_threads";
import { type JobTicketModel, renderJobTicket } from "./jobTicket.js";

export interface JobTicketTask {
  kind: "jobTicket";
  model: JobTicketModel;
  lineNo?: number;
}

export interface RenderedPdf {
  pdf: Uint8Array;
  /** The worker thread that drew it (never the main thread's 0). */
  threadId: number;
}

export default async function render(task: JobTicketTask): Promise<RenderedPdf> {
  const pdf = await renderJobTicket(task.model, task.lineNo === undefined ? {} : { lineNo: task.lineNo });
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), threadId };
}
