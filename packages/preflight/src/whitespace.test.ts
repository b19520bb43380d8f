import { describe, expect, it } from "vitest";
import { findBlankMargins, hasWhitespace, marginsInInches } from "./whitespace.js";

function raster(width: number, height: number, ink: Array<[number, number]>, alpha = true) {
  const channels = alpha ? 4 : 3;
  const pixels = new Uint8Array(width * height * channels).fill(255);
  if (alpha) for (let i = 3; i < pixels.length; i += 4) pixels[i] = 0;
  for (const [x, y] of ink) {
    const o = (y * width + x) * channels;
    pixels.set(alpha ? [200, 0, 0, 255] : [200, 0, 0], o);
  }
  return { pixels, width, height, channels: channels as 3 | 4, premultiplied: false };
}

describe("blank margins", () => {
  it("finds the inked bounding box", () => {
    expect(
      findBlankMargins(
        raster(
          10,
          8,
          [
            [2, 1],
            [6, 5],
          ],
          false,
        ),
      ),
    ).toEqual({
      top: 1,
      right: 3,
      bottom: 2,
      left: 2,
    });
  });

  it("counts transparent and near-white pixels as blank", () => {
    const r = raster(4, 4, [[1, 1]]);
    // A near-white opaque pixel at (3, 3).
    r.pixels.set([250, 250, 250, 255], (3 * 4 + 3) * 4);
    expect(findBlankMargins(r)).toEqual({ top: 1, right: 2, bottom: 2, left: 1 });
  });

  it("un-premultiplies MuPDF pixels before judging white", () => {
    const r = raster(2, 1, []);
    r.premultiplied = true;
    // Half-transparent white, premultiplied: blank.
    r.pixels.set([128, 128, 128, 128], 0);
    expect(findBlankMargins(r)).toBeNull();
    // Half-transparent black: ink.
    r.pixels.set([0, 0, 0, 128], 4);
    expect(findBlankMargins(r)).toEqual({ top: 0, right: 0, bottom: 0, left: 1 });
  });

  it("converts to inches and flags margins over 0.125 in", () => {
    const inches = marginsInInches({ top: 10, right: 0, bottom: 1, left: 0 }, { width: 100, height: 100 }, 10, 10);
    expect(inches).toEqual({ top: 1, right: 0, bottom: 0.1, left: 0 });
    expect(hasWhitespace(inches)).toBe(true);
    expect(hasWhitespace({ top: 0.12, right: 0.125, bottom: 0, left: 0.1 })).toBe(false);
  });

  it("treats a blank raster as blank on every side", () => {
    expect(findBlankMargins(raster(3, 3, []))).toBeNull();
    expect(marginsInInches(null, { width: 3, height: 3 }, 6, 4)).toEqual({ top: 4, right: 6, bottom: 4, left: 6 });
  });
});
