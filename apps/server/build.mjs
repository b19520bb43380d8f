#!/usr/bin/env node
// Builds the server for `npm start`, `start:api` and `start:worker` (git-ignored dist/): the app's own TypeScript
// and the workspace packages bundled by esbuild, every package from node_modules left to node (native and
// WebAssembly files: PGlite, sharp, mupdf, pg-boss...). Plain `node dist/main.js` runs without tsx's loader, which
// cost about 60 MB in each process (docs/decisions/0043-server-memory.md). `npm run dev` and the tests still run
// the sources under tsx.
//
// Each build goes into a folder of its own, dist/builds/<hash of its files>/, and dist/main.js is a small entry
// that imports the current one. A process keeps loading its lazily imported chunks and worker threads from its
// own folder (they are found beside the code, by import.meta.url), so restarting the worker after an upgrade
// does not take the files of the API process still running the older build from under it.
//
// Several processes may build at once on one checkout (an API process and a worker): a build's folder is
// written under a temporary name and renamed into place whole, and dist/main.js is replaced by a rename, so a
// process that starts meanwhile runs one whole build, the old or the new.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const SERVER = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(SERVER, "dist");
const BUILDS = path.join(DIST, "builds");
const REPO = path.resolve(SERVER, "../..");

/**
 * Older builds kept whatever happens, newest first, besides every build a live process runs: a process that
 * started some other way than through dist/main.js (no marker) still finds its files for a few upgrades.
 */
const KEEP_NEWEST = 3;
/** A running process's marker in its build's folder (written by dist/main.js); the build stays while it lives. */
const RUNNING = /^\.running-(\d+)$/;

/** The process's entry and the worker threads' entries, loaded by file name beside the code that starts them. */
const entryPoints = {
  main: path.join(SERVER, "src/main.ts"),
  "pdf.worker": path.join(SERVER, "src/modules/docs/pdf.worker.ts"),
  "fileHash.worker": path.join(SERVER, "src/platform/fileHash.worker.ts"),
  "patternDraw.worker": path.join(SERVER, "src/modules/patterns/patternDraw.worker.ts"),
  "databaseSetup.worker": path.join(SERVER, "src/platform/databaseSetup.worker.ts"),
  poolWorker: path.join(REPO, "packages/preflight/src/poolWorker.ts"),
  worker: path.join(REPO, "packages/preflight/src/worker.ts"),
};

/** Bare imports stay imports, except the workspace packages (`@portal/*`), whose exports are TypeScript sources. */
const nodeModulesExternal = {
  name: "node-modules-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@portal/") ? undefined : { path: args.path, external: true },
    );
  },
};

/** dist/main.js: marks this process as running the build (for pruneBuilds), then runs it. */
export function entrySource(hash) {
  return `// Written by apps/server/build.mjs: runs the current build, dist/builds/${hash}/.
import fs from "node:fs";
const marker = new URL("./builds/${hash}/.running-" + process.pid, import.meta.url);
try {
  fs.writeFileSync(marker, "");
  process.once("exit", () => fs.rmSync(marker, { force: true }));
} catch {}
await import("./builds/${hash}/main.js");
`;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/** Whether a live process still runs the build in `dir`; drops the markers of processes gone without exiting. */
function inUse(dir) {
  let used = false;
  for (const name of fs.readdirSync(dir)) {
    const pid = RUNNING.exec(name)?.[1];
    if (pid === undefined) continue;
    if (isAlive(Number(pid))) used = true;
    else fs.rmSync(path.join(dir, name), { force: true });
  }
  return used;
}

/**
 * Removes older builds no process can still need: the current one, the KEEP_NEWEST newest others and any a
 * live process runs stay. Folders being written (".tmp-") are another build's, left alone.
 */
export function pruneBuilds(current) {
  const others = fs
    .readdirSync(BUILDS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== current && !entry.name.startsWith(".tmp-"))
    .map((entry) => ({ dir: path.join(BUILDS, entry.name), mtime: fs.statSync(path.join(BUILDS, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const [index, { dir }] of others.entries()) {
    if (!inUse(dir) && index >= KEEP_NEWEST) fs.rmSync(dir, { recursive: true, force: true });
  }
  inUse(path.join(BUILDS, current));
}

/** Builds the server into dist/builds/<hash>/, points dist/main.js at it and prunes old builds; resolves the folder. */
export async function buildServer() {
  const staging = path.join(BUILDS, `.tmp-${process.pid}-${Date.now()}`);
  const result = await esbuild.build({
    entryPoints,
    // Paths in comments and source maps relative to this folder, wherever the build is started from: the
    // same sources give the same files, so the same folder.
    absWorkingDir: SERVER,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    // Class and function names in logs and errors as in the sources.
    keepNames: true,
    plugins: [nodeModulesExternal],
    write: false,
    logLevel: "warning",
  });
  const files = result.outputFiles
    .map((file) => ({ name: path.relative(staging, file.path), contents: file.contents }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = createHash("sha256");
  for (const file of files) hash.update(`${file.name}\0${file.contents.length}\0`).update(file.contents);
  const id = hash.digest("hex").slice(0, 16);
  const dir = path.join(BUILDS, id);

  if (!fs.existsSync(dir)) {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(staging, file.name)), { recursive: true });
      fs.writeFileSync(path.join(staging, file.name), file.contents);
    }
    try {
      fs.renameSync(staging, dir);
    } catch (err) {
      // Another process renamed the same build into place first.
      if (!fs.existsSync(dir)) throw err;
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  // Newest by modification time, for pruneBuilds.
  const now = new Date();
  fs.utimesSync(dir, now, now);

  const entry = path.join(DIST, "main.js");
  const temporary = `${entry}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, entrySource(id));
  fs.renameSync(temporary, entry);
  pruneBuilds(id);
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
