import {
  API_KEY_CREATED,
  API_KEY_REVOKED,
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
  EmptyEnvelopeSchema,
  envelope,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import type { ApiKeysService } from "./apiKeys.service.js";

const ONCE = "The reply is the only time the key's secret is shown; only its SHA-256 is stored.";

/**
 * Machine keys (docs/product/integration-api.md): the shop's under /Staff (staff.admin), the
 * company's under /Account (an office manager; anyone else 403). A key cannot manage keys.
 */
export function apiKeyRoutes(app: App, keys: ApiKeysService): void {
  for (const kind of ["shop", "company"] as const) {
    const base = kind === "shop" ? "/Staff/ApiKeys" : "/Account/ApiKeys";
    const access = kind === "shop" ? ("staff:admin" as const) : ("signedIn" as const);
    const who = kind === "shop" ? "Staff (admin): the shop's" : "Office manager: the company's";
    const tags = [kind === "shop" ? "Staff" : "Account", "Integration"];

    app.get(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary: `${who} API keys, newest first (revoked ones too)`,
          response: { 200: envelope(ApiKeyListSchema) },
        },
      },
      async (req) => {
        const caller = callerOf(req);
        return ok(await keys.list(keys.ownerOf(caller, kind)));
      },
    );

    app.post(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary: `Makes one of ${who.replace(/^.*: the /, "the ")} API keys: a name and its scopes`,
          description: `Scopes of a ${kind} key: ${kind === "shop" ? "orders:read, orders:write, catalog:read" : "cart, orders"}; any other is 400. ${ONCE}`,
          body: CreateApiKeyRequestSchema,
          response: { 200: envelope(CreatedApiKeySchema) },
        },
      },
      async (req) => {
        const caller = callerOf(req);
        const owner = keys.ownerOf(caller, kind);
        return ok(await keys.create(caller, owner, req.body.name, req.body.scopes), API_KEY_CREATED);
      },
    );

    app.post(
      `${base}/:keyId/Revoke`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Revokes one of ${who.replace(/^.*: the /, "the ")} API keys: its next call is 401`,
          description: "Revoking a revoked key changes nothing; a key that is not theirs is 404.",
          params: ApiKeyIdParamsSchema,
          response: { 200: EmptyEnvelopeSchema },
        },
      },
      async (req) => {
        const caller = callerOf(req);
        await keys.revoke(caller, keys.ownerOf(caller, kind), req.params.keyId);
        return ok(undefined, API_KEY_REVOKED);
      },
    );
  }
}
