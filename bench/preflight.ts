/**
 * Preflight of a ~100 MB PDF and a ~100 MB TIFF through the real path: tus upload to the in-process
 * API, handle_masv, then the pg-boss job runs runPreflight in a worker thread. For each file: the
 * job's time (report, thumbnail and preview stored), the API process's RSS growth while it runs,
 * and the longest event-loop stall of the API process meanwhile (monitorEventLoopDelay).
 * Targets: < 5 s, < 600 MB, < 50 ms.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { DEMO_PASSWORD } from "@portal/db";
import { makeLargePdf, makeLargeTiff } from "@portal/preflight/fixtures";
import { report, startBenchServer } from "./lib/server.js";

const MB = 1024 * 1024;
const TARGET_BYTES = 100 * MB;

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-preflight-"));
const files = [
  { name: "large.pdf", make: () => makeLargePdf(TARGET_BYTES) },
  { name: "large.tif", make: () => makeLargeTiff(TARGET_BYTES) },
].map(({ name, make }) => {
  const file = path.join(work, name);
  fs.writeFileSync(file, make());
  return { name, file, size: fs.statSync(file).size };
});
gc();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-data-"));
const server = await startBenchServer({ DATA_DIR: dataDir });
let allMet = true;
try {
  const signIn = await fetch(`${server.url}/api/users/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "buyer", password: DEMO_PASSWORD, Franchise: "Wholesale" }),
  });
  const { Id: userId, JwtToken } = (await signIn.json()).Data as { Id: number; JwtToken: string };
  const auth = { authorization: `Bearer ${JwtToken}` };
  const post = async (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  for (const { name, file, size } of files) {
    const token = (await (await fetch(`${server.url}/api/Library/new_token`, { headers: auth })).json()).Data as {
      id: string;
      access_token: string;
    };
    const tus = { "Tus-Resumable": "1.0.0", "Upload-Package-Token": token.access_token };
    const created = await fetch(`${server.url}/api/Library/upload`, {
      method: "POST",
      headers: {
        ...tus,
        "Upload-Length": String(size),
        "Upload-Metadata": `filename ${Buffer.from(name).toString("base64")}`,
      },
    });
    const url = new URL(created.headers.get("location")!, server.url).toString();
    const patched = await fetch(url, {
      method: "PATCH",
      headers: { ...tus, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
      body: fs.createReadStream(file) as unknown as BodyInit,
      duplex: "half",
    } as RequestInit);
    if (patched.status !== 204) throw new Error(`upload of ${name}: ${patched.status} ${await patched.text()}`);
    gc();

    const loop = monitorEventLoopDelay({ resolution: 5 });
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    loop.enable();
    const placed = await post("/api/Library/handle_masv", {
      packageid: token.id,
      SelectedFolder: `/ImgLibrary/${userId}`,
      NewFolderName: "",
    });
    if (placed.status !== 200) throw new Error(`handle_masv of ${name}: ${placed.status} ${await placed.text()}`);
    let details: { Preflight: { status: string; durationMs: number | null; error: string | null } };
    for (;;) {
      const res = await post("/api/Library/GetLibraryItemDetails", { item: `/ImgLibrary/${userId}/${name}` });
      details = (await res.json()).Data;
      if (details.Preflight.status === "done" || details.Preflight.status === "failed") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    loop.disable();
    clearInterval(sampler);
    if (details.Preflight.status !== "done") throw new Error(`preflight of ${name} failed: ${details.Preflight.error}`);

    const seconds = (details.Preflight.durationMs ?? 0) / 1000;
    const growth = (peak - before) / MB;
    const stall = loop.max / 1e6;
    console.log(`${name} (${(size / MB).toFixed(0)} MB):`);
    const met = [seconds < 5, growth < 600, stall < 50];
    report("  preflight job time", `${seconds.toFixed(2)} s`, "< 5 s", met[0]!);
    report(
      "  API process RSS growth",
      `${growth.toFixed(0)} MB (RSS ${(before / MB).toFixed(0)} -> peak ${(peak / MB).toFixed(0)} MB)`,
      "< 600 MB",
      met[1]!,
    );
    report("  longest event-loop stall of the API process", `${stall.toFixed(1)} ms`, "< 50 ms", met[2]!);
    allMet &&= met.every(Boolean);
  }
} finally {
  await server.close();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(allMet ? "all preflight targets met" : "some preflight targets missed");
