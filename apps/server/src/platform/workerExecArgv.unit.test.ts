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
    expect(workerExecArgv(["--import=tsx", "--max-old-space-size=512", "--require", "./setup.cjs"])).toEqual([
      "--max-old-space-size=512",
      "--require",
      "./setup.cjs",
    ]);
  });
});
