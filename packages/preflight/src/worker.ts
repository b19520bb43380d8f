/**
 * The one-shot preflight worker thread: runs one request from workerData and posts the reply.
 * Started by runPreflight for a job with its own heap limit; never imported by application code.
 */
import { parentPort, workerData } from "node:worker_threads";
import preflightTask from "./poolWorker.js";
import type { WorkerRequest } from "./workerProtocol.js";

parentPort?.postMessage(await preflightTask(workerData as WorkerRequest));
