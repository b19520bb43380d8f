import { type Database, withStartLock } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";

export interface JobQueueOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** A queue defined before this one that gets the job once every retry failed. */
  deadLetter?: string;
  /** Jobs of this queue a process runs at once (default 1): one pg-boss worker each. */
  concurrency?: number;
  /** pg-boss's queue policy: 'short' keeps at most one job waiting (a second send while one waits is dropped). */
  policy?: "standard" | "short";
}

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<void>;

interface Definition {
  handler: JobHandler<never>;
  options: JobQueueOptions;
}

export interface JobsOptions {
  database: Database;
  /** A PostgreSQL server: pg-boss gets its own small pool. Without it, pg-boss shares the app's connection. */
  connectionString?: string;
  log: FastifyBaseLogger;
  /** Seconds between polls of an idle worker (jobs sent from this process wake it at once). */
  pollingIntervalSeconds?: number;
  /**
   * Whether this process takes jobs (runs handlers and timed jobs); an API process started with
   * TAKE_JOBS=false only queues them for the worker processes (`npm run start:worker`). Default true.
   */
  take?: boolean;
}

/**
 * Background jobs on pg-boss 10 in the app's own database (docs/ARCHITECTURE.md). Modules define
 * their queues and handlers while the app is built; `start` (on Fastify's ready) installs pg-boss's
 * schema, creates the queues and starts a worker per queue in this process; `stop` (on close) lets
 * running jobs finish. A job sent from this process wakes the local worker at once; jobs sent
 * elsewhere are found by polling, so any number of API processes can share one queue.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, Definition>();
  private readonly schedules: { name: string; cron: string }[] = [];
  private readonly workers = new Map<string, string[]>();
  private readonly atListen: { name: string; data: object }[] = [];
  private listened?: Promise<void>;
  private starting?: Promise<void>;
  private stopped = false;
  private drain: () => Promise<void> = async () => {};

  private adapter(database: Database): PgBoss.Db {
    const { db, drain } = databaseAdapter(database);
    this.drain = drain;
    return db;
  }

  constructor(private readonly o: JobsOptions) {
    const take = o.take ?? true;
    const base = {
      // Timed jobs (schedule) and maintenance need the clock of one database: pg-boss coordinates it.
      schedule: take,
      supervise: take,
      migrate: true,
    };
    this.boss = o.connectionString
      ? new PgBoss({ ...base, connectionString: o.connectionString, max: 4 })
      : new PgBoss({ ...base, db: this.adapter(o.database) });
    this.boss.on("error", (err) => o.log.error({ err }, "job queue error"));
  }

  /** Declares a queue and the handler this process runs for it. Call before `start`. */
  define<T>(name: string, handler: JobHandler<T>, options: JobQueueOptions = {}): void {
    if (this.starting) throw new Error(`Job ${name} defined after the job queue started.`);
    this.definitions.set(name, { handler: handler as JobHandler<never>, options });
  }

  /** Runs the defined job `name` by cron (UTC), once across all processes. Call before `start`. */
  schedule(name: string, cron: string): void {
    if (this.starting) throw new Error(`Schedule ${name} added after the job queue started.`);
    this.schedules.push({ name, cron });
  }

  /**
   * Queues a job once this process serves HTTP (`listening`, on Fastify's onListen): start-up work
   * that must not delay the start, and that a process which never listens (tests, a worker) does
   * not queue. Call before `start`.
   */
  sendWhenListening<T extends object>(name: string, data: T): void {
    if (this.starting) throw new Error(`Job ${name} queued for listening after the job queue started.`);
    this.atListen.push({ name, data });
  }

  /** Sends the jobs of `sendWhenListening`; app.ts calls it once the server listens. */
  listening(): void {
    this.listened ??= Promise.all(
      this.atListen.map(({ name, data }) =>
        this.send(name, data).catch((err: unknown) => this.o.log.warn({ err, job: name }, "job could not be queued")),
      ),
    ).then(() => undefined);
  }

  /**
   * Resolves once this process's start-up work is done: the jobs queued at listening are sent, and
   * none of the queues defined here holds a job that is running or due (delayed ones do not count).
   * For the benchmarks, which measure a server past its start-up (bench/lib/server.ts). In a process
   * that takes no jobs it waits for the processes that do.
   */
  async settled(pollMs = 100): Promise<void> {
    await this.start();
    await this.listened;
    const names = [...this.definitions.keys()];
    for (;;) {
      const { rows } = await this.boss.getDb().executeSql(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1::text[])
           AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [names],
      );
      if ((rows[0] as { n: number }).n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  start(): Promise<void> {
    this.starting ??= this.doStart();
    return this.starting;
  }

  private async doStart(): Promise<void> {
    // Processes starting at once would deadlock creating the same queues: they take turns.
    await withStartLock(this.o.database, async () => {
      await this.boss.start();
      for (const [name, { options }] of this.definitions) {
        const { concurrency: _, ...queue } = options;
        await this.boss.createQueue(name, { name, ...queue });
        await this.boss.updateQueue(name, { name, ...queue });
      }
    });
    for (const [name, { handler, options }] of this.definitions) {
      if (this.o.take === false) continue;
      // pg-boss 10 runs one job at a time per worker (batchSize 1): a queue's concurrency is its
      // number of workers, each fetching its next job when its last one ends.
      const ids: string[] = [];
      this.workers.set(name, ids);
      for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
        let self = "";
        self = await this.boss.work<never>(
          name,
          { batchSize: 1, pollingIntervalSeconds: this.o.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (!job) return;
            try {
              await handler(job.data, { id: job.id, name: job.name });
            } finally {
              // Fetch again at once: a backlog drains without a polling pause between jobs.
              if (self) this.boss.notifyWorker(self);
            }
          },
        );
        ids.push(self);
      }
    }
    if (this.o.take === false) return;
    for (const { name, cron } of this.schedules) await this.boss.schedule(name, cron);
  }

  /** Queues a job; returns its id. */
  async send<T extends object>(name: string, data: T): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`No job ${name} is defined.`);
    await this.start();
    const id = await this.boss.send(name, data);
    for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
    return id;
  }

  /** Queues a job to run no sooner than `seconds` from now (a retry the handler times itself). */
  async sendAfter<T extends object>(name: string, data: T, seconds: number): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`No job ${name} is defined.`);
    await this.start();
    return this.boss.send(name, data, { startAfter: Math.max(1, Math.ceil(seconds)) });
  }

  /** Stops the workers, waiting up to `timeoutMs` for running jobs (unfinished ones are retried later). */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (this.stopped || !this.starting) return;
    this.stopped = true;
    await this.starting.catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    // pg-boss does not await a job's completion: let statements still waiting their turn run
    // before the app closes the database.
    await this.drain();
  }
}

