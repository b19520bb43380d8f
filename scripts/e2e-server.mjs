#!/usr/bin/env node
// Starts the production server for Playwright on a fresh DATA_DIR (removed when it stops): the built
// server (`node apps/server/dist/main.js`, as `npm start` runs it), built here first so a change to
// the server's sources is always what the specs test (three servers build at once: each build is
// renamed into a folder of its own whole, apps/server/build.mjs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildServer } from "../apps/server/build.mjs";

const dataDir = path.resolve(process.env.DATA_DIR || ".tmp/e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
await buildServer();
const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
const stop = (sig) => child.kill(sig);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
