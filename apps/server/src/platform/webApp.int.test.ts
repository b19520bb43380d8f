import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { freshDatabase } from "../test/harness.js";
import { loadConfig } from "./config.js";

describe("production mode serves the built web app", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  const BIG_JS = `export const words = ${JSON.stringify("print ".repeat(4000))};`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title><div id=root></div>");
    fs.writeFileSync(path.join(dist, "assets", "index-AbC123.js"), "console.log(1)");
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    fs.writeFileSync(path.join(dist, "assets", "app-Zz9.js"), BIG_JS);
    fs.writeFileSync(path.join(dist, "assets", "app-Zz9.js.br"), zlib.brotliCompressSync(BIG_JS));
    fs.writeFileSync(path.join(dist, "assets", "app-Zz9.js.gz"), zlib.gzipSync(BIG_JS));
    const database = await freshDatabase();
    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", WEB_DIST: dist, DATA_DIR: dist });
    app = await buildApp({ config, database, serveWebApp: true });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("caches hashed assets for a year", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's compressed copies to browsers that accept them, the plain file to others", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/app-Zz9.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);

    const gz = await app.inject({ method: "GET", url: "/assets/app-Zz9.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await app.inject({
      method: "GET",
      url: "/assets/app-Zz9.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);

    // A file the build did not compress is sent as it is, whatever the browser accepts.
    const small = await app.inject({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe("console.log(1)");
  });

  it("answers client routes with index.html, never cached", async () => {
    for (const url of ["/", "/store/cart", "/portal/12", "/no/such/page"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("keeps the API envelope for unknown /api paths", async () => {
    const res = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.json().Status).toBe("error");
  });
});
