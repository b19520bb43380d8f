import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { onFirstUse } from "../onFirstUse.js";
import { assertValidKey, type Storage, StorageNotFoundError, type StoredObject } from "./storage.js";

export interface S3Options {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000; the bucket goes in the path. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Parts of a multipart upload (S3's minimum is 5 MiB); smaller bodies go up in one PUT. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * The AWS SDK's settings for a bucket, shared by the storage and the tus upload store: path-style
 * addressing (S3, MinIO, Ceph, R2 and others accept it), the SDK's retries with back-off, and
 * checksums only where S3 requires them (several S3-compatible servers refuse the SDK's default
 * aws-chunked bodies with trailing checksums).
 */
export function s3ClientConfig(o: S3Options): S3ClientConfig {
  return {
    endpoint: o.endpoint,
    region: o.region,
    credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
    forcePathStyle: true,
    maxAttempts: 4,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  };
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/** The AWS SDK's modules, imported with the first call: a process without STORAGE=s3 never loads them. */
async function loadSdk() {
  const [client, storage] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  return { ...client, Upload: storage.Upload };
}

/**
 * An S3-compatible bucket through the AWS SDK (the client @tus/s3-store uses too). Bodies go up
 * through lib-storage's Upload: one PUT when small, a multipart upload in 8 MiB parts otherwise,
 * with a length known or not; every request is retried by the SDK. A PUT or a completed multipart
 * upload replaces an object atomically. The SDK is loaded with the first request (about 9 MB of
 * heap: docs/decisions/0043-server-memory.md).
 */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  readonly bucket: string;
  private readonly options: S3Options;
  /** The SDK and this bucket's client, made on first use (tried again if loading failed). */
  private readonly s3: () => Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }>;

  constructor(o: S3Options) {
    this.options = o;
    this.bucket = o.bucket;
    this.s3 = onFirstUse(async () => {
      const sdk = await loadSdk();
      return { sdk, client: new sdk.S3Client(s3ClientConfig(this.options)) };
    });
  }

  async put(key: string, body: Readable | Buffer, _size?: number): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.s3();
    await new sdk.Upload({
      client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
      },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    }).done();
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const { size } = await fsp.stat(filePath);
    await this.put(key, fs.createReadStream(filePath), size);
    await fsp.rm(filePath, { force: true });
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    const { sdk, client } = await this.s3();
    try {
      const res = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    const { sdk, client } = await this.s3();
    try {
      const res = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0, modifiedAt: res.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.s3();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    await this.copy(fromKey, toKey);
    await this.delete(fromKey);
  }

  /**
   * A server-side copy within the bucket: the bytes never pass through this process. One
   * CopyObject takes up to 5 GiB, which is UPLOAD_MAX_BYTES' upper bound (config.ts), so no
   * multipart UploadPartCopy is needed; the SDK reads an error S3 sends inside a 200 answer as a
   * failure.
   */
  async copy(fromKey: string, toKey: string): Promise<void> {
    assertValidKey(fromKey);
    assertValidKey(toKey);
    const { sdk, client } = await this.s3();
    try {
      await client.send(
        new sdk.CopyObjectCommand({ Bucket: this.bucket, Key: toKey, CopySource: `${this.bucket}/${fromKey}` }),
      );
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFoundError(fromKey);
      throw err;
    }
  }

  /** Bytes `start` to `end` (inclusive) of an object, read with one ranged GET. */
  async range(key: string, start: number, end: number): Promise<Buffer> {
    assertValidKey(key);
    const { sdk, client } = await this.s3();
    try {
      const res = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${end}` }),
      );
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async withLocalFile<T>(key: string, fn: (filePath: string) => Promise<T>): Promise<T> {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "portal-s3-"));
    const file = path.join(dir, "object");
    try {
      await pipeline(await this.get(key), fs.createWriteStream(file));
      return await fn(file);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }
}
