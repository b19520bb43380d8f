import { describe, expect, it } from "vitest";
import type { CallerRow } from "./auth.js";
import { CallerCache, callerChanged } from "./callerCache.js";

const row = (changes: Partial<CallerRow> = {}): CallerRow => ({
  id: 7,
  username: "buyer",
  customerId: 1,
  franchise: "Wholesale",
  role: "customer",
  level: 1,
  forcePass: false,
  active: true,
  showPrice: true,
  liveSession: 3,
  ...changes,
});

function setup(ttlMs = 10_000) {
  let now = 1_000;
  const cache = new CallerCache(ttlMs, () => now);
  cache.setListening(true);
  let reads = 0;
  let stored = row();
  const get = () =>
    cache.row(7, "fam", async () => {
      reads++;
      return stored;
    });
  return {
    cache,
    get,
    reads: () => reads,
    store: (r: CallerRow) => {
      stored = r;
    },
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe("CallerCache", () => {
  it("reads a caller's row once within its time, then again", async () => {
    const c = setup();
    await c.get();
    await c.get();
    expect(c.reads()).toBe(1);
    c.tick(10_001);
    await c.get();
    expect(c.reads()).toBe(2);
    c.cache.close();
  });

  it("forgets a user on a change, and keeps nothing of theirs a moment after identity announces one", async () => {
    const c = setup();
    await c.get();
    c.cache.forget(7);
    await c.get();
    expect(c.reads()).toBe(2);
    callerChanged(7);
    await c.get();
    await c.get();
    expect(c.reads()).toBe(4);
    c.tick(5_001);
    await c.get();
    await c.get();
    expect(c.reads()).toBe(5);
    c.cache.close();
  });

  it("does not keep a row read while a change came in", async () => {
    const c = setup();
    let release!: () => void;
    const slow = c.cache.row(
      7,
      "fam",
      () =>
        new Promise<CallerRow>((resolve) => {
          release = () => resolve(row());
        }),
    );
    c.cache.forget(7);
    release();
    await slow;
    await c.get();
    expect(c.reads()).toBe(1);
    c.cache.close();
  });

  it("keeps no refused caller, nothing when off, and nothing while not listening", async () => {
    const refused = setup();
    refused.store(row({ active: false }));
    await refused.get();
    refused.store(row({ liveSession: null }));
    await refused.get();
    await refused.get();
    expect(refused.reads()).toBe(3);
    refused.cache.close();

    const off = setup(0);
    await off.get();
    await off.get();
    expect(off.reads()).toBe(2);
    off.cache.close();

    const deaf = setup();
    deaf.cache.setListening(false);
    await deaf.get();
    await deaf.get();
    expect(deaf.reads()).toBe(2);
    deaf.cache.close();
  });
});
