import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { workerEntry, workerExecArgv } from "./threads.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Every `workerEntry(import.meta.url, "<name>")` in the server's and the packages' sources, with its file. */
function workerEntryCalls(): { file: string; name: string }[] {
  const calls: { file: string; name: string }[] = [];
  for (const root of ["apps/server/src", "packages"]) {
    for (const entry of fs.readdirSync(path.join(REPO, root), { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !entry.name.endsWith(".ts") || file.includes("node_modules")) continue;
      for (const [, name] of fs.readFileSync(file, "utf8").matchAll(/workerEntry\(import\.meta\.url, "([\w.]+)"\)/g)) {
        calls.push({ file, name: name as string });
      }
    }
  }
  return calls;
}

describe("worker threads' entry files", () => {
  it("are <name>.js beside a built module and the <name>.mjs shim beside a source module", () => {
    expect(workerEntry("file:///srv/dist/builds/abc/chunk-X.js", "pdf.worker")).toBe(
      path.resolve("/srv/dist/builds/abc/pdf.worker.js"),
    );
    expect(workerEntry("file:///app/src/platform/fileHash.ts", "fileHash.worker")).toBe(
      path.resolve("/app/src/platform/fileHash.worker.mjs"),
    );
  });

  it("exist for every thread the sources start: a shim and its TypeScript module beside the caller", () => {
    const calls = workerEntryCalls();
    expect(calls.map((call) => call.name).sort()).toEqual([
      "databaseSetup.worker",
      "fileHash.worker",
      "patternDraw.worker",
      "pdf.worker",
      "poolWorker",
      "worker",
    ]);
    for (const { file, name } of calls) {
      const shim = workerEntry(pathToFileURL(file).href, name);
      expect(fs.existsSync(shim), shim).toBe(true);
      expect(fs.readFileSync(shim, "utf8")).toContain(`import("./${name}.ts")`);
    }
  });
});

describe("worker threads' node flags", () => {
  it("leave out the loader of tsx's command line", () => {
    expect(
      workerExecArgv([
        "--require",
        "/app/node_modules/tsx/dist/preflight.cjs",
        "--import",
        "file:///app/node_modules/tsx/dist/loader.mjs",
      ]),
    ).toEqual([]);
  });

  it("leave out `--import tsx` and keep every other flag", () => {
    expect(
      workerExecArgv(["--import", "tsx", "--import=file:///app/bench/lib/memoryProbe.mjs", "--enable-source-maps"]),
    ).toEqual(["--import=file:///app/bench/lib/memoryProbe.mjs", "--enable-source-maps"]);
    expect(workerExecArgv(["--import=tsx", "--conditions=dev", "--require", "./setup.cjs"])).toEqual([
      "--conditions=dev",
      "--require",
      "./setup.cjs",
    ]);
  });

  it("let a thread inherit every flag when the process has one a thread may not be given", async () => {
    const flags = ["--import", "tsx", "--max-old-space-size=512"];
    expect(workerExecArgv(flags)).toBeUndefined();
    // What the pools do with the answer: the thread starts (named, the flag is refused).
    expect(() => new Worker("", { eval: true, execArgv: ["--max-old-space-size=512"] })).toThrow(
      expect.objectContaining({ code: "ERR_WORKER_INVALID_EXEC_ARGV" }),
    );
    const worker = new Worker("require('node:worker_threads').parentPort.postMessage('up')", {
      eval: true,
      execArgv: workerExecArgv(["--max-old-space-size=512"]),
    });
    const said = await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    await worker.terminate();
    expect(said).toBe("up");
  });
});
