import path from "node:path";
import type { DatabaseOptions } from "./client.js";
import { REPO_ROOT } from "./packageDir.js";

export { REPO_ROOT };

export const DEFAULT_STAFF_USERNAMES = ["staff.ops", "staff.support", "staff.admin"];

/**
 * DATA_DIR as an absolute path. Without DATA_DIR it is the repository's `./data`, whatever folder the
 * process was started in (npm start runs the server inside apps/server); a relative DATA_DIR is taken
 * from the working directory, as a path given on the command line would be.
 */
export function resolveDataDir(dataDir: string | undefined): string {
  return dataDir ? path.resolve(dataDir) : path.join(REPO_ROOT, "data");
}

/** The database part of the configuration, shared by the server and the db CLI. */
export function loadDbConfig(env: NodeJS.ProcessEnv): { options: DatabaseOptions; staffUsernames: string[] } {
  const dataDir = resolveDataDir(env.DATA_DIR);
  const options: DatabaseOptions = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, "db") };
  const staffUsernames = (env.STAFF_USERNAMES || DEFAULT_STAFF_USERNAMES.join(","))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return { options, staffUsernames };
}
