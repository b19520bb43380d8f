import { createHash, randomUUID } from "node:crypto";
import type { Database } from "@portal/db";
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from "@tus/server";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { listenToChannel } from "../../platform/notifications.js";

/** The channel a waiting request names an upload on, asking the process that holds its lock to let go. */
const RELEASE_CHANNEL = "portal_tus_release";
/** As @tus/server's MemoryLocker: a request that cannot lock the upload within this fails. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries the lock again (and, every tenth time, asks again). */
const RETRY_MS = 100;
/** Locks held at once per process (one connection each); a request beyond waits for one. */
const MAX_LOCK_CONNECTIONS = 20;

export interface UploadLocker {
  readonly locker: Locker;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The lock tus takes on an upload for each HEAD, PATCH and DELETE (docs/decisions/0044). On PGlite
 * (one process) @tus/server's in-memory one. On PostgreSQL an advisory lock, so that two PATCHes of
 * one upload on two processes never write at once: as tus does in memory, a request that finds the
 * upload locked asks the holder to let go (a notification every process listens to; the holder's
 * request ends after @tus/server's lockDrainTimeout, keeping what it stored) and takes the lock then.
 */
export function uploadLocker(database: Database, log: FastifyBaseLogger): UploadLocker {
  if (!database.pool) {
    const locker = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
    return { locker, start: async () => undefined, close: async () => undefined };
  }
  return new PgUploadLocker(database, log);
}

/** The advisory lock key of an upload: 64 bits of its id's SHA-256, so two ids practically never share one. */
function uploadLockKey(id: string): string {
  return createHash("sha256").update(id).digest().readBigInt64BE(0).toString();
}

/** A release request: the upload, and the request asking (so that a holder ignores its own late ask). */
interface ReleaseAsk {
  upload: string;
  from?: string;
}

function parseAsk(payload: string): ReleaseAsk | undefined {
  try {
    const ask = JSON.parse(payload) as Partial<ReleaseAsk>;
    return typeof ask.upload === "string" ? { upload: ask.upload, from: ask.from } : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

interface Holder {
  requester: string;
  requestRelease: RequestRelease;
}

class PgUploadLocker implements UploadLocker, Locker {
  /** The locks this process holds, by upload id. */
  readonly held = new Map<string, Holder>();
  /**
   * Connections of their own: a session advisory lock lives as long as its connection. Only a held
   * lock keeps one; a waiting request borrows one per attempt, so waiters never starve the pool.
   */
  private readonly pool: pg.Pool;
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pool = new pg.Pool({
      ...database.pool!.options,
      max: MAX_LOCK_CONNECTIONS,
      idleTimeoutMillis: 30_000,
      // A backstop: a request also stops waiting for a connection at its signal or its deadline.
      connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
    });
    this.pool.on("error", (err) => log.warn({ err }, "upload lock connection lost"));
  }

  get locker(): Locker {
    return this;
  }

  async start(): Promise<void> {
    this.stopListening = await listenToChannel(
      this.database,
      RELEASE_CHANNEL,
      {
        onNotify: (payload) => {
          const ask = payload ? parseAsk(payload) : undefined;
          const holder = ask && this.held.get(ask.upload);
          if (holder && holder.requester !== ask.from) void holder.requestRelease();
        },
        onListening: () => undefined,
      },
      this.log,
    );
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    await this.pool.end();
  }

  newLock(id: string): Lock {
    return new PgLock(id, this);
  }

  /**
   * A connection of the lock pool, or ERR_LOCK_TIMEOUT once `signal` aborts or `deadline` passes
   * first (a connection that comes later goes straight back).
   */
  async connect(signal: AbortSignal, deadline: number): Promise<pg.PoolClient> {
    if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
    const connecting = this.pool.connect();
    const giveUp = new AbortController();
    const gaveUp = new Promise<"gave up">((resolve) => {
      const done = () => resolve("gave up");
      signal.addEventListener("abort", done, { once: true, signal: giveUp.signal });
      const timer = setTimeout(done, deadline - Date.now());
      giveUp.signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
    });
    try {
      const first = await Promise.race([connecting, gaveUp]);
      if (first !== "gave up") return first;
      connecting.then(
        (client) => client.release(),
        () => undefined,
      );
      throw ERRORS.ERR_LOCK_TIMEOUT;
    } finally {
      giveUp.abort();
    }
  }
}

class PgLock implements Lock {
  /** Who asks, in release requests and in `held`: this request. */
  private readonly requester = randomUUID();
  private readonly key: string;
  private client?: pg.PoolClient;
  private onLost?: () => void;

  constructor(
    private readonly id: string,
    private readonly locker: PgUploadLocker,
  ) {
    this.key = uploadLockKey(id);
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    const ask = JSON.stringify({ upload: this.id, from: this.requester } satisfies ReleaseAsk);
    for (let attempt = 0; ; attempt++) {
      const client = await this.locker.connect(signal, deadline);
      // A lost connection loses the lock too: while trying, the query fails; once held, the request
      // holding it is asked to stop at once.
      let onLost: () => void = () => undefined;
      const listener = () => onLost();
      client.on("error", listener);
      let locked = false;
      try {
        const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [
          this.key,
        ]);
        locked = rows[0]?.locked === true;
        // The ask goes on the connection already borrowed: a second one could wait on a full pool.
        if (!locked && attempt % 10 === 0) await client.query("select pg_notify($1, $2)", [RELEASE_CHANNEL, ask]);
      } catch (err) {
        client.off("error", listener);
        client.release(err as Error);
        throw err;
      }
      if (locked) {
        onLost = () => void requestRelease();
        this.onLost = listener;
        this.client = client;
        this.locker.held.set(this.id, { requester: this.requester, requestRelease });
        return;
      }
      client.off("error", listener);
      client.release();
      if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await pause(Math.min(RETRY_MS, deadline - Date.now()), signal);
    }
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error("Releasing an unlocked lock!");
    this.client = undefined;
    if (this.locker.held.get(this.id)?.requester === this.requester) this.locker.held.delete(this.id);
    try {
      await client.query("select pg_advisory_unlock($1::bigint)", [this.key]);
      if (this.onLost) client.off("error", this.onLost);
      client.release();
    } catch (err) {
      // The session's end releases the lock: the connection is closed, not reused.
      if (this.onLost) client.off("error", this.onLost);
      client.release(err as Error);
    }
  }
}
