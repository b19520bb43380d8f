import type { Brand } from "@portal/contract";
import type { Database } from "@portal/db";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "./auth.js";
import type { Config } from "./config.js";
import type { Jobs } from "./jobs.js";
import type { Mailer } from "./mail.js";
import type { Storage } from "./storage/index.js";

/** What every module gets: configuration, brand, database, mail, auth, file storage and background jobs. */
export interface AppContext {
  config: Config;
  brand: Brand;
  database: Database;
  mailer: Mailer;
  auth: Auth;
  storage: Storage;
  jobs: Jobs;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
