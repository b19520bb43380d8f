import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sha256File } from "./fileHash.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-hash-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function fileOf(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("sha256File", () => {
  it("hashes an empty, a small and a large file (the large one in its thread) as SHA-256 hex", async () => {
    const empty = Buffer.alloc(0);
    const small = randomBytes(10_000);
    // Over the 1 MiB read size and not a multiple of it.
    const large = randomBytes(3 * 1024 * 1024 + 17);
    expect(await sha256File(fileOf("empty", empty))).toBe(sha256(empty));
    expect(await sha256File(fileOf("small", small))).toBe(sha256(small));
    expect(await sha256File(fileOf("large", large))).toBe(sha256(large));
    expect(await sha256File(fileOf("empty", empty))).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  it("rejects for a missing file", async () => {
    await expect(sha256File(path.join(dir, "missing"))).rejects.toMatchObject({ code: "ENOENT" });
  });
});
