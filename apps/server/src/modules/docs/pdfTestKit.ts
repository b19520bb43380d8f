/**
 * Test helper: opens a PDF with MuPDF (the same engine preflight uses) and reports what a reader sees: the page
 * sizes, the text of each page, the metadata, and the Code 128 barcodes found in the rendered pixels.
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import * as mupdf from "mupdf";

interface PdfPageView {
  width: number;
  height: number;
  /** The page's text, white space collapsed to single spaces. */
  text: string;
}

export interface PdfView {
  pages: PdfPageView[];
  title: string | undefined;
  author: string | undefined;
  subject: string | undefined;
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

export function readPdf(bytes: Uint8Array): PdfView {
  const doc = mupdf.Document.openDocument(bytes, "application/pdf");
  try {
    const pages: PdfPageView[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      const text = page.toStructuredText("preserve-whitespace");
      pages.push({ width: x1 - x0, height: y1 - y0, text: collapse(text.asText()) });
      text.destroy();
      page.destroy();
    }
    return {
      pages,
      title: doc.getMetaData("info:Title"),
      author: doc.getMetaData("info:Author"),
      subject: doc.getMetaData("info:Subject"),
    };
  } finally {
    doc.destroy();
  }
}

/**
 * Draws a page at `dpi` and decodes the Code 128 barcodes in its pixels, scanning overlapping bands two inches high
 * across the whole page (ZXing's row search misses a barcode near the top of a tall page). The distinct codes found.
 */
export function readBarcodes(bytes: Uint8Array, pageIndex: number, dpi = 150): string[] {
  const doc = mupdf.Document.openDocument(bytes, "application/pdf");
  let width: number;
  let height: number;
  let luminance: Uint8ClampedArray;
  try {
    const page = doc.loadPage(pageIndex);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
    width = pixmap.getWidth();
    height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const pixels = pixmap.getPixels();
    luminance = new Uint8ClampedArray(width * height);
    for (let y = 0; y < height; y++) luminance.set(pixels.subarray(y * stride, y * stride + width), y * width);
    pixmap.destroy();
    page.destroy();
  } finally {
    doc.destroy();
  }
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  const found = new Set<string>();
  const band = 2 * dpi;
  for (let top = 0; top < height; top += dpi) {
    const rows = Math.min(band, height - top);
    const source = new RGBLuminanceSource(luminance.slice(top * width, (top + rows) * width), width, rows);
    try {
      found.add(reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText());
    } catch {
      // No barcode in this band.
    }
    if (top + rows >= height) break;
  }
  return [...found];
}
