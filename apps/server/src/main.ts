import { buildApp } from "./app.js";
import { type Config, ConfigError, configWarnings, loadConfig } from "./platform/config.js";
import { DatabaseStartError, startDatabase } from "./platform/database.js";

/**
 * `npm start`: the web app, the API and the background jobs in one process. `npm run start:api`
 * (TAKE_JOBS=false) serves without taking jobs; `npm run start:worker` (`--worker`) takes the jobs and
 * serves nothing. Both need DATABASE_URL: PGlite serves one process.
 */
const worker = process.argv.includes("--worker");

async function main() {
  let config: Config;
  try {
    config = loadConfig();
    if (worker && !config.databaseUrl) {
      throw new ConfigError("Invalid configuration:\n  DATABASE_URL: a worker process needs a PostgreSQL server.");
    }
    if (worker) config = { ...config, takeJobs: true };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let database: Awaited<ReturnType<typeof startDatabase>>;
  try {
    database = await startDatabase(config);
  } catch (err) {
    if (err instanceof DatabaseStartError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config, database, serveWebApp: !worker && config.env === "production" });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  if (database.seeded) app.log.info("empty database: demo data seeded");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
      // Closing the app also stops the job workers (pg-boss): running jobs get up to 8 s to finish,
      // unfinished ones are retried by the next process. Then the database goes.
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  if (worker) {
    await app.ready();
    app.log.info(`worker taking jobs for ${config.brand} (${database.kind})`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `serving ${config.brand} on http://localhost:${config.port} (${database.kind}${config.takeJobs ? "" : ", jobs left to workers"})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
