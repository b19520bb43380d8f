import { fieldText, type PortalItem, parsePair } from "./item.js";
import { addIssue, type IssueMap, issueMessage, removeIssues } from "./messages.js";

/** Changing one of these on a rigid product locks the panels (docs/product/portal.md, "Rigid panels"). */
export const RIGID_LOCK_TRIGGERS = ["ItemNo", "LaminateType", "size", "sides", "Rotate", "MaterialSheetSize"] as const;

/** The fields every panel takes from the first item while locked. */
export const RIGID_LOCKED_FIELDS = [
  "rigid_type",
  "ItemNo",
  "MaterialSheetSize",
  "SheetWidth",
  "SheetHeight",
  "size",
  "sides",
  "LaminateType",
  "Rotate",
  "InchWidth",
  "InchHeight",
] as const;

export const RIGID_LOCK_BANNER = "These Options Applied To All Panels!";

export function isLockTrigger(key: string): boolean {
  return (RIGID_LOCK_TRIGGERS as readonly string[]).includes(key);
}

/**
 * After a change of `changedKey` on a rigid project: when it is a lock trigger, every panel takes the
 * locked fields of the first item. Returns new items and whether the lock applied (the banner shows).
 * Other product types and other keys leave the items as they are.
 */
export function lockRigidPanels<T extends PortalItem>(
  items: readonly T[],
  productType: string,
  changedKey: string,
): { items: T[]; locked: boolean } {
  const first = items[0];
  if (productType !== "rigid" || !first || !isLockTrigger(changedKey)) return { items: [...items], locked: false };
  const shared = Object.fromEntries(RIGID_LOCKED_FIELDS.filter((k) => k in first).map((k) => [k, first[k]]));
  return { items: items.map((item, i) => (i === 0 ? item : { ...item, ...shared })), locked: true };
}

/** True when every panel already carries the first item's locked fields. */
export function panelsLocked(items: readonly PortalItem[]): boolean {
  const first = items[0];
  if (!first) return false;
  return items.every((item) => RIGID_LOCKED_FIELDS.every((k) => String(item[k] ?? "") === String(first[k] ?? "")));
}

/**
 * Rotate on a rigid item: 'yes' lays the sheet a quarter turn (SheetWidth and SheetHeight are the
 * MaterialSheetSize 'w,h' swapped) and removes HorizontalFlute; 'no' restores them and, for
 * corrugated plastic (corex), adds the HorizontalFlute warning.
 */
export function applyRotate<T extends PortalItem>(
  item: T,
  rotate: "yes" | "no",
  warnings: IssueMap,
  rigidType = fieldText(item, "rigid_type"),
): { item: T; warnings: IssueMap } {
  const base = parsePair(fieldText(item, "MaterialSheetSize"));
  const next: PortalItem = { ...item, Rotate: rotate };
  if (base) {
    const [w, h] = base;
    next.SheetWidth = rotate === "yes" ? h : w;
    next.SheetHeight = rotate === "yes" ? w : h;
  }
  const cleared = removeIssues(warnings, ["HorizontalFlute"]);
  return {
    item: next as T,
    warnings:
      rotate === "no" && rigidType === "corex"
        ? addIssue(cleared, "HorizontalFlute", issueMessage("HorizontalFlute"))
        : cleared,
  };
}
