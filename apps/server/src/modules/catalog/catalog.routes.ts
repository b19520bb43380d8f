import {
  CatalogReloadReplySchema,
  CategoriesReplySchema,
  envelope,
  GetAllMaterialsRequestSchema,
  GetCategoriesRequestSchema,
  GetPricingRequestSchema,
  GetProductOptionsRequestSchema,
  GetTilesRequestSchema,
  JsonTextSchema,
  PricingReplySchema,
  StaffAvailabilitySchema,
  StaffSetAvailabilitySchema,
  TilesReplySchema,
} from "@portal/contract";
import { z } from "zod";
import { callerOf, staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ApiError, ok } from "../../platform/http.js";
import { plainReply } from "../../platform/serialization.js";
import { AvailabilityService } from "./availability.service.js";

/**
 * The catalog calls: the tile menu (open), the materials of a product type (open, no prices), the
 * portal's option configuration and pricing (signed in), and the generated tile images.
 */
export function catalogRoutes(app: App, ctx: AppContext): void {
  const catalog = ctx.catalog;

  app.post(
    "/TileMenu/GetTiles",
    {
      config: { access: "public" },
      schema: {
        tags: ["TileMenu"],
        summary: "The Material Selection Guide: [categories, material tiles, 'Know What You Need?' entries]",
        description:
          "Open to visitors (userId 0). The tiles are the same for every user; userId and franchise are accepted for compatibility. optionValue is the LaminateType the portal pre-selects for that tile ('' for none).",
        body: GetTilesRequestSchema,
        response: { 200: envelope(TilesReplySchema) },
      },
    },
    async () => ok(await catalog.tiles()),
  );

  app.post(
    "/TileMenu/GetCategories",
    {
      config: { access: "public" },
      schema: {
        tags: ["TileMenu"],
        summary: "The category tiles a material (ItemNo) is offered in",
        description: "Open. An unknown ItemNo gets Status nodata with an empty list.",
        body: GetCategoriesRequestSchema,
        response: { 200: envelope(CategoriesReplySchema) },
      },
    },
    async (req) => {
      const categories = await catalog.categories(req.body.ItemNo);
      if (categories === undefined) {
        return { Status: "nodata" as const, Message: `There is no material ${req.body.ItemNo}.`, Data: [] };
      }
      return ok(categories);
    },
  );

  app.post(
    "/TileMenu/GetAllMaterials",
    {
      config: { access: "public" },
      schema: {
        tags: ["TileMenu"],
        summary: "The materials of a product type, as JSON text",
        description:
          "Open; no prices. Data is the JSON text of an array of CatalogMaterial (ItemNo, ItemDesc, Description, product_type, rigid_type, Available, ImageUrl, MaxWidth, SheetSizes, Laminates, RollSizes). A non-empty ItemNo narrows it to that material; one that is not of the type gets Status nodata and '[]'.",
        body: GetAllMaterialsRequestSchema,
        response: { 200: envelope(JsonTextSchema) },
      },
    },
    async (req) => {
      const json = await catalog.materialsJson(req.body.product_type, req.body.ItemNo);
      if (json === undefined) {
        return {
          Status: "nodata" as const,
          Message: `There is no ${req.body.product_type} material ${req.body.ItemNo}.`,
          Data: "[]",
        };
      }
      return ok(json);
    },
  );

  app.post(
    "/Portal/GetProductOptions",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Portal"],
        summary: "The options form of a product type (narrowed to a material by ItemNo), as JSON text",
        description:
          "Data is the JSON text of { dtOptions, dtOptionChoices, dtOptionCondition, PriceHidden } (ProductOptions), sorted. An option shows only while all of its conditions hold (EQ and NEQ compare text, GT numbers). ChoicePrice is cents, per piece or per sq ft (ChoicePricePer), and 0 when prices are hidden.",
        body: GetProductOptionsRequestSchema,
        response: { 200: envelope(JsonTextSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await catalog.assertUsers(caller, [req.body.userId]);
      return ok(await catalog.productOptionsJson(caller, req.body.product_type, req.body.ItemNo));
    },
  );

  app.post(
    "/Store/GetPricing",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Prices the project's images: Total (cents), TotalText and SquareFeet per item, in order",
        description:
          "The body is the array of project images. Prices come from the price book only. Without the brand's portalPricing or the user's showPrice, Total is 0, TotalText 'Price: N/A' and PriceHidden true. A missing or bad field fails the whole call: Status invalid, Message 'Item 3: InchWidth must be greater than 0.', Data.errors [{ field: '2.InchWidth', message }].",
        body: GetPricingRequestSchema,
        response: { 200: plainReply(envelope(PricingReplySchema)) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await catalog.pricing(caller, req.body));
    },
  );

  app.get(
    "/TileMenu/Image/:file",
    {
      config: { access: "public" },
      schema: {
        tags: ["TileMenu"],
        summary: "A generated tile image: /api/TileMenu/Image/{key}.svg (image/svg+xml)",
        description: "An unknown key gets a 404 envelope (Status error).",
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (req, reply) => {
      const { file } = req.params;
      const svg = file.endsWith(".svg") ? await catalog.imageSvg(file.slice(0, -4)) : undefined;
      if (svg === undefined) throw new ApiError("error", `There is no tile image ${file}.`, 404);
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("Cache-Control", "public, max-age=86400")
        .header("X-Content-Type-Options", "nosniff")
        .send(svg);
    },
  );

  app.post(
    "/Catalog/Reload",
    staffRoute("any", {
      tags: ["Catalog"],
      summary: "reload materials, laminates, options and prices from the database now",
      description: "Each process also reloads the catalog by itself within 5 minutes of a change.",
      response: { 200: envelope(CatalogReloadReplySchema) },
    }),
    async (req) => {
      const snapshot = await catalog.reload();
      if (snapshot.problems.length > 0) req.log.warn({ problems: snapshot.problems }, "catalog price book problems");
      return ok({ Materials: Object.keys(snapshot.book.materials).length, LoadedAt: snapshot.loadedAt.toISOString() });
    },
  );

  const availability = new AvailabilityService(ctx);
  app.get(
    "/Staff/Catalog/Availability",
    staffRoute("ops", {
      tags: ["Catalog"],
      summary: "every material and option choice with its availability for this brand",
      response: { 200: envelope(StaffAvailabilitySchema) },
    }),
    async () => ok(await availability.list()),
  );

  app.post(
    "/Staff/Catalog/Availability",
    staffRoute("ops", {
      tags: ["Catalog"],
      summary: "mark a material or an option choice unavailable for this brand, or available again",
      description:
        "Kind material: Key is the ItemNo. Kind choice: Key is the option key, Value the choice value. The tile menu, the portal, GetProductOptions and AddToCart follow at once; cart lines with an unavailable material are flagged (PriceError) and refused at checkout. An unknown material or choice is 404; one the catalog itself withdrew cannot be marked available (422).",
      body: StaffSetAvailabilitySchema,
      response: { 200: envelope(StaffAvailabilitySchema) },
    }),
    async (req) => ok(await availability.set(callerOf(req), req.body), "Availability saved."),
  );
}
