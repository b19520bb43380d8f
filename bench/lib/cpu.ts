import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import type { Database, Db } from "@portal/db";
import { sql } from "drizzle-orm";

/** The process ids of this PostgreSQL server's client backends (the bench's pool). */
async function backendPids(db: Db): Promise<number[]> {
  const r = (await db.execute(
    sql`select pid from pg_stat_activity where backend_type = 'client backend' and datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] } | { pid: number }[];
  return (Array.isArray(r) ? r : r.rows).map((row) => row.pid);
}

/** User and system CPU of some local processes, in ms (Linux /proc; 0 where it cannot be read). */
function processCpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not local, or gone.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

export function uptime(): string {
  try {
    return execFileSync("uptime", { encoding: "utf8" }).trim();
  } catch {
    return `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`;
  }
}

/**
 * CPU spent from now on by this process (callers, API and, on PGlite, the database) and, on PostgreSQL, by the
 * server's client backends (a connection opened meanwhile counts from its start). On a busy machine wall-clock
 * times include waiting for a core; the CPU says what the work cost whatever the load.
 */
export async function cpuMeter(database: Database) {
  const onPostgres = database.kind === "postgres";
  const before = onPostgres ? await backendPids(database.db) : [];
  const pg0 = new Map(before.map((pid) => [pid, processCpuMs([pid])]));
  const cpu0 = process.cpuUsage();
  return async (): Promise<{ processMs: number; postgresMs: number | undefined }> => {
    const cpu = process.cpuUsage(cpu0);
    const backends = onPostgres ? await backendPids(database.db) : [];
    const postgresMs = onPostgres
      ? backends.reduce((sum, pid) => sum + processCpuMs([pid]) - (pg0.get(pid) ?? 0), 0)
      : undefined;
    return { processMs: (cpu.user + cpu.system) / 1000, postgresMs };
  };
}
