import { printableSizeProblem } from "@portal/pricing";
import type { OptionChoiceRow, OptionConditionRow, OptionRow } from "../catalog.js";
import { optionVisible } from "../catalog.js";
import { fieldNumber, fieldText, orderedSize, type PortalItem, sheetSize, unchosen } from "./item.js";
import { addIssue, CAD_SPOT_COLORS, type IssueMap, issueMessage, isWarningName } from "./messages.js";

/** docs/product/portal.md limits. */
export const PORTAL_LIMITS = {
  minRigidPanelIn: 4,
  maxWindowWidthIn: 53,
  defaultOverlapIn: 0.25,
  minDpi: 100,
  minHoleEdgeIn: 0.375,
  holeSizeIn: 0.375,
  /** Artwork and ordered size agree when they differ by at most 2 %. */
  sizeTolerance: 0.02,
} as const;

/** The product types the portal accepts (docs/product/portal.md), plus Rolled from the pattern library. */
export const PORTAL_PRODUCT_TYPES = ["adhesive", "rigid", "Wallcoverings", "Window Decoration", "Magnetic"] as const;

/** What checkImage reads of the preflight report (packages/preflight PreflightReport). */
export interface ImageReport {
  widthIn: number;
  heightIn: number;
  /** Lowest pixel density of the placed images at the artwork's own size; null for vector art. */
  minEffectivePpi: number | null;
  hasWhitespace: boolean | null;
  toolbox: { cut_contour: boolean; route: boolean; thru: boolean; embedded_fonts: boolean } | null;
}

/** The option tables of GetProductOptions (dtOptions, dtOptionChoices, dtOptionCondition). */
export interface OptionTables {
  dtOptions: readonly Pick<OptionRow, "OptionKey" | "OptionName" | "IsCheckbox" | "IsTextbox">[];
  dtOptionChoices: readonly Pick<OptionChoiceRow, "OptionKey" | "ChoiceValue" | "ChoiceName" | "ChoiceAvailable">[];
  dtOptionCondition: readonly OptionConditionRow[];
}

export interface CheckImageInput {
  item: PortalItem;
  /**
   * The preflight report of the item's library file. undefined: the library item is missing
   * (MissingLibraryItem); null: no report to read (not a library file, or preflight not finished),
   * so the artwork checks are skipped.
   */
  report: ImageReport | null | undefined;
  options: OptionTables;
  productType: string;
  /** 'acm', 'corex' or '' (the material's rigid_type; the item's rigid_type when not given). */
  rigidType?: string;
  /**
   * The material's MaxWidth. Wallcoverings: the widest panel, for the printed size with overlaps;
   * other roll products: the printable width across the roll (printableSizeProblem).
   */
  panelWidthIn?: number | null;
}

