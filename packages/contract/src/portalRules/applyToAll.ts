import { type PortalItem, unchosen } from "./item.js";
import { addIssue, type IssueMap, issueMessage } from "./messages.js";

/** Apply-to-all fields per product type (docs/product/portal.md, "Other portal rules"). */
export const APPLY_TO_ALL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  adhesive: ["ItemNo", "LaminateType"],
  rigid: [
    "round_corners",
    "holes",
    "hole_placement",
    "hole_edge_distance",
    "hole_hole_distance",
    "grommets",
    "self_cut",
    "InchWidth",
    "InchHeight",
  ],
  misc: ["ItemNo"],
};

/** Apply-to-all is offered when the project has more than one image and the type has fields. */
export function applyToAllOffered(productType: string, imageCount: number): boolean {
  return imageCount > 1 && (APPLY_TO_ALL_FIELDS[productType]?.length ?? 0) > 0;
}

/** Every item takes the source item's apply-to-all fields of the product type; returns new items. */
export function applyToAll<T extends PortalItem>(items: readonly T[], source: PortalItem, productType: string): T[] {
  const fields = APPLY_TO_ALL_FIELDS[productType] ?? [];
  const values = Object.fromEntries(fields.filter((f) => f in source).map((f) => [f, source[f]]));
  return items.map((item) => ({ ...item, ...values }));
}

/**
 * A new material choice: for non-rigid types the image's errors and warnings are cleared; an empty or
 * 'Select' material adds the ItemNo error.
 */
export function changeMaterial<T extends PortalItem>(
  item: T,
  itemNo: string,
  productType: string,
  issues: { errors: IssueMap; warnings: IssueMap },
): { item: T; errors: IssueMap; warnings: IssueMap } {
  const cleared = productType === "rigid" ? issues : { errors: {}, warnings: {} };
  const errors = unchosen(itemNo) ? addIssue(cleared.errors, "ItemNo", issueMessage("ItemNo")) : cleared.errors;
  return { item: { ...item, ItemNo: itemNo }, errors, warnings: cleared.warnings };
}
