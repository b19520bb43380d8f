import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { PATTERN_THUMB_SIZE } from "@portal/contract";
import sharp from "sharp";
import type { Storage } from "../../platform/storage/index.js";
import { workerEntry, workerExecArgv } from "@portal/preflight/threads";
import { Piscina } from "piscina";
import type { DrawParams } from "./patternDraw.js";
import type { DrawTask } from "./patternDraw.worker.js";

/** Bump when the drawing changes: new storage keys and ETags, so no stale image is served. */
const DRAW_VERSION = 2;
/** The print file is one repeat of the design; the press tiles it across the roll. */
const PRINT_SIZE = 1440;
/**
 * Thumbnails are drawn at half size and enlarged by sharp: a quarter of the per-pixel work (the
 * drawing is plain JavaScript) for a difference invisible at card size.
 */
const THUMB_DRAWN_SIZE = PATTERN_THUMB_SIZE / 2;

let drawing: Piscina<DrawTask, Uint8Array> | null = null;

/**
 * A design's pixels, drawn in a thread of its own: the drawing is plain JavaScript, and on the request
 * thread the thumbnails drawn ahead after start-up (decision 0012) took it for 5 to 7 s on a 2-core
 * machine, halving the rate of every other call meanwhile. The thread starts with the first drawing
 * and stops after 10 s without one (docs/decisions/0043-server-memory.md).
 */
async function drawPixels(task: DrawTask): Promise<Buffer> {
  drawing ??= new Piscina<DrawTask, Uint8Array>({
    filename: workerEntry(import.meta.url, "patternDraw.worker"),
    execArgv: workerExecArgv(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 10_000,
  });
  const pixels = await drawing.run(task);
  return Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
}

export type ImageKind = "thumb" | "print";
export type Variant = "opaque" | "transparent";

export interface Drawable {
  /** 'patterns' or 'textures': the storage folder. */
  library: string;
  /** The file name without its extension ('harbor-oak'). */
  stem: string;
  generator: string;
  params: DrawParams;
}

export interface DrawnImage {
  contentType: string;
  size: number;
  body: Readable;
}

const CONTENT_TYPES: Record<ImageKind, string> = { thumb: "image/webp", print: "image/png" };
const EXTENSIONS: Record<ImageKind, string> = { thumb: "webp", print: "png" };

/**
 * Drawn pattern and texture images, kept in storage: a file is drawn the first time it is asked for
 * (or by the thumbnail warm-up after start-up, never during it or at seeding), then served from
 * storage. Concurrent first requests share one drawing.
 */
export class PatternImages {
  private readonly drawing = new Map<string, Promise<void>>();

  constructor(private readonly storage: Storage) {}

  etag(item: Drawable, kind: ImageKind, variant: Variant): string {
    const digest = createHash("sha256")
      .update(JSON.stringify([DRAW_VERSION, item.generator, item.params, kind, variant]))
      .digest("base64url")
      .slice(0, 22);
    return `"${digest}"`;
  }

  private key(item: Drawable, kind: ImageKind, variant: Variant): string {
    return `${item.library}/v${DRAW_VERSION}/${kind}/${variant}/${item.stem}.${EXTENSIONS[kind]}`;
  }

  /** Draws the image unless storage already has it. */
  async ensure(item: Drawable, kind: ImageKind, variant: Variant): Promise<void> {
    const key = this.key(item, kind, variant);
    if (!(await this.storage.stat(key))) await this.draw(key, item, kind, variant);
  }

  async open(item: Drawable, kind: ImageKind, variant: Variant): Promise<DrawnImage> {
    await this.ensure(item, kind, variant);
    const key = this.key(item, kind, variant);
    const stat = await this.storage.stat(key);
    return {
      contentType: CONTENT_TYPES[kind],
      size: stat?.size ?? 0,
      body: await this.storage.get(key),
    };
  }

  async bytes(item: Drawable, kind: ImageKind, variant: Variant): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of (await this.open(item, kind, variant)).body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private draw(key: string, item: Drawable, kind: ImageKind, variant: Variant): Promise<void> {
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const size = kind === "thumb" ? THUMB_DRAWN_SIZE : PRINT_SIZE;
        const opaque = variant === "opaque";
        const pixels = await drawPixels({ generator: item.generator, params: item.params, size, opaque });
        let image = sharp(pixels, { raw: { width: size, height: size, channels: 4 } });
        if (kind === "thumb") image = image.resize(PATTERN_THUMB_SIZE, PATTERN_THUMB_SIZE, { kernel: "lanczos3" });
        if (opaque) image = image.removeAlpha();
        const bytes =
          kind === "thumb"
            ? await image.webp({ quality: 70, alphaQuality: 70, effort: 4 }).toBuffer()
            : await image.png({ compressionLevel: 6 }).toBuffer();
        await this.storage.put(key, bytes, bytes.length);
      })().finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }
}
