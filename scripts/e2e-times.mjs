#!/usr/bin/env node
// Times each Playwright test run alone on one worker and prints those over a limit, slowest first,
// with the machine's one-minute load average when the test started (docs/decisions/0045-e2e-test-times.md).
// Usage: node scripts/e2e-times.mjs [--over=8] [playwright args, e.g. spec files]
// Build the web app first (npm run build); set E2E_PORT_BASE when another checkout runs its servers.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const overArg = args.find((a) => a.startsWith("--over="));
const over = overArg ? Number(overArg.slice("--over=".length)) : 8;
const pwArgs = args.filter((a) => a !== overArg);
// playwright-report/ is ignored by git and by Biome.
const out = path.resolve("playwright-report", `e2e-times-${Date.now()}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });

const loads = [];
const sample = () => loads.push({ at: Date.now(), load: os.loadavg()[0] });
sample();
const timer = setInterval(sample, 2000);

const code = await new Promise((resolve) => {
  const child = spawn("npx", ["playwright", "test", "--workers=1", "--retries=0", "--reporter=list,json", ...pwArgs], {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  child.on("exit", (c) => resolve(c ?? 1));
});
clearInterval(timer);

const loadAt = (t) => {
  let best = loads[0];
  for (const l of loads) if (l.at <= t) best = l;
  return best.load;
};
const rows = [];
const walk = (suite, titles) => {
  for (const s of suite.suites ?? []) walk(s, suite.title ? [...titles, suite.title] : titles);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const r of test.results) {
        rows.push({
          test: [...titles, suite.title, spec.title].filter(Boolean).join(" › "),
          seconds: r.duration / 1000,
          load: loadAt(Date.parse(r.startTime)),
          status: r.status,
        });
      }
    }
  }
};
walk(JSON.parse(fs.readFileSync(out, "utf8")), []);
rows.sort((a, b) => b.seconds - a.seconds);
const slow = rows.filter((r) => r.seconds > over);
console.log(
  `\n${rows.length} tests; ${slow.length} over ${over} s (one worker; load = 1-minute load average at start)`,
);
for (const r of slow)
  console.log(
    `${r.seconds.toFixed(1).padStart(6)} s  load ${r.load.toFixed(1).padStart(5)}  ${r.status.padEnd(8)} ${r.test}`,
  );
console.log(`JSON report: ${out}`);
process.exit(code);
