import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local.js";
import { S3Storage } from "./s3.js";
import { sha256Hex, signRequest, UNSIGNED_PAYLOAD } from "./sigv4.js";
import { type Storage, StorageNotFoundError } from "./storage.js";

const credentials = { accessKeyId: "AKIDTEST", secretAccessKey: "secret/key+test", region: "eu-west-1" };

/**
 * A small S3 stand-in: it checks every request's SigV4 signature over the headers actually sent,
 * that uploads carry Content-Length (S3 refuses chunked bodies), and keeps objects in memory.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const problems: string[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const auth = req.headers.authorization ?? "";
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(";") ?? [];
    const stamp = String(req.headers["x-amz-date"]);
    const date = new Date(
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
    );
    const headers = Object.fromEntries(
      signedNames
        .filter((n) => !["host", "x-amz-date", "x-amz-content-sha256"].includes(n))
        .map((n) => [n, String(req.headers[n])]),
    );
    const payloadHash = String(req.headers["x-amz-content-sha256"]);
    const expected = signRequest({
      method: req.method!,
      url: new URL(req.url!, `http://${req.headers.host}`),
      headers,
      payloadHash,
      credentials,
      date,
    }).authorization;
    if (auth !== expected) problems.push(`bad signature on ${req.method} ${req.url}`);
    if (payloadHash !== UNSIGNED_PAYLOAD && req.method === "PUT" && payloadHash !== sha256Hex(body)) {
      problems.push("payload hash mismatch");
    }
    const key = decodeURIComponent(req.url!.split("?")[0]!);
    if (req.method === "PUT") {
      const source = req.headers["x-amz-copy-source"];
      if (source) {
        const from = objects.get(decodeURIComponent(String(source)));
        if (!from) return res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        objects.set(key, from);
        return res.writeHead(200).end("<CopyObjectResult></CopyObjectResult>");
      }
      if (req.headers["transfer-encoding"]) problems.push("chunked upload");
      if (Number(req.headers["content-length"]) !== body.length) problems.push("wrong content-length");
      objects.set(key, body);
      return res.writeHead(200).end();
    }
    const found = objects.get(key);
    if (req.method === "DELETE") {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    if (!found)
      return res.writeHead(404).end(req.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code></Error>");
    res.writeHead(200, { "content-length": found.length, "last-modified": new Date().toUTCString() });
    return res.end(req.method === "HEAD" ? undefined : found);
  });
  return { server, objects, problems };
}

function behavesAsStorage(name: string, make: () => Promise<{ storage: Storage; done?: () => void }>) {
  describe(name, () => {
    let storage: Storage;
    let tmp: string;
    beforeAll(async () => {
      storage = (await make()).storage;
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
    });
    afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

    it("puts a buffer and a stream, reads them back, stats, moves and deletes", async () => {
      await storage.put("library/1/a", Buffer.from("hello"));
      expect(await text(await storage.get("library/1/a"))).toBe("hello");
      expect((await storage.stat("library/1/a"))?.size).toBe(5);

      const big = Buffer.alloc(3 * 1024 * 1024, 1);
      await storage.put("library/1/stream", Readable.from([big.subarray(0, 1024), big.subarray(1024)]), big.length);
      expect((await storage.stat("library/1/stream"))?.size).toBe(big.length);
      await storage.put("library/1/unknown-length", Readable.from([Buffer.from("abc"), Buffer.from("def")]));
      expect(await text(await storage.get("library/1/unknown-length"))).toBe("abcdef");

      await storage.move("library/1/a", "library/2/b");
      expect(await storage.stat("library/1/a")).toBeNull();
      expect(await text(await storage.get("library/2/b"))).toBe("hello");

      await storage.delete("library/2/b");
      await storage.delete("library/2/b");
      expect(await storage.stat("library/2/b")).toBeNull();
      await expect(storage.get("library/2/b")).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it("moves a local file in and hands out a local file", async () => {
      const file = path.join(tmp, "part");
      fs.writeFileSync(file, "part bytes");
      await storage.putFile("library/3/file", file);
      expect(fs.existsSync(file)).toBe(false);
      const read = await storage.withLocalFile("library/3/file", async (p) => fs.readFileSync(p, "utf8"));
      expect(read).toBe("part bytes");
    });

    it("refuses keys that could leave its root", async () => {
      for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", ".tmp/x", "a\\b", ""]) {
        await expect(storage.put(key, Buffer.from("x")), key).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

behavesAsStorage("LocalDiskStorage", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "local-storage-"));
  return { storage: new LocalDiskStorage(root) };
});

describe("LocalDiskStorage writes atomically", () => {
  it("leaves no partial file when the stream fails, and keeps the old object", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "local-storage-"));
    const storage = new LocalDiskStorage(root);
    await storage.put("k", Buffer.from("old"));
    const failing = new Readable({
      read() {
        this.push(Buffer.from("partial"));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.put("k", failing)).rejects.toThrow("client went away");
    expect(await text(await storage.get("k"))).toBe("old");
    expect(fs.readdirSync(path.join(root, ".tmp"))).toEqual([]);
  });
});

const s3 = fakeS3();
beforeAll(() => new Promise<void>((resolve) => s3.server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

behavesAsStorage("S3Storage (SigV4 over fetch, against a stand-in)", async () => {
  const { port } = s3.server.address() as AddressInfo;
  return {
    storage: new S3Storage({ endpoint: `http://127.0.0.1:${port}/`, bucket: "art-bucket", ...credentials }),
  };
});

describe("S3Storage requests", () => {
  it("were all signed correctly and sent uploads with a Content-Length", () => {
    expect(s3.problems).toEqual([]);
    expect(s3.objects.size).toBeGreaterThanOrEqual(3);
    expect([...s3.objects.keys()].every((k) => k.startsWith("/art-bucket/library/"))).toBe(true);
  });
});
