import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "./config.js";
import { DatabaseStartError, startDatabase } from "./database.js";

const snapshot = inject("snapshot");

function dataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "portal-datadir-"));
}
const configFor = (dir: string) => loadConfig({ NODE_ENV: "test", DATA_DIR: dir });

describe("start-up on a data folder (PGlite)", () => {
  const dirs: string[] = [];
  const made = (dir = dataDir()) => {
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses to start a fresh database while DATA_DIR still holds files, and says what to do", async () => {
    const dir = made();
    fs.mkdirSync(path.join(dir, "files", "7"), { recursive: true });
    fs.writeFileSync(path.join(dir, "files", "7", "banner.pdf"), "%PDF-1.7");
    const start = startDatabase(configFor(dir));
    await expect(start).rejects.toBeInstanceOf(DatabaseStartError);
    await expect(start).rejects.toThrow(`The database folder ${path.join(dir, "db")} is missing or empty`);
    await expect(start).rejects.toThrow(/still holds files\. .*Restore the db folder from a backup/);
    expect(fs.existsSync(path.join(dir, "db"))).toBe(false);
  });

  it("names a truncated pg_control and what to do, without opening the database", async () => {
    const dir = made();
    fs.mkdirSync(path.join(dir, "db", "global"), { recursive: true });
    fs.writeFileSync(path.join(dir, "db", "PG_VERSION"), "17\n");
    fs.writeFileSync(path.join(dir, "db", "global", "pg_control"), Buffer.alloc(100));
    await expect(startDatabase(configFor(dir))).rejects.toThrow(
      `${path.join(dir, "db", "global", "pg_control")}: the file has 100 bytes instead of 8192. ` +
        `Stop the server, keep a copy of ${path.join(dir, "db")} for inspection, and restore the folder from your latest backup.`,
    );
  });

  describe.skipIf(snapshot.kind !== "pglite")("on a copy of the migrated test database", () => {
    let template: string;
    let usersFile: string;
    beforeAll(async () => {
      if (snapshot.kind !== "pglite") return;
      template = path.join(made(), "db");
      const pglite = await PGlite.create(template, { loadDataDir: new Blob([fs.readFileSync(snapshot.file)]) });
      usersFile = (await pglite.query<{ f: string }>("select pg_relation_filepath('users') as f")).rows[0]!.f;
      await pglite.close();
    });
    const copy = () => {
      const dir = made();
      fs.cpSync(template, path.join(dir, "db"), { recursive: true });
      return dir;
    };

    it("restarts on an existing database beside its files without seeding again", async () => {
      const dir = copy();
      fs.mkdirSync(path.join(dir, "files"));
      const database = await startDatabase(configFor(dir));
      try {
        expect(database.seeded).toBe(false);
      } finally {
        await database.close();
      }
    });

    it("turns PGlite's abort on a damaged pg_control into a message naming the folder", async () => {
      const dir = copy();
      fs.writeFileSync(path.join(dir, "db", "global", "pg_control"), Buffer.alloc(8192));
      await expect(startDatabase(configFor(dir))).rejects.toThrow(
        new RegExp(`^The database in ${path.join(dir, "db")} is damaged and cannot be opened: .*restore the folder`),
      );
    });

    it("finds a damaged table page at start-up and names the table and its file", async () => {
      const dir = copy();
      const file = path.join(dir, "db", usersFile);
      const fd = fs.openSync(file, "r+");
      fs.writeSync(fd, Buffer.alloc(64, 0xab), 0, 64, 0);
      fs.closeSync(fd);
      await expect(startDatabase(configFor(dir))).rejects.toThrow(/\(table public\.users\): invalid page in block 0/);
    });
  });
});
