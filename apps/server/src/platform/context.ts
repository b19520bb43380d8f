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
import type { Mailer } from "./mail.js";

/** What every module gets: configuration, brand, database and mail. */
export interface AppContext {
  config: Config;
  brand: Brand;
  database: Database;
  mailer: Mailer;
  auth: Auth;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
