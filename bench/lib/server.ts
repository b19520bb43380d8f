import { spawn } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { migrateDatabase, openDatabase, seedDemo } from "@portal/db";
import { buildApp } from "../../apps/server/src/app.js";
import { loadConfig } from "../../apps/server/src/platform/config.js";

/**
 * The real API in this process on a fresh, migrated and seeded in-memory PGlite (or, with
 * DATABASE_URL, on that empty PostgreSQL database), listening on a loopback port. Benchmarks measure
 * through real HTTP.
 */
export async function startBenchServer(env: Record<string, string> = {}) {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { memory: true });
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/portal-bench",
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  await seedDemo(database.db, { staffUsernames: config.staffUsernames });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  await settled(app);
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const SETTLE_CAP_MS = 120_000;

/**
 * Waits until the server's start-up jobs are done (Jobs.settled), so that the figures are of a
 * settled server. On a data folder without the pattern thumbnails (the first bench with a library
 * brand on a machine), the server draws them all after listening (decision 0012): 5 to 7 s of drawing
 * on a 2-core machine that halved the echo route's rate and put GetPricing's p99 at 20 to 40 ms in
 * the first measured seconds of bench/pricing.ts. Capped, so a job that never ends fails the bench.
 */
async function settled(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The server's start-up jobs were not done within ${SETTLE_CAP_MS / 1000} s.`)),
      SETTLE_CAP_MS,
    );
  });
  try {
    await Promise.race([app.startupSettled(), cap]);
  } finally {
    clearTimeout(timer);
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

export function report(name: string, figure: string, target: string, met: boolean): void {
  console.log(`${name}: ${figure} (target ${target}) ${met ? "MET" : "MISSED"}`);
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A port nobody listens on: the system picks one, and it is handed to the server. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The production server (built web app and API, as `npm start` runs it) in a child process on a
 * free loopback port and a fresh data folder, for the benchmarks that measure in the browser.
 * Exits the benchmark when there is no build.
 */
export async function startProductionServer(brand = "TradeLine") {
  if (!fs.existsSync(path.join(ROOT, "apps/web/dist/index.html"))) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  const child = spawn("npx", ["tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BRAND: brand,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
    // Its own process group: npx starts tsx, which starts node; stopping npx alone would leave the server running.
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error("The production server did not start within two minutes.");
}

/**
 * Debian's Chromium, as the Playwright tests use it. Playwright is loaded only here: the bundled zod it brings
 * wraps every zod transform of the process, which would slow the API benches' validation.
 */
export async function launchChromium() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}
