import type { Db } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../platform/context.js";
import type { Storage } from "../../platform/storage/index.js";
import { liveIntentIds } from "../checkout/intents.service.js";
import { HeldFiles } from "../library/heldFiles.js";
import { linesClosedBefore } from "./orders.repo.js";

const ARTWORK_RETENTION_JOB = "artwork-retention";

const DAY_MS = 86_400_000;
const PAGE = 500;

/**
 * The retention rule of ordered artwork (decision 0023): an order line holds its file until its order has been
 * shipped (or invoiced) or cancelled for `retentionDays`; then the hold ends, and a file the customer deleted from
 * the library and nothing else holds leaves storage. Checkout holds left behind by an intent a dead process ended
 * (a day old) end too; a live intent's (its gateway down for a day) stay. Returns how many order-line holds ended.
 */
export async function releaseRetainedArtwork(
  deps: { db: Db; storage: Storage; retentionDays: number },
  now = new Date(),
): Promise<number> {
  const held = new HeldFiles(deps.db, deps.storage);
  const closedBefore = new Date(now.getTime() - deps.retentionDays * DAY_MS);
  let after = "";
  let released = 0;
  for (;;) {
    const page = await held.orderLineHolds(after, PAGE);
    if (!page) break;
    const expired = await linesClosedBefore(deps.db, page.lineIds, closedBefore);
    await held.releaseOrderLines(expired);
    released += expired.length;
    after = page.last;
  }
  const stale = await held.checkoutIntentsHoldingBefore(new Date(now.getTime() - DAY_MS));
  const live = await liveIntentIds(deps.db, stale);
  for (const intentId of stale) if (!live.has(intentId)) await held.releaseCheckout(intentId);
  return released;
}

export function defineArtworkRetentionJob(ctx: AppContext, log: FastifyBaseLogger): void {
  const deps = { db: ctx.database.db, storage: ctx.storage, retentionDays: ctx.config.artworkRetentionDays };
  ctx.jobs.define(ARTWORK_RETENTION_JOB, async () => {
    const released = await releaseRetainedArtwork(deps);
    if (released > 0) log.info({ released }, "artwork holds of orders closed past retention released");
  });
  ctx.jobs.schedule(ARTWORK_RETENTION_JOB, "37 3 * * *");
}
