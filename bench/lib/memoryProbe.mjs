/**
 * Loaded into the measured server by bench/memory.ts (`--import`): on the message "memory" over the
 * IPC channel it answers where the process's resident memory is (the MemoryBreakdown of
 * bench/memory.ts, in MB). Not part of the server. Plain JavaScript: worker threads inherit the
 * `--import` before their TypeScript loader is ready.
 */
import fs from "node:fs";
import { isMainThread } from "node:worker_threads";

const MB = 1024 * 1024;
/**
 * V8 reserves each WebAssembly memory with guard regions: about 10 GB of address space, of which the
 * memory's current size is readable and writable and the rest is not. Nothing else here maps so much.
 */
const WASM_RESERVATION = 8 * 1024 * MB;

/** Resident pages of the WebAssembly memories (PGlite's PostgreSQL; MuPDF where loaded). */
function wasmResidentMb() {
  const maps = [];
  let current = null;
  for (const line of fs.readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (range) {
      current = {
        start: Number.parseInt(range[1], 16),
        end: Number.parseInt(range[2], 16),
        anonymous: range[3] === "",
        rss: 0,
      };
      maps.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss += Number(rss[1]) * 1024;
  }
  // Runs of adjacent anonymous mappings: a WebAssembly memory is one such run of several GB.
  let resident = 0;
  let run = { start: 0, end: -1, rss: 0 };
  const close = () => {
    if (run.end - run.start >= WASM_RESERVATION) resident += run.rss;
  };
  for (const map of maps) {
    if (map.anonymous && map.start === run.end) {
      run.end = map.end;
      run.rss += map.rss;
      continue;
    }
    close();
    run = map.anonymous ? { start: map.start, end: map.end, rss: map.rss } : { start: 0, end: -1, rss: 0 };
  }
  close();
  return resident / MB;
}

function memoryBreakdown() {
  const usage = process.memoryUsage();
  const status = fs.readFileSync("/proc/self/status", "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
  const names = fs
    .readdirSync("/proc/self/task")
    .map((task) => fs.readFileSync(`/proc/self/task/${task}/comm`, "utf8").trim());
  return {
    rss: usage.rss / MB,
    heapTotal: usage.heapTotal / MB,
    heapUsed: usage.heapUsed / MB,
    external: usage.external / MB,
    arrayBuffers: usage.arrayBuffers / MB,
    rssAnon: kb("RssAnon"),
    rssFile: kb("RssFile"),
    wasmMemory: wasmResidentMb(),
    threads: names.length,
    libvipsThreads: names.filter((name) => name.startsWith("libvips")).length,
  };
}

if (isMainThread && process.send) {
  process.on("message", (message) => {
    if (message === "memory") process.send?.(memoryBreakdown());
  });
  // The channel must not keep the server alive, nor change when it exits.
  process.channel?.unref();
}
