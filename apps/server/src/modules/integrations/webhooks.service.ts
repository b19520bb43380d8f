import { createHmac, randomBytes, randomUUID } from "node:crypto";
import {
  type CreatedWebhook,
  WEBHOOK_NOT_FOUND,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from "@portal/contract";
import type { Database, Db } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { Caller } from "../../platform/auth.js";
import type { PlatformContext } from "../../platform/context.js";
import { ApiError, invalid } from "../../platform/http.js";
import { listenToChannel } from "../../platform/notifications.js";
import { findUser, peopleByIds, person } from "../identity/users.service.js";
import type { IntegrationOwner } from "./owner.js";
import { postOnce, urlRefusal } from "./webhookSender.js";
import {
  attemptCount,
  claimUnqueued,
  type DeliveryRow,
  deliveriesOf,
  deliveryWithEndpoint,
  dueIn,
  type EndpointRow,
  endpointsOf,
  findEndpoint,
  insertAttempt,
  endpointsFor,
  insertDeliveries,
  insertEndpoint,
  markDelivered,
  markEndpointFailing,
  markFailed,
  setEndpointActive,
  switchOff,
  takeDue,
  WEBHOOK_CHANNEL,
} from "./webhooks.repo.js";

const DELIVERY_JOB = "webhook-delivery";
const SWEEP_JOB = "webhook-sweep";
const DAY_MS = 86_400_000;
/** Retries wait twice as long each time, but never more than this. */
const MAX_RETRY_SECONDS = 3_600;
/** Deliveries a process left unqueued (it stopped between the commit and queuing) are queued after this. */
const SWEEP_AFTER_MS = 60_000;
/** A pending delivery due this long ago lost its job (a failed send, a stopped process): queued again. */
const LOST_AFTER_MS = 10 * 60_000;
const DELIVERIES_SHOWN = 50;

/** An event about an order, for its brand's shop endpoints and its company's endpoints. */
export interface OrderEventSource {
  orderNumber: number;
  franchise: string;
  customerId: number | null;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (docs/integration-api.md). */
function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Webhooks (docs/product/integration-api.md, docs/decisions/0039-integration-api.md). An event is
 * written as delivery rows in the transaction that made it, so it exists exactly when the change
 * committed; the commit's notification (or, failing that, the sweep job) queues a pg-boss job per
 * delivery, which posts it signed, outside any request, and times its own retries for 24 hours.
 */
export class WebhooksService {
  private readonly db: Db;

  constructor(
    private readonly ctx: PlatformContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.db = ctx.database.db;
    // Thrown only for a database fault: the attempt itself never throws. pg-boss then tries again.
    ctx.jobs.define<{ id: number }>(DELIVERY_JOB, ({ id }) => this.attempt(id), { retryLimit: 5, retryDelay: 30 });
    ctx.jobs.define(SWEEP_JOB, async () => {
      await this.queueUnqueued(SWEEP_AFTER_MS);
    });
    ctx.jobs.schedule(SWEEP_JOB, "* * * * *");
  }

  /** Queues committed deliveries as their notifications arrive. Returns the function that stops it. */
  listen(database: Database): Promise<() => Promise<void>> {
    return listenToChannel(
      database,
      WEBHOOK_CHANNEL,
      {
        onNotify: () => void this.queueUnqueued(0).catch((err) => this.log.error({ err }, "queuing webhooks failed")),
        onListening: () => undefined,
      },
      this.log,
    );
  }

  private async queueUnqueued(minAgeMs: number): Promise<void> {
    for (const id of await claimUnqueued(this.db, minAgeMs, LOST_AFTER_MS)) {
      await this.ctx.jobs.send(DELIVERY_JOB, { id });
    }
  }

  /** Writes the event's deliveries in the caller's transaction (nothing when no endpoint wants it). */
  async emit(tx: Db, type: WebhookEvent, source: OrderEventSource, data: Record<string, unknown>): Promise<void> {
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      type,
      created: new Date().toISOString(),
      data: { OrderNumber: source.orderNumber, ...data },
    });
    const wanting = await endpointsFor(tx, { type, franchise: source.franchise, customerId: source.customerId });
    const live = [];
    for (const e of wanting) {
      const maker = await findUser(tx, e.createdBy);
      // As a machine key stops (Auth.keyCaller, docs/decisions/0039-integration-api.md).
      if (maker && this.ctx.auth.integrationOwnerMay(maker, e.customerId)) live.push(e);
    }
    if (live.length > 0) await insertDeliveries(tx, { type, eventId, body }, live);
  }

  /** One attempt of a delivery; a failure queues the next one, until 24 hours have passed. */
  async attempt(id: number): Promise<void> {
    const found = await deliveryWithEndpoint(this.db, id);
    if (found?.delivery.status !== "pending") return;
    // Past the attempt's end, so that the sweep does not queue it again while it runs.
    if (!(await takeDue(this.db, id, this.ctx.config.webhooks.timeoutMs + LOST_AFTER_MS))) return;
    const { delivery, endpoint } = found;
    if (!endpoint.active) return markFailed(this.db, id);
    const t = Math.floor(Date.now() / 1000);
    const result = await postOnce(
      endpoint.url,
      delivery.body,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signature(endpoint.secret, delivery.body, t),
        "Portal-Event": delivery.event,
        "Portal-Delivery": String(delivery.id),
        "user-agent": "trade-print-portal-webhooks",
      },
      { timeoutMs: this.ctx.config.webhooks.timeoutMs, allowPrivate: this.ctx.config.webhooks.allowPrivate },
    );
    await insertAttempt(this.db, {
      deliveryId: id,
      durationMs: result.durationMs,
      responseStatus: result.status,
      responseBody: result.body,
      error: result.error,
    });
    if (result.status !== null && result.status >= 200 && result.status < 300) return markDelivered(this.db, delivery);
    await this.failed(delivery, endpoint);
  }

  private async failed(delivery: DeliveryRow, endpoint: EndpointRow): Promise<void> {
    const failingSince = await markEndpointFailing(this.db, endpoint.id);
    const now = Date.now();
    if (now - failingSince.getTime() >= DAY_MS) return this.switchOffFailing(endpoint);
    const left = delivery.createdAt.getTime() + DAY_MS - now;
    if (left <= 0) return markFailed(this.db, delivery.id);
    const attempts = await attemptCount(this.db, delivery.id);
    const wait = Math.min(this.ctx.config.webhooks.retrySeconds * 2 ** (attempts - 1), MAX_RETRY_SECONDS);
    // The last try comes at the end of the 24 hours, not after them.
    const seconds = Math.max(1, Math.ceil(Math.min(wait, left / 1000)));
    await dueIn(this.db, delivery.id, seconds);
    await this.ctx.jobs.sendAfter(DELIVERY_JOB, { id: delivery.id }, seconds);
  }

  private async switchOffFailing(endpoint: EndpointRow): Promise<void> {
    const reason = "Every delivery failed for 24 hours.";
    const mailIds: number[] = [];
    await this.db.transaction(async (tx) => {
      const off = await switchOff(tx, endpoint.id, reason);
      if (!off) return;
      const to = (await person(tx, endpoint.createdBy))?.email || this.ctx.brand.contact.email;
      const page = endpoint.customerId === null ? "/staff/integrations" : "/account/integrations";
      mailIds.push(
        await this.ctx.mailer.queue(tx, {
          to,
          subject: `${this.ctx.brand.name}: webhook endpoint switched off`,
          text: [
            `Every delivery to ${endpoint.url} failed for 24 hours, so the endpoint was switched off.`,
            "Its pending deliveries will not be sent; new events are not recorded for it while it is off.",
            `Once the receiver works again, switch it back on at ${this.ctx.config.publicUrl}${page}`,
            "",
            this.ctx.brand.name,
          ].join("\n"),
        }),
      );
    });
    await this.ctx.mailer.deliver(mailIds);
    this.log.warn({ endpointId: endpoint.id }, "webhook endpoint failing for 24 hours switched off");
  }

  // ---------------------------------------------------------------- the screens' calls

  async list(owner: IntegrationOwner): Promise<WebhookEndpoint[]> {
    const rows = await endpointsOf(this.db, owner);
    const people = await peopleByIds(
      this.db,
      rows.map((r) => r.createdBy),
    );
    return rows.map((r) => toEndpoint(r, people.get(r.createdBy)?.username ?? ""));
  }

  async create(caller: Caller, owner: IntegrationOwner, url: string, events: WebhookEvent[]): Promise<CreatedWebhook> {
    const refusal = await urlRefusal(url, this.ctx.config.webhooks.allowPrivate);
    if (refusal) throw invalid([{ field: "url", message: refusal }]);
    const secret = `whsec_${randomBytes(32).toString("base64url")}`;
    const row = await insertEndpoint(this.db, {
      franchise: owner.franchise,
      customerId: owner.customerId,
      url,
      events,
      secret,
      createdBy: caller.id,
    });
    return { Endpoint: toEndpoint(row, caller.username), Secret: secret };
  }

  async setActive(owner: IntegrationOwner, id: number, active: boolean): Promise<WebhookEndpoint> {
    const row = await setEndpointActive(this.db, owner, id, active);
    if (!row) throw notFound();
    return toEndpoint(row, (await person(this.db, row.createdBy))?.username ?? "");
  }

  async deliveries(owner: IntegrationOwner, id: number): Promise<WebhookDelivery[]> {
    if (!(await findEndpoint(this.db, owner, id))) throw notFound();
    const { deliveries, attempts } = await deliveriesOf(this.db, id, DELIVERIES_SHOWN);
    return deliveries.map((d) => ({
      Id: d.id,
      Event: d.event,
      EventId: d.eventId,
      Status: d.status,
      CreatedAt: d.createdAt.toISOString(),
      DeliveredAt: iso(d.deliveredAt),
      Attempts: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({
          At: a.at.toISOString(),
          DurationMs: a.durationMs,
          ResponseStatus: a.responseStatus,
          ResponseBody: a.responseBody,
          Error: a.error,
        })),
    }));
  }
}

const notFound = () => new ApiError("error", WEBHOOK_NOT_FOUND, 404);

function toEndpoint(row: EndpointRow, createdBy: string): WebhookEndpoint {
  return {
    Id: row.id,
    Url: row.url,
    Events: row.events,
    Active: row.active,
    CreatedBy: createdBy,
    CreatedAt: row.createdAt.toISOString(),
    FailingSince: iso(row.failingSince),
    DisabledAt: iso(row.disabledAt),
    DisabledReason: row.disabledReason,
  };
}
