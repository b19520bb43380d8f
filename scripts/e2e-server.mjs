#!/usr/bin/env node
// Starts the production server for Playwright on a fresh DATA_DIR (removed when it stops).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.DATA_DIR || ".tmp/e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
const child = spawn("npx", ["tsx", "apps/server/src/main.ts"], {
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
