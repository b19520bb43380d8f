import {
  type ApprovalStep,
  APPROVER_NOT_OFFICE_MANAGER,
  APPROVER_TWICE,
  LIMITS_FOR_BUYERS_ONLY,
  NOT_AN_APPROVER,
  notYourTurn,
  OFFICE_MANAGER_LEVEL,
  type SetSpendLimitsRequest,
  type SpendLimits,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { Caller } from "../../platform/auth.js";
import { shopMonth } from "../../platform/businessCalendar.js";
import { ApiError, forbidden, invalid } from "../../platform/http.js";
import { officeManagers, peopleByIds, type UserRow } from "../identity/users.service.js";
import {
  type ApprovalReasonValue,
  insertOrderApproval,
  lockSpendLimit,
  type OrderApprovalRow,
  orderApprovalOf,
  orderApprovalsOf,
  saveSpendLimit,
  setApproved,
  spendLimitOf,
} from "./approvals.repo.js";

/**
 * Spend limits and approval chains (docs/product/approvals.md,
 * docs/decisions/0029-spend-limits-and-approval-chains.md). This module owns spend_limits and
 * order_approvals; the orders it reads come from the caller (checkout, orders), so it imports neither.
 */

export type { ApprovalReasonValue } from "./approvals.repo.js";
export { lockSpendLimit } from "./approvals.repo.js";

const ANY_OFFICE_MANAGER = "an office manager";

/** Whether an order waits, why, and its approvers in order (empty: any office manager, one step). */
export type CheckoutApproval = { hold: false } | { hold: true; reason: ApprovalReasonValue; approverIds: number[] };

export interface CheckoutApprovalInput {
  userId: number;
  customerId: number;
  /** Office managers' own orders (and what they place for others) never wait, as before. */
  placedByOfficeManager: boolean;
  /** The customer's 'orders need approval' setting (on a brand with orderApproval). */
  companyRequires: boolean;
  orderCents: number;
  /** The user's orders placed in [from, to), cancelled ones excluded (the orders module answers). */
  spentCents: (from: Date, to: Date) => Promise<number>;
  now: Date;
}

/**
 * Checkout's step 1 (in its transaction): whether the order waits for approval. The user's limits row
 * is locked to the end of the transaction, so two orders of one user are counted one after the other
 * and the second sees the first.
 */
export async function checkoutApproval(tx: Db, input: CheckoutApprovalInput): Promise<CheckoutApproval> {
  if (input.placedByOfficeManager) return { hold: false };
  const limits = await lockSpendLimit(tx, input.userId);
  let reason: ApprovalReasonValue | null = null;
  if (limits?.alwaysApprove) reason = "always";
  else if (limits?.orderLimitCents != null && input.orderCents > limits.orderLimitCents) reason = "order_limit";
  else if (limits?.monthlyLimitCents != null) {
    const month = shopMonth(input.now);
    const spent = await input.spentCents(month.start, month.end);
    if (spent + input.orderCents > limits.monthlyLimitCents) reason = "monthly_limit";
  }
  if (reason === null && input.companyRequires) reason = "company";
  if (reason === null) return { hold: false };
  // Approvers who stopped being office managers of the company since the limits were set are left out.
  const managers = new Set((await officeManagers(tx, input.customerId)).map((m) => m.id));
  const approverIds = (limits?.approverIds ?? []).filter((id) => managers.has(id) && id !== input.userId);
  return { hold: true, reason, approverIds };
}

/** Checkout's step 3: the chain of an order that waits, fixed as it was placed. */
export function recordOrderApproval(
  tx: Db,
  orderId: number,
  approval: { reason: ApprovalReasonValue; approverIds: number[] },
): Promise<void> {
  return insertOrderApproval(tx, { orderId, approverIds: approval.approverIds, reason: approval.reason });
}

/** Whom the first step of a chain e-mails: its approver, or every office manager of an open chain. */
export async function firstApprovers(tx: Db, customerId: number, approverIds: readonly number[]) {
  const managers = await officeManagers(tx, customerId);
  return approverIds.length === 0 ? managers : managers.filter((m) => m.id === approverIds[0]);
}

/** A waiting order's chain and where it stands. */
export interface ApprovalTurn {
  /** 0-based step waiting now. */
  step: number;
  steps: number;
  /** The approver of this step; null: any office manager of the customer. */
  approverId: number | null;
  /** The last step: its approval releases the order. */
  final: boolean;
  /** The next step's approver after this one (null: none, or any office manager). */
  nextApproverId: number | null;
}

function turnOf(row: OrderApprovalRow | undefined): ApprovalTurn {
  // Orders placed before chains (no row) wait for any office manager, one step.
  const chain = row?.approverIds ?? [];
  const steps = Math.max(1, chain.length);
  const step = Math.min(row?.approved ?? 0, steps - 1);
  return {
    step,
    steps,
    approverId: chain[step] ?? null,
    final: step === steps - 1,
    nextApproverId: chain[step + 1] ?? null,
  };
}

/**
 * The step the caller may take on a waiting order of their own customer (the caller checked as an
 * office manager of the order's customer): theirs, an open step, or a step whose approver is no longer
 * an office manager there (any office manager takes it). Someone else's turn: 422 naming them;
 * someone not in the chain: 403.
 */
export async function assertTurn(
  db: Db,
  caller: Caller,
  order: { id: number; orderNumber: number; customerId: number },
): Promise<ApprovalTurn> {
  const row = await orderApprovalOf(db, order.id);
  const turn = turnOf(row);
  if (turn.approverId === null || turn.approverId === caller.id) return turn;
  const managers = new Set((await officeManagers(db, order.customerId)).map((m) => m.id));
  if (!managers.has(turn.approverId)) return turn;
  if (row?.approverIds.includes(caller.id)) {
    const waitingFor = (await peopleByIds(db, [turn.approverId])).get(turn.approverId)?.name ?? ANY_OFFICE_MANAGER;
    throw new ApiError("failed", notYourTurn(order.orderNumber, waitingFor), 422);
  }
  throw forbidden(NOT_AN_APPROVER);
}

/** An approval that is not the last: the step done (its history row is the caller's). */
export function approveStep(tx: Db, orderId: number, turn: Pick<ApprovalTurn, "step">): Promise<void> {
  return setApproved(tx, orderId, turn.step + 1);
}

/**
 * Whom an approval before the last hands the order to: the next step's approver, or, when that step
 * is open (no approver, or one no longer an office manager of the company: any office manager takes
 * it), every other office manager of the company.
 */
export async function nextApprovers(
  tx: Db,
  customerId: number,
  turn: Pick<ApprovalTurn, "nextApproverId">,
  approvedBy: number,
): Promise<{ waitingFor: string; people: { email: string; name: string }[] }> {
  const managers = await officeManagers(tx, customerId);
  const people = await peopleByIds(
    tx,
    managers.map((m) => m.id),
  );
  const named = turn.nextApproverId === null ? undefined : people.get(turn.nextApproverId);
  if (named && managers.some((m) => m.id === turn.nextApproverId)) return { waitingFor: named.name, people: [named] };
  return {
    waitingFor: ANY_OFFICE_MANAGER,
    people: managers.flatMap((m) => {
      const manager = people.get(m.id);
      return manager && m.id !== approvedBy ? [manager] : [];
    }),
  };
}

/** Where each waiting order stands, for a list: whom it waits for, and whether the viewer may act now. */
export async function waitingOrders(
  db: Db,
  viewer: Caller,
  orders: readonly { id: number; customerId: number | null }[],
): Promise<Map<number, { waitingFor: string; yourTurn: boolean }>> {
  const rows = new Map(
    (
      await orderApprovalsOf(
        db,
        orders.map((o) => o.id),
      )
    ).map((r) => [r.orderId, r]),
  );
  const turns = new Map(orders.map((o) => [o.id, turnOf(rows.get(o.id))]));
  const named = [...turns.values()].flatMap((t) => (t.approverId === null ? [] : [t.approverId]));
  const people = await peopleByIds(db, named);
  const customerIds = [...new Set(orders.flatMap((o) => (o.customerId === null ? [] : [o.customerId])))];
  const managersOf = new Map<number, Set<number>>();
  for (const id of customerIds) managersOf.set(id, new Set((await officeManagers(db, id)).map((m) => m.id)));
  const out = new Map<number, { waitingFor: string; yourTurn: boolean }>();
  for (const o of orders) {
    const turn = turns.get(o.id)!;
    const managers = o.customerId === null ? new Set<number>() : managersOf.get(o.customerId)!;
    const open = turn.approverId === null || !managers.has(turn.approverId);
    const mine =
      viewer.isOfficeManager && viewer.customerId === o.customerId && (open || turn.approverId === viewer.id);
    const waitingFor = open ? ANY_OFFICE_MANAGER : (people.get(turn.approverId!)?.name ?? ANY_OFFICE_MANAGER);
    out.set(o.id, {
      waitingFor: turn.steps > 1 ? `${waitingFor} (step ${turn.step + 1} of ${turn.steps})` : waitingFor,
      yourTurn: mine,
    });
  }
  return out;
}

/** A step taken, as the orders module recorded it in the status history. */
export interface DecidedStep {
  by: number;
  at: Date;
  decision: "approved" | "declined";
  /** 'Declined (step 2 of 2): reason' or 'Declined: reason'; an approval's note has no reason. */
  note: string;
}

/**
 * The approval steps of an order, for its details: the steps taken (from the history), then, while it
 * waits, the current step and those to come, each with whom it waits for. Empty for an order that
 * never waited.
 */
export async function approvalStepsOf(
  db: Db,
  order: { id: number; customerId: number | null; waiting: boolean },
  decided: readonly DecidedStep[],
): Promise<ApprovalStep[]> {
  const row = await orderApprovalOf(db, order.id);
  if (!row && decided.length === 0 && !order.waiting) return [];
  const chain = row?.approverIds ?? [];
  const managers = new Set(
    order.customerId === null ? [] : (await officeManagers(db, order.customerId)).map((m) => m.id),
  );
  const people = await peopleByIds(db, [...chain, ...decided.map((d) => d.by)]);
  const nameOf = (id: number) => people.get(id)?.name ?? ANY_OFFICE_MANAGER;
  const steps: ApprovalStep[] = decided.map((d, i) => ({
    Step: i + 1,
    Approver: nameOf(d.by),
    Decision: d.decision,
    At: d.at.toISOString(),
    Reason: d.decision === "declined" ? d.note.replace(/^Declined(?: \(step \d+ of \d+\))?: /, "") : "",
    Current: false,
  }));
  if (!order.waiting) return steps;
  const total = Math.max(1, chain.length, decided.length + 1);
  for (let i = decided.length; i < total; i++) {
    const approverId = chain[i];
    // A step without an approver, or whose approver stopped being an office manager, is any manager's.
    const open = approverId === undefined || !managers.has(approverId);
    steps.push({
      Step: i + 1,
      Approver: open ? ANY_OFFICE_MANAGER : nameOf(approverId),
      Decision: i === decided.length ? "waiting" : "to_come",
      At: null,
      Reason: "",
      Current: i === decided.length,
    });
  }
  return steps;
}

/** The office manager's page of a user's limits (docs/product/approvals.md). */
export async function spendLimitsOf(db: Db, target: UserRow, spentThisMonth: number): Promise<SpendLimits> {
  const row = await spendLimitOf(db, target.id);
  const managers = target.customerId === null ? [] : await officeManagers(db, target.customerId);
  const nameOf = (m: { firstName: string; lastName: string; email: string }) =>
    `${m.firstName} ${m.lastName}`.trim() || m.email;
  const approvers = row?.approverIds ?? [];
  const people = await peopleByIds(db, approvers);
  return {
    UserId: target.id,
    OrderLimitCents: row?.orderLimitCents ?? null,
    MonthlyLimitCents: row?.monthlyLimitCents ?? null,
    AlwaysApprove: row?.alwaysApprove ?? false,
    Approvers: approvers.map((id) => ({ Id: id, Name: people.get(id)?.name ?? String(id) })),
    OfficeManagers: managers.filter((m) => m.id !== target.id).map((m) => ({ Id: m.id, Name: nameOf(m) })),
    SpentThisMonthCents: spentThisMonth,
  };
}

/**
 * Saves a user's limits and approvers: the caller is an office manager of the user's customer (the
 * route checked), the user is not an office manager, and each approver is an active office manager of
 * that customer, listed once.
 */
export async function saveSpendLimits(
  db: Db,
  caller: Caller,
  target: UserRow,
  input: Omit<SetSpendLimitsRequest, "userId">,
): Promise<void> {
  if (!caller.isOfficeManager || target.customerId === null || target.customerId !== caller.customerId) {
    throw forbidden();
  }
  if (target.level >= OFFICE_MANAGER_LEVEL) throw new ApiError("failed", LIMITS_FOR_BUYERS_ONLY, 422);
  const approvers = input.Approvers;
  if (new Set(approvers).size !== approvers.length) throw invalid([{ field: "Approvers", message: APPROVER_TWICE }]);
  const managers = new Set((await officeManagers(db, target.customerId)).map((m) => m.id));
  if (approvers.some((id) => !managers.has(id) || id === target.id)) {
    throw invalid([{ field: "Approvers", message: APPROVER_NOT_OFFICE_MANAGER }]);
  }
  await saveSpendLimit(db, {
    userId: target.id,
    customerId: target.customerId,
    orderLimitCents: input.OrderLimitCents,
    monthlyLimitCents: input.MonthlyLimitCents,
    alwaysApprove: input.AlwaysApprove,
    approverIds: [...approvers],
    updatedBy: caller.id,
  });
}
