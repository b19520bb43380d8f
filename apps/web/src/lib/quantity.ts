/**
 * A quantity as typed: blank while the field is empty (or holds only "-"), otherwise a whole number
 * of at least 1. "-5" becomes 1, not 5 (docs/product/portal.md: anything below 1 is 1).
 */
export function quantityFromInput(v: string | number): number | "" {
  if (v === "" || v === "-") return "";
  const n = typeof v === "number" ? v : Number(v);
  if (!Number.isFinite(n)) return "";
  return Math.max(1, Math.trunc(n));
}
