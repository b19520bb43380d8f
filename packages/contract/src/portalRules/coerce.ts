/** The numeric coercions of docs/product/portal.md, applied before a line is sent and again on the server. */

const PLACEHOLDER = "Select";

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** A number from a number or numeric text; blank gives the fallback, text that is not a number NaN. */
export function toNumber(value: unknown, fallback: number): number {
  if (blank(value)) return fallback;
  if (typeof value === "number") return value;
  if (typeof value === "string") return Number(value.trim());
  if (typeof value === "boolean") return value ? 1 : 0;
  return Number.NaN;
}

/** Quantity below 1 (or empty) becomes 1; fractions are cut to whole pieces. */
export function coerceQuantity(value: unknown): number {
  const n = toNumber(value, 0);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.floor(n);
}

/** Overlap 'Select' or empty becomes 0. */
export function coerceOverlap(value: unknown): number {
  if (value === PLACEHOLDER) return 0;
  return toNumber(value, 0);
}

/**
 * A cart line as it is sent: Overlap 'Select' or empty -> 0; SheetWidth and SheetHeight empty -> 1;
 * CartID and SetId empty -> 0; Quantity empty -> 0 and then below 1 -> 1; Price empty -> 0;
 * base64String blanked. Other fields are kept as they are; a new object is returned.
 */
export function coerceCartLine<T extends Record<string, unknown>>(line: T): T & Record<string, unknown> {
  const out: Record<string, unknown> = { ...line };
  out.Overlap = coerceOverlap(line.Overlap);
  out.SheetWidth = toNumber(line.SheetWidth, 1);
  out.SheetHeight = toNumber(line.SheetHeight, 1);
  out.CartID = toNumber(line.CartID, 0);
  out.SetId = toNumber(line.SetId, 0);
  out.Quantity = coerceQuantity(line.Quantity);
  out.Price = toNumber(line.Price, 0);
  out.base64String = "";
  return out as T & Record<string, unknown>;
}

/** Width and height for the preview only: 0, empty or undefined count as 1. */
export function previewSize(width: unknown, height: unknown): { width: number; height: number } {
  const side = (v: unknown) => {
    const n = toNumber(v, 0);
    return Number.isFinite(n) && n > 0 ? n : 1;
  };
  return { width: side(width), height: side(height) };
}
