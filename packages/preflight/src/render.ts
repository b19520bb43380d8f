import sharp from "sharp";
import { detectFileTypeFromSniff, type FileSniff, isPostScriptSniff, sniffOf } from "./detectFileType.js";
import { errorMessage, PreflightError, UNSUPPORTED_MESSAGE } from "./errors.js";
import { openPdf, type PdfSource } from "./pdf/openPdf.js";
import { renderPdfPage } from "./pdf/renderPdf.js";
import { type TiffRaster, type TiffSource, tiffRaster } from "./tiff/analyzeTiff.js";
import type { RgbRaster } from "./whitespace.js";
import { DEFAULT_PREVIEW_PX, DEFAULT_THUMBNAIL_PX, type FileKind } from "./types.js";

function checkMaxPx(maxPx: number): void {
  if (!Number.isInteger(maxPx) || maxPx < 8 || maxPx > 10_000) {
    throw new RangeError(`maxPx must be a whole number from 8 to 10000 (got ${maxPx}).`);
  }
}

/** PNG (RGBA) of a raster, shrunk to fit maxPx when it is bigger. */
export async function pngFromRaster(raster: TiffRaster, maxPx: number): Promise<Buffer> {
  return sharp(raster.pixels, { raw: { width: raster.width, height: raster.height, channels: raster.channels } })
    .resize({ width: maxPx, height: maxPx, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** Every pixel of an RGBA raster has alpha 255. */
function isOpaque(pixels: Uint8Array | Uint8ClampedArray): boolean {
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) return false;
  return true;
}

/**
 * A PDF page as MuPDF draws it (colour premultiplied by alpha) as a plain RGBA raster for
 * pngFromRaster. sharp then encodes the PNGs at a third of the CPU of MuPDF's own PNG writer, and
 * resizing a plain raster costs half as much as resizing a premultiplied one.
 */
export async function straightRaster(raster: RgbRaster): Promise<TiffRaster> {
  const { width, height, channels, premultiplied } = raster;
  // An opaque page (most artwork) is the same premultiplied or not: its pixels are used as they are.
  if (channels === 4 && isOpaque(raster.pixels)) {
    const { buffer, byteOffset, byteLength } = raster.pixels;
    return { pixels: Buffer.from(buffer, byteOffset, byteLength), width, height, channels: 4 };
  }
  const { data, info } = await sharp(raster.pixels, { raw: { width, height, channels, premultiplied } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: 4 };
}

/** Page 1 of a PDF or PDF-compatible AI file as an RGBA PNG whose longest side is at most maxPx. */
export function renderPdfPng(source: PdfSource, maxPx: number): Buffer {
  const doc = openPdf(source);
  try {
    if (doc.needsPassword()) {
      throw new PreflightError("unrenderable", "The file is encrypted with a password and cannot be drawn.");
    }
    const page = doc.loadPage(0);
    try {
      const pixmap = renderPdfPage(page, maxPx);
      try {
        return Buffer.from(pixmap.asPNG());
      } finally {
        pixmap.destroy();
      }
    } finally {
      page.destroy();
    }
  } catch (error) {
    if (error instanceof PreflightError) throw error;
    throw new PreflightError("unrenderable", `Page 1 could not be drawn: ${errorMessage(error)}`, { cause: error });
  } finally {
    doc.destroy();
  }
}

export async function renderTiffPng(source: TiffSource, maxPx: number): Promise<Buffer> {
  try {
    return await pngFromRaster(await tiffRaster(source, maxPx), maxPx);
  } catch (error) {
    throw new PreflightError("unreadable", `The TIFF could not be read: ${errorMessage(error)}`, { cause: error });
  }
}

/** Draws any accepted kind; PostScript-based AI files cannot be drawn. */
async function renderPng(
  source: Uint8Array | { path: string },
  sniff: FileSniff,
  kind: FileKind,
  maxPx: number,
): Promise<Buffer> {
  checkMaxPx(maxPx);
  const detected = detectFileTypeFromSniff(sniff);
  if (detected === null) throw new PreflightError("unsupported", UNSUPPORTED_MESSAGE);
  if ((kind === "tiff") !== (detected === "tiff")) {
    throw new PreflightError(
      "unsupported",
      `The file's content is ${detected.toUpperCase()}, not ${kind.toUpperCase()}.`,
    );
  }
  if (detected === "tiff") return renderTiffPng(source, maxPx);
  if (isPostScriptSniff(sniff)) {
    throw new PreflightError("unrenderable", "A PostScript-based Illustrator file cannot be drawn.");
  }
  return renderPdfPng(source, maxPx);
}

/** A PNG thumbnail (transparency kept) whose longest side is at most maxPx. */
export async function renderThumbnail(
  bytes: Uint8Array,
  kind: FileKind,
  maxPx: number = DEFAULT_THUMBNAIL_PX,
): Promise<Buffer> {
  return renderPng(bytes, sniffOf(bytes), kind, maxPx);
}

/** A PNG preview (transparency kept) whose longest side is at most maxPx. */
export async function renderPreview(
  bytes: Uint8Array,
  kind: FileKind,
  maxPx: number = DEFAULT_PREVIEW_PX,
): Promise<Buffer> {
  return renderPng(bytes, sniffOf(bytes), kind, maxPx);
}
