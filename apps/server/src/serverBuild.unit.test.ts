import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The built server (apps/server/build.mjs) that `npm start` runs: the files its code loads by name
 * are written beside it. The Playwright servers and `npm run test:multi` run it whole (start-up,
 * seed, PDF and preflight threads); this covers what they do not reach.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(SERVER, "dist");

describe("the server's build", () => {
  beforeAll(() => {
    execFileSync(process.execPath, ["build.mjs"], { cwd: SERVER, stdio: "inherit" });
  }, 60_000);

  it("writes every file the built code names by a relative path (chunks, worker threads) beside it", () => {
    const built = fs.readdirSync(DIST).filter((name) => name.endsWith(".js"));
    expect(built).toEqual(expect.arrayContaining(["main.js", "pdf.worker.js", "fileHash.worker.js"]));
    const named = new Set<string>();
    for (const name of built) {
      for (const [, file] of fs.readFileSync(path.join(DIST, name), "utf8").matchAll(/"\.\/([\w.-]+\.js)"/g)) {
        named.add(file as string);
      }
    }
    expect([...named]).toEqual(expect.arrayContaining(["databaseSetup.worker.js", "poolWorker.js", "worker.js"]));
    expect([...named].filter((file) => !built.includes(file))).toEqual([]);
  });

  it("runs the file-hash thread from the built file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-build-"));
    const file = path.join(dir, "bytes");
    fs.writeFileSync(file, Buffer.alloc(3 * 1024 * 1024, 7));
    const pool = new Piscina<string, string>({ filename: path.join(DIST, "fileHash.worker.js"), maxThreads: 1 });
    try {
      const expected = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
      expect(await pool.run(file)).toBe(expected);
    } finally {
      await pool.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
