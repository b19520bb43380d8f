import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), "portal-db-cli-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("npm run db:migrate makes a DATA_DIR that does not exist yet and migrates the database in it", async () => {
  const dataDir = path.join(root, "not", "yet");
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir };
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "cli.ts"), "migrate"],
    {
      env,
    },
  );
  expect(stdout).toContain("Migrations applied.");
  expect(fs.existsSync(path.join(dataDir, "db", "PG_VERSION"))).toBe(true);
}, 120_000);
