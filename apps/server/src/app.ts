import fastifyCookie from "@fastify/cookie";
import { brandById } from "@portal/contract";
import type { Database } from "@portal/db";
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountRoutes } from "./modules/accounts/accounts.routes.js";
import { approvalRoutes } from "./modules/approvals/approvals.routes.js";
import { staffCustomerRoutes } from "./modules/accounts/staffCustomers.routes.js";
import { addressRoutes } from "./modules/addresses/addresses.routes.js";
import { cartRoutes } from "./modules/cart/cart.routes.js";
import { quickOrderRoutes } from "./modules/quickOrder/quickOrder.routes.js";
import { savedCartRoutes } from "./modules/savedCarts/savedCarts.routes.js";
import { catalogRoutes } from "./modules/catalog/catalog.routes.js";
import { CatalogService } from "./modules/catalog/catalog.service.js";
import { checkoutRoutes } from "./modules/checkout/checkout.routes.js";
import { contactRoutes } from "./modules/contact/contact.routes.js";
import { docsRoutes } from "./modules/docs/docs.routes.js";
import { sessionRoutes } from "./modules/identity/session.routes.js";
import { authUsers, removeEndedThrottle } from "./modules/identity/users.service.js";
import { apiKeyRoutes } from "./modules/integrations/apiKeys.routes.js";
import { ApiKeysService } from "./modules/integrations/apiKeys.service.js";
import { webhookRoutes } from "./modules/integrations/webhooks.routes.js";
import { WebhooksService } from "./modules/integrations/webhooks.service.js";
import { libraryRoutes } from "./modules/library/library.routes.js";
import { invoiceRoutes } from "./modules/orders/invoices.routes.js";
import { orderRoutes } from "./modules/orders/orders.routes.js";
import { staffMoveRoutes } from "./modules/orders/staffMoves.routes.js";
import { staffQueueRoutes } from "./modules/orders/staffQueue.routes.js";
import { patternRoutes } from "./modules/patterns/patterns.routes.js";
import { PatternService } from "./modules/patterns/patterns.service.js";
import { createPaymentGateway } from "./modules/payments/gateway.js";
import { paymentRoutes } from "./modules/payments/payments.routes.js";
import { portalRoutes } from "./modules/portal/portal.routes.js";
import { proofRoutes } from "./modules/proofs/proofs.routes.js";
import { applicationRoutes } from "./modules/recovery/applications.routes.js";
import { recoveryRoutes } from "./modules/recovery/recovery.routes.js";
import { serviceRoutes } from "./modules/services/services.routes.js";
import { siteRoutes } from "./modules/site/site.routes.js";
import { staffRoutes } from "./modules/staff/staff.routes.js";
import { PdfWorkers } from "./modules/docs/pdfWorkers.js";
import { registerAccessHook } from "./platform/access.js";
import { Auth } from "./platform/auth.js";
import { CallerCache, listenForCallerChanges } from "./platform/callerCache.js";
import { CartCache, listenForCartChanges } from "./modules/cart/cartCache.js";
import type { Config } from "./platform/config.js";
import type { AppContext, PlatformContext } from "./platform/context.js";
import { registerErrorHandling } from "./platform/errors.js";
import { Jobs } from "./platform/jobs.js";
import { childLoggerFactory, loggerOptions } from "./platform/logger.js";
import { createMailer } from "./platform/mail.js";
import { fingerprintKey } from "./platform/payments/index.js";
import { registerOpenApi } from "./platform/openapi.js";
import { defineCleanupJob, registerRateLimits } from "./platform/rateLimit.js";
import { sharedSecret } from "./platform/secrets.js";
import { serializerCompiler } from "./platform/serialization.js";
import { registerSecurityHeaders } from "./platform/securityHeaders.js";
import { createStorage } from "./platform/storage/index.js";
import { validatorCompiler } from "./platform/validation.js";
import { registerWebApp } from "./platform/webApp.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once the server's start-up jobs are done (Jobs.settled); the benchmarks measure past it. */
    startupSettled(): Promise<void>;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (production mode). */
  serveWebApp?: boolean;
}

