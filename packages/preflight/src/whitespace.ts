import { WHITESPACE_LIMIT_IN, type Whitespace } from "./types.js";
import { round2 } from "./units.js";

/** A raster of RGB or RGBA pixels, 8 bits per channel, rows packed (stride = width * channels). */
export interface RgbRaster {
  pixels: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA). */
  channels: 3 | 4;
  /** The colour channels are premultiplied by alpha (as in MuPDF pixmaps). */
  premultiplied: boolean;
}

/** Margins in pixels, or null when every pixel is blank. */
export interface PixelMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A pixel is ink when it is not (nearly) transparent and not (nearly) white. */
const MIN_ALPHA = 8;
const NEAR_WHITE = 245;

function isInk(raster: RgbRaster, offset: number): boolean {
  const { pixels, channels, premultiplied } = raster;
  const alpha = channels === 4 ? (pixels[offset + 3] ?? 0) : 255;
  if (alpha < MIN_ALPHA) return false;
  // Un-premultiplied value >= NEAR_WHITE  <=>  premultiplied value * 255 >= NEAR_WHITE * alpha.
  const scale = premultiplied ? alpha : 255;
  for (let c = 0; c < 3; c++) {
    if ((pixels[offset + c] ?? 0) * 255 < NEAR_WHITE * scale) return true;
  }
  return false;
}

/** The blank rows and columns around the inked part of a raster; null when nothing is inked. */
export function findBlankMargins(raster: RgbRaster): PixelMargins | null {
  const { width, height, channels } = raster;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * channels;
    let first = -1;
    for (let x = 0; x < width; x++) {
      if (isInk(raster, row + x * channels)) {
        first = x;
        break;
      }
    }
    if (first < 0) continue;
    let last = first;
    for (let x = width - 1; x > first; x--) {
      if (isInk(raster, row + x * channels)) {
        last = x;
        break;
      }
    }
    if (y < minY) minY = y;
    maxY = y;
    if (first < minX) minX = first;
    if (last > maxX) maxX = last;
  }
  if (maxX < 0) return null;
  return { top: minY, right: width - 1 - maxX, bottom: height - 1 - maxY, left: minX };
}

/**
 * Converts pixel margins of a raster covering widthIn x heightIn into inches. A raster with no ink at
 * all is blank on every side: each margin is then the whole page dimension.
 */
export function marginsInInches(
  margins: PixelMargins | null,
  raster: { width: number; height: number },
  widthIn: number,
  heightIn: number,
): Whitespace {
  if (margins === null) return { top: heightIn, right: widthIn, bottom: heightIn, left: widthIn };
  const xIn = raster.width > 0 ? widthIn / raster.width : 0;
  const yIn = raster.height > 0 ? heightIn / raster.height : 0;
  return {
    top: round2(margins.top * yIn),
    right: round2(margins.right * xIn),
    bottom: round2(margins.bottom * yIn),
    left: round2(margins.left * xIn),
  };
}

export function hasWhitespace(whitespace: Whitespace): boolean {
  return (
    whitespace.top > WHITESPACE_LIMIT_IN ||
    whitespace.right > WHITESPACE_LIMIT_IN ||
    whitespace.bottom > WHITESPACE_LIMIT_IN ||
    whitespace.left > WHITESPACE_LIMIT_IN
  );
}

export const NO_WHITESPACE: Whitespace = { top: 0, right: 0, bottom: 0, left: 0 };
