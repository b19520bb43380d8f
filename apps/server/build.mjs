#!/usr/bin/env node
// Builds the server for `npm start`, `start:api` and `start:worker` into dist/ (git-ignored): the app's
// own TypeScript and the workspace packages bundled by esbuild, every package from node_modules left
// to node (native and WebAssembly files: PGlite, sharp, mupdf, pg-boss...). Plain `node dist/main.js`
// runs without tsx's loader, which cost about 60 MB in each process
// (docs/decisions/0043-server-memory.md). `npm run dev` and the tests still run the sources under tsx.
//
// Several processes may start on one checkout at once (an API process and a worker), each building
// first: every file is written to a temporary name and renamed over the old one, so a process that
// starts meanwhile reads a whole file, the old or the new.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const SERVER = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(SERVER, "dist");
const REPO = path.resolve(SERVER, "../..");

/** The process's entry and the worker threads' entries, loaded by file name beside the code that starts them. */
const entryPoints = {
  main: path.join(SERVER, "src/main.ts"),
  "pdf.worker": path.join(SERVER, "src/modules/docs/pdf.worker.ts"),
  "fileHash.worker": path.join(SERVER, "src/platform/fileHash.worker.ts"),
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

export async function buildServer() {
  const result = await esbuild.build({
    entryPoints,
    outdir: OUT,
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
  fs.mkdirSync(OUT, { recursive: true });
  const written = new Set();
  for (const file of result.outputFiles) {
    written.add(file.path);
    const current = fs.existsSync(file.path) ? fs.readFileSync(file.path) : null;
    if (current?.equals(file.contents)) continue;
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  // Chunks of an older build (their names carry a hash of their content).
  for (const name of fs.readdirSync(OUT)) {
    const file = path.join(OUT, name);
    if (!written.has(file) && !name.endsWith(".tmp")) fs.rmSync(file, { force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
