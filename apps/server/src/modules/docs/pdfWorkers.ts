import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { BrandId } from "@portal/contract";
import { workerEntry, workerExecArgv } from "@portal/preflight/threads";
import type { DocumentName } from "./docs.service.js";
import type { InvoiceModel, StatementModel } from "./invoice.js";
import type { JobTicketModel } from "./jobTicket.js";
import type { PdfTask, RenderedPdf } from "./pdf.worker.js";

/** A document that takes longer than this is given up (its worker is stopped and replaced). */
const RENDER_TIMEOUT_MS = 30_000;

export interface PdfWorkersOptions {
  /** Worker threads at most (default: the cores less one for the API, 1 to 4). */
  maxThreads?: number;
  /** Documents waiting for a thread at most; more are refused (default 100). */
  maxQueue?: number;
  /** A document not drawn by then is given up (default 30 s). */
  timeoutMs?: number;
}

/** The pool is full, or a document took too long: the route answers 503 (try again) instead of waiting without end. */
export class PdfWorkersBusy extends Error {}

/**
 * Draws PDFs in a pool of worker threads (piscina). pdfmake's layout and pdfkit's writing are synchronous CPU work
 * (0.4 to 1 s for a job ticket with thumbnails), so on the request thread they would stall every other request of
 * the process; here the event loop only waits for the finished bytes. Threads start with the first document and stop
 * after a minute without work: none is kept warm, as one costs ~87 MB (docs/decisions/0043-server-memory.md), and an
 * API process that draws no document never starts one.
 */
export class PdfWorkers {
  private readonly pool: Piscina<PdfTask, RenderedPdf>;
  private readonly timeoutMs: number;

  constructor(options: PdfWorkersOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
    this.pool = new Piscina({
      filename: workerEntry(import.meta.url, "pdf.worker"),
      execArgv: workerExecArgv(),
      minThreads: 0,
      maxThreads: options.maxThreads ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
      maxQueue: options.maxQueue ?? 100,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
  }

  /** The job ticket of an order, or of its line `lineNo`, drawn in a worker thread. */
  jobTicket(model: JobTicketModel, options: { lineNo?: number } = {}): Promise<RenderedPdf> {
    return this.run({ kind: "jobTicket", model, ...options });
  }

  /** An order's invoice (docs/product/invoices.md). */
  invoice(model: InvoiceModel): Promise<RenderedPdf> {
    return this.run({ kind: "invoice", model });
  }

  /** A terms account's statement. */
  statement(model: StatementModel): Promise<RenderedPdf> {
    return this.run({ kind: "statement", model });
  }

  /** A guide or art spec of a brand. */
  guide(name: DocumentName, brandId: BrandId): Promise<RenderedPdf> {
    return this.run({ kind: "guide", name, brandId });
  }

  private async run(task: PdfTask): Promise<RenderedPdf> {
    try {
      return await this.pool.run(task, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      if (err instanceof Error && /queue is at limit/i.test(err.message)) {
        throw new PdfWorkersBusy("Too many documents are being printed; try again in a moment.", { cause: err });
      }
      if (err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError")) {
        throw new PdfWorkersBusy("The document took too long to draw; try again in a moment.", { cause: err });
      }
      throw err;
    }
  }

  /** Documents drawn so far (every one in a worker thread). */
  get completed(): number {
    return this.pool.completed;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
