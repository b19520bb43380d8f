import type { Readable } from "node:stream";
import { pipeline, Transform } from "node:stream";
import { S3Store } from "@tus/s3-store";
import type { FastifyBaseLogger } from "fastify";
import { createSHA256, type IHasher } from "hash-wasm";
import type { S3Storage } from "../../platform/storage/s3.js";

/** Beside an upload's objects in the bucket (`<id>`, `<id>.info`, `<id>.part`): its SHA-256 so far. */
export const digestKey = (uploadId: string) => `${uploadId}.sha256`;

/** The digest of an upload's first `offset` bytes, as hash-wasm's saved state (base64). */
interface SavedDigest {
  offset: number;
  state: string;
}

async function readSaved(bucket: S3Storage, uploadId: string): Promise<SavedDigest | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await bucket.get(digestKey(uploadId))) chunks.push(chunk as Buffer);
    const saved = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Partial<SavedDigest>;
    return typeof saved.offset === "number" && typeof saved.state === "string"
      ? { offset: saved.offset, state: saved.state }
      : null;
  } catch {
    // None saved (or unreadable): the digest is taken from the object instead.
    return null;
  }
}

/** A hasher resumed from `saved` (null when the state is not one this hash-wasm can load). */
async function resumed(saved: SavedDigest): Promise<IHasher | null> {
  try {
    const hasher = await createSHA256();
    hasher.load(Buffer.from(saved.state, "base64"));
    return hasher;
  } catch {
    return null;
  }
}

/** The SHA-256 (hex) of a finished upload of `size` bytes, when its PATCHes took it whole; else null. */
export async function uploadDigest(bucket: S3Storage, uploadId: string, size: number): Promise<string | null> {
  const saved = await readSaved(bucket, uploadId);
  if (!saved || saved.offset !== size) return null;
  return (await resumed(saved))?.digest("hex") ?? null;
}

/**
 * The tus S3 store, taking each upload's SHA-256 as its bytes arrive (docs/decisions/0044): placing
 * the upload then needs no read of the whole object back from the bucket. A PATCH may land on any
 * process, so the hash state goes with the upload: after each PATCH it is saved beside the parts
 * (hash-wasm's `save`, Node's own hash cannot be saved), and the next PATCH, anywhere, resumes it.
 * It is saved only when the bytes hashed are exactly those the store kept; otherwise (a PATCH cut
 * off with bytes in flight, a PATCH that failed, a state missing) it is removed, and the placing
 * reads the object once, as before.
 */
export class HashingS3Store extends S3Store {
  constructor(
    options: ConstructorParameters<typeof S3Store>[0],
    private readonly digests: S3Storage,
    private readonly logger: FastifyBaseLogger,
  ) {
    super(options);
  }

  override async write(src: Readable, id: string, offset: number): Promise<number> {
    const hasher = await this.hasherAt(id, offset);
    if (!hasher) return super.write(src, id, offset);
    let hashed = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hasher.update(chunk);
        hashed += chunk.length;
        done(null, chunk);
      },
    });
    // A body that ends early or fails ends the tap the same way, so the store sees what it would have.
    pipeline(src, tap, () => undefined);
    let newOffset: number;
    try {
      newOffset = await super.write(tap, id, offset);
    } catch (err) {
      await this.forget(id);
      throw err;
    }
    if (hashed === newOffset - offset) await this.save(id, newOffset, hasher);
    else await this.forget(id);
    return newOffset;
  }

  /** A hasher over the upload's first `offset` bytes, or null when that state is not at hand. */
  private async hasherAt(id: string, offset: number): Promise<IHasher | null> {
    if (offset === 0) return (await createSHA256()).init();
    const saved = await readSaved(this.digests, id);
    if (!saved || saved.offset !== offset) return null;
    return resumed(saved);
  }

  private async save(id: string, offset: number, hasher: IHasher): Promise<void> {
    const saved: SavedDigest = { offset, state: Buffer.from(hasher.save()).toString("base64") };
    try {
      await this.digests.put(digestKey(id), Buffer.from(JSON.stringify(saved)));
    } catch (err) {
      this.logger.warn({ err, uploadId: id }, "upload digest not saved; placing it reads it back");
      await this.forget(id);
    }
  }

  private async forget(id: string): Promise<void> {
    await this.digests.delete(digestKey(id)).catch(() => undefined);
  }
}
