import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { int32, requiredText } from "./validators.js";

/**
 * Spend limits and approval chains (docs/product/approvals.md). An office manager sets, per user of
 * their company who is not an office manager: an order limit and a monthly limit (order totals in
 * cents, freight and tax included; null is none), whether every order needs approval, and the
 * approvers in order (office managers of the same company; none: any office manager, as before).
 */

export const SPEND_LIMITS_SAVED = "Spend limits saved.";
export const DECLINE_REASON_REQUIRED = "A reason is required to decline an order.";
export const ORDER_DECLINED = "The order was declined and cancelled; the buyer was told why.";
export const LIMITS_FOR_BUYERS_ONLY =
  "Office managers' orders never wait for approval; spend limits are set for the other users.";
export const APPROVER_NOT_OFFICE_MANAGER = "Each approver must be an active office manager of the same company.";
export const APPROVER_TWICE = "An approver can be listed only once.";
export const NOT_AN_APPROVER = "You are not an approver of this order.";
export const MAX_APPROVERS = 5;

/** 'Order 100021 was approved; it now waits for Dana Diaz.' */
export function orderApprovedWaitsFor(orderNumber: number, next: string): string {
  return `Order ${orderNumber} was approved; it now waits for ${next}.`;
}

/** 'Order 100021 waits for Dana Diaz first.' */
export function notYourTurn(orderNumber: number, waitingFor: string): string {
  return `Order ${orderNumber} waits for ${waitingFor} first.`;
}

/** Why an order waits for approval. */
export const APPROVAL_REASONS = ["order_limit", "monthly_limit", "always", "company"] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

export function approvalReasonText(reason: ApprovalReason): string {
  switch (reason) {
    case "order_limit":
      return "Over the order limit";
    case "monthly_limit":
      return "Over the monthly limit";
    case "always":
      return "Every order of this user needs approval";
    case "company":
      return "The company's orders need approval";
  }
}

const limitCents = (label: string) =>
  int32(label)
    .min(0, { error: `${label} cannot be negative.` })
    .nullable()
    .default(null);

export const SpendLimitsRequestSchema = z.object({ userId: UserIdSchema });

export const SetSpendLimitsRequestSchema = z.object({
  /** The user whose limits these are (an office manager's own company). */
  userId: UserIdSchema,
  OrderLimitCents: limitCents("Order limit"),
  MonthlyLimitCents: limitCents("Monthly limit"),
  AlwaysApprove: z.boolean().default(false),
  /** The approvers in order; empty: any office manager of the company. */
  Approvers: z
    .array(int32("Approvers"))
    .max(MAX_APPROVERS, { error: `At most ${MAX_APPROVERS} approvers.` })
    .default([]),
});
export type SetSpendLimitsRequest = z.infer<typeof SetSpendLimitsRequestSchema>;

export const ApproverChoiceSchema = z.object({ Id: z.number().int(), Name: z.string() });

export const SpendLimitsSchema = z.object({
  UserId: z.number().int(),
  OrderLimitCents: z.number().int().nullable(),
  MonthlyLimitCents: z.number().int().nullable(),
  AlwaysApprove: z.boolean(),
  Approvers: z.array(ApproverChoiceSchema),
  /** The company's office managers, who may be chosen as approvers. */
  OfficeManagers: z.array(ApproverChoiceSchema),
  /** This month's orders of the user (US Central), cancelled ones excluded. */
  SpentThisMonthCents: z.number().int(),
});
export type SpendLimits = z.infer<typeof SpendLimitsSchema>;

/**
 * GET /Staff/Accounts/{customerId}/SpendLimits: each user of the company who is not an office manager,
 * with their limits and approvers as the office manager set them (staff read them; docs/product/approvals.md).
 */
export const StaffSpendLimitsSchema = z.array(
  SpendLimitsSchema.omit({ OfficeManagers: true }).extend({ Name: z.string(), Username: z.string() }),
);
export type StaffSpendLimits = z.infer<typeof StaffSpendLimitsSchema>;

export const DeclineOrderRequestSchema = z.object({
  userId: UserIdSchema,
  orderNumber: int32("orderNumber"),
  Reason: requiredText(DECLINE_REASON_REQUIRED, 500, { multiLine: true }),
});
export type DeclineOrderRequest = z.input<typeof DeclineOrderRequestSchema>;

export const DeclinedOrderSchema = z.object({ OrderNumber: z.number().int(), LinesToCart: z.number().int() });

/** ApproveOrder's answer: released (the last step) or waiting for the next approver. */
export const ApprovedOrderSchema = z.object({
  OrderNumber: z.number().int(),
  ProductionDate: z.string(),
  Released: z.boolean(),
  WaitingFor: z.string(),
});

/**
 * One step of an order's approval chain as order details show it (docs/product/approvals.md): decided
 * (who, when, the decision, a decline's reason), the step waiting now (Current, whom it waits for), or
 * a step still to come.
 */
export const APPROVAL_STEP_STATES = ["approved", "declined", "waiting", "to_come"] as const;
export const ApprovalStepSchema = z.object({
  /** 1-based. */
  Step: z.number().int(),
  /** Who decided; for a step not decided yet, whom it waits for ('an office manager' when any may). */
  Approver: z.string(),
  Decision: z.enum(APPROVAL_STEP_STATES),
  /** When it was decided; null while not decided. */
  At: z.string().nullable(),
  Reason: z.string(),
  Current: z.boolean(),
});
export type ApprovalStep = z.infer<typeof ApprovalStepSchema>;

export function approvalStepStateText(state: ApprovalStep["Decision"]): string {
  switch (state) {
    case "approved":
      return "Approved";
    case "declined":
      return "Declined";
    case "waiting":
      return "Waiting";
    case "to_come":
      return "To come";
  }
}
