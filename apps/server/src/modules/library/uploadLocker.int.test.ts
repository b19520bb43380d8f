import type { Database } from "@portal/db";
import { ERRORS } from "@tus/server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/harness.js";
import { type UploadLocker, uploadLocker } from "./uploadLocker.js";

/**
 * The tus upload lock (decision 0044): in memory on PGlite, a PostgreSQL advisory lock shared by
 * every process on a server (`npm run test:pg`; two lockers stand for two processes).
 */
describe("the upload lock", () => {
  let database: Database;
  let first: UploadLocker;
  let second: UploadLocker;

  beforeAll(async () => {
    database = await freshDatabase();
    const log = pino({ level: "silent" });
    first = uploadLocker(database, log);
    // PGlite serves one process: both requests share its one in-memory locker.
    second = database.pool ? uploadLocker(database, log) : first;
    await first.start();
    if (second !== first) await second.start();
  });
  afterAll(async () => {
    await first.close();
    if (second !== first) await second.close();
    await database.close();
  });

  it("a second request asks the holder to let go and takes the lock once it has", async () => {
    const held = first.locker.newLock("upload-a");
    const events: string[] = [];
    await held.lock(new AbortController().signal, async () => {
      events.push("asked to let go");
      await held.unlock();
      events.push("let go");
    });
    const next = second.locker.newLock("upload-a");
    await next.lock(new AbortController().signal, () => undefined);
    expect(events).toEqual(["asked to let go", "let go"]);
    await next.unlock();
  });

  it("locks of two uploads do not wait for each other", async () => {
    const a = first.locker.newLock("upload-b");
    const b = second.locker.newLock("upload-c");
    let asked = false;
    await a.lock(new AbortController().signal, () => {
      asked = true;
    });
    await b.lock(new AbortController().signal, () => {
      asked = true;
    });
    expect(asked).toBe(false);
    await a.unlock();
    await b.unlock();
  });

  it("a request that gives up waiting fails with tus's lock timeout; the holder keeps the lock", async () => {
    const held = first.locker.newLock("upload-d");
    const waiting = new AbortController();
    // The holder does not let go; the waiting request's own request ends instead.
    await held.lock(new AbortController().signal, () => waiting.abort());
    await expect(second.locker.newLock("upload-d").lock(waiting.signal, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await held.unlock();
    const again = second.locker.newLock("upload-d");
    await again.lock(new AbortController().signal, () => undefined);
    await again.unlock();
  });
});
