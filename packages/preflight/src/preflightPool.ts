import { Piscina } from "piscina";
import { PreflightError } from "./errors.js";
import { workerEntry, workerExecArgv } from "./threads.js";
import type { PreflightResult, RenditionSizes } from "./types.js";
import type { WorkerReply, WorkerRequest } from "./workerProtocol.js";

/** Threads of a pool at most, unless told otherwise: as many files are checked at once. */
export const DEFAULT_PREFLIGHT_THREADS = 2;

export interface PreflightPoolOptions {
  /** Threads at most (default DEFAULT_PREFLIGHT_THREADS). */
  maxThreads?: number;
  /** Threads kept started while idle (default 1: the next file does not wait for MuPDF and sharp to load). */
  minThreads?: number;
  /** V8 heap limit of each thread in MB (default 512). */
  maxOldGenerationSizeMb?: number;
  /** An idle thread above minThreads stops after this long (default 60 s). */
  idleTimeoutMs?: number;
}

function toBuffer(bytes: Uint8Array | null): Buffer | null {
  return bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Warm preflight worker threads (piscina), reused from file to file: starting a thread and loading
 * MuPDF's WASM and sharp cost about a second, far more than a small file's check. Each file keeps
 * its limits: a thread that runs out of heap dies with its file only (piscina starts another), and
 * a file over its time is aborted, which stops its thread (docs/decisions/0007-files-and-preflight.md).
 */
export class PreflightPool {
  private readonly pool: Piscina<WorkerRequest, WorkerReply>;

  constructor(options: PreflightPoolOptions = {}) {
    const maxThreads = Math.max(1, options.maxThreads ?? DEFAULT_PREFLIGHT_THREADS);
    this.pool = new Piscina({
      filename: workerEntry(import.meta.url, "poolWorker"),
      execArgv: workerExecArgv(),
      minThreads: Math.min(maxThreads, options.minThreads ?? 1),
      maxThreads,
      // One file at a time per thread, so a file's heap limit and timeout are its own.
      concurrentTasksPerWorker: 1,
      idleTimeout: options.idleTimeoutMs ?? 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 512 },
    });
  }

  /** Preflights one file in a pooled thread; see runPreflight for what rejects. */
  async run(filePath: string, sizes: RenditionSizes, timeoutMs: number): Promise<PreflightResult> {
    let reply: WorkerReply;
    try {
      reply = await this.pool.run({ filePath, sizes }, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const err = error as Error & { code?: string };
      if (err.name === "AbortError" || err.name === "TimeoutError") {
        throw new PreflightError(
          "timeout",
          `The preflight took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`,
          { cause: error },
        );
      }
      if (err.code === "ERR_WORKER_OUT_OF_MEMORY") {
        throw new PreflightError("resources", "The preflight ran out of memory on this file.", { cause: error });
      }
      throw new PreflightError("worker", `The preflight worker failed: ${err.message}`, { cause: error });
    }
    if (!reply.ok) throw new PreflightError(reply.code, reply.message);
    const { report, thumbnailPng, previewPng } = reply.result;
    return { report, thumbnailPng: toBuffer(thumbnailPng), previewPng: toBuffer(previewPng) };
  }

  /** Files checked so far. */
  get completed(): number {
    return this.pool.completed;
  }

  /** Started threads right now. */
  get threads(): number {
    return this.pool.threads.length;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
