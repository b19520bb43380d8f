import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import {
  formatBytes,
  type NewToken,
  UPLOAD_ENDPOINT,
  UPLOAD_FAILED,
  UPLOAD_METADATA_FILENAME,
  UPLOAD_METADATA_TOKEN,
  UPLOAD_TOKEN_HEADER,
  uploadQuotaBytesMessage,
  uploadQuotaOpenMessage,
  uploadTooLargeMessage,
} from "@portal/contract";
import { FileStore } from "@tus/file-store";
import { type DataStore, ERRORS, type Locker, Server } from "@tus/server";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../platform/config.js";
import type { App } from "../../platform/context.js";
import { onFirstUse } from "../../platform/onFirstUse.js";
import { S3Storage, s3ClientConfig } from "../../platform/storage/s3.js";
import { type FinishedPart, LocalPart, S3Part } from "./finishedPart.js";
import { uploadNameProblem } from "./library.paths.js";
import type { LibraryRepo, PackageRow } from "./library.repo.js";

/** tus upload ids (the server's own random names): also the part's file and object names. */
const UPLOAD_ID = /^[A-Za-z0-9_-]+$/;

/** A tus hook's way to refuse a request: the status and a plain-text body (what tus clients show). */
function refuse(status_code: number, body: string): { status_code: number; body: string } {
  return { status_code, body };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A tus request as the hooks see it (a web Request). */
type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]["onIncomingRequest"]>>[0];

/**
 * Resumable uploads (tus, docs/ARCHITECTURE.md). `GET /Library/new_token` opens an upload package
 * with a short-lived token; every tus request (POST create, HEAD, PATCH, DELETE) carries that token
 * in the Upload-Package-Token header (on creation it may come as the `packageToken` metadata
 * instead) and may only touch uploads of that package. Parts and their offsets live in
 * `DATA_DIR/tus-parts` (the tus FileStore), or with STORAGE=s3 in the bucket (the tus S3 store:
 * `<id>`, `<id>.info`, `<id>.part`, and the SHA-256 so far, `<id>.sha256`), so an upload survives a restart and, on S3, any process can
 * take the next PATCH: the client asks HEAD for the offset and PATCHes the rest. Nothing reaches
 * the library until handle_masv places it.
 */
export class Uploads {
  /** The parts on local disk (the tus FileStore's directory; unused with S3). */
  readonly partsDir: string;
  private readonly packageOf = new WeakMap<object, PackageRow>();
  /** The bucket of STORAGE=s3, where the tus S3 store keeps the parts. */
  private readonly bucket?: S3Storage;

  constructor(
    private readonly repo: LibraryRepo,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    /** The lock tus takes per upload (`uploadLocker`: across processes on PostgreSQL); in-memory without. */
    private readonly locker?: Locker,
  ) {
    this.partsDir = path.join(config.dataDir, "tus-parts");
    if (config.storage.kind === "s3") this.bucket = new S3Storage(config.storage);
  }

  /**
   * The tus store, made on first use: the FileStore's constructor starts a directory check of its
   * own, and the S3 store (uploadDigest.ts) brings @tus/s3-store and the AWS SDK, which a process
   * without STORAGE=s3 never loads (docs/decisions/0043-server-memory.md).
   */
  private readonly store = onFirstUse<DataStore>(async () => {
    fs.mkdirSync(this.partsDir, { recursive: true });
    const s3 = this.config.storage;
    if (s3.kind !== "s3") return new FileStore({ directory: this.partsDir });
    const { HashingS3Store } = await import("./uploadDigest.js");
    return new HashingS3Store(
      { partSize: 8 * 1024 * 1024, s3ClientConfig: { bucket: s3.bucket, ...s3ClientConfig(s3) } },
      this.bucket!,
      this.log,
    );
  });

