import fs from "node:fs";
import path from "node:path";
import { type Database, isEmpty, migrateDatabase, openDatabase, seedDemo } from "@portal/db";
import type { Config } from "./config.js";

/** Opens the configured database, applies migrations and seeds the demo data into an empty one. */
export async function startDatabase(config: Config): Promise<Database & { seeded: boolean }> {
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({ url: config.databaseUrl });
  } else {
    const dir = path.join(config.dataDir, "db");
    fs.mkdirSync(dir, { recursive: true });
    database = await openDatabase({ dataDir: dir });
  }
  await migrateDatabase(database);
  const seeded = await isEmpty(database.db);
  if (seeded) await seedDemo(database.db, { staffUsernames: config.staffUsernames });
  return { ...database, seeded };
}
