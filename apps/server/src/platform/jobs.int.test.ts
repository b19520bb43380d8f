import type { Database } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/harness.js";
import { loadConfig } from "./config.js";
import { Jobs } from "./jobs.js";

const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

/** An API process (TAKE_JOBS=false) queues jobs; only a worker process on the same database takes them. */
describe("jobs across an API process and a worker", () => {
  let database: Database;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    await database.close();
  });

  function process(take: boolean, seen: string[]) {
    const jobs = new Jobs({ database, log: silent, pollingIntervalSeconds: 1, take });
    jobs.define<{ n: number }>("echo", async ({ n }) => {
      seen.push(`${take ? "worker" : "api"}:${n}`);
    });
    stops.push(() => jobs.stop(2_000));
    return jobs;
  }

  it("leaves every job sent by the API process to the worker", async () => {
    const seen: string[] = [];
    const api = process(false, seen);
    await api.start();
    for (const n of [1, 2, 3]) await api.send("echo", { n });
    const worker = process(true, seen);
    await worker.start();
    await expect
      .poll(() => [...seen].sort(), { timeout: 15_000, interval: 50 })
      .toEqual(["worker:1", "worker:2", "worker:3"]);
  });

  it("refuses TAKE_JOBS=false without a PostgreSQL server", () => {
    expect(() => loadConfig({ TAKE_JOBS: "false" })).toThrow(/TAKE_JOBS: false needs DATABASE_URL/);
    expect(loadConfig({ TAKE_JOBS: "false", DATABASE_URL: "postgres://h/db" }).takeJobs).toBe(false);
    expect(loadConfig({}).takeJobs).toBe(true);
  });
});

describe("a queue's concurrency; start-up jobs and settling", () => {
  let database: Database;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterEach(() => jobs?.stop(2_000));
  afterAll(() => database.close());

  it("runs as many of its jobs at once in one process (the preflight's: one per pool thread)", async () => {
    // Each job ends only once the other has started: one at a time, neither would end.
    const started = new Set<number>();
    let bothStarted!: () => void;
    const both = new Promise<void>((resolve) => {
      bothStarted = resolve;
    });
    const done: number[] = [];
    jobs = new Jobs({ database, log: silent, pollingIntervalSeconds: 1 });
    jobs.define<{ n: number }>(
      "pair",
      async ({ n }) => {
        started.add(n);
        if (started.size === 2) bothStarted();
        await both;
        done.push(n);
      },
      { concurrency: 2 },
    );
    await jobs.start();
    await jobs.send("pair", { n: 1 });
    await jobs.send("pair", { n: 2 });
    await expect.poll(() => [...done].sort(), { timeout: 15_000, interval: 50 }).toEqual([1, 2]);
  });

  it("queues a job sent when listening only once the process listens, and settles after it ran", async () => {
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    jobs = new Jobs({ database, log: silent, pollingIntervalSeconds: 1 });
    jobs.define("warm", async () => {
      events.push("job started");
      await gate;
      events.push("job done");
    });
    jobs.sendWhenListening("warm", {});
    await jobs.start();
    // Not listening yet: nothing queued, so the process is settled.
    await jobs.settled();
    expect(events).toEqual([]);

    jobs.listening();
    const settled = jobs.settled(5).then(() => events.push("settled"));
    await expect.poll(() => events, { timeout: 15_000, interval: 20 }).toContain("job started");
    release();
    await settled;
    expect(events).toEqual(["job started", "job done", "settled"]);
  });
});
