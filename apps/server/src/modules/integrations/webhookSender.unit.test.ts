import { WEBHOOK_URL_PRIVATE } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { isPrivateAddress, urlRefusal } from "./webhookSender.js";

describe("webhook address check", () => {
  it.each([
    "https://[::127.0.0.1]/",
    "https://[::ffff:0:7f00:1]/",
    "https://[64:ff9b:1::a9fe:a9fe]/",
    "https://[2002:7f00:1::1]/",
    "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
    "https://[fec0::1]/",
    "https://[100::1]/",
    "https://[::1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://169.254.169.254/",
  ])("refuses %s (an IPv6 form of a private or relayed address)", async (url) => {
    expect(await urlRefusal(url, false)).toBe(WEBHOOK_URL_PRIVATE);
  });

  it("accepts public addresses of both families", async () => {
    expect(await urlRefusal("https://[2606:4700:4700::1111]/", false)).toBeNull();
    expect(await urlRefusal("https://1.1.1.1/", false)).toBeNull();
    expect(isPrivateAddress("2a00:1450:4001:80b::200e")).toBe(false);
  });
});
