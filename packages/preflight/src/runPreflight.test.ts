import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreflightError } from "./errors.js";
import { makeLargePdf, makeLargeTiff, writeFixtures } from "./fixtures/makeFixtures.js";
import { analyzeArtwork, preflightFile } from "./preflight.js";
import { PreflightPool } from "./preflightPool.js";
import { runPreflight } from "./runPreflight.js";

let dir = "";
let paths: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "preflight-"));
  paths = await writeFixtures(dir);
  paths["large.pdf"] = join(dir, "large.pdf");
  await writeFile(paths["large.pdf"], makeLargePdf(12 * 1024 * 1024));
  paths["large.tif"] = join(dir, "large.tif");
  await writeFile(paths["large.tif"], makeLargeTiff(12 * 1024 * 1024));
  paths["program.pdf"] = join(dir, "program.pdf");
  await writeFile(paths["program.pdf"], new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]));
  paths["corrupt.pdf"] = join(dir, "corrupt.pdf");
  await writeFile(paths["corrupt.pdf"], `%PDF-1.7\n${"x".repeat(2000)}`);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const fixture = (name: string) => {
  const path = paths[name];
  if (!path) throw new Error(`no fixture ${name}`);
  return path;
};

async function readBytes(path: string): Promise<Uint8Array> {
  const { readFile } = await import("node:fs/promises");
  return new Uint8Array(await readFile(path));
}

describe("runPreflight (worker thread)", () => {
  it("returns the same report as the direct call, with PNG renditions", async () => {
    for (const name of [
      "spot-cutcontourcad.pdf",
      "low-res-image.pdf",
      "live-text.pdf",
      "cmyk-margins.tif",
      "illustrator.ai",
    ]) {
      const path = fixture(name);
      const result = await runPreflight(path);
      expect(result.report, name).toEqual(await analyzeArtwork(await readBytes(path)));
      expect(result.report, name).toEqual((await preflightFile(path)).report);
      for (const [png, max] of [
        [result.thumbnailPng, 256],
        [result.previewPng, 1200],
      ] as const) {
        expect(Buffer.isBuffer(png), name).toBe(true);
        const meta = await sharp(png as Buffer).metadata();
        expect(meta.format).toBe("png");
        expect(meta.hasAlpha).toBe(true);
        expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(max);
      }
    }
  }, 120_000);

  it("checks a file in a thread of its own when given another heap limit (worker.mjs from the sources)", async () => {
    const path = fixture("live-text.pdf");
    const result = await runPreflight(path, { maxOldGenerationSizeMb: 384 });
    expect(result.report).toEqual((await preflightFile(path)).report);
    expect(Buffer.isBuffer(result.thumbnailPng)).toBe(true);
  }, 60_000);

  it("reports an encrypted file as a finding, without renditions", async () => {
    const result = await runPreflight(fixture("encrypted.pdf"));
    expect(result.report.encrypted).toBe(true);
    expect(result.thumbnailPng).toBeNull();
    expect(result.previewPng).toBeNull();
  }, 60_000);

  it("handles large files from disk", async () => {
    const pdf = await runPreflight(fixture("large.pdf"));
    expect(pdf.report).toMatchObject({
      kind: "pdf",
      minEffectivePpi: 200,
      colorSpaces: ["CMYK"],
      hasWhitespace: false,
    });
    const tiff = await runPreflight(fixture("large.tif"));
    expect(tiff.report).toMatchObject({ kind: "tiff", minEffectivePpi: 150, colorSpaces: ["CMYK"] });
    expect(tiff.report.widthIn).toBeGreaterThan(11);
  }, 120_000);

  it("rejects a program named .pdf and a corrupt PDF with clear errors", async () => {
    const program = runPreflight(fixture("program.pdf"));
    await expect(program).rejects.toBeInstanceOf(PreflightError);
    await expect(program).rejects.toMatchObject({ code: "unsupported", message: expect.stringMatching(/Unsupported/) });
    await expect(runPreflight(fixture("corrupt.pdf"))).rejects.toMatchObject({ code: "unreadable" });
    await expect(runPreflight(join(dir, "missing.pdf"))).rejects.toMatchObject({ code: "unreadable" });
  }, 60_000);

  it("stops a worker that takes too long", async () => {
    await expect(runPreflight(fixture("large.tif"), { timeoutMs: 1 })).rejects.toMatchObject({ code: "timeout" });
  }, 60_000);
});

describe("the warm preflight pool", () => {
  it("checks file after file in the same warm thread, and a file over its time stops only that file", async () => {
    const pool = new PreflightPool({ maxThreads: 1 });
    try {
      for (const name of ["spot-cutcontourcad.pdf", "rgb-full.tif", "live-text.pdf"]) {
        const result = await runPreflight(fixture(name), { pool });
        expect(result.report, name).toEqual((await preflightFile(fixture(name))).report);
      }
      expect(pool.completed).toBe(3);
      expect(pool.threads).toBe(1);
      await expect(runPreflight(fixture("large.tif"), { pool, timeoutMs: 1 })).rejects.toMatchObject({
        code: "timeout",
      });
      const after = await runPreflight(fixture("spot-route.pdf"), { pool });
      expect(after.report.route).toBe(true);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
