import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { EMPTY_SHA256, type SigV4Credentials, sha256Hex, signRequest, UNSIGNED_PAYLOAD, uriEncode } from "./sigv4.js";
import { assertValidKey, type Storage, StorageNotFoundError, type StoredObject } from "./storage.js";

export interface S3Options {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000; the bucket goes in the path. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * An S3-compatible bucket through plain fetch and SigV4 (path-style addressing, which S3, MinIO,
 * Ceph, R2 and others accept). Streams go up with UNSIGNED-PAYLOAD and a Content-Length (single
 * PUT, up to 5 GB: above UPLOAD_MAX_BYTES' range); PUT replaces an object atomically.
 */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  private readonly credentials: SigV4Credentials;
  private readonly base: string;

  constructor(private readonly o: S3Options) {
    this.credentials = { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, region: o.region };
    this.base = o.endpoint.replace(/\/+$/, "");
  }

  private url(key?: string): URL {
    if (key !== undefined) assertValidKey(key);
    return new URL(`${this.base}/${uriEncode(this.o.bucket)}${key === undefined ? "" : `/${uriEncode(key, true)}`}`);
  }

  private async send(
    method: string,
    url: URL,
    options: {
      headers?: Record<string, string>;
      payloadHash?: string;
      body?: Buffer | Readable;
      timeout?: boolean;
    } = {},
  ): Promise<Response> {
    const signed = signRequest({
      method,
      url,
      headers: options.headers,
      payloadHash: options.payloadHash ?? EMPTY_SHA256,
      credentials: this.credentials,
    });
    const { host: _host, ...headers } = signed;
    const body =
      options.body === undefined
        ? undefined
        : Buffer.isBuffer(options.body)
          ? options.body
          : (Readable.toWeb(options.body) as unknown as ReadableStream);
    return fetch(url, {
      method,
      headers,
      body,
      ...(body && !Buffer.isBuffer(body) ? { duplex: "half" } : {}),
      signal: options.timeout === false ? undefined : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    } as RequestInit);
  }

  private async fail(res: Response, what: string): Promise<never> {
    const text = (await res.text().catch(() => "")).slice(0, 500);
    throw new Error(`S3 ${what} failed with HTTP ${res.status}: ${text}`);
  }

  async put(key: string, body: Readable | Buffer, size?: number): Promise<void> {
    if (Buffer.isBuffer(body)) {
      const res = await this.send("PUT", this.url(key), {
        headers: { "content-length": String(body.length) },
        payloadHash: sha256Hex(body),
        body,
      });
      if (!res.ok) await this.fail(res, `PUT ${key}`);
      await res.arrayBuffer();
      return;
    }
    if (size === undefined) {
      // S3 needs the length up front: spool to a temporary file (streamed), then send that.
      const tmp = path.join(os.tmpdir(), `portal-s3-${randomUUID()}`);
      try {
        await pipeline(body, fs.createWriteStream(tmp));
        await this.putFile(key, tmp);
      } finally {
        await fsp.rm(tmp, { force: true });
      }
      return;
    }
    const res = await this.send("PUT", this.url(key), {
      headers: { "content-length": String(size) },
      payloadHash: UNSIGNED_PAYLOAD,
      body,
      timeout: false,
    });
    if (!res.ok) await this.fail(res, `PUT ${key}`);
    await res.arrayBuffer();
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const { size } = await fsp.stat(filePath);
    await this.put(key, fs.createReadStream(filePath), size);
    await fsp.rm(filePath, { force: true });
  }

  async get(key: string): Promise<Readable> {
    const res = await this.send("GET", this.url(key), { timeout: false });
    if (res.status === 404) {
      await res.arrayBuffer();
      throw new StorageNotFoundError(key);
    }
    if (!res.ok || !res.body) return this.fail(res, `GET ${key}`);
    return Readable.fromWeb(res.body as unknown as WebReadableStream);
  }

  async stat(key: string): Promise<StoredObject | null> {
    const res = await this.send("HEAD", this.url(key));
    if (res.status === 404) return null;
    if (!res.ok) return this.fail(res, `HEAD ${key}`);
    const modified = res.headers.get("last-modified");
    return {
      size: Number(res.headers.get("content-length") ?? 0),
      modifiedAt: modified ? new Date(modified) : new Date(0),
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send("DELETE", this.url(key));
    if (!res.ok && res.status !== 404) await this.fail(res, `DELETE ${key}`);
    await res.arrayBuffer();
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    assertValidKey(fromKey);
    const res = await this.send("PUT", this.url(toKey), {
      headers: { "x-amz-copy-source": `/${uriEncode(this.o.bucket)}/${uriEncode(fromKey, true)}` },
    });
    // A copy can fail after S3 has answered 200: the error is then in the body.
    const text = await res.text();
    if (res.status === 404) throw new StorageNotFoundError(fromKey);
    if (!res.ok || text.includes("<Error>")) throw new Error(`S3 copy ${fromKey} failed: ${text.slice(0, 500)}`);
    await this.delete(fromKey);
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
