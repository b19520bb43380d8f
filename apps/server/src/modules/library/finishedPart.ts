import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { sha256File } from "../../platform/fileHash.js";
import type { Storage } from "../../platform/storage/index.js";
import { LocalDiskStorage } from "../../platform/storage/local.js";
import { S3Storage } from "../../platform/storage/s3.js";

/** How much of a file's start and end the type detection reads (as the preflight package does). */
const SNIFF_BYTES = 1024 * 1024;

/**
 * The bytes of a finished tus upload where the tus store keeps them: a file in `DATA_DIR/tus-parts`
 * or, with STORAGE=s3, the object the tus S3 store completed in the bucket. Placing one never
 * writes it to local disk: with S3 the copy into the library's key is S3's own (docs/decisions/0044).
 */
export interface FinishedPart {
  readonly size: number;
  /** The first and last MiB, joined (the window detectFileType looks at). */
  head(): Promise<Uint8Array>;
  sha256(): Promise<string>;
  /** Puts the bytes into storage under `key`: the part's file is moved on local disk; on S3 it stays until removed. */
  moveTo(storage: Storage, key: string): Promise<void>;
  /** Copies the bytes into storage under `key`; the part stays. */
  copyTo(storage: Storage, key: string): Promise<void>;
  /** Undoes `moveTo` after a failed finish: nothing is left at `key`, and the part is there to be placed again. */
  undoMove(storage: Storage, key: string): Promise<void>;
}

/** A part on local disk (the tus FileStore's file). */
export class LocalPart implements FinishedPart {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}

  async head(): Promise<Uint8Array> {
    const handle = await fsp.open(this.path, "r");
    try {
      if (this.size <= 2 * SNIFF_BYTES) {
        const all = Buffer.alloc(this.size);
        await handle.read(all, 0, this.size, 0);
        return all;
      }
      const bytes = Buffer.alloc(2 * SNIFF_BYTES);
      await handle.read(bytes, 0, SNIFF_BYTES, 0);
      await handle.read(bytes, SNIFF_BYTES, SNIFF_BYTES, this.size - SNIFF_BYTES);
      return bytes;
    } finally {
      await handle.close();
    }
  }

  sha256(): Promise<string> {
    return sha256File(this.path);
  }

  moveTo(storage: Storage, key: string): Promise<void> {
    return storage.putFile(key, this.path);
  }

  copyTo(storage: Storage, key: string): Promise<void> {
    return storage.put(key, fs.createReadStream(this.path), this.size);
  }

  async undoMove(storage: Storage, key: string): Promise<void> {
    if (storage instanceof LocalDiskStorage) {
      try {
        await fsp.rename(storage.pathOf(key), this.path);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
        await fsp.copyFile(storage.pathOf(key), this.path);
      }
    }
    await storage.delete(key);
  }
}

/** A part in the bucket: the object `id` the tus S3 store completed. */
export class S3Part implements FinishedPart {
  constructor(
    private readonly bucket: S3Storage,
    readonly id: string,
    readonly size: number,
  ) {}

  async head(): Promise<Uint8Array> {
    if (this.size === 0) return new Uint8Array();
    if (this.size <= 2 * SNIFF_BYTES) return this.bucket.range(this.id, 0, this.size - 1);
    const [start, end] = await Promise.all([
      this.bucket.range(this.id, 0, SNIFF_BYTES - 1),
      this.bucket.range(this.id, this.size - SNIFF_BYTES, this.size - 1),
    ]);
    return Buffer.concat([start, end]);
  }

  /**
   * The digest the tus store took while the PATCHes arrived (uploadDigest.ts); when it has none, one
   * streamed read of the object: the digest needs every byte, but none is written to disk and each
   * chunk costs the event loop microseconds.
   */
  async sha256(): Promise<string> {
    // Imported here: it brings @tus/s3-store, loaded with STORAGE=s3 only.
    const { uploadDigest } = await import("./uploadDigest.js");
    const taken = await uploadDigest(this.bucket, this.id, this.size);
    if (taken) return taken;
    const hash = createHash("sha256");
    for await (const chunk of await this.bucket.get(this.id)) hash.update(chunk as Buffer);
    return hash.digest("hex");
  }

  moveTo(storage: Storage, key: string): Promise<void> {
    return this.copyTo(storage, key);
  }

  copyTo(storage: Storage, key: string): Promise<void> {
    // STORAGE=s3 puts tus parts and the library in one bucket (config.ts), so S3 copies it itself.
    if (!(storage instanceof S3Storage) || storage.bucket !== this.bucket.bucket) {
      throw new Error("An upload in the bucket is placed into the same bucket only.");
    }
    return storage.copy(this.id, key);
  }

  undoMove(storage: Storage, key: string): Promise<void> {
    return storage.delete(key);
  }
}
