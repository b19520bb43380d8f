import type { AddressInfo } from "node:net";
import { migrateDatabase, openDatabase, seedDemo } from "@portal/db";
import { buildApp } from "../../apps/server/src/app.js";
import { loadConfig } from "../../apps/server/src/platform/config.js";

/**
 * The real API in this process on a fresh, migrated and seeded in-memory PGlite, listening on a
 * loopback port. Benchmarks measure through real HTTP.
 */
export async function startBenchServer(env: Record<string, string> = {}) {
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/portal-bench", ...env });
  await seedDemo(database.db, { staffUsernames: config.staffUsernames });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
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

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

export function report(name: string, figure: string, target: string, met: boolean): void {
  console.log(`${name}: ${figure} (target ${target}) ${met ? "MET" : "MISSED"}`);
}
