import type { OrderProofState, OrderStatus, ProofStatus } from "@portal/contract";

export interface LineProofFacts {
  lineNo: number;
  /** The line's latest version's status; null before any proof. */
  latest: ProofStatus | null;
}

/**
 * An order's proof state from its product lines' latest versions (docs/decisions/0024-proof-states.md):
 * changes requested first (the shop must act), then waiting (the customer must), then needed (the
 * customer requires proofs and a line has no approved one), then approved. `items` names the lines
 * that keep the order from production.
 */
export function orderProofState(
  required: boolean,
  lines: readonly LineProofFacts[],
): { state: OrderProofState | null; items: number[] } {
  const where = (test: (l: LineProofFacts) => boolean) => lines.filter(test).map((l) => l.lineNo);
  const changes = where((l) => l.latest === "changes_requested");
  if (changes.length > 0) return { state: "changes_requested", items: changes };
  const waiting = where((l) => l.latest === "waiting");
  if (waiting.length > 0) return { state: "waiting", items: waiting };
  if (required) {
    const needed = where((l) => l.latest !== "approved");
    if (needed.length > 0) return { state: "needed", items: needed };
  }
  if (lines.some((l) => l.latest === "approved")) return { state: "approved", items: [] };
  return { state: null, items: [] };
}

/** Whether the shop may still send proofs: before production (a hold that came from production counts as production). */
export function proofsOpen(status: OrderStatus, heldFrom: OrderStatus | null): boolean {
  if (status === "needs_approval" || status === "ordered") return true;
  return status === "on_hold" && heldFrom !== "in_production";
}
