import {
  dollarsFromCents,
  ORDER_STATUSES,
  type OrderProofState,
  type OrderStatus,
  type StaffOrderPage,
  type StaffOrderQuery,
} from "@portal/contract";
import type { Db } from "@portal/db";
import { addDays, isBusinessDay, shopWallClock } from "../../platform/businessCalendar.js";
import { ApiError } from "../../platform/http.js";
import { customerOptions, LATE_STATUSES, type QueueFilter, queuePageAndCounts } from "./staffQueue.repo.js";

const invalid = (message: string) => new ApiError("invalid", message, 400);

/** The instant a shop (US Central) calendar day begins; midnight is never skipped by daylight saving. */
function shopDayStart(day: string): Date {
  for (const hour of [5, 6]) {
    const instant = new Date(`${day}T0${hour}:00:00Z`);
    const clock = shopWallClock(instant);
    if (clock.day === day && clock.minutes === 0) return instant;
  }
  throw new Error(`No shop midnight found for ${day}`);
}

function calendarDay(day: string, field: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) {
    throw invalid(`${field} is not a calendar day: ${day}.`);
  }
  return day;
}

/**
 * The first production date that is not late at `now`: the last shop business day on or before
 * today. An order is late when it is accepted and not shipped (LATE_STATUSES) and its production
 * date is before this day, i.e. a business day has begun since its production date (an order due
 * Friday is late on Monday, not on Saturday).
 */
export function lateCutoff(now: Date): string {
  const at = now.getTime();
  if (lastCutoff && at >= lastCutoff.from && at < lastCutoff.until) return lastCutoff.cutoff;
  const today = shopWallClock(now).day;
  let day = today;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  lastCutoff = { from: shopDayStart(today).getTime(), until: shopDayStart(addDays(today, 1)).getTime(), cutoff: day };
  return day;
}
/** The cutoff of the shop day last asked about, from its midnight to the next (every queue call asks). */
let lastCutoff: { from: number; until: number; cutoff: string } | undefined;

/**
 * Late: accepted, not shipped, production date before the cutoff, and no proof holds the order from
 * production (its production date is set again at the approval; docs/product/proofs.md).
 */
export function isLate(
  status: OrderStatus,
  productionDate: string,
  cutoff: string,
  proof: OrderProofState | null,
): boolean {
  if (proof !== null && proof !== "approved") return false;
  return (LATE_STATUSES as readonly OrderStatus[]).includes(status) && productionDate < cutoff;
}

/** The queue's filters as the repo's, or a 400 naming the bad one. */
export function queueFilter(franchise: string, q: StaffOrderQuery, now: Date): QueueFilter {
  const filter: QueueFilter = { franchise };
  if (q.status) filter.status = q.status;
  if (q.customerId !== undefined) filter.customerId = q.customerId;
  const from = q.from ? calendarDay(q.from, "from") : undefined;
  const to = q.to ? calendarDay(q.to, "to") : undefined;
  if (from && to && to < from) throw invalid("The date range ends before it starts.");
  if (from) filter.placedFrom = shopDayStart(from);
  if (to) filter.placedBefore = shopDayStart(addDays(to, 1));
  if (q.productType) filter.productType = q.productType;
  if (q.late) filter.lateBefore = lateCutoff(now);
  if (q.proof) filter.proof = q.proof;
  const text = q.q?.trim() ?? "";
  if (text) {
    const digits = text.replace(/^#/, "");
    const orderNumber = /^\d{1,10}$/.test(digits) && Number(digits) <= 2_147_483_647 ? Number(digits) : null;
    filter.search = { orderNumber, text };
  }
  return filter;
}

/** GET /Staff/Orders and /Staff/Customers: the order desk's queue (docs/product/shop-order-desk.md). */
export class StaffQueueService {
  constructor(
    private readonly db: Db,
    private readonly franchise: string,
  ) {}

  async page(q: StaffOrderQuery, now = new Date()): Promise<StaffOrderPage> {
    const filter = queueFilter(this.franchise, q, now);
    const { rows, counts: counted } = await queuePageAndCounts(this.db, filter, q.page, q.pageSize);
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, counted.get(s) ?? 0])) as Record<
      OrderStatus,
      number
    >;
    const total = q.status ? counts[q.status] : ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0);
    const cutoff = lateCutoff(now);
    return {
      Orders: rows.map((r) => ({
        OrderNumber: r.orderNumber,
        Status: r.status,
        CustomerId: r.customerId,
        Customer: r.customer ?? "",
        OrderedBy: `${r.firstName} ${r.lastName}`.trim() || r.username,
        Email: r.email,
        DateOrdered: r.placedAt.toISOString(),
        ProductionDate: r.productionDate,
        ShipDate: r.shipDate,
        Total: dollarsFromCents(r.totalCents),
        Lines: r.lines,
        PONumber: r.poNumber,
        JobName: r.jobName,
        Late: isLate(r.status, r.productionDate, cutoff, r.proofState),
        Proof: r.proofState,
      })),
      Total: total,
      Page: q.page,
      PageSize: q.pageSize,
      Counts: counts,
    };
  }

  async customers(q: string): Promise<{ Id: number; Name: string }[]> {
    const rows = await customerOptions(this.db, this.franchise, q.trim());
    return rows.map((r) => ({ Id: r.id, Name: r.name }));
  }
}
