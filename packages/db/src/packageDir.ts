import { createRequire } from "node:module";
import path from "node:path";

/**
 * This package's folder (packages/db), found through its exports rather than beside this file: the
 * built server (apps/server/build.mjs) bundles this module into apps/server/dist.
 */
export const DB_PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve("@portal/db/package.json"));

/** The repository's root folder. */
export const REPO_ROOT = path.resolve(DB_PACKAGE_DIR, "../..");
