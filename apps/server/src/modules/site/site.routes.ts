import { envelope, HealthSchema, SiteBrandSchema, siteBrand } from "@portal/contract";
import { sql } from "drizzle-orm";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";

export function siteRoutes(app: App, ctx: AppContext): void {
  const brand = siteBrand(ctx.brand.id);

  app.get(
    "/Site/GetBrand",
    {
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
      schema: {
        tags: ["Site"],
        summary: "Liveness and database check",
        response: { 200: envelope(HealthSchema) },
      },
    },
    async () => {
      await ctx.database.db.execute(sql`select 1`);
      return ok({ status: "up" as const, database: ctx.database.kind, version: "0.1.0" });
    },
  );
}
