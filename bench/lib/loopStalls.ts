import fs from "node:fs";
import { performance } from "node:perf_hooks";

/** The calling thread's CPU time in ms from Linux's schedstat (ns), or null elsewhere. */
function threadCpuMs(file: string | null): number | null {
  if (file === null) return null;
  try {
    return Number(fs.readFileSync(file, "utf8").split(" ")[0]) / 1e6;
  } catch {
    return null;
  }
}

export interface LoopStalls {
  /** The longest gap between two 1 ms ticks of this thread's event loop, ms of wall time. */
  maxWallMs: number;
  /**
   * The most CPU time this thread spent within one such gap, ms: the stall an idle machine would
   * show, since on a loaded one the OS keeps a ready thread waiting for a core (null off Linux).
   */
  maxCpuMs: number | null;
}

/**
 * Watches the calling thread's event loop until `stop`: a 1 ms timer notes each gap between its
 * ticks and the thread's own CPU time (schedstat) spent in it. monitorEventLoopDelay gives the wall
 * figure alone, which on a machine shared by many processes is mostly the OS's queueing.
 */
export function watchLoopStalls(): { stop(): LoopStalls } {
  const schedstat = `/proc/self/task/${process.pid}/schedstat`;
  const file = fs.existsSync(schedstat) ? schedstat : null;
  let lastWall = performance.now();
  let lastCpu = threadCpuMs(file);
  let maxWallMs = 0;
  let maxCpuMs: number | null = lastCpu === null ? null : 0;
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = threadCpuMs(file);
    maxWallMs = Math.max(maxWallMs, wall - lastWall);
    if (cpu !== null && lastCpu !== null && maxCpuMs !== null) maxCpuMs = Math.max(maxCpuMs, cpu - lastCpu);
    lastWall = wall;
    // Taken again after the read so that the read's own cost is not counted in the next gap.
    lastCpu = threadCpuMs(file);
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return { maxWallMs, maxCpuMs };
    },
  };
}
