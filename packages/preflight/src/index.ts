// The package's entry loads neither MuPDF nor sharp: the API process runs preflights in the pool's
// threads (runPreflight), and MuPDF's WASM alone is some 40 MB per thread that loads it. The
// in-thread functions (preflightFile, analyzeArtwork, renderThumbnail...) are imported from their
// modules by the worker and the tests.
export { cutFlags } from "./colorSpaces.js";
export { detectFileType, SNIFF_WINDOW_BYTES } from "./detectFileType.js";
export { PreflightError, type PreflightErrorCode } from "./errors.js";
export { DEFAULT_PREFLIGHT_THREADS, PreflightPool, type PreflightPoolOptions } from "./preflightPool.js";
export {
  closeSharedPreflightPool,
  DEFAULT_PREFLIGHT_TIMEOUT_MS,
  DEFAULT_WORKER_HEAP_MB,
  type RunPreflightOptions,
  runPreflight,
  sharedPreflightPool,
} from "./runPreflight.js";
export { toolboxFlags } from "./toolboxFlags.js";
export * from "./types.js";
