import { defineConfig, devices } from "@playwright/test";

/**
 * Playwright drives Debian's Chromium (scripts/ensure-chromium.mjs installs it). Three production
 * servers start on fresh data folders: this build's default brand, NGS and Wholesale for the brand checks.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** E2E_PORT_BASE moves the three servers (8181, 8182, 8183 by default), so two checkouts can run at once. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 8181);
export const DEFAULT_URL = `http://127.0.0.1:${PORT_BASE}`;
export const NGS_URL = `http://127.0.0.1:${PORT_BASE + 1}`;
export const WHOLESALE_URL = `http://127.0.0.1:${PORT_BASE + 2}`;
const run = Date.now();

function server(port: number, brand: string) {
  return {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BRAND: brand,
      DATA_DIR: `.tmp/e2e-${brand}-${run}`,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // The webhook spec's receiver listens on 127.0.0.1 (docs/decisions/0039-integration-api.md).
      WEBHOOK_ALLOW_PRIVATE: "true",
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: DEFAULT_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [server(PORT_BASE, "TradeLine"), server(PORT_BASE + 1, "NGS"), server(PORT_BASE + 2, "Wholesale")],
});
