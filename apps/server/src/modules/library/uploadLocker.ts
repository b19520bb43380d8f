import type { Database } from "@portal/db";
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from "@tus/server";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { listenToChannel } from "../../platform/notifications.js";

/** The channel a waiting request names an upload on, asking the process that holds its lock to let go. */
const RELEASE_CHANNEL = "portal_tus_release";
/** The first key of the two-key advisory locks (any fixed number; the second is the upload id's hash). */
const LOCK_CLASS = 72_021;
/** As @tus/server's MemoryLocker: a request that cannot lock the upload within this fails. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries the lock again (and, every tenth time, asks again). */
const RETRY_MS = 100;
/** Connections held for locks at once per process; a request beyond waits for one. */
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

class PgUploadLocker implements UploadLocker, Locker {
  /** The release callbacks of the locks this process holds, by upload id. */
  readonly held = new Map<string, RequestRelease>();
  /** Connections of their own: a session advisory lock lives as long as its connection. */
  private readonly pool: pg.Pool;
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pool = new pg.Pool({ ...database.pool!.options, max: MAX_LOCK_CONNECTIONS, idleTimeoutMillis: 30_000 });
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
        onNotify: (id) => {
          if (id) void this.held.get(id)?.();
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

  connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async askRelease(id: string): Promise<void> {
    await this.pool.query("select pg_notify($1, $2)", [RELEASE_CHANNEL, id]);
  }
}

class PgLock implements Lock {
  private client?: pg.PoolClient;
  private onLost?: () => void;

  constructor(
    private readonly id: string,
    private readonly locker: PgUploadLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const client = await this.locker.connect();
    let lost = false;
    // A lost connection loses the lock too: while waiting the request fails; once held, the
    // request holding it is asked to stop at once.
    let onLost = () => {
      lost = true;
    };
    const listener = () => onLost();
    client.on("error", listener);
    try {
      const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
      for (let attempt = 0; ; attempt++) {
        if (lost) throw ERRORS.UNKNOWN_ERROR;
        const { rows } = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1, hashtext($2)) as locked",
          [LOCK_CLASS, this.id],
        );
        if (rows[0]?.locked) break;
        if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        if (attempt % 10 === 0) await this.locker.askRelease(this.id);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    } catch (err) {
      client.off("error", listener);
      client.release(lost || err instanceof Error);
      throw err;
    }
    onLost = () => void requestRelease();
    this.onLost = listener;
    this.client = client;
    this.locker.held.set(this.id, requestRelease);
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error("Releasing an unlocked lock!");
    this.client = undefined;
    this.locker.held.delete(this.id);
    try {
      await client.query("select pg_advisory_unlock($1, hashtext($2))", [LOCK_CLASS, this.id]);
      client.release();
    } catch (err) {
      // The session's end releases the lock: the connection is closed, not reused.
      client.release(err as Error);
    } finally {
      if (this.onLost) client.off("error", this.onLost);
    }
  }
}
