import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeEncryptedPdf, makeImagePdf, makePostScriptAi, makeSpotPdf, makeTiff } from "./fixtures/makeFixtures.js";
import { renderPreview, renderThumbnail } from "./render.js";

async function expectPng(png: Buffer, maxPx: number) {
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe("png");
  expect(meta.hasAlpha).toBe(true);
  expect(meta.channels).toBe(4);
  expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(maxPx);
  return meta;
}

describe("thumbnails and previews", () => {
  it("draws a PDF page as RGBA PNGs within the size", async () => {
    const pdf = makeSpotPdf("CutContourCad");
    const thumb = await expectPng(await renderThumbnail(pdf, "pdf"), 256);
    const preview = await expectPng(await renderPreview(pdf, "pdf"), 1200);
    expect(thumb.height).toBeGreaterThan(240);
    expect(preview.height).toBeGreaterThan(1100);
    // 12 x 18 in keeps its shape.
    expect(preview.width / preview.height).toBeCloseTo(12 / 18, 2);
    await expectPng(await renderThumbnail(pdf, "pdf", 64), 64);
  });

  it("keeps a PDF's transparent page as transparency", async () => {
    const pdf = makeImagePdf({
      pixelWidth: 20,
      pixelHeight: 20,
      placedWidthIn: 1,
      placedHeightIn: 1,
      colorSpace: "rgb",
      marginIn: 1,
    });
    const { data, info } = await sharp(await renderThumbnail(pdf, "pdf"))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
  });

  it.each(["cmyk", "rgb"] as const)("draws a %s TIFF as RGBA PNGs within the size", async (colorSpace) => {
    const tiff = await makeTiff({ colorSpace, widthPx: 1600, heightPx: 800, ppi: 100, marginPx: 20 });
    const thumb = await expectPng(await renderThumbnail(tiff, "tiff"), 256);
    const preview = await expectPng(await renderPreview(tiff, "tiff"), 1200);
    expect(thumb.width).toBe(256);
    expect(preview.width).toBe(1200);
  });

  it("refuses what it cannot draw", async () => {
    await expect(renderThumbnail(makeEncryptedPdf(), "pdf")).rejects.toMatchObject({ code: "unrenderable" });
    await expect(renderThumbnail(makePostScriptAi(), "ai")).rejects.toMatchObject({ code: "unrenderable" });
    await expect(renderThumbnail(makeSpotPdf("Route"), "tiff")).rejects.toMatchObject({ code: "unsupported" });
    await expect(renderPreview(new Uint8Array([1, 2, 3]), "pdf")).rejects.toMatchObject({ code: "unsupported" });
  });
});
