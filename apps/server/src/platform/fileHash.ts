import { stat } from "node:fs/promises";
import { workerEntry, workerExecArgv } from "@portal/preflight/threads";
import { Piscina } from "piscina";
import sha256OfFile from "./fileHash.worker.js";

/** Files up to this size are hashed on the calling thread: one read and about a millisecond of CPU. */
const INLINE_BYTES = 1024 * 1024;

let pool: Piscina<string, string> | null = null;

/**
 * SHA-256 (hex) of a file. A larger one is hashed in a worker thread, so that placing an upload of
 * hundreds of MB does not take the request thread from other requests (some 0.6 ms of CPU per MB
 * with SHA instructions, several times that without). The thread starts with the first large file
 * and stops after a minute without one.
 */
export async function sha256File(path: string): Promise<string> {
  if ((await stat(path)).size <= INLINE_BYTES) return sha256OfFile(path);
  pool ??= new Piscina<string, string>({
    filename: workerEntry(import.meta.url, "fileHash.worker"),
    execArgv: workerExecArgv(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  return pool.run(path);
}