export async function buildApp({ config, database, serveWebApp = false }: BuildOptions) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    childLoggerFactory,
    bodyLimit: config.bodyLimitBytes,
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const brand = brandById(config.brand);
  const callerCache = new CallerCache(config.callerCacheMs);
  const stopListening = await listenForCallerChanges(database, callerCache, app.log);
  app.addHook("onClose", () => stopListening());
  // Jobs run in this process (unless TAKE_JOBS=false): started when the app is ready, stopped (running jobs finish) on close.
  const jobs = new Jobs({ database, connectionString: config.databaseUrl, log: app.log, take: config.takeJobs });
  const platform: PlatformContext = {
    config,
    brand,
    database,
    mailer: createMailer({
      db: database.db,
      from: config.mailFrom ?? `${brand.name} <${brand.contact.email}>`,
      smtpUrl: config.smtpUrl,
      log: app.log,
      jobs,
    }),
    auth: new Auth({
      users: authUsers(database.db),
      key: await sharedSecret(database.db, "jwt-signing-key"),
      brand,
      staffUsernames: config.staffUsernames,
      cache: callerCache,
    }),
    storage: createStorage(config),
    jobs,
  };
  // The services several modules share, made once here (docs/ARCHITECTURE.md, App context).
  const catalog = new CatalogService(platform, {
    onRefreshError: (err) => app.log.error({ err }, "catalog refresh failed"),
  });
  const stopCatalogListening = await catalog.listenForChanges(app.log);
  app.addHook("onClose", () => stopCatalogListening());
  const cartCache = new CartCache(config.cartCacheMs);
  const stopCartListening = await listenForCartChanges(database, cartCache, app.log);
  app.addHook("onClose", () => stopCartListening());
  const ctx: AppContext = {
    ...platform,
    catalog,
    cartCache,
    patterns: new PatternService(platform, catalog),
    gateway: await createPaymentGateway(config, database.db),
    cardFingerprintKey: await fingerprintKey(database.db),
    runningIntents: new Map(),
    pdfs: new PdfWorkers(),
    webhooks: new WebhooksService(platform, app.log),
  };
  const stopWebhooks = await ctx.webhooks.listen(database);
  app.addHook("onClose", () => stopWebhooks());
  app.addHook("onClose", () => ctx.pdfs.close());
  defineCleanupJob(ctx.jobs, database.db, config, app.log, removeEndedThrottle);
  app.addHook("onReady", () => ctx.jobs.start());
  app.addHook("onListen", async () => ctx.jobs.listening());
  app.decorate("startupSettled", () => ctx.jobs.settled());
  app.addHook("onClose", () => ctx.jobs.stop());
  // Fastify runs onClose hooks last-registered first: the sends in flight end before the job queue stops
  // (a failed send queues its retry there).
  app.addHook("onClose", () => ctx.mailer.idle());

  registerSecurityHeaders(app, config.publicUrl);
  await registerRateLimits(app, database.db, config);
  // Only the refresh token uses a cookie (modules/identity/sessionCookie.ts).
  await app.register(fastifyCookie);
  const webAppServed = serveWebApp && (await registerWebApp(app, config.webDist));
  registerErrorHandling(app, { serveWebApp: webAppServed });
  const apiKeys = new ApiKeysService(database.db, config);
  registerAccessHook(app, ctx.auth, apiKeys);
  await registerOpenApi(app, { brandName: brand.name, publicUrl: config.publicUrl });

  // The yardstick of bench/pricing.ts: the same server parsing and returning a body, nothing else.
  if (config.benchRoutes) app.post("/bench/echo", async (req) => req.body);

  await app.register(
    async (instance) => {
      const api = instance.withTypeProvider<ZodTypeProvider>();
      for (const routes of [
        siteRoutes,
        contactRoutes,
        docsRoutes,
        sessionRoutes,
        recoveryRoutes,
        accountRoutes,
        addressRoutes,
        paymentRoutes,
        cartRoutes,
        savedCartRoutes,
        quickOrderRoutes,
        serviceRoutes,
        checkoutRoutes,
        catalogRoutes,
        staffRoutes,
        libraryRoutes,
        portalRoutes,
        orderRoutes,
        approvalRoutes,
        staffMoveRoutes,
        staffQueueRoutes,
        invoiceRoutes,
        proofRoutes,
        patternRoutes,
        applicationRoutes,
        staffCustomerRoutes,
      ]) {
        routes(api, ctx);
      }
      apiKeyRoutes(api, apiKeys);
      webhookRoutes(api, ctx.webhooks);
    },
    { prefix: "/api" },
  );
  return app;
}
