/**
 * A preflight worker thread's task: detect + analyse + renditions of one file. Run by the warm
 * pool (preflightPool.ts) for many files in turn, and by the one-shot worker (worker.ts).
 */
import * as mupdf from "mupdf";
import { errorMessage, PreflightError } from "./errors.js";
import { preflightFile } from "./preflight.js";
import type { WorkerReply, WorkerRequest } from "./workerProtocol.js";

// MuPDF prints every repair warning on stderr; what matters to the customer is in the report.
mupdf.setLog(() => {});

export default async function preflightTask(request: WorkerRequest): Promise<WorkerReply> {
  try {
    return { ok: true, result: await preflightFile(request.filePath, request.sizes) };
  } catch (error) {
    if (error instanceof PreflightError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: "unreadable", message: `The file could not be read: ${errorMessage(error)}` };
  } finally {
    // MuPDF's store keeps what it decoded (images, colour links...) after the document is closed,
    // and its WASM memory never shrinks: without this a warm thread grew by some 40 MB per round of
    // the bench's files (docs/decisions/0007-files-and-preflight.md).
    mupdf.emptyStore();
  }
}
