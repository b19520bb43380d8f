import {
  AddOption1ToCartRequestSchema,
  AddPantoneChartRequestSchema,
  CHART_DETAILS_MISSING,
  COLOR_MATCHING_ADDED,
  EmptyEnvelopeSchema,
  envelope,
  FileColorSetSchema,
  PANTONE_CHART_ADDED,
  PantoneChartDetailsListSchema,
  PantoneChartProductListSchema,
  ServiceItemListSchema,
  ServiceUserRequestSchema,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { CartService } from "../cart/cart.service.js";
import { ServicesService } from "./services.service.js";

/** The cart's add-on services (docs/product/cart-and-checkout.md). */
export function serviceRoutes(app: App, ctx: AppContext): void {
  const services = new ServicesService(ctx);
  const carts = new CartService(ctx);

  app.get(
    "/Store/GetServiceItems",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary:
          "The add-on services the brand offers: colour matching (colorMatching) and the Pantone chart (pantoneChart)",
        description:
          "Each with Name, Price (dollars), PriceCents, PriceText ('Price: N/A' when prices are hidden), Tag ('colormatching' or 'pantonechart') and ImageUrl.",
        response: { 200: envelope(ServiceItemListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await services.items(carts.pricesHidden(caller)));
    },
  );

  app.post(
    "/Store/GetPantoneChartDetails",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "The Pantone chart artwork: Data[0] { Id, FullUrl, InchHeight, InchWidth, ImageUrl }",
        description: "Status nodata 'Unable to get Chart Details.' when the brand offers no Pantone chart.",
        body: ServiceUserRequestSchema,
        response: { 200: envelope(PantoneChartDetailsListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await ctx.auth.assertCanActFor(caller, req.body.userId);
      const details = await services.chartDetails();
      if (!details) return { Status: "nodata" as const, Message: CHART_DETAILS_MISSING, Data: [] };
      return ok([details]);
    },
  );

  app.post(
    "/Store/GetPantoneChartProducts",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "The Pantone charts one can order: Id, Name, ProductName (the material), Price, Image",
        body: ServiceUserRequestSchema,
        response: { 200: envelope(PantoneChartProductListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await services.chartProducts(carts.pricesHidden(caller)));
    },
  );

  app.post(
    "/Store/AddPantoneChart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary:
          "Adds a Pantone chart (TS-PMSC, quantity 1) of chart ProductId in Finish LUSTER, GLOSS, CLEAR or MATTE",
        description:
          "A missing choice (empty, 'Select' or 'SELECT'): Status invalid 'Unable to add Pantone Chart. Please make sure Material and Finish Type are selected.'. A chart that cannot be added: Status failed 'Unable to add Pantone Chart.'.",
        body: AddPantoneChartRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      await services.addPantoneChart(user, req.body);
      return ok(undefined, PANTONE_CHART_ADDED);
    },
  );

  app.post(
    "/Store/GetFileColorSet",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "The spot colours of the user's library files, for the colour matching service",
        description:
          "SpotColorFiles: file id -> file name; SpotColors: file id -> [{ name }] as the file's preflight found them (the cut and route colours CutContourCad, CutContourThru and Route left out); SpotColorLimit: 5. Only files with spot colours are listed.",
        body: ServiceUserRequestSchema,
        response: { 200: envelope(FileColorSetSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await services.fileColorSet(user));
    },
  );

  app.post(
    "/Store/AddOption1ToCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Adds the colour matching service (TS-SVC-1) for library file colorSetId and the spot colours picked",
        description:
          "No colour: Status invalid 'You must pick at least one Spot Color to add the service.'; more than 5: 'You cannot add more than 5 Spot Colors to a file.'. The colours must be spot colours of the file. Adding it again for the same file replaces the colours.",
        body: AddOption1ToCartRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      await services.addColorMatching(user, req.body);
      return ok(undefined, COLOR_MATCHING_ADDED);
    },
  );
}
