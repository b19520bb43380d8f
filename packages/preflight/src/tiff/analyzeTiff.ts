import sharp, { type Metadata, type Sharp } from "sharp";
import { detectFileType } from "../detectFileType.js";
import { errorMessage, PreflightError } from "../errors.js";
import { ANALYSIS_RENDER_PX, type ColorSpaceName, type PreflightReport } from "../types.js";
import { round2, wholePpi } from "../units.js";
import { findBlankMargins, hasWhitespace, marginsInInches } from "../whitespace.js";

/** A TIFF path on disk or its bytes. */
export type TiffSource = Uint8Array | { path: string };

/** Large posters are big: up to a gigapixel is accepted. */
export const TIFF_PIXEL_LIMIT = 1_000_000_000;
/** Resolution assumed when a TIFF does not state one. */
export const DEFAULT_TIFF_PPI = 72;

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

export async function tiffRaster(source: TiffSource, maxPx: number): Promise<TiffRaster> {
  const { data, info } = await sharpInput(source)
    .resize({ width: maxPx, height: maxPx, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: 4 };
}

function colorSpaceOf(space: string, isPalette: boolean): ColorSpaceName[] {
  const spaces: ColorSpaceName[] = [];
  if (space === "cmyk") spaces.push("CMYK");
  else if (space === "b-w" || space === "grey16") spaces.push("Gray");
  else if (space === "lab" || space === "labs" || space === "labq" || space === "lch") spaces.push("Lab");
  else spaces.push("RGB");
  if (isPalette) spaces.push("Indexed");
  return spaces;
}

export interface TiffInspection {
  report: PreflightReport;
  /** The raster whitespace was measured on (ANALYSIS_RENDER_PX), reused for renditions. */
  raster: TiffRaster;
}

/** Inspects a TIFF: its pixel size and resolution are its placed size. */
export async function inspectTiff(source: TiffSource): Promise<TiffInspection> {
  let meta: Metadata;
  let raster: TiffRaster;
  try {
    meta = await sharpInput(source).metadata();
    if (meta.format !== "tiff") throw new Error(`it was read as ${meta.format}`);
    raster = await tiffRaster(source, ANALYSIS_RENDER_PX);
  } catch (error) {
    throw new PreflightError("unreadable", `The TIFF could not be read: ${errorMessage(error)}`, { cause: error });
  }
  const warnings: string[] = [];
  let ppi = meta.density ?? 0;
  if (!(ppi > 0)) {
    ppi = DEFAULT_TIFF_PPI;
    warnings.push(`The TIFF does not state its resolution; ${DEFAULT_TIFF_PPI} ppi was assumed.`);
  }
  const pages = meta.pages ?? 1;
  if (pages > 1) warnings.push(`The TIFF has ${pages} pages; only the first was checked.`);
  const widthIn = meta.width / ppi;
  const heightIn = meta.height / ppi;
  const margins = findBlankMargins({ ...raster, premultiplied: false });
  if (margins === null) warnings.push("The image is blank.");
  const whitespace = marginsInInches(margins, raster, round2(widthIn), round2(heightIn));
  const effectivePpi = wholePpi(ppi);
  const report: PreflightReport = {
    kind: "tiff",
    pages,
    widthIn: round2(widthIn),
    heightIn: round2(heightIn),
    images: [
      {
        page: 1,
        pixelWidth: meta.width,
        pixelHeight: meta.height,
        placedWidthIn: round2(widthIn),
        placedHeightIn: round2(heightIn),
        effectivePpi,
      },
    ],
    minEffectivePpi: effectivePpi,
    colorSpaces: colorSpaceOf(meta.space, meta.isPalette),
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
