/**
 * A 150 MB upload through tus (one PATCH stream, and 8 MB PATCH chunks) to the in-process API on
 * loopback, beside a raw HTTP PUT of the same file to a bare node:http server that writes it to
 * disk, measured in the same run. Targets: tus throughput >= 70% of the raw PUT, and RSS growth of
 * the server process during the upload < 100 MB. Also prints how long handle_masv takes to place it.
 */
import { randomFillSync } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { DEMO_PASSWORD } from "@portal/db";
import { report, startBenchServer } from "./lib/server.js";

const SIZE = 150 * 1024 * 1024;
const CHUNK = 8 * 1024 * 1024;
const MB = 1024 * 1024;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-upload-"));
const source = path.join(work, "artwork.pdf");

/** A file of incompressible bytes behind a PDF header, written in 8 MB pieces (never held whole). */
function makeSource(): void {
  const fd = fs.openSync(source, "w");
  fs.writeSync(fd, "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  const piece = Buffer.alloc(CHUNK);
  let written = fs.fstatSync(fd).size;
  while (written < SIZE) {
    randomFillSync(piece);
    const n = Math.min(piece.length, SIZE - written);
    fs.writeSync(fd, piece, 0, n);
    written += n;
  }
  fs.closeSync(fd);
}

/** Sends a byte range of the source file as the body of one request (streamed from disk). */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  start: number,
  end: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: { ...headers, "Content-Length": String(end - start) }, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    if (end > start) fs.createReadStream(source, { start, end: end - 1, highWaterMark: 1024 * 1024 }).pipe(req);
    else req.end();
  });
}

/** Peak RSS while `run` runs, sampled every 20 ms. */
async function withRss<T>(run: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

async function rawPut(): Promise<number> {
  const target = path.join(work, "raw-target");
  const server = http.createServer((req, res) => {
    pipeline(req, fs.createWriteStream(target)).then(
      () => res.writeHead(204).end(),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const started = performance.now();
  const res = await send(`http://127.0.0.1:${port}/`, "PUT", { "Content-Type": "application/octet-stream" }, 0, SIZE);
  const seconds = (performance.now() - started) / 1000;
  await new Promise<void>((r) => server.close(() => r()));
  if (res.status !== 204 || fs.statSync(target).size !== SIZE) throw new Error("raw PUT failed");
  fs.rmSync(target);
  return SIZE / MB / seconds;
}

makeSource();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-data-"));
const server = await startBenchServer({ DATA_DIR: dataDir });
try {
  const signIn = await fetch(`${server.url}/api/users/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "buyer", password: DEMO_PASSWORD, Franchise: "Wholesale" }),
  });
  const { Id: userId, JwtToken } = (await signIn.json()).Data as { Id: number; JwtToken: string };
  const auth = { authorization: `Bearer ${JwtToken}` };

  const tus = async (name: string, chunk: number): Promise<{ mbps: number; packageId: string }> => {
    const token = (await (await fetch(`${server.url}/api/Library/new_token`, { headers: auth })).json()).Data as {
      id: string;
      access_token: string;
    };
    const headers = { "Tus-Resumable": "1.0.0", "Upload-Package-Token": token.access_token };
    const started = performance.now();
    const created = await send(
      `${server.url}/api/Library/upload`,
      "POST",
      {
        ...headers,
        "Upload-Length": String(SIZE),
        "Upload-Metadata": `filename ${Buffer.from(name).toString("base64")}`,
      },
      0,
      0,
    );
    if (created.status !== 201) throw new Error(`tus create: ${created.status} ${created.body}`);
    const url = new URL(String(created.headers.location), server.url).toString();
    for (let offset = 0; offset < SIZE; offset += chunk) {
      const end = Math.min(SIZE, offset + chunk);
      const res = await send(
        url,
        "PATCH",
        { ...headers, "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
        offset,
        end,
      );
      if (res.status !== 204 || res.headers["upload-offset"] !== String(end)) {
        throw new Error(`tus PATCH: ${res.status} ${res.body}`);
      }
    }
    return { mbps: SIZE / MB / ((performance.now() - started) / 1000), packageId: token.id };
  };

  // Each way runs twice, interleaved, and the better figure of each counts: one noisy run does not decide.
  const raw: number[] = [];
  const single: number[] = [];
  const chunked: number[] = [];
  let rss = { before: 0, peak: 0 };
  let placeSeconds = 0;
  for (let round = 0; round < 2; round++) {
    raw.push(await rawPut());
    const measured = await withRss(() => tus(`bench-${round}.pdf`, SIZE));
    single.push(measured.result.mbps);
    if (round === 0) rss = { before: measured.before, peak: measured.peak };
    chunked.push((await tus(`bench-chunked-${round}.pdf`, CHUNK)).mbps);
    if (round === 0) {
      const started = performance.now();
      const placed = await fetch(`${server.url}/api/Library/handle_masv`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          packageid: measured.result.packageId,
          SelectedFolder: `/ImgLibrary/${userId}`,
          NewFolderName: "",
        }),
      });
      placeSeconds = (performance.now() - started) / 1000;
      if (placed.status !== 200) throw new Error(`handle_masv: ${placed.status} ${await placed.text()}`);
    }
  }
  const best = (xs: number[]) => Math.max(...xs);
  const rawBest = best(raw);
  console.log(`file ${SIZE / MB} MB; runs (MB/s): raw PUT ${raw.map((x) => x.toFixed(0)).join(", ")}`);
  console.log(
    `tus one PATCH ${single.map((x) => x.toFixed(0)).join(", ")}; tus 8 MB PATCHes ${chunked.map((x) => x.toFixed(0)).join(", ")}`,
  );
  console.log(`raw loopback PUT to disk: ${rawBest.toFixed(0)} MB/s (the reference)`);
  const ratio = best(single) / rawBest;
  report(
    "tus upload, one PATCH stream",
    `${best(single).toFixed(0)} MB/s = ${(ratio * 100).toFixed(0)}% of raw PUT`,
    ">= 70% of raw PUT",
    ratio >= 0.7,
  );
  const chunkRatio = best(chunked) / rawBest;
  report(
    "tus upload, 8 MB PATCH chunks",
    `${best(chunked).toFixed(0)} MB/s = ${(chunkRatio * 100).toFixed(0)}% of raw PUT`,
    ">= 70% of raw PUT",
    chunkRatio >= 0.7,
  );
  const growth = (rss.peak - rss.before) / MB;
  report(
    "server RSS growth during a 150 MB tus upload",
    `${growth.toFixed(1)} MB (RSS ${(rss.before / MB).toFixed(0)} -> peak ${(rss.peak / MB).toFixed(0)} MB)`,
    "< 100 MB",
    growth < 100,
  );
  console.log(`handle_masv placing the 150 MB file (sha256 + move into storage): ${placeSeconds.toFixed(2)} s`);
} finally {
  await server.close();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
