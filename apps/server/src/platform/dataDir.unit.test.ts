import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

describe("DATA_DIR", () => {
  it("is the repository's ./data without DATA_DIR, whatever the working directory", () => {
    const cwd = process.cwd();
    try {
      process.chdir(path.join(repoRoot, "apps/server"));
      expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, "data"));
    } finally {
      process.chdir(cwd);
    }
  });

  it("takes a relative DATA_DIR from the working directory", () => {
    expect(loadConfig({ DATA_DIR: "somewhere/else" }).dataDir).toBe(path.resolve("somewhere/else"));
  });
});
