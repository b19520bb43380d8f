import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { PreflightError } from "../errors.js";

/**
 * A small reader of a TIFF's first image directory (classic and BigTIFF, either byte order). It
 * reads only the few tags the preflight needs, by position, so a TIFF of any size costs a handful
 * of small reads; the resolution comes out as the exact stored rationals (docs/decisions/0007-*).
 */

/** Reads `length` bytes at `position` (fewer at the end of the file). */
type ReadAt = (position: number, length: number) => Uint8Array;

export interface TiffTags {
  width: number;
  height: number;
  /** 1: none, 5: LZW, 6: old-style JPEG, 7: JPEG... (TIFF 6.0). Default 1. */
  compression: number;
  /** 0/1: grey, 2: RGB, 3: palette, 5: separated (CMYK), 6: YCbCr, 8/9/10: CIELab family. */
  photometric: number | null;
  samplesPerPixel: number;
  /** Pixels per ResolutionUnit, or null when absent or not a positive number. */
  xResolution: number | null;
  yResolution: number | null;
  /** 1: no absolute unit, 2: inch (the default), 3: centimetre. */
  resolutionUnit: number;
  /** Image directories in the main chain (pages, as libtiff counts them). */
  pages: number;
}

const TAG_WIDTH = 256;
const TAG_HEIGHT = 257;
const TAG_COMPRESSION = 259;
const TAG_PHOTOMETRIC = 262;
const TAG_SAMPLES = 277;
const TAG_XRES = 282;
const TAG_YRES = 283;
const TAG_RES_UNIT = 296;
const WANTED = new Set([
  TAG_WIDTH,
  TAG_HEIGHT,
  TAG_COMPRESSION,
  TAG_PHOTOMETRIC,
  TAG_SAMPLES,
  TAG_XRES,
  TAG_YRES,
  TAG_RES_UNIT,
]);
/** Directory chains longer than this are not followed further (a loop or a hostile file). */
const MAX_PAGES_COUNTED = 10_000;
/** Entries in one directory at most (real files have a few dozen). */
const MAX_ENTRIES = 4096;

function broken(reason: string): PreflightError {
  return new PreflightError("unreadable", `The TIFF could not be read: ${reason}.`);
}

class Reader {
  constructor(
    private readonly readAt: ReadAt,
    private readonly little: boolean,
  ) {}

  bytes(position: number, length: number): DataView {
    const bytes = this.readAt(position, length);
    if (bytes.byteLength < length) throw broken("it ends inside its image directory");
    return new DataView(bytes.buffer, bytes.byteOffset, length);
  }

  u16(view: DataView, at: number): number {
    return view.getUint16(at, this.little);
  }

  u32(view: DataView, at: number): number {
    return view.getUint32(at, this.little);
  }

  u64(view: DataView, at: number): number {
    const value = view.getBigUint64(at, this.little);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw broken("an offset is out of range");
    return Number(value);
  }
}

/** The first value of a SHORT/LONG/RATIONAL field whose 4 or 8 value bytes start at `at`. */
function firstValue(
  reader: Reader,
  entry: DataView,
  type: number,
  count: number,
  at: number,
  big: boolean,
): number | null {
  if (count < 1) return null;
  switch (type) {
    case 1: // BYTE
      return entry.getUint8(at);
    case 3: // SHORT
      return reader.u16(entry, at);
    case 4: // LONG
      return reader.u32(entry, at);
    case 16: // LONG8 (BigTIFF)
      return reader.u64(entry, at);
    case 5: {
      // RATIONAL: two LONGs, stored inline only in BigTIFF.
      const view = big ? entry : reader.bytes(reader.u32(entry, at), 8);
      const offset = big ? at : 0;
      const numerator = reader.u32(view, offset);
      const denominator = reader.u32(view, offset + 4);
      return denominator === 0 ? null : numerator / denominator;
    }
    default:
      return null;
  }
}

