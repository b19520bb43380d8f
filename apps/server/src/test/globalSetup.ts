import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDatabase, openDatabase, seedDemo } from "@portal/db";
import { DEFAULT_STAFF_USERNAMES } from "@portal/db/cliConfig";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    snapshot: { kind: "pglite"; file: string } | { kind: "postgres"; url: string; template: string };
  }
}

/**
 * Migrates and seeds one database before the integration suite; every test file then starts from a
 * copy of it (a PGlite data-dir dump, or a PostgreSQL template database) instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `portal_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, template), poolSize: 2 });
    await migrateDatabase(database);
    await seedDemo(database.db, { staffUsernames: DEFAULT_STAFF_USERNAMES });
    await database.close();
    project.provide("snapshot", { kind: "postgres", url, template });
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const dbs = await c.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 or datname = $2",
        [`portal_t_${process.pid}_%`, template],
      );
      for (const row of dbs.rows) await c.query(`drop database if exists ${row.datname} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  await seedDemo(database.db, { staffUsernames: DEFAULT_STAFF_USERNAMES });
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-snapshot-")), "snapshot.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("snapshot", { kind: "pglite", file });
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
