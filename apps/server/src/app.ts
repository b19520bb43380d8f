import { brandById } from "@portal/contract";
import type { Database } from "@portal/db";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { contactRoutes } from "./modules/contact/contact.routes.js";
import { docsRoutes } from "./modules/docs/docs.routes.js";
import { sessionRoutes } from "./modules/identity/session.routes.js";
import { siteRoutes } from "./modules/site/site.routes.js";
import { Auth } from "./platform/auth.js";
import type { Config } from "./platform/config.js";
import type { AppContext } from "./platform/context.js";
import { registerErrorHandling } from "./platform/errors.js";
import { loggerOptions } from "./platform/logger.js";
import { createMailer } from "./platform/mail.js";
import { registerOpenApi } from "./platform/openapi.js";
import { sharedSecret } from "./platform/secrets.js";
import { registerWebApp } from "./platform/webApp.js";

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (production mode). */
  serveWebApp?: boolean;
}

export async function buildApp({ config, database, serveWebApp = false }: BuildOptions) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const brand = brandById(config.brand);
  const ctx: AppContext = {
    config,
    brand,
    database,
    mailer: createMailer({
      db: database.db,
      from: config.mailFrom ?? `${brand.name} <${brand.contact.email}>`,
      smtpUrl: config.smtpUrl,
      log: app.log,
    }),
    auth: new Auth({
      db: database.db,
      key: await sharedSecret(database.db, "jwt-signing-key"),
      brand,
      staffUsernames: config.staffUsernames,
    }),
  };

  const webAppServed = serveWebApp && (await registerWebApp(app, config.webDist));
  registerErrorHandling(app, { serveWebApp: webAppServed });
  await registerOpenApi(app, brand.name);

  await app.register(
    async (api) => {
      siteRoutes(api as never, ctx);
      contactRoutes(api as never, ctx);
      docsRoutes(api as never, ctx);
      sessionRoutes(api as never, ctx);
    },
    { prefix: "/api" },
  );
  return app;
}
