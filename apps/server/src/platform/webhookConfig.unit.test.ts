import { describe, expect, it } from "vitest";
import { configWarnings, loadConfig } from "./config.js";

describe("WEBHOOK_ALLOW_PRIVATE", () => {
  it("is off unless set, whatever NODE_ENV says", () => {
    for (const NODE_ENV of ["development", "test", "production", undefined]) {
      expect(loadConfig({ NODE_ENV, DATA_DIR: "/tmp/portal-config-test" }).webhooks.allowPrivate).toBe(false);
    }
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: "true" }).webhooks.allowPrivate).toBe(true);
  });

  it("warns at start-up when private addresses are allowed in production", () => {
    const prod = loadConfig({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: "true" });
    expect(configWarnings(prod)).toEqual([
      "WEBHOOK_ALLOW_PRIVATE=true with NODE_ENV=production: webhook endpoints may reach private and loopback addresses.",
    ]);
    expect(configWarnings(loadConfig({ NODE_ENV: "development", WEBHOOK_ALLOW_PRIVATE: "true" }))).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: "production" }))).toEqual([]);
  });
});
