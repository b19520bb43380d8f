import fs from "node:fs";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local.js";
import { S3Storage } from "./s3.js";
import { startTestS3, type TestS3 } from "../../test/s3Server.js";
import { type Storage, StorageNotFoundError } from "./storage.js";

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

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3({ bucket: "art-bucket" });
});
afterAll(() => s3.close());

behavesAsStorage("S3Storage (AWS SDK, against s3rver)", async () => ({ storage: new S3Storage(s3) }));

describe("S3Storage", () => {
  it("kept every object under its key in the bucket", async () => {
    const keys = await s3.keys();
    expect(keys).toEqual(expect.arrayContaining(["library/1/stream", "library/1/unknown-length", "library/3/file"]));
    expect(keys.every((k) => k.startsWith("library/"))).toBe(true);
  });

  it("sends a large body of unknown length as a multipart upload and reads it back whole", async () => {
    const storage = new S3Storage(s3);
    const chunk = Buffer.alloc(1024 * 1024);
    const total = 20;
    let sent = 0;
    const hash = createHash("sha256");
    const body = new Readable({
      read() {
        if (sent === total) return this.push(null);
        chunk.fill(sent++);
        hash.update(chunk);
        this.push(Buffer.from(chunk));
      },
    });
    await storage.put("library/9/big", body);
    expect((await storage.stat("library/9/big"))?.size).toBe(total * chunk.length);
    const back = createHash("sha256");
    for await (const c of await storage.get("library/9/big")) back.update(c as Buffer);
    expect(back.digest("hex")).toBe(hash.digest("hex"));
  });

  it("copies an object inside the bucket and reads a byte range of it", async () => {
    const storage = new S3Storage(s3);
    await storage.put("library/8/source", Buffer.from("0123456789"));
    await storage.copy("library/8/source", "library/8/copy");
    expect((await storage.range("library/8/copy", 2, 5)).toString()).toBe("2345");
    expect((await storage.stat("library/8/source"))?.size).toBe(10);
    await expect(storage.copy("library/none", "library/other")).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it("moving a missing object is StorageNotFoundError", async () => {
    await expect(new S3Storage(s3).move("library/none", "library/other")).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});
