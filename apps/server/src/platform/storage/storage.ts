import type { Readable } from "node:stream";

/** What `stat` knows about a stored object. */
export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

/**
 * Where file bytes live (docs/ARCHITECTURE.md): local disk under `DATA_DIR/files` by default, an
 * S3-compatible bucket by configuration. Keys are made by the server (`library/12/<uuid>`), never
 * from user input; every implementation refuses a key that could leave its root.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Stores a stream (never buffered whole) or a buffer; replaces an existing object atomically. */
  put(key: string, body: Readable | Buffer, size?: number): Promise<void>;
  /** Moves a local file into storage: a rename on the same disk, otherwise a streamed copy. */
  putFile(key: string, filePath: string): Promise<void>;
  /** The object's bytes as a stream; throws StorageNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  move(fromKey: string, toKey: string): Promise<void>;
  /** Runs `fn` with a local file holding the object (the file itself on disk; a temporary copy for S3). */
  withLocalFile<T>(key: string, fn: (filePath: string) => Promise<T>): Promise<T>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at ${key}`);
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are slash-separated segments of letters, digits, '.', '_' and '-', none starting with '.'. */
export function assertValidKey(key: string): void {
  if (key.length > 500 || !KEY.test(key) || key.split("/").some((s) => s === "." || s === "..")) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
