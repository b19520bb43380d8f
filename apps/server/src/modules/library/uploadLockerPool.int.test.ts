import type { Database } from "@portal/db";
import { ERRORS } from "@tus/server";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../../test/harness.js";
import { type UploadLocker, uploadLocker } from "./uploadLocker.js";

/**
 * The PostgreSQL upload lock under load (decision 0044; `npm run test:pg`): requests waiting in one
 * process for an upload held in another keep no connection of the lock pool, and a request is never
 * asked to let go by its own late release request. Two lockers stand for two processes; a client
 * listening to the release channel sees what the waiting requests ask.
 */
describe.skipIf(inject("snapshot").kind === "pglite")("the upload lock on PostgreSQL", () => {
  let database: Database;
  let first: UploadLocker;
  let second: UploadLocker;
  let listener: pg.Client;
  const asks: { upload: string; from: string }[] = [];
  const onAsk: (() => void)[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    const log = pino({ level: "silent" });
    first = uploadLocker(database, log);
    second = uploadLocker(database, log);
    await first.start();
    await second.start();
    listener = new pg.Client(database.pool!.options);
    await listener.connect();
    listener.on("notification", (msg) => {
      asks.push(JSON.parse(msg.payload!));
      for (const check of onAsk) check();
    });
    await listener.query("LISTEN portal_tus_release");
  });
  afterAll(async () => {
    await listener.end();
    await first.close();
    await second.close();
    await database.close();
  });

  /** Resolves once `done()` holds after some ask. */
  function untilAsks(done: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (done()) resolve();
      };
      onAsk.push(check);
      check();
    });
  }

  /** `promise`'s value, or `message` when it has not settled within `ms` (the failure shown). */
  function orStill<T>(promise: Promise<T>, ms: number, message: string): Promise<T | string> {
    let timer: NodeJS.Timeout | undefined;
    const still = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(message), ms);
    });
    return Promise.race([promise, still]).finally(() => clearTimeout(timer));
  }

  it("twenty requests waiting for an upload held elsewhere leave the process free to lock others, and give up on their signal", async () => {
    // Process 1 holds upload X (a slow PATCH that does not end when asked).
    const held = first.locker.newLock("upload-x");
    await held.lock(new AbortController().signal, () => undefined);
    // Process 2: as many requests as the lock pool has connections (a client's retried HEADs) wait for X.
    const signals = Array.from({ length: 20 }, () => new AbortController());
    const waits = signals.map((ac) =>
      second.locker
        .newLock("upload-x")
        .lock(ac.signal, () => undefined)
        .then(
          () => "locked",
          (err) => (err === ERRORS.ERR_LOCK_TIMEOUT ? "timeout" : String(err)),
        ),
    );
    const askers = () => new Set(asks.filter((ask) => ask.upload === "upload-x").map((ask) => ask.from)).size;
    const allAsked = await orStill(
      untilAsks(() => askers() === 20).then(() => "all asked"),
      8_000,
      "still waiting after 8 s",
    );

    // Meanwhile another user's upload Y on process 2 locks.
    const other = second.locker.newLock("upload-y");
    const otherOutcome = await orStill(
      other.lock(new AbortController().signal, () => undefined).then(() => "locked"),
      5_000,
      "still waiting after 5 s",
    );
    if (otherOutcome === "locked") await other.unlock();

    // The waiting requests end (their clients went away): each fails with tus's lock timeout.
    for (const ac of signals) ac.abort();
    const outcome = await orStill(Promise.all(waits), 8_000, "still waiting after 8 s");
    await held.unlock();

    // X is free now and locks on process 2.
    const again = second.locker.newLock("upload-x");
    const againOutcome = await orStill(
      again.lock(new AbortController().signal, () => undefined).then(() => "locked"),
      5_000,
      "still waiting after 5 s",
    );
    if (againOutcome === "locked") await again.unlock();

    expect({ allAsked, otherOutcome, outcome, againOutcome }).toEqual({
      allAsked: "all asked",
      otherOutcome: "locked",
      outcome: Array(20).fill("timeout"),
      againOutcome: "locked",
    });
  }, 30_000);

  it("a request that took the lock ignores its own release request arriving late, not another's", async () => {
    const held = first.locker.newLock("upload-z");
    await held.lock(new AbortController().signal, () => void held.unlock());
    const from = asks.length;
    const waiter = second.locker.newLock("upload-z");
    const waiterAsked: string[] = [];
    let onWaiterAsked: () => void = () => {};
    await waiter.lock(new AbortController().signal, () => {
      waiterAsked.push("asked");
      onWaiterAsked();
    });
    const own = asks.slice(from).find((ask) => ask.upload === "upload-z");
    expect(own).toBeDefined();
    // A lock on another upload in the same process, to learn when an ask sent after has been passed on.
    const marker = second.locker.newLock("upload-w");
    let onMarkerAsked: () => void = () => {};
    const markerAsked = new Promise<void>((resolve) => {
      onMarkerAsked = resolve;
    });
    await marker.lock(new AbortController().signal, () => onMarkerAsked());

    // Its own ask delivered again now, as a late one would be. One listener connection delivers asks
    // in the order sent: once the marker's ask has been passed on, so has this one.
    const notify = (ask: object) =>
      database.pool!.query("select pg_notify('portal_tus_release', $1)", [JSON.stringify(ask)]);
    await notify(own!);
    await notify({ upload: "upload-w", from: "another request" });
    await orStill(markerAsked, 5_000, "marker never asked");
    expect(waiterAsked).toEqual([]);

    // Another request's ask still reaches it.
    const othersAsk = new Promise<void>((resolve) => {
      onWaiterAsked = resolve;
    });
    await notify({ upload: "upload-z", from: "another request" });
    expect(
      await orStill(
        othersAsk.then(() => waiterAsked),
        5_000,
        "never asked",
      ),
    ).toEqual(["asked"]);
    await marker.unlock();
    await waiter.unlock();
  });
});
