import path from "node:path";
import type { Config } from "../config.js";
import { LocalDiskStorage } from "./local.js";
import { S3Storage } from "./s3.js";
import type { Storage } from "./storage.js";
export { type Storage, StorageNotFoundError } from "./storage.js";

/** The configured storage: `DATA_DIR/files` on local disk, or the S3 bucket of STORAGE=s3. */
export function createStorage(config: Config): Storage {
  if (config.storage.kind === "s3") return new S3Storage(config.storage);
  return new LocalDiskStorage(path.join(config.dataDir, "files"));
}
