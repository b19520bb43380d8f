import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestS3, type TestS3 } from "../../test/s3Server.js";
import { S3Storage } from "./s3.js";

/** The first load of the SDK fails (as an import can: a file missing, memory short), later ones do not. */
const sdkLoad = vi.hoisted(() => ({ failNext: true }));
vi.mock("@aws-sdk/lib-storage", async (importOriginal) => {
  const real = await importOriginal<typeof import("@aws-sdk/lib-storage")>();
  return {
    ...real,
    get Upload() {
      if (sdkLoad.failNext) {
        sdkLoad.failNext = false;
        throw new Error("could not load lib-storage");
      }
      return real.Upload;
    },
  };
});

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3({ bucket: "retry-bucket" });
});
afterAll(() => s3.close());

describe("S3Storage", () => {
  it("loads the SDK again after its first load failed", async () => {
    const storage = new S3Storage(s3);
    await expect(storage.put("library/1/a", Buffer.from("hello"))).rejects.toThrow("could not load lib-storage");
    await storage.put("library/1/a", Buffer.from("hello"));
    expect(await text(await storage.get("library/1/a"))).toBe("hello");
  });
});
