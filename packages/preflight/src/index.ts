export { cutFlags } from "./colorSpaces.js";
export { detectFileType, SNIFF_WINDOW_BYTES } from "./detectFileType.js";
export { PreflightError, type PreflightErrorCode } from "./errors.js";
export { analyzePdf } from "./pdf/analyzePdf.js";
export { analyzePostScriptAi } from "./postscript/analyzePostScriptAi.js";
export { analyzeArtwork, preflightBytes, preflightFile } from "./preflight.js";
export { renderPreview, renderThumbnail } from "./render.js";
export { PreflightPool, type PreflightPoolOptions } from "./preflightPool.js";
export {
  closeSharedPreflightPool,
  DEFAULT_PREFLIGHT_TIMEOUT_MS,
  DEFAULT_WORKER_HEAP_MB,
  type RunPreflightOptions,
  runPreflight,
  sharedPreflightPool,
} from "./runPreflight.js";
export { analyzeTiff, DEFAULT_TIFF_PPI, TIFF_PIXEL_LIMIT } from "./tiff/analyzeTiff.js";
export { toolboxFlags } from "./toolboxFlags.js";
export * from "./types.js";
