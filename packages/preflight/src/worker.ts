/**
 * The preflight worker thread: runs detect + analyse + renditions on one file and posts the result.
 * Started by runPreflight; never imported by application code.
 */
import { parentPort, workerData } from "node:worker_threads";
import * as mupdf from "mupdf";
import { errorMessage, PreflightError } from "./errors.js";
import { preflightFile } from "./preflight.js";
import type { WorkerReply, WorkerRequest } from "./workerProtocol.js";

// MuPDF prints every repair warning on stderr; what matters to the customer is in the report.
mupdf.setLog(() => {});

async function main(request: WorkerRequest): Promise<WorkerReply> {
  try {
    return { ok: true, result: await preflightFile(request.filePath, request.sizes) };
  } catch (error) {
    if (error instanceof PreflightError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: "unreadable", message: `The file could not be read: ${errorMessage(error)}` };
  }
}

parentPort?.postMessage(await main(workerData as WorkerRequest));
