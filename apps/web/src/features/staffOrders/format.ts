import { type OrderStatus, STAFF_STATUS_LABELS } from "@portal/contract";

export const statusLabel = (s: OrderStatus) => STAFF_STATUS_LABELS[s];

export const STATUS_COLORS: Record<OrderStatus, string> = {
  needs_approval: "grape",
  ordered: "blue",
  in_production: "indigo",
  on_hold: "orange",
  shipped: "teal",
  invoiced: "green",
  cancelled: "gray",
};
