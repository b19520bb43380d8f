/**
 * Resident memory of the server as it is run (issue 21), in a process of its own started the way
 * the package scripts start it (the built server, `node dist/main.js`, with the variables the script sets):
 * - on a fresh PGlite data folder (seeded at first start), idle: RSS < 400 MB;
 * - with DATABASE_URL, an API-only process (TAKE_JOBS=false, `npm run start:api`) on that PostgreSQL
 *   database: RSS < 200 MB.
 * Each is read after start-up and 5 s idle, then again after 200 signed-in calls and 5 s idle, with
 * where it is (bench/lib/memoryProbe.mjs, loaded into the server: the main thread's V8 heap, external
 * and ArrayBuffer memory, the WebAssembly memory of PGlite, code, threads).
 * A measurement, not a test: it always exits 0. `npx tsx bench/memory.ts`
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "@portal/db";
import { report } from "./lib/server.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER = path.join(ROOT, "apps/server");
const databaseUrl = process.env.DATABASE_URL;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What bench/lib/memoryProbe.mjs answers, in MB. */
interface MemoryBreakdown {
  /** process.memoryUsage() of the main thread. */
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Resident anonymous memory (heaps of every thread, malloc, WebAssembly) and file mappings (code). */
  rssAnon: number;
  rssFile: number;
  /** Resident pages of WebAssembly memories (PGlite's PostgreSQL). */
  wasmMemory: number;
  /** Every thread of the process (node's own, worker threads, libvips's), and libvips's (sharp) alone. */
  threads: number;
  libvipsThreads: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`;

/**
 * How the server's package script starts the process: the variables it sets (NODE_ENV, TAKE_JOBS,
 * glibc's malloc settings: docs/decisions/0043-server-memory.md) and the node command with its
 * arguments (the built server, `node dist/main.js`), so the measured process runs as `npm start` runs it.
 */
function packageScript(script: string): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(SERVER, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = pkg.scripts[script]?.split(" ") ?? [];
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length; i++) {
    const assignment = /^([A-Z_]+)=(.*)$/.exec(words[i] as string);
    if (!assignment) break;
    env[assignment[1] as string] = assignment[2] as string;
  }
  if (words[i] !== "node")
    throw new Error(`apps/server's "${script}" script does not run node: ${pkg.scripts[script]}`);
  return { env, args: words.slice(i + 1) };
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-memory-"));
const probe = new URL("./lib/memoryProbe.mjs", import.meta.url).href;
// As `npm start` / `npm run start:api` do: build the server, then run the script's command.
execFileSync(process.execPath, ["build.mjs"], { cwd: SERVER, stdio: "inherit" });
const script = packageScript(databaseUrl ? "start:api" : "start");
const child = spawn(process.execPath, ["--import", probe, ...script.args], {
  cwd: SERVER,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    BRAND: "Wholesale",
    DATA_DIR: dataDir,
    ...script.env,
    LOG_LEVEL: "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ["ignore", "ignore", "ignore", "ipc"],
});
const measure = () =>
  new Promise<MemoryBreakdown>((resolve, reject) => {
    child.once("message", (reply) => resolve(reply as MemoryBreakdown));
    child.send("memory", (err) => err && reject(err));
  });
const mb = (n: number) => `${n.toFixed(0)} MB`;
const breakdown = (m: MemoryBreakdown) =>
  [
    `  main thread V8 heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)}; external ${mb(m.external)} (ArrayBuffers ${mb(m.arrayBuffers)})`,
    `  resident: anonymous ${mb(m.rssAnon)} (of which WebAssembly memory ${mb(m.wasmMemory)}), file-backed code ${mb(m.rssFile)}`,
    `  threads ${m.threads} (libvips ${m.libvipsThreads})`,
  ].join("\n");
const exited = new Promise((resolve) => child.once("exit", resolve));
try {
  let up = false;
  for (let i = 0; i < 480 && !up; i++) {
    up = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (!up) await sleep(500);
  }
  if (!up) throw new Error("The server did not start within four minutes.");
  await sleep(5_000);
  const idleMemory = await measure();
  const idle = idleMemory.rss;

  const login = await fetch(`${url}/api/users/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "buyer", password: DEMO_PASSWORD, Franchise: "Wholesale" }),
  });
  const { Data: me } = (await login.json()) as { Data: { Id: number; JwtToken: string } };
  const headers = { "content-type": "application/json", authorization: `Bearer ${me.JwtToken}` };
  const item = {
    ItemNo: "MAG-30",
    product_type: "Magnetic",
    InchWidth: 24,
    InchHeight: 12,
    Quantity: 4,
    userId: me.Id,
  };
  for (let i = 0; i < 100; i++) {
    await fetch(`${url}/api/Store/GetPricing`, { method: "POST", headers, body: JSON.stringify([item]) });
    await fetch(`${url}/api/Store/AccountOrders`, {
      method: "POST",
      headers,
      body: JSON.stringify({ userId: me.Id, Type: "invoiced", page: 1, pageSize: 10 }),
    });
  }
  await sleep(5_000);
  const usedMemory = await measure();
  const used = usedMemory.rss;

  const kind = databaseUrl ? "API-only process on PostgreSQL" : "server on PGlite (API, jobs, database)";
  const target = databaseUrl ? 200 : 400;
  report(`RSS of the ${kind}, idle after start`, `${idle.toFixed(0)} MB`, `< ${target} MB`, idle < target);
  console.log(breakdown(idleMemory));
  report(
    `RSS of the ${kind}, after 200 signed-in calls`,
    `${used.toFixed(0)} MB; ${load()}`,
    `< ${target} MB`,
    used < target,
  );
  console.log(breakdown(usedMemory));
} catch (err) {
  console.error("memory benchmark failed:", err);
} finally {
  if (child.exitCode === null) child.kill("SIGTERM");
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