/**
 * pg-boss's `db` option over the app's own connection. PGlite runs a parameterless text with
 * `exec` (pg-boss sends multi-statement transactions that way) and the rest with `query`.
 *
 * On PGlite pg-boss's statements take turns with the app's (`pgliteTurns`, packages/db): every
 * queue's worker polls on the same clock, and ten polls ran back to back as one 9-10 ms task of an
 * idle API, a stall of every request meanwhile (docs/decisions/0007-files-and-preflight.md).
 */
function databaseAdapter(database: Database): { db: PgBoss.Db; drain(): Promise<void> } {
  const { pgliteTurns, pool } = database;
  if (pgliteTurns) {
    return {
      db: {
        async executeSql(text: string, values?: unknown[]) {
          if (values && values.length > 0) {
            const result = await pgliteTurns.query(text, values);
            return { rows: result.rows as unknown[] };
          }
          const results = await pgliteTurns.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
        },
      },
      drain: () => pgliteTurns.drain(),
    };
  }
  if (pool) {
    return {
      db: {
        async executeSql(text: string, values?: unknown[]) {
          const result = await pool.query(text, values as unknown[]);
          return { rows: result.rows };
        },
      },
      async drain() {},
    };
  }
  throw new Error("The job queue needs PGlite or a PostgreSQL pool.");
}
