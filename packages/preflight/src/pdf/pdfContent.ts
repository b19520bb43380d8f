import * as mupdf from "mupdf";
import { type ColorFindings, inkNamesFromMupdfName } from "../colorSpaces.js";
import type { PlacedImage } from "../types.js";
import { POINTS_PER_INCH, round2, wholePpi } from "../units.js";
import { cleanFontName } from "./fontNames.js";

/** At most this many placements are listed; the minimum ppi still counts every one. */
export const MAX_LISTED_IMAGES = 200;
/** Placements smaller than this (inches) on either side are clipping artefacts, not artwork. */
const MIN_PLACED_IN = 0.01;

/**
 * Collects what a page's content draws: every raster image with its placed size, the colour spaces
 * of fills, strokes, text and images, and the fonts of live text. It is fed by a MuPDF Device, so
 * images are measured without being decoded.
 */
export class ContentScan {
  readonly fonts = new Set<string>();
  liveText = false;
  readonly images: PlacedImage[] = [];
  minEffectivePpi: number | null = null;
  imagesOmitted = 0;
  private readonly seen = new Set<string>();
  private page = 1;

  constructor(private readonly colors: ColorFindings) {}

  /** Runs page content through the scan; page numbers are 1-based. */
  scanPage(page: mupdf.Page, pageNumber: number): void {
    this.page = pageNumber;
    const device = this.device();
    try {
      page.runPageContents(device, mupdf.Matrix.identity);
      device.close();
    } finally {
      device.destroy();
    }
  }

  private noteColorSpace(cs: mupdf.ColorSpace | null): void {
    if (!cs) return;
    if (cs.pointer === 0) return;
    switch (cs.getType()) {
      case "Gray":
        this.colors.add("Gray");
        break;
      case "RGB":
      case "BGR":
        this.colors.add("RGB");
        break;
      case "CMYK":
        this.colors.add("CMYK");
        break;
      case "Lab":
        this.colors.add("Lab");
        break;
      case "Indexed":
        this.colors.add("Indexed");
        break;
      case "Separation":
        this.colors.addInks(inkNamesFromMupdfName(cs.getName()), true);
        break;
      default:
        break;
    }
    cs.destroy();
  }

  private noteText(text: mupdf.Text): void {
    this.liveText = true;
    text.walk({
      beginSpan: (font) => {
        const name = cleanFontName(font.getName());
        if (name !== "") this.fonts.add(name);
      },
    });
    text.destroy();
  }

  private noteImage(image: mupdf.Image, ctm: mupdf.Matrix): void {
    const pixelWidth = image.getWidth();
    const pixelHeight = image.getHeight();
    if (!image.getImageMask()) this.noteColorSpace(image.getColorSpace());
    image.destroy();
    const placedWidthIn = Math.hypot(ctm[0], ctm[1]) / POINTS_PER_INCH;
    const placedHeightIn = Math.hypot(ctm[2], ctm[3]) / POINTS_PER_INCH;
    if (placedWidthIn < MIN_PLACED_IN || placedHeightIn < MIN_PLACED_IN) return;
    const effectivePpi = wholePpi(Math.min(pixelWidth / placedWidthIn, pixelHeight / placedHeightIn));
    if (this.minEffectivePpi === null || effectivePpi < this.minEffectivePpi) this.minEffectivePpi = effectivePpi;
    const placed: PlacedImage = {
      page: this.page,
      pixelWidth,
      pixelHeight,
      placedWidthIn: round2(placedWidthIn),
      placedHeightIn: round2(placedHeightIn),
      effectivePpi,
    };
    const key = `${placed.page}:${pixelWidth}x${pixelHeight}@${placed.placedWidthIn}x${placed.placedHeightIn}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this.images.length < MAX_LISTED_IMAGES) this.images.push(placed);
    else this.imagesOmitted++;
  }

  /**
   * Only the callbacks defined here make MuPDF.js wrap their arguments, so clip paths, shadings,
   * groups and invisible text (render mode 3, which does not print) are left out on purpose.
   */
  private device(): mupdf.Device {
    return new mupdf.Device({
      fillPath: (path, _evenOdd, _ctm, cs) => {
        path.destroy();
        this.noteColorSpace(cs);
      },
      strokePath: (path, stroke, _ctm, cs) => {
        path.destroy();
        stroke.destroy();
        this.noteColorSpace(cs);
      },
      fillText: (text, _ctm, cs) => {
        this.noteText(text);
        this.noteColorSpace(cs);
      },
      strokeText: (text, stroke, _ctm, cs) => {
        stroke.destroy();
        this.noteText(text);
        this.noteColorSpace(cs);
      },
      clipText: (text) => this.noteText(text),
      clipStrokeText: (text, stroke) => {
        stroke.destroy();
        this.noteText(text);
      },
      fillImage: (image, ctm) => this.noteImage(image, ctm),
      fillImageMask: (image, ctm, cs) => {
        this.noteImage(image, ctm);
        this.noteColorSpace(cs);
      },
      clipImageMask: (image, ctm) => this.noteImage(image, ctm),
    });
  }
}
