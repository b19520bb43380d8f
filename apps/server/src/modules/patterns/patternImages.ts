import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { PATTERN_THUMB_SIZE } from "@portal/contract";
import sharp from "sharp";
import type { Storage } from "../../platform/storage/index.js";
import { type DrawParams, drawPattern } from "./patternDraw.js";

/** Bump when the drawing changes: new storage keys and ETags, so no stale image is served. */
const DRAW_VERSION = 1;
/** The print file is one repeat of the design; the press tiles it across the roll. */
export const PRINT_SIZE = 1440;

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
  etag: string;
  size: number;
  body: Readable;
}

export const CONTENT_TYPES: Record<ImageKind, string> = { thumb: "image/webp", print: "image/png" };
const EXTENSIONS: Record<ImageKind, string> = { thumb: "webp", print: "png" };

/**
 * Drawn pattern and texture images, kept in storage: a file is drawn the first time it is asked for
 * (never at start-up or seeding), then served from storage. Concurrent first requests share one drawing.
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

  async open(item: Drawable, kind: ImageKind, variant: Variant): Promise<DrawnImage> {
    const key = this.key(item, kind, variant);
    let stat = await this.storage.stat(key);
    if (!stat) {
      await this.draw(key, item, kind, variant);
      stat = await this.storage.stat(key);
    }
    return {
      contentType: CONTENT_TYPES[kind],
      etag: this.etag(item, kind, variant),
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
        const size = kind === "thumb" ? PATTERN_THUMB_SIZE : PRINT_SIZE;
        const opaque = variant === "opaque";
        const pixels = await drawPattern(item.generator, item.params, size, opaque);
        let image = sharp(pixels, { raw: { width: size, height: size, channels: 4 } });
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
