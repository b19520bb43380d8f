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

// ---------------------------------------------------------------- webhooks

export const WEBHOOK_EVENTS = [
  "order.placed",
  "order.status_changed",
  "order.shipped",
  "proof.requested",
  "proof.answered",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The header with a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = "Portal-Signature";

export const WEBHOOK_URL_REQUIRED = "URL is required.";
export const WEBHOOK_URL_INVALID = "URL must be a full https:// address.";
export const WEBHOOK_URL_PRIVATE =
  "URL must be reachable on the internet: private, loopback and link-local addresses are refused.";
export const WEBHOOK_URL_UNRESOLVED = "URL's host name could not be found.";
export const WEBHOOK_EVENTS_REQUIRED = "Choose at least one event.";
export const WEBHOOK_CREATED = "Endpoint added. Copy its signing secret now: it is not shown again.";
export const WEBHOOK_NOT_FOUND = "This endpoint does not exist.";
export const WEBHOOK_SWITCHED_ON = "Endpoint switched on.";
export const WEBHOOK_SWITCHED_OFF = "Endpoint switched off.";

export const CreateWebhookRequestSchema = z.object({
  url: requiredText(WEBHOOK_URL_REQUIRED, 500),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `events: each must be one of ${WEBHOOK_EVENTS.join(", ")}.` }), {
      error: WEBHOOK_EVENTS_REQUIRED,
    })
    .min(1, { error: WEBHOOK_EVENTS_REQUIRED })
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookRequest = z.input<typeof CreateWebhookRequestSchema>;

export const WebhookIdParamsSchema = z.object({ endpointId: id("Endpoint id").min(1) });
export const WebhookActiveRequestSchema = z.object({
  active: z.boolean({ error: "active must be true or false." }),
});

export const WebhookEndpointSchema = z.object({
  Id: z.number().int(),
  Url: z.string(),
  Events: z.array(z.string()),
  Active: z.boolean(),
  CreatedBy: z.string(),
  /** ISO 8601, UTC. */
  CreatedAt: z.string(),
  FailingSince: z.string().nullable(),
  DisabledAt: z.string().nullable(),
  DisabledReason: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.array(WebhookEndpointSchema);
export const CreatedWebhookSchema = z.object({ Endpoint: WebhookEndpointSchema, Secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const WebhookAttemptSchema = z.object({
  At: z.string(),
  DurationMs: z.number().int(),
  /** The receiver's HTTP status; null when no answer came (timeout, refused, address not allowed). */
  ResponseStatus: z.number().int().nullable(),
  /** The start of the receiver's answer (at most 500 characters). */
  ResponseBody: z.string(),
  Error: z.string(),
});
export const WebhookDeliverySchema = z.object({
  Id: z.number().int(),
  Event: z.string(),
  EventId: z.string(),
  Status: z.enum(["pending", "delivered", "failed"]),
  CreatedAt: z.string(),
  DeliveredAt: z.string().nullable(),
  Attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.array(WebhookDeliverySchema);
