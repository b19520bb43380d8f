import { envelope, HealthSchema, SiteBrandSchema, siteBrand } from "@portal/contract";
import type { App, AppContext } from "../../platform/context.js";
import { ApiError, ok } from "../../platform/http.js";
import { anyUser } from "../identity/users.service.js";

export const DATABASE_DOWN = "The database is not answering: the service cannot work until it does.";

export function siteRoutes(app: App, ctx: AppContext): void {
  const brand = siteBrand(ctx.brand.id);

  app.get(
    "/Site/GetBrand",
    {
      config: { access: "public" },
      schema: {
        tags: ["Site"],
        summary: "The brand this server runs as: name, theme, contact details, footer and feature switches",
        response: { 200: envelope(SiteBrandSchema) },
      },
    },
    async () => ok(brand),
  );

  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["Site"],
        summary: "Liveness and database check",
        response: { 200: envelope(HealthSchema) },
      },
    },
    async (req) => {
      try {
        // A real read of a table: a closed, unreachable or damaged database fails here, not only `select 1`.
        await anyUser(ctx.database.db);
      } catch (err) {
        req.log.error({ err }, "health check: the database did not answer");
        throw new ApiError("exception", DATABASE_DOWN, 503);
      }
      return ok({ status: "up" as const, database: ctx.database.kind, version: "0.1.0" });
    },
  );
}