  /** The tus server, made on first use. */
  private readonly tus = onFirstUse(async () => {
    const datastore = await this.store();
    return new Server({
      path: UPLOAD_ENDPOINT,
      datastore,
      ...(this.locker ? { locker: this.locker } : {}),
      maxSize: this.config.uploads.maxBytes,
      // X-Forwarded-Host/Proto and Forwarded only count behind a trusted proxy; otherwise the
      // Location of a new upload is built from PUBLIC_URL or the request's own Host.
      respectForwardedHeaders: this.config.trustProxy !== false,
      generateUrl: (_req, { proto, host, path, id }) =>
        uploadLocation(this.config.publicUrl, { proto, host, path, id }),
      // The web app calls from its own origin; no other site gets CORS access to uploads.
      allowedOrigins: [this.config.publicUrl],
      allowedHeaders: [UPLOAD_TOKEN_HEADER, "Authorization"],
      onIncomingRequest: (req, id) => this.authorize(req, id),
      onUploadCreate: async (req, upload) => this.onCreate(req, upload),
      onUploadFinish: async (_req, upload) => {
        await this.repo.markUpload(upload.id, "finished");
        return {};
      },
      onResponseError: (_req, err) => {
        const { status_code: status, body } = err as { status_code?: number; body?: string };
        if (body === ERRORS.ERR_MAX_SIZE_EXCEEDED.body) {
          return refuse(413, uploadTooLargeMessage(this.config.uploads.maxBytes));
        }
        if (body === ERRORS.ERR_SIZE_EXCEEDED.body) {
          return refuse(
            413,
            `More bytes were sent than this upload's length allows (the upload limit is ${formatBytes(this.config.uploads.maxBytes)}).`,
          );
        }
        if (!status || status >= 500) this.log.error({ err }, "upload failed");
        return undefined;
      },
    });
  });

