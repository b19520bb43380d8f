import {
  CreatedWebhookSchema,
  CreateWebhookRequestSchema,
  envelope,
  WEBHOOK_CREATED,
  WEBHOOK_EVENTS,
  WEBHOOK_SWITCHED_OFF,
  WEBHOOK_SWITCHED_ON,
  WebhookActiveRequestSchema,
  WebhookDeliveryListSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookIdParamsSchema,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { integrationOwner } from "./owner.js";
import type { WebhooksService } from "./webhooks.service.js";

const OFFICE_MANAGER_ONLY = "Only an office manager can manage the company's webhooks.";

/**
 * Webhook endpoints and their deliveries (docs/product/integration-api.md): the shop's under /Staff
 * (staff.admin), the company's under /Account (an office manager; anyone else 403).
 */
export function webhookRoutes(app: App, webhooks: WebhooksService): void {
  for (const kind of ["shop", "company"] as const) {
    const base = kind === "shop" ? "/Staff/Webhooks" : "/Account/Webhooks";
    const access = kind === "shop" ? ("staff:admin" as const) : ("signedIn" as const);
    const whose = kind === "shop" ? "the shop's" : "the company's";
    const who = kind === "shop" ? "Staff (admin)" : "Office manager";
    const tags = [kind === "shop" ? "Staff" : "Account", "Integration"];
    const owner = (req: Parameters<typeof callerOf>[0]) => integrationOwner(callerOf(req), kind, OFFICE_MANAGER_ONLY);

    app.get(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary: `${who}: ${whose} webhook endpoints, newest first`,
          response: { 200: envelope(WebhookEndpointListSchema) },
        },
      },
      async (req) => ok(await webhooks.list(owner(req))),
    );

    app.post(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary: `${who}: adds one of ${whose} webhook endpoints: an https URL and its events`,
          description: `Events: ${WEBHOOK_EVENTS.join(", ")}. A URL on a private, loopback or link-local address (every address its name resolves to is checked) is 400 in production. The reply is the only time the signing secret is shown.`,
          body: CreateWebhookRequestSchema,
          response: { 200: envelope(CreatedWebhookSchema) },
        },
      },
      async (req) => {
        const caller = callerOf(req);
        const result = await webhooks.create(caller, owner(req), req.body.url, req.body.events);
        return ok(result, WEBHOOK_CREATED);
      },
    );

    app.post(
      `${base}/:endpointId/Active`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${who}: switches one of ${whose} endpoints on or off`,
          description: "Switching on forgets its failing time; one that is not theirs is 404.",
          params: WebhookIdParamsSchema,
          body: WebhookActiveRequestSchema,
          response: { 200: envelope(WebhookEndpointSchema) },
        },
      },
      async (req) => {
        const endpoint = await webhooks.setActive(owner(req), req.params.endpointId, req.body.active);
        return ok(endpoint, req.body.active ? WEBHOOK_SWITCHED_ON : WEBHOOK_SWITCHED_OFF);
      },
    );

    app.get(
      `${base}/:endpointId/Deliveries`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${who}: the newest 50 deliveries of one of ${whose} endpoints, each with its attempts`,
          params: WebhookIdParamsSchema,
          response: { 200: envelope(WebhookDeliveryListSchema) },
        },
      },
      async (req) => ok(await webhooks.deliveries(owner(req), req.params.endpointId)),
    );
  }
}
