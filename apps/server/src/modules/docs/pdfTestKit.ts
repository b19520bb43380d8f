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

export interface PdfPageView {
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

/** Draws a page at `dpi` and decodes the Code 128 barcode in its pixels; null when none is found. */
export function readBarcode(bytes: Uint8Array, pageIndex: number, dpi = 150): string | null {
  const doc = mupdf.Document.openDocument(bytes, "application/pdf");
  try {
    const page = doc.loadPage(pageIndex);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const pixels = pixmap.getPixels();
    const luminance = new Uint8ClampedArray(width * height);
    for (let y = 0; y < height; y++) luminance.set(pixels.subarray(y * stride, y * stride + width), y * width);
    pixmap.destroy();
    page.destroy();
    const reader = new MultiFormatReader();
    reader.setHints(
      new Map<DecodeHintType, unknown>([
        [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
        [DecodeHintType.TRY_HARDER, true],
      ]),
    );
    try {
      return reader
        .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height))))
        .getText();
    } catch {
      return null;
    }
  } finally {
    doc.destroy();
  }
}
