#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL server on a loopback port.
// Uses DATABASE_URL as it is when already set. Installs the server with apt when it is missing.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args...]");
  process.exit(2);
}

function run(cmd, cmdArgs, env) {
  const r = spawnSync(cmd, cmdArgs, { stdio: "inherit", env, shell: process.platform === "win32" });
  return r.status ?? 1;
}

if (process.env.DATABASE_URL) process.exit(run("npx", args, process.env));

function findBin(name) {
  const dirs = (process.env.PATH || "").split(path.delimiter);
  for (const d of dirs) if (fs.existsSync(path.join(d, name))) return path.join(d, name);
  const lib = "/usr/lib/postgresql";
  if (fs.existsSync(lib)) {
    for (const v of fs.readdirSync(lib).sort().reverse()) {
      const p = path.join(lib, v, "bin", name);
      if (fs.existsSync(p)) return p;
    }
  }
  return null;
}

if (!findBin("initdb") || !findBin("pg_ctl")) {
  console.log("PostgreSQL server binaries not found; installing them with apt-get ...");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "postgresql"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
const initdb = findBin("initdb");
const pgCtl = findBin("pg_ctl");

const port = await new Promise((resolve) => {
  const s = net.createServer();
  s.listen(0, "127.0.0.1", () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pg-"));
const dataDir = path.join(dir, "data");
// initdb and postgres refuse to run as root: run them as the 'postgres' or 'nobody' user then.
const asRoot = process.getuid?.() === 0;
let runAs = null;
if (asRoot) {
  runAs = spawnSync("id", ["-u", "postgres"]).status === 0 ? "postgres" : "nobody";
  fs.chmodSync(dir, 0o777);
}
function pgCommand(bin, binArgs) {
  if (!runAs) return [bin, binArgs];
  return ["su", ["-s", "/bin/sh", runAs, "-c", [bin, ...binArgs].map((a) => `'${a}'`).join(" ")]];
}

const pwFile = path.join(dir, "pw");
fs.writeFileSync(pwFile, "portal\n");
fs.chmodSync(pwFile, 0o644);
const [c1, a1] = pgCommand(initdb, [
  "-D",
  dataDir,
  "-U",
  "portal",
  "--pwfile",
  pwFile,
  "-A",
  "scram-sha-256",
  "-E",
  "UTF8",
  "--no-locale",
]);
execFileSync(c1, a1, { stdio: ["ignore", "ignore", "inherit"] });
const logFile = path.join(dir, "pg.log");
const opts = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
const [c2, a2] = pgCommand(pgCtl, ["-D", dataDir, "-l", logFile, "-o", opts, "-w", "start"]);
execFileSync(c2, a2, { stdio: "inherit" });

const url = `postgres://portal:portal@127.0.0.1:${port}/postgres`;
console.log(
  `PostgreSQL ${execFileSync(findBin("postgres") ?? "postgres", ["--version"])
    .toString()
    .trim()} on 127.0.0.1:${port}`,
);
let status = 1;
try {
  status = run("npx", args, { ...process.env, DATABASE_URL: url });
} finally {
  const [c3, a3] = pgCommand(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  spawnSync(c3, a3, { stdio: "inherit" });
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
