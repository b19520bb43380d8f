#!/usr/bin/env node
// Playwright drives Debian's Chromium (no browser downloads). Installs it with apt when missing.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (!fs.existsSync(CHROMIUM)) {
  console.log("Chromium not found; installing Debian's chromium package with apt-get ...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"], { stdio: "inherit", env });
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM}. Set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}
