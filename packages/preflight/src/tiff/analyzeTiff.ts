import * as mupdf from "mupdf";
import sharp, { type Sharp } from "sharp";
import { detectFileType } from "../detectFileType.js";
import { errorMessage, PreflightError } from "../errors.js";
import { ANALYSIS_RENDER_PX, type ColorSpaceName, type PreflightReport } from "../types.js";
import { fileStream } from "../pdf/openPdf.js";
import { pixmapRaster } from "../pdf/renderPdf.js";
import { round2, wholePpi } from "../units.js";
import { readTiffTags, type TiffTags, tiffResolution } from "./tiffTags.js";
import { findBlankMargins, hasWhitespace, marginsInInches, type PixelMargins } from "../whitespace.js";

/** A TIFF path on disk or its bytes. */
export type TiffSource = Uint8Array | { path: string };

/** Large posters are big: up to a gigapixel is accepted. */
const TIFF_PIXEL_LIMIT = 1_000_000_000;
/** Resolution assumed when a TIFF does not state one. */
const DEFAULT_TIFF_PPI = 72;

function sharpInput(source: TiffSource): Sharp {
  const input = source instanceof Uint8Array ? source : source.path;
  return sharp(input, { limitInputPixels: TIFF_PIXEL_LIMIT, sequentialRead: true, failOn: "error" });
}

/** A downscaled 8-bit sRGB + alpha copy of the image (alpha opaque when the TIFF has none). */
export interface TiffRaster {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 4;
}

