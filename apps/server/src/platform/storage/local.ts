import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, type Storage, StorageNotFoundError, type StoredObject } from "./storage.js";

/**
 * Files on local disk under one root (`DATA_DIR/files`). Every write goes to a temporary file in
 * `<root>/.tmp` first and is renamed into place, so a reader never sees half a file and a crash
 * leaves at most a temporary file behind (removed on the next start).
 */
export class LocalDiskStorage implements Storage {
  readonly kind = "local" as const;
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, ".tmp");
    fs.mkdirSync(this.tmpDir, { recursive: true });
    // Left over from a crash: other processes may share the directory, so only old ones go.
    const dayAgo = Date.now() - 24 * 3600_000;
    for (const name of fs.readdirSync(this.tmpDir)) {
      const file = path.join(this.tmpDir, name);
      const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Number.POSITIVE_INFINITY;
      if (modified < dayAgo) fs.rmSync(file, { force: true });
    }
  }

  /** The file of a key; keys are checked so the result is always inside the root. */
  pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const target = this.pathOf(key);
    const tmp = path.join(this.tmpDir, randomUUID());
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(tmp, body);
      else await pipeline(body, fs.createWriteStream(tmp));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(filePath, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
      await this.put(key, fs.createReadStream(filePath));
      await fsp.rm(filePath, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, "r");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new StorageNotFoundError(key);
      throw err;
    }
    return handle.createReadStream();
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await fsp.stat(this.pathOf(key));
      return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const from = this.pathOf(fromKey);
    const to = this.pathOf(toKey);
    await fsp.mkdir(path.dirname(to), { recursive: true });
    try {
      await fsp.rename(from, to);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new StorageNotFoundError(fromKey);
      throw err;
    }
  }

  async withLocalFile<T>(key: string, fn: (filePath: string) => Promise<T>): Promise<T> {
    const file = this.pathOf(key);
    if (!(await this.stat(key))) throw new StorageNotFoundError(key);
    return fn(file);
  }
}
