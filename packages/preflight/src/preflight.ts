import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import {
  detectFileTypeFromSniff,
  type FileSniff,
  isPostScriptSniff,
  SNIFF_WINDOW_BYTES,
  sniffOf,
} from "./detectFileType.js";
import { errorMessage, PreflightError, UNSUPPORTED_MESSAGE } from "./errors.js";
import { analyzePdf, inspectPdfSource } from "./pdf/analyzePdf.js";
import { analyzePostScriptAi, inspectPostScriptAi } from "./postscript/analyzePostScriptAi.js";
import { pngFromRaster, renderPdfPng, renderTiffPng, straightRaster } from "./render.js";
import { analyzeTiff, inspectTiff } from "./tiff/analyzeTiff.js";
import {
  ANALYSIS_RENDER_PX,
  DEFAULT_PREVIEW_PX,
  DEFAULT_THUMBNAIL_PX,
  type PreflightReport,
  type PreflightResult,
  type RenditionSizes,
} from "./types.js";

type Source = Uint8Array | { path: string };

/** Reads the first and last SNIFF_WINDOW_BYTES of a file (the whole file when it is small). */
function readFileSniff(filePath: string): FileSniff {
  let fd: number;
  try {
    fd = openSync(filePath, "r");
  } catch (error) {
    throw new PreflightError("unreadable", `The file could not be opened: ${errorMessage(error)}`, { cause: error });
  }
  try {
    const size = fstatSync(fd).size;
    const read = (position: number, length: number): Uint8Array => {
      const buffer = new Uint8Array(length);
      const got = readSync(fd, buffer, 0, length, position);
      return buffer.subarray(0, got);
    };
    if (size <= SNIFF_WINDOW_BYTES * 2) {
      const whole = read(0, size);
      return sniffOf(whole);
    }
    return { head: read(0, SNIFF_WINDOW_BYTES), tail: read(size - SNIFF_WINDOW_BYTES, SNIFF_WINDOW_BYTES) };
  } finally {
    closeSync(fd);
  }
}

/** The report of any accepted file: PDF, AI (PDF-compatible or PostScript) or TIFF. */
export async function analyzeArtwork(bytes: Uint8Array): Promise<PreflightReport> {
  const kind = detectFileTypeFromSniff(sniffOf(bytes));
  if (kind === null) throw new PreflightError("unsupported", UNSUPPORTED_MESSAGE);
  if (kind === "tiff") return analyzeTiff(bytes);
  if (isPostScriptSniff(sniffOf(bytes))) return analyzePostScriptAi(bytes);
  return analyzePdf(bytes);
}

async function preflightSource(source: Source, sniff: FileSniff, sizes: RenditionSizes): Promise<PreflightResult> {
  const thumbnailMaxPx = sizes.thumbnailMaxPx ?? DEFAULT_THUMBNAIL_PX;
  const previewMaxPx = sizes.previewMaxPx ?? DEFAULT_PREVIEW_PX;
  const kind = detectFileTypeFromSniff(sniff);
  if (kind === null) throw new PreflightError("unsupported", UNSUPPORTED_MESSAGE);

  // The renditions come from the raster the analysis drew (at most ANALYSIS_RENDER_PX), both
  // encoded at once; only a larger size draws the file again.
  if (kind === "tiff") {
    const { report, raster } = await inspectTiff(source);
    const fromRaster = (maxPx: number) =>
      maxPx <= ANALYSIS_RENDER_PX ? pngFromRaster(raster, maxPx) : renderTiffPng(source, maxPx);
    const [previewPng, thumbnailPng] = await Promise.all([fromRaster(previewMaxPx), fromRaster(thumbnailMaxPx)]);
    return { report, previewPng, thumbnailPng };
  }

  if (isPostScriptSniff(sniff)) return { report: inspectPostScriptAi(sniff), thumbnailPng: null, previewPng: null };

  const { report, rendering } = inspectPdfSource(source, sniff, kind);
  if (!rendering) return { report, thumbnailPng: null, previewPng: null };
  const raster = await straightRaster(rendering);
  const fromRendering = async (maxPx: number) =>
    maxPx <= ANALYSIS_RENDER_PX ? pngFromRaster(raster, maxPx) : renderPdfPng(source, maxPx);
  const [previewPng, thumbnailPng] = await Promise.all([fromRendering(previewMaxPx), fromRendering(thumbnailMaxPx)]);
  return { report, previewPng, thumbnailPng };
}

/**
 * Detects, analyses and draws an artwork file in the calling thread. A PDF is read from disk as
 * MuPDF needs it and a TIFF is streamed by sharp, so neither is loaded whole. runPreflight runs
 * this in a worker thread; call it directly only off the request path.
 */
export async function preflightFile(filePath: string, sizes: RenditionSizes = {}): Promise<PreflightResult> {
  return preflightSource({ path: filePath }, readFileSniff(filePath), sizes);
}

/** preflightFile for bytes in memory. */
export async function preflightBytes(bytes: Uint8Array, sizes: RenditionSizes = {}): Promise<PreflightResult> {
  return preflightSource(bytes, sniffOf(bytes), sizes);
}
