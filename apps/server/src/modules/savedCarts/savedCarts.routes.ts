import {
  EmptyEnvelopeSchema,
  envelope,
  OpenSavedCartRequestSchema,
  OpenSavedCartResultSchema,
  RenameSavedCartRequestSchema,
  SAVED_CART_OPENED,
  SaveCartRequestSchema,
  SaveCartResultSchema,
  SavedCartListSchema,
  SavedCartRequestSchema,
  SavedCartsRequestSchema,
  ShareSavedCartRequestSchema,
  savedCartSaved,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { SavedCartsService } from "./savedCarts.service.js";

const OWNER_ONLY =
  "Only the user who saved the cart may call this; another user's saved cart is 403 (an office manager's view of a shared cart too), a cart that no longer exists 404.";

/** Saved carts (docs/product/saved-carts.md): the caller's own; a userId naming anyone else is 403. */
export function savedCartRoutes(app: App, ctx: AppContext): void {
  const saved = new SavedCartsService(ctx);

  app.post(
    "/Store/SaveCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Save cart as...: stores the whole cart under a name and empties the cart (one transaction)",
        description:
          "Name: required, at most 60 characters, unique among the user's saved carts (Status failed otherwise). An empty cart: Status failed.",
        body: SaveCartRequestSchema,
        response: { 200: envelope(SaveCartResultSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      saved.assertSelf(caller, req.body.userId);
      const result = await saved.save(caller, req.body.name);
      return ok(result, savedCartSaved(result.Name));
    },
  );

  app.post(
    "/Store/GetSavedCarts",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "The user's saved carts, and for an office manager the carts shared with their company",
        description:
          "Newest first, each with its lines priced today (EstimatedPrice: the lines that can be priced); a line whose file is gone or whose material is unavailable has Flag set and no price.",
        body: SavedCartsRequestSchema,
        response: { 200: envelope(SavedCartListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      saved.assertSelf(caller, req.body.userId);
      return ok(await saved.list(caller));
    },
  );

  app.post(
    "/Store/OpenSavedCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Puts a saved cart's lines into the cart (mode merge: after its lines; replace: instead of them)",
        description: `Lines are priced today; lines whose file is gone or material unavailable are added and listed in Flagged. The saved cart stays saved. ${OWNER_ONLY}`,
        body: OpenSavedCartRequestSchema,
        response: { 200: envelope(OpenSavedCartResultSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      saved.assertSelf(caller, req.body.userId);
      return ok(await saved.open(caller, req.body.savedCartId, req.body.mode), SAVED_CART_OPENED);
    },
  );

  app.post(
    "/Store/RenameSavedCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Renames a saved cart",
        description: OWNER_ONLY,
        body: RenameSavedCartRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      saved.assertSelf(caller, req.body.userId);
      await saved.rename(caller, req.body.savedCartId, req.body.name);
      return ok(undefined, "Saved cart renamed.");
    },
  );

  app.post(
    "/Store/ShareSavedCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Shares a saved cart with the office managers of the company (shared true) or stops sharing it",
        description: OWNER_ONLY,
        body: ShareSavedCartRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      saved.assertSelf(caller, req.body.userId);
      await saved.share(caller, req.body.savedCartId, req.body.shared);
      return ok(undefined, req.body.shared ? "Shared with your company." : "No longer shared.");
    },
  );

  app.post(
    "/Store/DeleteSavedCart",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Deletes a saved cart (the web app asks for confirmation first)",
        description: OWNER_ONLY,
        body: SavedCartRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      saved.assertSelf(caller, req.body.userId);
      await saved.remove(caller, req.body.savedCartId);
      return ok(undefined, "Saved cart deleted.");
    },
  );
}
