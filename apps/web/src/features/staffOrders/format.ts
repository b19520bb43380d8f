import { type OrderStatus, STAFF_STATUS_LABELS } from "@portal/contract";

/** A calendar day (YYYY-MM-DD) as is; a timestamp as the browser's date and time. */
export function when(value: string, withTime = false): string {
  if (!value) return "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return withTime
    ? d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })
    : d.toLocaleDateString("en-US", { dateStyle: "medium" });
}

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
