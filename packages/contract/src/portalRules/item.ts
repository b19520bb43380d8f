import { toNumber } from "./coerce.js";

/** A project image / cart item (docs/product/portal.md): the portal's fields by name. */
export type PortalItem = Record<string, unknown>;

/** A dropdown that is not chosen yet (catalog.ts CHOICE_PLACEHOLDER). */
const CHOICE_PLACEHOLDER = "Select";

/** Text of a field: '' for missing. */
export function fieldText(item: PortalItem, key: string): string {
  const v = item[key];
  return v === undefined || v === null ? "" : String(v).trim();
}

/** A choice is missing when it is empty or still 'Select'. */
export function unchosen(value: unknown): boolean {
  const v = value === undefined || value === null ? "" : String(value).trim();
  return v === "" || v === CHOICE_PLACEHOLDER;
}

export function fieldNumber(item: PortalItem, key: string, fallback = 0): number {
  const n = toNumber(item[key], fallback);
  return Number.isFinite(n) ? n : fallback;
}

/** 'a,b' into two numbers, or undefined. */
export function parsePair(value: string): [number, number] | undefined {
  const parts = value.split(",").map((p) => Number(p.trim()));
  if (parts.length !== 2 || !parts.every((p) => Number.isFinite(p) && p > 0)) return undefined;
  return [parts[0]!, parts[1]!];
}

/**
 * The ordered size in inches. A standard size choice is 'height,width' (docs/product/portal.md) and wins;
 * 'custom', 'Select' or no size use InchWidth and InchHeight.
 */
export function orderedSize(item: PortalItem): { width: number; height: number } {
  const size = parsePair(fieldText(item, "size"));
  if (size) return { width: size[1], height: size[0] };
  return { width: fieldNumber(item, "InchWidth"), height: fieldNumber(item, "InchHeight") };
}

/**
 * The sheet as laid out: SheetWidth and SheetHeight when set (Rotate has already swapped them), else
 * MaterialSheetSize 'w,h' turned a quarter when Rotate is yes; undefined when no sheet is known.
 */
export function sheetSize(item: PortalItem): { width: number; height: number } | undefined {
  const w = fieldNumber(item, "SheetWidth");
  const h = fieldNumber(item, "SheetHeight");
  if (w > 1 && h > 1) return { width: w, height: h };
  const base = parsePair(fieldText(item, "MaterialSheetSize"));
  if (!base) return undefined;
  return fieldText(item, "Rotate") === "yes"
    ? { width: base[1], height: base[0] }
    : { width: base[0], height: base[1] };
}
