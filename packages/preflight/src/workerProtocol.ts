import type { PreflightErrorCode } from "./errors.js";
import type { PreflightResult, RenditionSizes } from "./types.js";

/** workerData of the preflight worker. */
export interface WorkerRequest {
  filePath: string;
  sizes: RenditionSizes;
}

/** The one message the preflight worker posts (Buffers arrive as Uint8Arrays). */
export type WorkerReply =
  | { ok: true; result: PreflightResult }
  | { ok: false; code: PreflightErrorCode; message: string };
