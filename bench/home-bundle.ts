/**
 * JavaScript the home route loads in the production build: Chromium opens `/` from the production
 * server, every script it fetches is gzip-compressed here at level 9 and summed. Target: 200 KB.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { report } from "./lib/server.js";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist");
if (!fs.existsSync(path.join(dist, "index.html"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const port = 8290 + Math.floor(Math.random() * 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-home-"));
const server = spawn("npx", ["tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
  await browser.close();
  let raw = 0;
  let gz = 0;
  for (const p of scripts) {
    const bytes = fs.readFileSync(path.join(dist, p));
    const g = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gz += g;
    console.log(`  ${p}  ${(g / 1024).toFixed(1)} KB gzip`);
  }
  console.log(`${scripts.size} scripts on the home route, ${(raw / 1024).toFixed(1)} KB raw`);
  report("home route JavaScript, gzip", `${(gz / 1024).toFixed(1)} KB`, "<= 200 KB", gz <= 200 * 1024);
} finally {
  server.kill("SIGTERM");
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000);
}
