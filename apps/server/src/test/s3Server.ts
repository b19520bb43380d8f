import fs from "node:fs";
import fsp from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The keys of the objects in the bucket. */
  keys(): Promise<string[]>;
  /** The bytes stored in the parts of the open multipart uploads of `key`. */
  partBytes(key: string): Promise<number>;
  /** How often the whole object `key` was read (a GET with no Range). */
  wholeReads(key: string): number;
  close(): Promise<void>;
}

interface Ctx {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
  get(header: string): string;
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * An S3-compatible server for tests: s3rver (npm, files in a temporary directory) on a loopback
 * port with one bucket. s3rver stores multipart uploads but does not answer three of the calls the
 * tus S3 store makes (ListParts, AbortMultipartUpload, ListMultipartUploads); a middleware in front
 * answers them from s3rver's own upload directory (`<bucket>/.../uploads/<uploadId>/<part>`).
 */
export async function startTestS3(options: { bucket?: string; port?: number } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? "portal-test";
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), "portal-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const store = (
    server as unknown as {
      store: {
        getResourcePath(b: string, k: string | undefined, r: string): string;
        listObjects(b: string, o: object): Promise<{ objects: { key: string }[] }>;
      };
    }
  ).store;
  const uploadsDir = (b: string) => store.getResourcePath(b, undefined, "uploads");

  const reads = new Map<string, number>();
  const multipartCalls = async (ctx: Ctx, next: () => Promise<void>) => {
    const [, b, ...rest] = ctx.path.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const uploadId = typeof ctx.query.uploadId === "string" ? ctx.query.uploadId : undefined;
    if (!b) return next();
    // GetObject (the SDK adds x-id=GetObject), not ListParts or a ranged read.
    if (ctx.method === "GET" && key && !uploadId && !ctx.get("range")) {
      reads.set(key, (reads.get(key) ?? 0) + 1);
    }
    if (ctx.method === "GET" && key && uploadId) {
      const dir = path.join(uploadsDir(b), uploadId);
      if (!fs.existsSync(dir)) return noSuchUpload(ctx);
      const parts = fs
        .readdirSync(dir)
        .filter((n) => /^\d+$/.test(n))
        .map(Number)
        .sort((x, y) => x - y)
        .map((n) => {
          const file = path.join(dir, String(n));
          const etag = fs.readFileSync(`${file}.md5`, "utf8");
          const stat = fs.statSync(file);
          return `<Part><PartNumber>${n}</PartNumber><ETag>"${etag}"</ETag><Size>${stat.size}</Size><LastModified>${stat.mtime.toISOString()}</LastModified></Part>`;
        });
      ctx.type = "application/xml";
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${xml(b)}</Bucket><Key>${xml(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`;
      return;
    }
    if (ctx.method === "DELETE" && key && uploadId) {
      const dir = path.join(uploadsDir(b), uploadId);
      if (!fs.existsSync(dir)) return noSuchUpload(ctx);
      await fsp.rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === "GET" && !key && "uploads" in ctx.query) {
      const root = uploadsDir(b);
      const ids = fs.existsSync(root) ? fs.readdirSync(root) : [];
      const uploads = ids.map((id) => {
        const k = fs.readFileSync(path.join(root, id, "key"), "utf8");
        const initiated = fs.statSync(path.join(root, id, "key")).mtime.toISOString();
        return `<Upload><Key>${xml(k)}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`;
      });
      ctx.type = "application/xml";
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${xml(b)}</Bucket><IsTruncated>false</IsTruncated>${uploads.join("")}</ListMultipartUploadsResult>`;
      return;
    }
    return next();
  };
  (server as unknown as { middleware: unknown[] }).middleware.unshift(multipartCalls);

  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    region: "us-east-1",
    async keys() {
      const { objects } = await store.listObjects(bucket, {});
      return objects.map((o) => o.key).sort();
    },
    async partBytes(key: string) {
      const root = uploadsDir(bucket);
      let bytes = 0;
      for (const id of fs.existsSync(root) ? await fsp.readdir(root) : []) {
        const dir = path.join(root, id);
        if ((await fsp.readFile(path.join(dir, "key"), "utf8").catch(() => "")) !== key) continue;
        for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
          if (/^\d+$/.test(name)) bytes += (await fsp.stat(path.join(dir, name)).catch(() => ({ size: 0 }))).size;
        }
      }
      return bytes;
    },
    wholeReads: (key: string) => reads.get(key) ?? 0,
    async close() {
      await server.close();
      await fsp.rm(directory, { recursive: true, force: true });
    },
  };
}

function noSuchUpload(ctx: Ctx) {
  ctx.status = 404;
  ctx.type = "application/xml";
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
}
