/**
 * JavaScript the home route loads in the production build: Chromium opens `/` from the production
 * server, every script it fetches is gzip-compressed here at level 9 and summed. Target: 150 KB (issue 21).
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchChromium, report, startProductionServer } from "./lib/server.js";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const server = await startProductionServer();
try {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
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
  report("home route JavaScript, gzip", `${(gz / 1024).toFixed(1)} KB`, "<= 150 KB", gz <= 150 * 1024);
} finally {
  await server.stop();
}
