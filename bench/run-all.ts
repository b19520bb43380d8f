/**
 * Runs every benchmark one after another (`npm run bench`), so that the figures quoted together were
 * measured in one run. Each prints its figures beside its targets; this only runs them. The benches
 * whose targets hold on both databases run twice: on the embedded PGlite, then on a throw-away
 * PostgreSQL server (scripts/with-postgres.mjs). Build the web app first for home-bundle
 * (`npm run build`).
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";

const BENCHES = [
  "home-bundle",
  "signin",
  "pricing",
  "upload",
  "preflight",
  "checkout",
  "accountOrders",
  "staffQueue",
  "portalPrice",
  "patternLibrary",
  "quickOrder",
  "memory",
];
/** Benches that read DATABASE_URL and have a target on PostgreSQL too. */
const ALSO_ON_POSTGRES = new Set(["pricing", "checkout", "accountOrders", "staffQueue", "memory"]);

const root = path.resolve(import.meta.dirname, "..");
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

let failed = 0;
function run(title: string, command: string, args: string[]): void {
  console.log(`\n=== ${title} (${new Date().toISOString()}, load average ${load()})`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) failed++;
}

for (const name of BENCHES) {
  const bench = ["tsx", `bench/${name}.ts`];
  run(`${name}${ALSO_ON_POSTGRES.has(name) ? " on PGlite" : ""}`, "npx", bench);
  if (ALSO_ON_POSTGRES.has(name)) {
    run(`${name} on PostgreSQL`, "node", ["scripts/with-postgres.mjs", ...bench]);
  }
}
if (failed > 0) {
  console.error(`\n${failed} benchmark(s) could not run.`);
  process.exit(1);
}
