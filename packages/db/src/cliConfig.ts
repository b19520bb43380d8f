import path from "node:path";
import type { DatabaseOptions } from "./client.js";

export const DEFAULT_STAFF_USERNAMES = ["staff.ops", "staff.support", "staff.admin"];

/** The database part of the configuration, shared by the server and the db CLI. */
export function loadDbConfig(env: NodeJS.ProcessEnv): { options: DatabaseOptions; staffUsernames: string[] } {
  const dataDir = path.resolve(env.DATA_DIR || "data");
  const options: DatabaseOptions = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, "db") };
  const staffUsernames = (env.STAFF_USERNAMES || DEFAULT_STAFF_USERNAMES.join(","))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return { options, staffUsernames };
}
