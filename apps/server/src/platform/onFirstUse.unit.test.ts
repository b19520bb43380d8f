import { describe, expect, it } from "vitest";
import { onFirstUse } from "./onFirstUse.js";

describe("onFirstUse", () => {
  it("makes the value once and shares it", async () => {
    let made = 0;
    const value = onFirstUse(async () => ++made);
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    expect(await value()).toBe(1);
  });

  it("tries again after a failed attempt, thrown or rejected", async () => {
    let calls = 0;
    const value = onFirstUse(async () => {
      calls++;
      if (calls === 1) throw new Error("not yet");
      return "ready";
    });
    await expect(value()).rejects.toThrow("not yet");
    expect(await value()).toBe("ready");

    let syncCalls = 0;
    const thrown = onFirstUse<string>(() => {
      if (++syncCalls === 1) throw new Error("sync");
      return Promise.resolve("ok");
    });
    await expect(thrown()).rejects.toThrow("sync");
    expect(await thrown()).toBe("ok");
  });
});
