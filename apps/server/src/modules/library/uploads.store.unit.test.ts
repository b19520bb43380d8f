import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config.js";
import type { LibraryRepo } from "./library.repo.js";
import { Uploads } from "./uploads.js";

describe("the tus store of Uploads", () => {
  let dataDir: string;
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("is made again after its first making failed (the parts folder could not be made then)", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-tus-store-"));
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    const uploads = new Uploads({} as LibraryRepo, config, {} as FastifyBaseLogger);
    // A file where the parts folder goes: making the folder fails.
    fs.writeFileSync(uploads.partsDir, "");
    expect(await uploads.finished("a1")).toBeUndefined();

    fs.rmSync(uploads.partsDir);
    fs.mkdirSync(uploads.partsDir);
    fs.writeFileSync(path.join(uploads.partsDir, "a1"), "abc");
    fs.writeFileSync(path.join(uploads.partsDir, "a1.json"), JSON.stringify({ id: "a1", size: 3, offset: 0 }));
    expect((await uploads.finished("a1"))?.size).toBe(3);
  });
});