/** Draws a TIFF with sharp (libvips), which streams it; fails on what libtiff in sharp cannot decode. */
async function sharpRaster(source: TiffSource, maxPx: number): Promise<TiffRaster> {
  const { data, info } = await sharpInput(source)
    .resize({ width: maxPx, height: maxPx, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: 4 };
}

/** Opens a TIFF with MuPDF, from memory or read from disk as MuPDF needs it. */
function openTiffWithMupdf(source: TiffSource): mupdf.Document {
  if (source instanceof Uint8Array) return mupdf.Document.openDocument(source, "image/tiff");
  const stream = fileStream(source.path);
  try {
    return mupdf.Document.openDocument(stream, "image/tiff");
  } finally {
    stream.destroy();
  }
}

/**
 * Draws a TIFF with MuPDF, the fallback decoder for TIFFs sharp's libtiff cannot decode (CIELab,
 * old-style JPEG...). MuPDF decodes the whole image in memory, so it is used only after sharp failed.
 */
function mupdfRaster(source: TiffSource, maxPx: number, pixelWidth: number): TiffRaster {
  const doc = openTiffWithMupdf(source);
  try {
    const page = doc.loadPage(0);
    try {
      const [x0, y0, x1, y1] = page.getBounds();
      const longest = Math.max(x1 - x0, y1 - y0, 1e-6);
      // The page is the image at its own resolution; never enlarge beyond one pixel per pixel.
      const scale = Math.min(maxPx / longest, pixelWidth / Math.max(x1 - x0, 1e-6));
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, true);
      try {
        const { pixels, width, height, channels } = pixmapRaster(pixmap);
        const rgba = Buffer.alloc(width * height * 4);
        for (let i = 0, o = 0; i < pixels.length; i += channels, o += 4) {
          const alpha = channels === 4 ? (pixels[i + 3] ?? 0) : 255;
          for (let c = 0; c < 3; c++) {
            const value = pixels[i + c] ?? 0;
            // MuPDF's colour is premultiplied by alpha; the raster is not.
            rgba[o + c] = alpha === 0 ? 255 : Math.min(255, Math.round((value * 255) / alpha));
          }
          rgba[o + 3] = alpha;
        }
        return { pixels: rgba, width, height, channels: 4 };
      } finally {
        pixmap.destroy();
      }
    } finally {
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
}

/** Pixels the last-resort decoder (geotiff) may decode: it holds the whole image in memory. */
const GEOTIFF_MAX_PIXELS = 100_000_000;

/** geotiff's samples (8 or 16 bits, or floats from 0 to 1) as 8-bit values. */
function eightBit(samples: ArrayLike<number>, bits: number): Uint8Array {
  if (samples instanceof Uint8Array || samples instanceof Uint8ClampedArray) {
    return new Uint8Array(samples.buffer, samples.byteOffset, samples.length);
  }
  const out = new Uint8Array(samples.length);
  const isFloat = samples instanceof Float32Array || samples instanceof Float64Array;
  const scale = isFloat ? 255 : 255 / (2 ** bits - 1);
  for (let i = 0; i < samples.length; i++) out[i] = Math.round(Math.min(255, Math.max(0, (samples[i] ?? 0) * scale)));
  return out;
}

/**
 * Draws a TIFF with geotiff, the last resort for what neither sharp nor MuPDF reads (tiled files
 * with separate planes). It decodes the whole image in JavaScript, so it is loaded only when
 * needed and refuses images over GEOTIFF_MAX_PIXELS.
 */
async function geotiffRaster(source: TiffSource, maxPx: number): Promise<TiffRaster> {
  const { fromArrayBuffer, fromFile } = await import("geotiff");
  const tiff =
    source instanceof Uint8Array
      ? await fromArrayBuffer(
          source.buffer.slice(source.byteOffset, source.byteOffset + source.byteLength) as ArrayBuffer,
        )
      : await fromFile(source.path);
  try {
    const image = await tiff.getImage();
    const width = image.getWidth();
    const height = image.getHeight();
    if (width * height > GEOTIFF_MAX_PIXELS) throw new Error(`${width} x ${height} px is too large to decode`);
    const rgb = await image.readRGB({ interleave: true, enableAlpha: true });
    const channels = rgb.length / (width * height);
    if (channels !== 3 && channels !== 4) throw new Error(`${channels} samples per pixel after conversion to RGB`);
    // ExtraSamples 1: the alpha is associated (colour premultiplied), as sharp reads it too.
    const extra = image.fileDirectory.getValue("ExtraSamples") as ArrayLike<number> | number | undefined;
    const premultiplied = channels === 4 && (typeof extra === "number" ? extra : extra?.[0]) === 1;
    const pixels = eightBit(rgb, image.getBitsPerSample(0));
    const { data, info } = await sharp(pixels, { raw: { width, height, channels, premultiplied } })
      .resize({ width: maxPx, height: maxPx, fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: 4 };
  } finally {
    await tiff.close();
  }
}

export interface DecodedTiff {
  raster: TiffRaster;
  /** Which library decoded the pixels. */
  decoder: "sharp" | "mupdf" | "geotiff";
  /** The raster's blank margins (null: blank), measured once for the decoder choice and the report. */
  margins: PixelMargins | null;
}

function decoded(
  raster: TiffRaster,
  decoder: DecodedTiff["decoder"],
  margins: PixelMargins | null = findBlankMargins({ ...raster, premultiplied: false }),
): DecodedTiff {
  return { raster, decoder, margins };
}

/**
 * A raster of the TIFF at most maxPx on its longest side: sharp first; when sharp fails, MuPDF,
 * then geotiff. A raster sharp found blank is checked again with MuPDF, since a decoder that skips
 * data it does not understand gives a blank picture (docs/decisions/0007-*). Throws 'unreadable'
 * with every decoder's reason when none reads the file.
 */
export async function decodeTiff(source: TiffSource, maxPx: number, pixelWidth: number): Promise<DecodedTiff> {
  let sharpError: unknown;
  try {
    const raster = await sharpRaster(source, maxPx);
    const margins = findBlankMargins({ ...raster, premultiplied: false });
    if (margins !== null) return decoded(raster, "sharp", margins);
    try {
      return decoded(mupdfRaster(source, maxPx, pixelWidth), "mupdf");
    } catch {
      return decoded(raster, "sharp", margins);
    }
  } catch (error) {
    sharpError = error;
  }
  let mupdfError: unknown;
  try {
    return decoded(mupdfRaster(source, maxPx, pixelWidth), "mupdf");
  } catch (error) {
    mupdfError = error;
  }
  try {
    return decoded(await geotiffRaster(source, maxPx), "geotiff");
  } catch (error) {
    throw new PreflightError(
      "unreadable",
      `The TIFF could not be read: ${errorMessage(sharpError)} (and MuPDF: ${errorMessage(mupdfError)}; geotiff: ${errorMessage(error)})`,
      { cause: sharpError },
    );
  }
}

/** tiffRaster for callers that have not read the tags. */
export async function tiffRaster(source: TiffSource, maxPx: number): Promise<TiffRaster> {
  return (await decodeTiff(source, maxPx, readTiffTags(source).width)).raster;
}

/** The colour space the TIFF's PhotometricInterpretation names. */
function colorSpaceOf(tags: TiffTags): ColorSpaceName[] {
  switch (tags.photometric) {
    case 0:
    case 1:
    case 4:
      return ["Gray"];
    case 3:
      return ["RGB", "Indexed"];
    case 5:
      return ["CMYK"];
    case 8:
    case 9:
    case 10:
      return ["Lab"];
    case 32844:
      return ["Gray"];
    default:
      return tags.photometric === null && tags.samplesPerPixel < 3 ? ["Gray"] : ["RGB"];
  }
}

export interface TiffInspection {
  report: PreflightReport;
  /** The raster whitespace was measured on (ANALYSIS_RENDER_PX), reused for renditions. */
  raster: TiffRaster;
}

/**
 * Inspects a TIFF: its pixel size and resolution are its placed size. The resolution is read from
 * the tags (tiffTags.ts), each axis on its own; the lower ppi counts, rounded down.
 */
export async function inspectTiff(source: TiffSource): Promise<TiffInspection> {
  const tags = readTiffTags(source);
  const { raster, margins } = await decodeTiff(source, ANALYSIS_RENDER_PX, tags.width);
  const warnings: string[] = [];
  let resolution = tiffResolution(tags);
  if (resolution === null) {
    resolution = { x: DEFAULT_TIFF_PPI, y: DEFAULT_TIFF_PPI };
    warnings.push(`The TIFF does not state its resolution; ${DEFAULT_TIFF_PPI} ppi was assumed.`);
  }
  const pages = tags.pages;
  if (pages > 1) warnings.push(`The TIFF has ${pages} pages; only the first was checked.`);
  const widthIn = tags.width / resolution.x;
  const heightIn = tags.height / resolution.y;
  if (margins === null) warnings.push("The image is blank.");
  const whitespace = marginsInInches(margins, raster, round2(widthIn), round2(heightIn));
  const effectivePpi = wholePpi(Math.min(resolution.x, resolution.y));
  const report: PreflightReport = {
    kind: "tiff",
    pages,
    widthIn: round2(widthIn),
    heightIn: round2(heightIn),
    images: [
      {
        page: 1,
        pixelWidth: tags.width,
        pixelHeight: tags.height,
        placedWidthIn: round2(widthIn),
        placedHeightIn: round2(heightIn),
        effectivePpi,
      },
    ],
    minEffectivePpi: effectivePpi,
    colorSpaces: colorSpaceOf(tags),
    spotColors: [],
    cutContour: false,
    thru: false,
    route: false,
    liveText: false,
    fontsNotOutlined: [],
    encrypted: false,
    overprintFill: false,
    whitespace,
    hasWhitespace: hasWhitespace(whitespace),
    warnings,
  };
  return { report, raster };
}

/** The preflight report of a TIFF file. */
export async function analyzeTiff(bytes: Uint8Array): Promise<PreflightReport> {
  if (detectFileType(bytes) !== "tiff") throw new PreflightError("unsupported", "The file is not a TIFF.");
  return (await inspectTiff(bytes)).report;
}