export interface ImageIssues {
  errors: IssueMap;
  warnings: IssueMap;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Fixed-price products have no size to check. */
const UNSIZED_TYPES: readonly string[] = ["misc", "Rolled"];

/**
 * The named errors and warnings of one project image (docs/product/portal.md). Decisions:
 * - LowDPI: the report's ppi is at the artwork's own size; at the ordered size it is scaled by
 *   artwork size / ordered size (the larger enlargement of the two sides). Under 100 warns.
 * - Mismatched (error): artwork and ordered proportions differ by more than 2 %. With proportions
 *   kept, a rigid panel warns ACMOversized when the artwork is more than 2 % larger and ACMUndersized
 *   when it is more than 2 % smaller.
 * - MissingSize (error): the report has no artwork size, so proportions cannot be checked.
 * - CadCutError: a CAD cut is asked for when cut_finish is a choice other than 'square', or HasCad is
 *   set. Adhesive and Magnetic need the CutContourCad spot colour (toolbox.cut_contour); rigid ACM
 *   needs Route (toolbox.route); rigid corex needs CutContourThru (toolbox.thru). MissingCutfile: HasCad
 *   with no ContourCutFile.
 * - Option errors: every visible option that is empty or 'Select' (checkboxes excepted: unticked is
 *   'no') is an error named by its key; a value that is not one of the option's choices, or a choice
 *   marked unavailable, is an error of that name too. LaminateType follows the same rule.
 */
export function checkImage(input: CheckImageInput): ImageIssues {
  const { item, report, options, productType } = input;
  let errors: IssueMap = {};
  let warnings: IssueMap = {};
  const error = (name: string, values?: Record<string, string | number>) => {
    errors = addIssue(errors, name, issueMessage(name, values));
  };
  const warn = (name: string, values?: Record<string, string | number>) => {
    if (!isWarningName(name)) throw new Error(`${name} is not a warning.`);
    warnings = addIssue(warnings, name, issueMessage(name, values));
  };
  const rigidType = input.rigidType ?? fieldText(item, "rigid_type");

  if (unchosen(productType)) error("product_type");
  if (unchosen(item.ItemNo)) error("ItemNo");
  optionErrors(item, options).forEach(([name, message]) => {
    errors = addIssue(errors, name, message);
  });

  const sized = !UNSIZED_TYPES.includes(productType);
  const { width, height } = orderedSize(item);
  if (sized && !(width > 0 && height > 0)) error("NullWidthHeight");

  if (productType === "rigid" && width > 0 && height > 0) {
    if (width < PORTAL_LIMITS.minRigidPanelIn || height < PORTAL_LIMITS.minRigidPanelIn)
      error("ACMSizeMin", { min: PORTAL_LIMITS.minRigidPanelIn });
    const sheet = sheetSize(item);
    if (sheet && height > sheet.height) error("ACMPanelOversizedHeight", { height, sheetHeight: sheet.height });
    if (sheet && width > sheet.width) error("ACMPanelOversizedWidth", { width, sheetWidth: sheet.width });
    if (rigidType === "corex" && fieldText(item, "Rotate") !== "yes") warn("HorizontalFlute");
  }
  if (sized && productType !== "rigid" && width > 0 && height > 0) {
    // Wallcoverings print in panels across the wall: only their length is limited.
    const roll = productType === "Wallcoverings" ? undefined : (input.panelWidthIn ?? undefined);
    const tooLarge = printableSizeProblem(width, height, roll);
    if (tooLarge) errors = addIssue(errors, tooLarge.field, tooLarge.message);
  }
  if (productType === "Window Decoration" && width > PORTAL_LIMITS.maxWindowWidthIn)
    error("TooWideWindow", { max: PORTAL_LIMITS.maxWindowWidthIn, width });
  // An Overlap still to be chosen on the form is an error of its own (optionErrors), not a warning.
  const overlapPending = unchosen(item.Overlap) && visibleKey(item, options, "Overlap");
  if (productType === "Wallcoverings" && width > 0 && height > 0 && !overlapPending) {
    const overlap = fieldNumber(item, "Overlap", PORTAL_LIMITS.defaultOverlapIn);
    if (overlap > 0) {
      const panel = input.panelWidthIn && input.panelWidthIn > 0 ? input.panelWidthIn : width;
      const seams = Math.max(Math.ceil(width / panel) - 1, 0);
      warn("Overlap", { overlap, printedWidth: round2(width + seams * overlap + overlap), height });
    }
  }

  const holeEdge = fieldText(item, "hole_edge_distance");
  if (holeEdge !== "" && visibleKey(item, options, "hole_edge_distance")) {
    const d = Number(holeEdge);
    if (Number.isFinite(d) && d < PORTAL_LIMITS.minHoleEdgeIn)
      error("HoleSizeError", { holeSize: PORTAL_LIMITS.holeSizeIn, min: PORTAL_LIMITS.minHoleEdgeIn, distance: d });
  }
  if (width > 0 && height > 0 && visibleKey(item, options, "hole_hole_distance")) {
    const row = holeRow(item, { width, height });
    // Named by the option at fault, as optionErrors names a choice that is not offered.
    if (row && !row.fits)
      errors = addIssue(
        errors,
        "hole_hole_distance",
        `Distance Between Holes: ${row.count} holes ${row.spacing} in apart, ${row.edge} in from each edge, need ${round2(row.needed)} in, but the sign is ${row.length} in ${row.placement === "top" ? "wide" : "tall"}.`,
      );
  }

  const cadWanted = (!unchosen(item.cut_finish) && fieldText(item, "cut_finish") !== "square") || item.HasCad === true;
  if (item.HasCad === true && fieldText(item, "ContourCutFile") === "") error("MissingCutfile");

  if (report === undefined) {
    error("MissingLibraryItem");
    return { errors, warnings };
  }
  if (report === null) return { errors, warnings };

  const tools = report.toolbox;
  if (tools?.embedded_fonts) error("EmbeddedFonts");
  if (report.hasWhitespace) warn("HasWhitespace");
  if (cadWanted && tools && sized) {
    const need =
      productType === "rigid"
        ? rigidType === "corex"
          ? { flag: tools.thru, spotColor: CAD_SPOT_COLORS.corex, product: "corrugated plastic" }
          : { flag: tools.route, spotColor: CAD_SPOT_COLORS.rigid, product: "rigid panels" }
        : { flag: tools.cut_contour, spotColor: CAD_SPOT_COLORS.adhesive, product: "adhesive vinyl" };
    if (!need.flag) error("CadCutError", { spotColor: need.spotColor, product: need.product });
  }

  if (!sized || !(width > 0 && height > 0)) return { errors, warnings };
  const artW = report.widthIn;
  const artH = report.heightIn;
  if (!(artW > 0 && artH > 0)) {
    error("MissingSize");
    return { errors, warnings };
  }
  const sizes = { artWidth: artW, artHeight: artH, width, height };
  const tol = PORTAL_LIMITS.sizeTolerance;
  const proportionGap = Math.abs(artW / artH - width / height) / (width / height);
  if (proportionGap > tol) error("Mismatched", sizes);
  else if (productType === "rigid") {
    if (artW > width * (1 + tol)) warn("ACMOversized", sizes);
    else if (artW < width * (1 - tol)) warn("ACMUndersized", sizes);
  }
  if (report.minEffectivePpi !== null && report.minEffectivePpi > 0) {
    const enlargement = Math.max(width / artW, height / artH);
    const ppi = report.minEffectivePpi / enlargement;
    // Compared unrounded, so 99.6 DPI warns (and reads 99, never a misleading 100).
    if (ppi < PORTAL_LIMITS.minDpi) warn("LowDPI", { dpi: Math.floor(ppi), min: PORTAL_LIMITS.minDpi });
  }
  return { errors, warnings };
}

/** One row of holes spaced hole_hole_distance apart: along the top, or down each side. */
export interface HoleRow {
  placement: "top" | "sides";
  /** Holes in the row (on each side for 'sides'). */
  count: number;
  /** Centre to centre, as entered. */
  spacing: number;
  /** Edge distance at each end: hole_edge_distance, at least the minimum. */
  edge: number;
  /** The sign's width (top) or height (sides). */
  length: number;
  /** Edge + spacings + edge. */
  needed: number;
  fits: boolean;
}

/**
 * The row of holes an entered Distance Between Holes makes (docs/product/portal.md, "Product
 * rules"): the holes are centred on the edge, each spacing apart, and the row must keep the edge
 * distance from both ends of the sign. undefined without holes, for corner holes, or without a
 * spacing entered. The preview draws this row as entered; checkImage refuses a row that does not fit.
 */
export function holeRow(item: PortalItem, size: { width: number; height: number }): HoleRow | undefined {
  const holes = Math.floor(fieldNumber(item, "holes"));
  const placement = fieldText(item, "hole_placement");
  const spacing = Number(fieldText(item, "hole_hole_distance"));
  if (!(holes > 0) || (placement !== "top" && placement !== "sides")) return undefined;
  if (fieldText(item, "hole_hole_distance") === "" || !Number.isFinite(spacing) || spacing <= 0) return undefined;
  const entered = Number(fieldText(item, "hole_edge_distance"));
  const edge = Math.max(Number.isFinite(entered) ? entered : 0, PORTAL_LIMITS.minHoleEdgeIn);
  const count = placement === "sides" ? Math.ceil(holes / 2) : holes;
  const length = placement === "top" ? size.width : size.height;
  const needed = 2 * edge + (count - 1) * spacing;
  // A thousandth of an inch of slack for decimal entries (0.1 + 0.2).
  return { placement, count, spacing, edge, length, needed, fits: needed <= length + 0.001 };
}

function visibleKey(item: PortalItem, options: OptionTables, key: string): boolean {
  return options.dtOptions.some((o) => o.OptionKey === key) && optionVisible(key, item, options.dtOptionCondition);
}

/** [name, message] for each visible option that is unchosen, not offered or unavailable. */
export function optionErrors(item: PortalItem, options: OptionTables): [string, string][] {
  const out: [string, string][] = [];
  for (const option of options.dtOptions) {
    const key = option.OptionKey;
    if (!optionVisible(key, item, options.dtOptionCondition)) continue;
    const value = fieldText(item, key);
    if (option.IsCheckbox && value === "") continue;
    if (unchosen(value)) {
      // An option that shares its key with a warning (Overlap) must not borrow the warning's text.
      out.push([key, isWarningName(key) ? `Please choose ${option.OptionName}.` : issueMessage(key)]);
      continue;
    }
    if (option.IsTextbox) {
      if (!Number.isFinite(Number(value)) || Number(value) < 0)
        out.push([key, `${option.OptionName} must be a number of inches.`]);
      continue;
    }
    const choices = options.dtOptionChoices.filter((c) => c.OptionKey === key);
    if (choices.length === 0) continue;
    const choice = choices.find((c) => c.ChoiceValue === value);
    if (!choice) out.push([key, `${option.OptionName}: '${value}' is not offered for this material.`]);
    else if (!choice.ChoiceAvailable)
      out.push([key, `${option.OptionName}: ${choice.ChoiceName} is temporarily unavailable.`]);
  }
  return out;
}
