import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { workerExecArgv } from "./workerExecArgv.js";

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
