import * as mupdf from "mupdf";

/** The page box artwork is measured and drawn in: the trim box, falling back to crop and media box. */
export const ARTWORK_BOX: mupdf.PageBox = "TrimBox";

/**
 * Draws a page's content (no annotations, print visibility of layers) with transparency kept, so
 * that its longest side is at most maxPx pixels. The rendering never depends on the file's size.
 */
export function renderPdfPage(page: mupdf.PDFPage, maxPx: number): mupdf.Pixmap {
  const [x0, y0, x1, y1] = page.getBounds(ARTWORK_BOX);
  const longest = Math.max(x1 - x0, y1 - y0, 1);
  // Two pixels of slack: the pixel grid rounds the box outwards on each side.
  const scale = Math.max(1, maxPx - 2) / longest;
  return page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, true, false, "Print", ARTWORK_BOX);
}

/** A copy of a MuPDF pixmap's samples (the pixmap's own view lives in WASM memory). */
export function pixmapRaster(pixmap: mupdf.Pixmap): {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
} {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  // The component count includes alpha.
  const n = pixmap.getNumberOfComponents();
  const stride = pixmap.getStride();
  const samples = pixmap.getPixels();
  const channels: 3 | 4 = n === 4 ? 4 : 3;
  const pixels = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const row = samples.subarray(y * stride, y * stride + width * n);
    if (n === channels) pixels.set(row, y * width * channels);
    else {
      for (let x = 0; x < width; x++) {
        for (let c = 0; c < channels; c++) pixels[(y * width + x) * channels + c] = row[x * n + c] ?? 0;
      }
    }
  }
  return { pixels, width, height, channels };
}
