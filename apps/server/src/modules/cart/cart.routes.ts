import { CartTotalRequestSchema, CartTotalSchema, envelope } from "@portal/contract";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { cartItemCount } from "./cart.repo.js";

export function cartRoutes(app: App, ctx: AppContext): void {
  app.post(
    "/Store/GetCartTotal",
    {
      schema: {
        tags: ["Store"],
        summary: "Number of lines in the user's cart (the menu bar badge; also the signed-in check)",
        security: [{ bearer: [] }],
        body: CartTotalRequestSchema,
        response: { 200: envelope(CartTotalSchema) },
      },
    },
    async (req) => {
      const caller = await ctx.auth.caller(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok({ ItemCount: await cartItemCount(ctx.database.db, user.id) });
    },
  );
}
