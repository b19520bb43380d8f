import fs from "node:fs";
import path from "node:path";
import { loadDbConfig } from "./cliConfig.js";
import { openDatabase } from "./client.js";
import { migrateDatabase } from "./migrate.js";
import { isEmpty, seedDemo } from "./seed/index.js";

/** `npm run db:migrate` and `npm run db:seed` against DATABASE_URL or DATA_DIR/db. */
const command = process.argv[2];
const { options, staffUsernames } = loadDbConfig(process.env);
// PGlite creates its own folder but not the DATA_DIR above it.
if ("dataDir" in options) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
const database = await openDatabase(options);
try {
  await migrateDatabase(database);
  if (command === "seed") {
    if (await isEmpty(database.db)) {
      await seedDemo(database.db, { staffUsernames });
      console.log("Demo data seeded.");
    } else {
      console.log("The database already has users; the demo seed runs only on an empty database.");
    }
  } else {
    console.log("Migrations applied.");
  }
} finally {
  await database.close();
}
