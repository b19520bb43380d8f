import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "@portal/db";
import { users } from "@portal/db/schema";
import type { SQL } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { expect, inject } from "vitest";
import { buildApp } from "../app.js";
import { addLine, type LineSpec } from "../modules/cart/cart.testkit.js";
import { billing, shipping } from "../modules/checkout/checkout.testkit.js";
import { callerChanged } from "../platform/callerCache.js";
import { type Config, loadConfig } from "../platform/config.js";
import { withDatabase } from "./globalSetup.js";
import type { SignedIn } from "./signIn.js";

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
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    WEBHOOK_ALLOW_PRIVATE: "true",
    ...env,
  });
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
 * A second API instance on `a`'s database, as another process behind a load balancer would be: on
 * PostgreSQL with a pool of its own; PGlite is one process, so the same handle. `env` as for `a`
 * (its BRAND). `sql` runs a
 * statement nobody's code announces (an administrator's SQL on a connection of its own).
 */
export async function startSecondInstance(
  a: TestApp,
  env: Record<string, string> = {},
): Promise<{
  b: TestApp;
  sql: (text: string, values: unknown[]) => Promise<void>;
  close(): Promise<void>;
}> {
  const url = (a.database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
  const second = url ? await openDatabase({ url, poolSize: 2 }) : { ...a.database, close: async () => {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    WEBHOOK_ALLOW_PRIVATE: "true",
    ...env,
  });
  const app = await buildApp({ config, database: second });
  await app.ready();
  const b: TestApp = {
    app,
    database: second,
    config,
    post: (u, body, headers) =>
      app.inject({
        method: "POST",
        url: u,
        payload: body as never,
        headers: { "content-type": "application/json", ...headers },
      }),
    get: (u, headers) => app.inject({ method: "GET", url: u, headers }),
    close: () => app.close(),
  };
  const sql = async (text: string, values: unknown[]) => {
    if (!url) {
      await a.database.pglite!.query(text, values);
      return;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  return {
    b,
    sql,
    async close() {
      await app.close();
      await second.close();
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

/**
 * The Place Order form as the tests fill it (docs/product/cart-and-checkout.md): a new Visa, the
 * Minneapolis address, FedEx Ground, the terms confirmed and a fresh IdempotencyKey; `over` changes
 * or adds fields.
 */
export function checkoutBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Billing: billing(),
    Shipping: shipping(),
    ShippingMethod: "FEDEX_GROUND",
    ConfirmConform: true,
    IdempotencyKey: randomUUID(),
    ...over,
  };
}

/** POST /api/Store/Checkout as `who` with `checkoutBody(over)`: the reply, for a test that expects a refusal. */
export function checkout(
  t: TestApp,
  who: SignedIn,
  over: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return t.post("/api/Store/Checkout", { userId: who.Id, ...checkoutBody(over) }, who.auth);
}

/**
 * Puts `lines` in the cart of `who` (beside what it holds) and places the order with `checkoutBody(over)`;
 * the test fails unless the order is placed. Answers the order number.
 */
export async function placeOrder(
  t: TestApp,
  who: SignedIn,
  lines: readonly LineSpec[] = [],
  over: Record<string, unknown> = {},
): Promise<number> {
  for (const line of lines) await addLine(t.database.db, who.Id, line);
  const res = await checkout(t, who, over);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().Data);
}
