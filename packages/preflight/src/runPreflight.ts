import { Worker, type WorkerOptions } from "node:worker_threads";
import { PreflightError } from "./errors.js";
import { PreflightPool } from "./preflightPool.js";
import { workerEntry, workerExecArgv } from "./threads.js";
import type { PreflightResult, RenditionSizes } from "./types.js";
import type { WorkerReply, WorkerRequest } from "./workerProtocol.js";

export interface RunPreflightOptions extends RenditionSizes {
  /** The worker is stopped after this long (default 120 s). */
  timeoutMs?: number;
  /**
   * V8 heap limit in MB (default 512). MuPDF's WASM memory and sharp's native memory are separate.
   * Another limit than the default runs the file in a thread of its own instead of the warm pool.
   */
  maxOldGenerationSizeMb?: number;
  /** The pool to run in (default: the process's shared pool, started with the first file). */
  pool?: PreflightPool;
}

let sharedPool: PreflightPool | null = null;

/** The process's warm preflight threads, started on first use. */
export function sharedPreflightPool(): PreflightPool {
  sharedPool ??= new PreflightPool({ maxOldGenerationSizeMb: DEFAULT_WORKER_HEAP_MB });
  return sharedPool;
}

/** Stops the shared pool's threads (a server closing); the next file starts a new pool. */
export async function closeSharedPreflightPool(): Promise<void> {
  const pool = sharedPool;
  sharedPool = null;
  await pool?.close();
}

export const DEFAULT_PREFLIGHT_TIMEOUT_MS = 120_000;
export const DEFAULT_WORKER_HEAP_MB = 512;

function toBuffer(bytes: Uint8Array | null): Buffer | null {
  return bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Preflights a file off the calling thread: detection, analysis, thumbnail and preview run in a
 * worker thread with a heap limit and a timeout, by default one of the warm pool's threads. Findings (encryption, low resolution...) are in the
 * report; it rejects with a PreflightError only when the file is not an accepted kind, cannot be
 * read, or the worker runs out of time or memory.
 */
export function runPreflight(filePath: string, options: RunPreflightOptions = {}): Promise<PreflightResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PREFLIGHT_TIMEOUT_MS;
  const sizes = { thumbnailMaxPx: options.thumbnailMaxPx, previewMaxPx: options.previewMaxPx };
  const heapMb = options.maxOldGenerationSizeMb ?? DEFAULT_WORKER_HEAP_MB;
  if (options.pool || heapMb === DEFAULT_WORKER_HEAP_MB) {
    return (options.pool ?? sharedPreflightPool()).run(filePath, sizes, timeoutMs);
  }
  return runInOwnWorker(filePath, sizes, timeoutMs, heapMb);
}

/** One file in a new worker thread with its own heap limit, stopped when done. */
function runInOwnWorker(
  filePath: string,
  sizes: RenditionSizes,
  timeoutMs: number,
  heapMb: number,
): Promise<PreflightResult> {
  const request: WorkerRequest = { filePath, sizes };
  const workerOptions: WorkerOptions = {
    workerData: request,
    execArgv: workerExecArgv(),
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  };
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(workerEntry(import.meta.url, "worker"), workerOptions);
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      settle(() =>
        reject(
          new PreflightError(
            "timeout",
            `The preflight took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`,
          ),
        ),
      );
    }, timeoutMs);
    worker.on("message", (reply: WorkerReply) => {
      settle(() => {
        if (reply.ok) {
          const { report, thumbnailPng, previewPng } = reply.result;
          resolve({ report, thumbnailPng: toBuffer(thumbnailPng), previewPng: toBuffer(previewPng) });
        } else {
          reject(new PreflightError(reply.code, reply.message));
        }
      });
    });
    worker.on("error", (error: Error & { code?: string }) => {
      settle(() => {
        if (error.code === "ERR_WORKER_OUT_OF_MEMORY") {
          reject(new PreflightError("resources", "The preflight ran out of memory on this file.", { cause: error }));
        } else {
          reject(new PreflightError("worker", `The preflight worker failed: ${error.message}`, { cause: error }));
        }
      });
    });
    worker.on("exit", (code) => {
      settle(() =>
        reject(new PreflightError("worker", `The preflight worker stopped (exit code ${code}) without a result.`)),
      );
    });
  });
}
