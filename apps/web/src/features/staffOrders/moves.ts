import type { OrderStatus } from "@portal/contract";

/** A button of the workspace for one of the order's AllowedMoves. */
export interface MoveButton {
  to: OrderStatus;
  label: string;
  /** hold asks for a note; ship and cancel open their own dialogs; plain moves go at once. */
  dialog: "none" | "hold" | "ship" | "cancel";
}

/**
 * The workspace's buttons for the moves the server allows (docs/decisions/0013-shop-order-desk.md).
 * A needs_approval order's release is the customer's office manager's, so staff get no button for it.
 */
export function moveButtons(status: OrderStatus, allowed: readonly OrderStatus[]): MoveButton[] {
  const buttons: MoveButton[] = [];
  for (const to of allowed) {
    if (status === "on_hold" && to !== "cancelled") buttons.push({ to, label: "Release hold", dialog: "none" });
    else if (to === "in_production") buttons.push({ to, label: "Start production", dialog: "none" });
    else if (to === "on_hold") buttons.push({ to, label: "Put on hold", dialog: "hold" });
    else if (to === "shipped") buttons.push({ to, label: "Ship", dialog: "ship" });
    else if (to === "invoiced") buttons.push({ to, label: "Mark completed", dialog: "none" });
    else if (to === "cancelled") buttons.push({ to, label: "Cancel order", dialog: "cancel" });
  }
  // Cancel last, away from the everyday buttons.
  return buttons.sort((a, b) => Number(a.to === "cancelled") - Number(b.to === "cancelled"));
}

export interface PaymentLike {
  Kind: "card" | "terms";
  Status: "charged" | "pending_release" | "on_account" | "voided" | "refunded";
  Amount: number;
  Card: string;
  Refunded: number;
}

/** What cancelling does to each payment, in words for the confirmation dialog. */
export function cancelConsequences(payments: readonly PaymentLike[], format: (n: number) => string): string[] {
  const lines: string[] = [];
  for (const p of payments) {
    if (p.Kind === "terms" || p.Status === "on_account") {
      lines.push("Nothing is refunded: the order is on account; no card is charged.");
    } else if (p.Status === "charged") {
      const left = Math.max(0, Math.round((p.Amount - p.Refunded) * 100) / 100);
      if (left > 0) lines.push(`${format(left)} is refunded to ${p.Card}.`);
    } else if (p.Status === "pending_release") {
      lines.push(`The ${format(p.Amount)} held on ${p.Card} is voided; it was never charged.`);
    }
  }
  return lines.length > 0 ? [...new Set(lines)] : ["No payment is refunded or voided."];
}