  /** A new package for the caller and its token (only the token's hash is stored). */
  async newPackage(userId: number, now = new Date(), purpose: "library" | "proof" = "library"): Promise<NewToken> {
    const id = randomUUID();
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + this.config.uploads.tokenMinutes * 60_000);
    await this.repo.insertPackage({ id, userId, tokenHash: hashToken(token), expiresAt, purpose });
    return {
      id,
      access_token: token,
      expires: expiresAt.toISOString(),
      upload_url: UPLOAD_ENDPOINT,
      max_bytes: this.config.uploads.maxBytes,
    };
  }

  private async authorize(req: TusRequest, uploadId: string): Promise<void> {
    let token = req.headers.get(UPLOAD_TOKEN_HEADER);
    if (!token && req.method === "POST")
      token = metadataValue(req.headers.get("upload-metadata"), UPLOAD_METADATA_TOKEN);
    if (!token) throw refuse(401, `An upload token is required (${UPLOAD_TOKEN_HEADER} header).`);
    const pkg = await this.repo.packageByTokenHash(hashToken(token));
    if (!pkg || pkg.expiresAt.getTime() < Date.now()) {
      throw refuse(401, "The upload token is not valid or has expired. Please start the upload again.");
    }
    if (req.method === "POST") {
      if (pkg.state !== "open") throw refuse(403, "This upload package is closed. Please start a new upload.");
      this.packageOf.set(req, pkg);
      return;
    }
    const upload = await this.repo.uploadById(uploadId);
    if (!upload || upload.packageId !== pkg.id) throw refuse(404, "There is no such upload in this package.");
  }

  private async onCreate(
    req: TusRequest,
    upload: { id: string; size?: number; metadata?: Record<string, string | null> },
  ) {
    const pkg = this.packageOf.get(req);
    if (!pkg) throw refuse(401, "The upload token is not valid or has expired. Please start the upload again.");
    const metadata = { ...(upload.metadata ?? {}) };
    const name = (metadata[UPLOAD_METADATA_FILENAME] ?? metadata.name ?? "").trim();
    if (!name) throw refuse(400, `The file name is missing (Upload-Metadata ${UPLOAD_METADATA_FILENAME}).`);
    const problem = uploadNameProblem(name, pkg.purpose);
    if (problem) throw refuse(400, problem);
    const { maxBytes, maxOpen, maxOpenBytes } = this.config.uploads;
    const { refused } = await this.repo.insertUploadWithinQuota(
      { id: upload.id, packageId: pkg.id, fileName: name, size: upload.size ?? null },
      pkg.userId,
      { open: maxOpen, bytes: maxOpenBytes, deferredBytes: maxBytes },
    );
    if (refused === "open") throw refuse(429, uploadQuotaOpenMessage(maxOpen));
    if (refused === "bytes") throw refuse(413, uploadQuotaBytesMessage(maxOpenBytes));
    delete metadata[UPLOAD_METADATA_TOKEN];
    return { metadata };
  }

  /** The bytes of a finished upload (every byte received), or undefined. */
  async finished(uploadId: string): Promise<FinishedPart | undefined> {
    if (!UPLOAD_ID.test(uploadId)) return undefined;
    let size: number;
    try {
      const upload = await (await this.store()).getUpload(uploadId);
      if (upload.size === undefined || upload.offset !== upload.size) return undefined;
      size = upload.size;
    } catch {
      return undefined;
    }
    if (this.bucket) return new S3Part(this.bucket, uploadId, size);
    return new LocalPart(path.join(this.partsDir, uploadId), size);
  }

  /** Removes an upload's part and its tus info file (either may be gone already). */
  async removeParts(uploadId: string): Promise<void> {
    if (!UPLOAD_ID.test(uploadId)) return;
    // With S3 too: earlier versions downloaded a finished part here before placing it.
    await fsp.rm(path.join(this.partsDir, uploadId), { force: true });
    await fsp.rm(path.join(this.partsDir, `${uploadId}.json`), { force: true });
    if (this.bucket) {
      // An unfinished upload's multipart upload is aborted; a finished one is an object.
      await (await this.store()).remove(uploadId).catch(() => undefined);
      const { digestKey } = await import("./uploadDigest.js");
      for (const key of [uploadId, `${uploadId}.info`, `${uploadId}.part`, digestKey(uploadId)]) {
        await this.bucket.delete(key);
      }
    }
  }

  /**
   * Abandoned uploads: packages past their token's lifetime go with every part not placed, and so
   * does any part on disk without an upload row that is older than the token lifetime. A placed
   * upload's part is removed again too (quietly): a removal that failed after placing leaves it.
   */
  async cleanup(now = new Date()): Promise<{ packages: number; parts: number }> {
    let parts = 0;
    const expired = await this.repo.expiredPackages(now);
    for (const pkg of expired) {
      for (const upload of await this.repo.uploadsOf(pkg.id)) {
        await this.removeParts(upload.id);
        if (upload.state !== "placed") parts++;
      }
    }
    await this.repo.deletePackages(expired.map((p) => p.id));

    const lifetimeMs = this.config.uploads.tokenMinutes * 60_000;
    const entries = await fsp.readdir(this.partsDir).catch(() => [] as string[]);
    const ids = [...new Set(entries.map((f) => f.replace(/\.json$/, "")))];
    const known = await this.repo.uploadIds(ids);
    for (const id of ids) {
      if (known.has(id)) continue;
      const stat = await fsp.stat(path.join(this.partsDir, `${id}.json`)).catch(() => undefined);
      const part = await fsp.stat(path.join(this.partsDir, id)).catch(() => undefined);
      const modified = Math.max(stat?.mtimeMs ?? 0, part?.mtimeMs ?? 0);
      if (now.getTime() - modified > lifetimeMs) {
        await this.removeParts(id);
        parts++;
      }
    }
    return { packages: expired.length, parts };
  }

  /**
   * Mounts the tus endpoint: every method but GET under /api/Library/upload goes to the tus server
   * with the raw request and response (the body stream is left unread by Fastify).
   */
  register(app: App): void {
    app.register(async (instance) => {
      instance.addContentTypeParser("application/offset+octet-stream", (_req, _payload, done) => done(null));
      const handler = async (req: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        try {
          await (await this.tus()).handle(req.raw, reply.raw);
        } catch (err) {
          req.log.error({ err }, "upload request failed");
          if (!reply.raw.headersSent) reply.raw.writeHead(500, { "content-type": "text/plain" });
          reply.raw.end(UPLOAD_FAILED);
        }
      };
      for (const url of ["/Library/upload", "/Library/upload/*"]) {
        instance.route({
          method: ["POST", "HEAD", "PATCH", "DELETE", "OPTIONS"],
          url,
          schema: { hide: true },
          // The package's upload token, checked by the tus hooks, is the key here, not a bearer token.
          config: { access: "public" },
          handler,
        });
      }
    });
  }
}

/** Where a new upload lives: PUBLIC_URL's origin for its own host, else the host the request named. */
function uploadLocation(publicUrl: string, at: { proto: string; host: string; path: string; id: string }): string {
  const publicOrigin = new URL(publicUrl);
  const origin = at.host === publicOrigin.host ? publicOrigin.origin : `${at.proto}://${at.host}`;
  return `${origin}${at.path}/${at.id}`;
}

/** One value of a tus Upload-Metadata header ("key base64,key2 base64"). */
function metadataValue(header: string | null, key: string): string | null {
  for (const pair of (header ?? "").split(",")) {
    const [k, v] = pair.trim().split(" ");
    if (k === key) return v ? Buffer.from(v, "base64").toString("utf8") : null;
  }
  return null;
}
