/**
 * Runs every benchmark one after another (`npm run bench`). Each prints its figures beside its
 * targets; this only runs them. Build the web app first for home-bundle (`npm run build`).
 */
import { spawnSync } from "node:child_process";
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
const root = path.resolve(import.meta.dirname, "..");
let failed = 0;
for (const name of BENCHES) {
  console.log(`\n=== ${name}`);
  const run = spawnSync("npx", ["tsx", `bench/${name}.ts`], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) failed++;
}
if (failed > 0) {
  console.error(`\n${failed} benchmark(s) could not run.`);
  process.exit(1);
}
