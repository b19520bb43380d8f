import type { OrderStatus } from "@portal/contract";

/**
 * The one place that says which status moves an order may make (docs/decisions/0013-shop-order-desk.md).
 * `shipped` is reached only through a shipment that covers every line, `ordered` from needs_approval
 * only through the office manager's release, and `on_hold` returns only to the status it was held from.
 */
const OPEN: readonly OrderStatus[] = ["needs_approval", "ordered", "in_production"];
const BEFORE_SHIPPED: readonly OrderStatus[] = ["needs_approval", "ordered", "in_production", "on_hold"];

export type MoveKind = "release" | "production" | "ship" | "complete" | "hold" | "unhold" | "cancel";

/** The kind of move from one status to another, or null when the move is not allowed. */
export function moveKind(from: OrderStatus, to: OrderStatus, heldFrom: OrderStatus | null): MoveKind | null {
  if (from === "needs_approval" && to === "ordered") return "release";
  if (from === "ordered" && to === "in_production") return "production";
  if (from === "in_production" && to === "shipped") return "ship";
  if (from === "shipped" && to === "invoiced") return "complete";
  if (to === "on_hold" && OPEN.includes(from)) return "hold";
  if (from === "on_hold" && heldFrom !== null && to === heldFrom) return "unhold";
  if (to === "cancelled" && BEFORE_SHIPPED.includes(from)) return "cancel";
  return null;
}

const ALL: readonly OrderStatus[] = [
  "needs_approval",
  "ordered",
  "in_production",
  "on_hold",
  "shipped",
  "invoiced",
  "cancelled",
];

/** Every status the order may move to from here (the workspace's buttons). */
export function allowedMoves(from: OrderStatus, heldFrom: OrderStatus | null): OrderStatus[] {
  return ALL.filter((to) => moveKind(from, to, heldFrom) !== null);
}

export function canCancel(status: OrderStatus): boolean {
  return BEFORE_SHIPPED.includes(status);
}
