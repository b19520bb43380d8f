import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "@portal/db";
import { users } from "@portal/db/schema";
import type { SQL } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.js";
import { callerChanged } from "../platform/callerCache.js";
import { type Config, loadConfig } from "../platform/config.js";
import { withDatabase } from "./globalSetup.js";

let counter = 0;

/** A fresh copy of the migrated, seeded snapshot: PGlite in memory, or a PostgreSQL database from the template. */
export async function freshDatabase(): Promise<Database> {
  const snapshot = inject("snapshot");
  if (snapshot.kind === "pglite") {
    const bytes = fs.readFileSync(snapshot.file);
    return openDatabase({ memory: true, loadDataDir: new Blob([bytes]) });
  }
  const name = `portal_t_${process.ppid}_${process.pid}_${counter++}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: snapshot.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${snapshot.template}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(snapshot.url, name), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: snapshot.url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The whole app in-process on a fresh database; requests go through Fastify's inject (real HTTP semantics). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    post: (url, body, headers) =>
      app.inject({
        method: "POST",
        url,
        payload: body as never,
        headers: { "content-type": "application/json", ...headers },
      }),
    get: (url, headers) => app.inject({ method: "GET", url, headers }),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Changes user rows straight in the database (as an administrator with SQL would) and tells this
 * process's caller caches at once, as identity's own writes do: on PostgreSQL the database's
 * notification may come a moment after the next request.
 */
export async function updateUsers(
  database: Database,
  changes: Partial<typeof users.$inferInsert>,
  where: SQL | undefined,
): Promise<void> {
  const changed = await database.db.update(users).set(changes).where(where).returning({ id: users.id });
  for (const { id } of changed) callerChanged(id);
}
