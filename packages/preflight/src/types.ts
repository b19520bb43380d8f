/** The artwork kinds the portal accepts (docs/product/library.md: .ai, .pdf, .tif, .tiff). */
export type FileKind = "pdf" | "ai" | "tiff";

/** Colour spaces a report can name; Separation and DeviceN inks other than process inks are "Spot". */
export type ColorSpaceName = "CMYK" | "RGB" | "Gray" | "Spot" | "Lab" | "Indexed";

/** The order colour spaces are listed in a report. */
export const COLOR_SPACE_ORDER: readonly ColorSpaceName[] = ["CMYK", "RGB", "Gray", "Spot", "Lab", "Indexed"];

/** One raster image as placed in the artwork (a TIFF is one image placed at its own size). */
export interface PlacedImage {
  /** 1-based page number. */
  page: number;
  pixelWidth: number;
  pixelHeight: number;
  placedWidthIn: number;
  placedHeightIn: number;
  /** Pixels per inch at the placed size, the lower of the two axes, rounded down. */
  effectivePpi: number;
}

/** Blank margin around the artwork of page 1 (or the image), in inches. */
export interface Whitespace {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What the preflight found in one artwork file. Sizes are inches with 2 decimals. */
export interface PreflightReport {
  kind: FileKind;
  pages: number;
  /** Page 1's trim box (or crop/media box when none is set), or the image at its resolution. */
  widthIn: number;
  heightIn: number;
  images: PlacedImage[];
  minEffectivePpi: number | null;
  colorSpaces: ColorSpaceName[];
  /** Spot (Separation / DeviceN) ink names, sorted. */
  spotColors: string[];
  /** A spot colour named CutContourCad. */
  cutContour: boolean;
  /** A spot colour named CutContourThru. */
  thru: boolean;
  /** A spot colour named Route. */
  route: boolean;
  liveText: boolean;
  /** Names of the fonts that live text is set in (fonts not converted to outlines). */
  fontsNotOutlined: string[];
  encrypted: boolean;
  /** An ExtGState with /OP or /op true is in the page resources. */
  overprintFill: boolean;
  whitespace: Whitespace;
  /** Any side of blank margin wider than 0.125 in. */
  hasWhitespace: boolean;
  /** Problems met while reading parts of the file. */
  warnings: string[];
}

/** The toolbox flags of docs/product/library.md. */
export interface ToolboxFlags {
  cut_contour: boolean;
  route: boolean;
  thru: boolean;
  embedded_fonts: boolean;
}

/** A complete preflight: the report and PNG renditions (null when the file cannot be drawn). */
export interface PreflightResult {
  report: PreflightReport;
  thumbnailPng: Buffer | null;
  previewPng: Buffer | null;
}

export interface RenditionSizes {
  /** Longest side of the thumbnail in pixels (default 256). */
  thumbnailMaxPx?: number;
  /** Longest side of the preview in pixels (default 1200). */
  previewMaxPx?: number;
}

export const DEFAULT_THUMBNAIL_PX = 256;
export const DEFAULT_PREVIEW_PX = 1200;
/** Whitespace is measured on a rendering whose longest side is this many pixels. */
export const ANALYSIS_RENDER_PX = 1200;
/** A blank margin wider than this (inches) is reported as HasWhitespace. */
export const WHITESPACE_LIMIT_IN = 0.125;