function positive(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

/** Reads the first directory's tags (and counts the directories) through `readAt`. */
function readTiffTagsAt(readAt: ReadAt): TiffTags {
  const head = readAt(0, 16);
  if (head.byteLength < 8) throw broken("the file is too short");
  const order = String.fromCharCode(head[0] ?? 0, head[1] ?? 0);
  if (order !== "II" && order !== "MM") throw broken("it has no TIFF header");
  const reader = new Reader(readAt, order === "II");
  const header = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const version = reader.u16(header, 2);
  if (version !== 42 && version !== 43) throw broken("it has no TIFF header");
  const big = version === 43;
  if (big && head.byteLength < 16) throw broken("the file is too short");
  const firstIfd = big ? reader.u64(header, 8) : reader.u32(header, 4);

  const entrySize = big ? 20 : 12;
  const countSize = big ? 8 : 2;
  const valueAt = big ? 12 : 8;
  const values = new Map<number, number | null>();
  let pages = 0;
  const seen = new Set<number>();
  for (let ifd = firstIfd; ifd !== 0 && pages < MAX_PAGES_COUNTED; ) {
    if (seen.has(ifd)) break;
    seen.add(ifd);
    const countView = reader.bytes(ifd, countSize);
    const count = big ? reader.u64(countView, 0) : reader.u16(countView, 0);
    if (count === 0 || count > MAX_ENTRIES) throw broken("an image directory is damaged");
    const table = reader.bytes(ifd + countSize, count * entrySize + (big ? 8 : 4));
    if (pages === 0) {
      for (let i = 0; i < count; i++) {
        const at = i * entrySize;
        const tag = reader.u16(table, at);
        if (!WANTED.has(tag)) continue;
        const type = reader.u16(table, at + 2);
        const n = big ? reader.u64(table, at + 4) : reader.u32(table, at + 4);
        values.set(tag, firstValue(reader, table, type, n, at + valueAt, big));
      }
    }
    pages++;
    const nextAt = count * entrySize;
    ifd = big ? reader.u64(table, nextAt) : reader.u32(table, nextAt);
  }

  const width = positive(values.get(TAG_WIDTH) ?? null);
  const height = positive(values.get(TAG_HEIGHT) ?? null);
  if (width === null || height === null) throw broken("it does not state its pixel size");
  return {
    width,
    height,
    compression: values.get(TAG_COMPRESSION) ?? 1,
    photometric: values.get(TAG_PHOTOMETRIC) ?? null,
    samplesPerPixel: values.get(TAG_SAMPLES) ?? 1,
    xResolution: positive(values.get(TAG_XRES) ?? null),
    yResolution: positive(values.get(TAG_YRES) ?? null),
    resolutionUnit: values.get(TAG_RES_UNIT) ?? 2,
    pages,
  };
}

/** The tags of a TIFF in memory or on disk (only the bytes needed are read from disk). */
export function readTiffTags(source: Uint8Array | { path: string }): TiffTags {
  if (source instanceof Uint8Array) {
    return readTiffTagsAt((position, length) => source.subarray(position, position + length));
  }
  const fd = openSync(source.path, "r");
  try {
    const size = fstatSync(fd).size;
    return readTiffTagsAt((position, length) => {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, size - position)));
      const got = buffer.byteLength === 0 ? 0 : readSync(fd, buffer, 0, buffer.byteLength, position);
      return buffer.subarray(0, got);
    });
  } finally {
    closeSync(fd);
  }
}

/** Resolution in pixels per inch on each axis, or null when the file states none. */
export interface TiffResolution {
  x: number;
  y: number;
}

/**
 * The stated resolution: XResolution/YResolution per inch (ResolutionUnit 2, the TIFF default) or
 * per centimetre (3). ResolutionUnit 1 ("no absolute unit") or an unknown unit states only an aspect
 * ratio, so it counts as no resolution; a missing axis takes the other's value.
 */
export function tiffResolution(tags: TiffTags): TiffResolution | null {
  const perUnit = tags.resolutionUnit === 2 ? 1 : tags.resolutionUnit === 3 ? 2.54 : null;
  if (perUnit === null) return null;
  const x = tags.xResolution ?? tags.yResolution;
  const y = tags.yResolution ?? tags.xResolution;
  if (x === null || y === null) return null;
  return { x: x * perUnit, y: y * perUnit };
}
