import { z } from "zod";
import { id, requiredText } from "./validators.js";

/** Machine keys and webhooks of the integration API (docs/product/integration-api.md). */

/** The header a machine key travels in (the OpenAPI security scheme `apiKey`). */
export const API_KEY_HEADER = "X-API-Key";

/** A shop key's scopes (made by staff.admin for the shop's own systems). */
export const SHOP_KEY_SCOPES = ["orders:read", "orders:write", "catalog:read"] as const;
/** A company key's scopes (made by an office manager for the company's purchasing system). */
export const COMPANY_KEY_SCOPES = ["cart", "orders"] as const;
export const API_KEY_SCOPES = [...SHOP_KEY_SCOPES, ...COMPANY_KEY_SCOPES] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, for the screens and the docs. */
export const API_KEY_SCOPE_TEXT: Record<ApiKeyScope, string> = {
  "orders:read": "Read the order queue, orders, artwork and job tickets",
  "orders:write": "Move orders and ship them with tracking",
  "catalog:read": "Read the catalog and prices",
  cart: "Read and change the cart, reorder and check out",
  orders: "Read the company's orders",
};

export const API_KEY_NAME_MAX = 60;
export const API_KEY_NAME_REQUIRED = "Name is required.";
export const API_KEY_SCOPES_REQUIRED = "Choose at least one scope.";
export const API_KEY_CREATED = "Key created. Copy it now: it is not shown again.";
export const API_KEY_REVOKED = "Key revoked.";
export const API_KEY_NOT_FOUND = "This key does not exist.";
export const API_KEY_INVALID = "This API key is not valid or has been revoked.";
export const API_KEY_OWNER_INACTIVE = "This API key's owner can no longer use it: make a new key.";
export const API_KEY_SCOPE_REFUSED = "This API key's scopes do not allow this call.";
export const API_KEY_OFFICE_MANAGER_ONLY = "Only an office manager can manage the company's API keys.";
export function apiKeyScopeNotAllowed(scope: string): string {
  return `The scope ${scope} cannot be given to this kind of key.`;
}

export const CreateApiKeyRequestSchema = z.object({
  name: requiredText(API_KEY_NAME_REQUIRED, API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `scopes: each must be one of ${API_KEY_SCOPES.join(", ")}.` }), {
      error: API_KEY_SCOPES_REQUIRED,
    })
    .min(1, { error: API_KEY_SCOPES_REQUIRED })
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequestSchema>;

export const ApiKeyIdParamsSchema = z.object({ keyId: id("Key id").min(1) });

export const ApiKeySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** The key's first characters, to tell keys apart. */
  Prefix: z.string(),
  Scopes: z.array(z.string()),
  CreatedBy: z.string(),
  /** ISO 8601, UTC. */
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;
export const ApiKeyListSchema = z.array(ApiKeySchema);
/** The new key and its secret: the only time the secret is shown. */
export const CreatedApiKeySchema = z.object({ Key: ApiKeySchema, Secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
