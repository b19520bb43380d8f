import { execFile, execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Piscina } from "piscina";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The built server (apps/server/build.mjs) that `npm start` runs: each build in a folder of its own
 * (dist/builds/<hash>/) with the files its code loads by name beside it, dist/main.js pointing at
 * the current one, and older builds kept while a process may still load from them. The Playwright servers and `npm run test:multi` run it whole (start-up,
 * seed, PDF and preflight threads); this covers what they do not reach.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILDS = path.join(SERVER, "dist", "builds");
let DIST: string;

function build(): void {
  execFileSync(process.execPath, ["build.mjs"], { cwd: SERVER, stdio: "inherit" });
}

/** The build folder dist/main.js runs. */
function currentBuild(): string {
  const entry = fs.readFileSync(path.join(SERVER, "dist", "main.js"), "utf8");
  const id = /import\("\.\/builds\/(\w+)\/main\.js"\)/.exec(entry)?.[1];
  expect(id).toBeDefined();
  return path.join(BUILDS, id!);
}

/** A folder in dist/builds standing for an older build, last built `ageMs` ago, run by `pid` if given. */
function olderBuild(name: string, ageMs: number, pid?: number): string {
  const dir = path.join(BUILDS, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "chunk-OLD.js"), "export {};\n");
  if (pid !== undefined) fs.writeFileSync(path.join(dir, `.running-${pid}`), "");
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(dir, then, then);
  return dir;
}

describe("the server's build", () => {
  beforeAll(() => {
    build();
    DIST = currentBuild();
  }, 60_000);

  it("writes every file the built code names by a relative path (chunks, worker threads) beside it", () => {
    const built = fs.readdirSync(DIST).filter((name) => name.endsWith(".js"));
    expect(built).toEqual(expect.arrayContaining(["main.js", "pdf.worker.js", "fileHash.worker.js"]));
    const named = new Set<string>();
    for (const name of built) {
      const code = fs.readFileSync(path.join(DIST, name), "utf8");
      // Chunks by import, threads by workerEntry (packages/preflight/src/threads.ts), both beside the calling file.
      for (const [, file] of code.matchAll(/"\.\/([\w.-]+\.js)"/g)) named.add(file as string);
      for (const [, entry] of code.matchAll(/workerEntry\d*\(import\.meta\.url, "([\w.]+)"\)/g))
        named.add(`${entry}.js`);
    }
    expect([...named]).toEqual(
      expect.arrayContaining([
        "databaseSetup.worker.js",
        "fileHash.worker.js",
        "pdf.worker.js",
        "poolWorker.js",
        "worker.js",
      ]),
    );
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

  it("keeps an older build a live process runs and the newest few, and removes the rest", () => {
    const hour = 3_600_000;
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid!;
    const running = olderBuild("test-old-running", 48 * hour, process.pid);
    const stopped = olderBuild("test-old-stopped", 47 * hour, deadPid);
    // Newer than any real older build in dist/builds, so these are the three newest.
    const recent = [1, 2, 3].map((n) => olderBuild(`test-recent-${n}`, n, n === 1 ? deadPid : undefined));
    try {
      build();
      expect(currentBuild()).toBe(DIST);
      expect(fs.existsSync(path.join(running, "chunk-OLD.js"))).toBe(true);
      expect(fs.existsSync(stopped)).toBe(false);
      for (const dir of recent) expect(fs.readdirSync(dir)).toEqual(["chunk-OLD.js"]);
      expect(fs.existsSync(path.join(DIST, "main.js"))).toBe(true);
    } finally {
      for (const dir of [running, stopped, ...recent]) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("builds whole when several processes build at once on one checkout", async () => {
    const run = promisify(execFile);
    // From the package's folder and from the repository's root (as `npm run build` and the Playwright servers do): the same folder.
    await Promise.all([
      run(process.execPath, ["build.mjs"], { cwd: SERVER }),
      run(process.execPath, ["build.mjs"], { cwd: SERVER }),
      run(process.execPath, ["apps/server/build.mjs"], { cwd: path.resolve(SERVER, "../..") }),
    ]);
    expect(currentBuild()).toBe(DIST);
    expect(fs.readdirSync(DIST)).toEqual(expect.arrayContaining(["main.js", "pdf.worker.js", "fileHash.worker.js"]));
    expect(fs.readdirSync(BUILDS).filter((name) => name.startsWith(".tmp-"))).toEqual([]);
  }, 60_000);

  it("runs the build dist/main.js names, marked as running while the process lives", async () => {
    const { entrySource } = (await import(path.join(SERVER, "build.mjs"))) as { entrySource: (id: string) => string };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-entry-"));
    try {
      fs.mkdirSync(path.join(dir, "builds", "b1"), { recursive: true });
      fs.writeFileSync(path.join(dir, "main.js"), entrySource("b1"));
      fs.writeFileSync(
        path.join(dir, "builds", "b1", "main.js"),
        'import fs from "node:fs";\nconsole.log(fs.readdirSync(new URL(".", import.meta.url)).join(","));\n',
      );
      const out = execFileSync(process.execPath, [path.join(dir, "main.js")], { encoding: "utf8" }).trim();
      expect(out.split(",").filter((name) => name.startsWith(".running-"))).toHaveLength(1);
      expect(fs.readdirSync(path.join(dir, "builds", "b1"))).toEqual(["main.js"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
