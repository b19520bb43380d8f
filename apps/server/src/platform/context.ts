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
import type { CartCache } from "../modules/cart/cartCache.js";
import type { CatalogService } from "../modules/catalog/catalog.service.js";
import type { PdfWorkers } from "../modules/docs/pdfWorkers.js";
import type { WebhooksService } from "../modules/integrations/webhooks.service.js";
import type { PatternService } from "../modules/patterns/patterns.service.js";
import type { Auth } from "./auth.js";
import type { Config } from "./config.js";
import type { Jobs } from "./jobs.js";
import type { Mailer } from "./mail.js";
import type { ReconcilableGateway } from "./payments/index.js";
import type { Storage } from "./storage/index.js";

/** The platform: configuration, brand, database, mail, auth, file storage and background jobs. */
export interface PlatformContext {
  config: Config;
  brand: Brand;
  database: Database;
  mailer: Mailer;
  auth: Auth;
  storage: Storage;
  jobs: Jobs;
}

/**
 * What every module gets: the platform plus the services several modules share, built once in buildApp
 * (app.ts) so every module reads the same cached catalog and charges through the same gateway.
 */
export interface AppContext extends PlatformContext {
  catalog: CatalogService;
  /** Each user's cart lines, forgotten on every change in every process (modules/cart/cartCache.ts). */
  cartCache: CartCache;
  patterns: PatternService;
  /** The payment gateway (config.payments.gateway). Call it outside any database transaction: the sandbox keeps its charges in the database. */
  gateway: ReconcilableGateway;
  /** The key of the card fingerprints (duplicate card hint). */
  cardFingerprintKey: Buffer;
  /** Checkout intents this process is running now: a second request for the same intent waits on it. */
  runningIntents: Map<number, Promise<unknown>>;
  /** The worker threads that draw job tickets, invoices and statements (docs/decisions/0022-pdf-documents.md). */
  pdfs: PdfWorkers;
  /** Webhook events, written in the transaction of the change they tell of (docs/decisions/0039-integration-api.md). */
  webhooks: WebhooksService;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
