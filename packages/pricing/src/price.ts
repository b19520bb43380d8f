/**
 * The pricing engine: prices one portal item (priceItem) or a project of them (priceProject) from
 * a price book. Pure: no database, no I/O, no clock; the same input always gives the same output.
 * It never throws and never returns NaN: bad input gives { ok: false, field, message }.
 *
 * Per item, by the material's pricing kind:
 * - area: billable sq ft per piece = max(w x h / 144, minBillableSqFtPerPiece); line billable
 *   B = quantity x that; material = areaChargeCents(tiers, B) (monotonic tiers, area.ts).
 *   Wallcoverings first widen w to the printed width with overlaps (wallcovering.ts).
 * - sheet (rigid): sheets = ceil(quantity / pieces per sheet) on the chosen sheet, with Rotate as
 *   given (sheetFit.ts); material = sheets x centsPerSheet; B = the printed area.
 * - fixed: material = centsEach x quantity; B = 0.
 * Then + laminate centsPerSqFt x B, + each priced option choice (cents x quantity when per piece,
 * cents x B when per sq ft). The sum is rounded once, half up, to whole cents (rounding.ts).
 *
 * SquareFeet is the actual printed area of the line (quantity x printed area per piece, with
 * wallcovering overlaps, without the per-piece minimum), rounded half up to 2 decimals; 0 for
 * fixed-price items.
 */
import { areaChargeCents, billablePieceSqFt, pieceSqFt } from "./area.js";
import {
  type ChoicePrice,
  type Laminate,
  lookup,
  type Material,
  materialProblems,
  type PriceBook,
  type ProductType,
  type SheetSize,
} from "./priceBook.js";
import { printableSizeProblem } from "./printableSize.js";
import { roundCents, roundSqFt } from "./rounding.js";
import { piecesPerSheet, sheetsNeeded } from "./sheetFit.js";
import { printedWidthIn, wallPanels } from "./wallcovering.js";

/** One item as the portal sends it to pricing (docs/product/pricing.md field names). */
export interface PriceItemInput {
  readonly ItemNo: string;
  readonly product_type: ProductType;
  readonly InchWidth: number;
  readonly InchHeight: number;
  /** Whole pieces; below 1 becomes 1 (docs/product/pricing.md). */
  readonly Quantity: number;
  /** A key of the book's laminates; absent or '' means no laminate. */
  readonly LaminateType?: string;
  /**
   * Option choices by option key, e.g. { round_corners: 'yes', grommets: '4', sides: '2' }.
   * Keys the book does not price (hole_placement, cut_finish, ...) are ignored; '' and 'Select'
   * mean not chosen (a hidden option keeps 'Select') and cost nothing.
   */
  readonly options?: Readonly<Record<string, string>>;
  /** Rigid: 'yes' swaps the sheet's width and height before fitting (docs/product/pricing.md). */
  readonly Rotate?: "yes" | "no";
  /** Rigid: the chosen sheet as 'w,h' inches, e.g. '48,96'; must be one of the material's sheets. */
  readonly MaterialSheetSize?: string;
  /** Wallcoverings: inches each panel overlaps the next; absent means 0 (the portal's coercion). */
  readonly Overlap?: number;
  /** Pattern rolls: the roll size chosen. A roll is priced by its ItemNo, so this adds nothing. */
  readonly rollSize?: string;
}

/** Bad input: the field to point at (an item field name or an option key) and why. */
export interface PriceError {
  readonly ok: false;
  readonly field: string;
  readonly message: string;
}

/** How the price was reached, for display and tests. */
export interface PriceDetail {
  /** Total billable sq ft of the line: what laminate and per-sq-ft options were charged on. */
  readonly billableSqFt: number;
  /** Wallcoverings: panels printed. */
  readonly panels?: number;
  /** Rigid: the sheet used (its key), pieces on one sheet and sheets needed. */
  readonly sheetKey?: string;
  readonly piecesPerSheet?: number;
  readonly sheets?: number;
}

export interface PricedItem {
  readonly ok: true;
  /** Whole cents. */
  readonly Total: number;
  /** Actual printed square feet of the line, 2 decimals. */
  readonly SquareFeet: number;
  readonly detail: PriceDetail;
}

export type PriceResult = PricedItem | PriceError;

export interface ProjectPrice {
  /** True when every item was priced. */
  readonly ok: boolean;
  /** One result per input item, in the same order. */
  readonly items: readonly PriceResult[];
  /** Sum of the priced items' Total, whole cents. */
  readonly Total: number;
  /** Sum of the priced items' SquareFeet, 2 decimals. */
  readonly SquareFeet: number;
}

function fail(field: string, message: string): PriceError {
  return { ok: false, field, message };
}

function isPositiveNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/** A book's entries do not change, so each is checked once, not for every item priced. */
const checked = new WeakMap<Material, readonly string[]>();

function problemsOf(material: Material): readonly string[] {
  let problems = checked.get(material);
  if (problems === undefined) {
    problems = materialProblems(material);
    checked.set(material, problems);
  }
  return problems;
}

function findMaterial(itemNo: unknown, book: PriceBook): Material | PriceError {
  if (typeof itemNo !== "string" || itemNo.trim() === "" || itemNo === "Select") {
    return fail("ItemNo", "Choose a material.");
  }
  const material = lookup(book.materials, itemNo);
  if (material === undefined) return fail("ItemNo", `Unknown material ${itemNo}.`);
  const problems = problemsOf(material);
  if (problems.length > 0) return fail("ItemNo", `Material ${itemNo} cannot be priced: ${problems.join("; ")}.`);
  return material;
}

/** docs/product/pricing.md: quantity below 1 becomes 1; otherwise it must be a whole number. */
function coerceQuantity(quantity: unknown): number | PriceError {
  if (typeof quantity !== "number" || !Number.isFinite(quantity)) {
    return fail("Quantity", "Quantity must be a whole number.");
  }
  if (quantity < 1) return 1;
  if (!Number.isInteger(quantity)) return fail("Quantity", "Quantity must be a whole number.");
  return quantity;
}

function checkSize(item: PriceItemInput): PriceError | undefined {
  if (!isPositiveNumber(item.InchWidth)) return fail("InchWidth", "Width must be a number of inches greater than 0.");
  if (!isPositiveNumber(item.InchHeight))
    return fail("InchHeight", "Height must be a number of inches greater than 0.");
  if (!Number.isFinite(item.InchWidth * item.InchHeight)) return fail("InchWidth", "The size is too large to price.");
  return undefined;
}

function findLaminate(item: PriceItemInput, material: Material, book: PriceBook): Laminate | PriceError {
  const type = item.LaminateType;
  if (type === undefined || type === "") return { centsPerSqFt: 0 };
  if (typeof type !== "string") return fail("LaminateType", "Unknown laminate.");
  const laminate = lookup(book.laminates, type);
  if (laminate === undefined) return fail("LaminateType", `Unknown laminate ${type}.`);
  if (!Number.isFinite(laminate.centsPerSqFt) || laminate.centsPerSqFt < 0) {
    return fail("LaminateType", `Laminate ${type} has no valid price.`);
  }
  if (material.allowedLaminates !== undefined && !material.allowedLaminates.includes(type)) {
    return fail("LaminateType", `Laminate ${type} is not available for ${material.itemNo}.`);
  }
  return laminate;
}

function findChoices(item: PriceItemInput, book: PriceBook): ChoicePrice[] | PriceError {
  const options: unknown = item.options ?? {};
  if (typeof options !== "object" || options === null) return fail("options", "Options must be a set of choices.");
  const chosen: ChoicePrice[] = [];
  for (const key in options) {
    if (!Object.hasOwn(options, key)) continue;
    const value = (options as Record<string, unknown>)[key];
    const choices = lookup(book.optionPrices, key);
    if (choices === undefined) continue;
    if (typeof value !== "string") return fail(key, `Unknown choice for ${key}.`);
    if (value === "" || value === "Select") continue;
    const price = lookup(choices, value);
    if (price === undefined) return fail(key, `Unknown choice ${value} for ${key}.`);
    if (!Number.isFinite(price.cents) || price.cents < 0 || (price.per !== "piece" && price.per !== "sqft")) {
      return fail(key, `Choice ${value} for ${key} has no valid price.`);
    }
    chosen.push(price);
  }
  return chosen;
}

function findSheet(item: PriceItemInput, sheets: readonly SheetSize[]): SheetSize | PriceError {
  const raw = item.MaterialSheetSize;
  if (typeof raw !== "string" || raw.trim() === "") return fail("MaterialSheetSize", "Choose a sheet size.");
  const parts = raw.split(",").map((part) => Number(part.trim()));
  const [width, height] = parts;
  const sheet =
    parts.length === 2
      ? sheets.find((candidate) => candidate.widthIn === width && candidate.heightIn === height)
      : undefined;
  if (sheet === undefined) return fail("MaterialSheetSize", `Sheet size ${raw} is not available for this material.`);
  return sheet;
}

function parseRotate(rotate: unknown): boolean | PriceError {
  if (rotate === "yes") return true;
  if (rotate === undefined || rotate === "" || rotate === "no") return false;
  return fail("Rotate", "Rotate must be yes or no.");
}

function isError<T>(value: T | PriceError): value is PriceError {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
}

/** The material charge, billable and actual area of a line, before laminate and options. */
interface Line {
  readonly materialCents: number;
  readonly billableSqFt: number;
  readonly actualSqFt: number;
  readonly detail: Omit<PriceDetail, "billableSqFt">;
}

function areaLine(item: PriceItemInput, material: Material, quantity: number): Line | PriceError {
  const pricing = material.pricing;
  if (pricing.kind !== "area") return fail("ItemNo", `Material ${material.itemNo} is not priced by area.`);
  let width = item.InchWidth;
  let panels: number | undefined;
  if (material.productType === "Wallcoverings") {
    const maxPanel = material.maxPanelWidthIn ?? 0;
    const overlap = item.Overlap ?? 0;
    if (typeof overlap !== "number" || !Number.isFinite(overlap) || overlap < 0 || overlap >= maxPanel) {
      return fail("Overlap", `Overlap must be at least 0 and less than the ${maxPanel} in panel width.`);
    }
    panels = wallPanels(width, maxPanel, overlap);
    width = printedWidthIn(width, maxPanel, overlap);
  }
  const billableSqFt = billablePieceSqFt(width, item.InchHeight, pricing.minBillableSqFtPerPiece) * quantity;
  return {
    materialCents: areaChargeCents(pricing.tiers, billableSqFt),
    billableSqFt,
    actualSqFt: pieceSqFt(width, item.InchHeight) * quantity,
    detail: panels === undefined ? {} : { panels },
  };
}

function sheetLine(item: PriceItemInput, material: Material, quantity: number): Line | PriceError {
  const pricing = material.pricing;
  if (pricing.kind !== "sheet") return fail("ItemNo", `Material ${material.itemNo} is not priced by the sheet.`);
  const sheet = findSheet(item, pricing.sheets);
  if (isError(sheet)) return sheet;
  const rotate = parseRotate(item.Rotate);
  if (isError(rotate)) return rotate;
  const width = item.InchWidth;
  const height = item.InchHeight;
  const perSheet = piecesPerSheet(width, height, sheet.widthIn, sheet.heightIn, rotate);
  const sheets = sheetsNeeded(quantity, perSheet);
  if (sheets === undefined) {
    const across = rotate ? sheet.heightIn : sheet.widthIn;
    const field = width > across ? "InchWidth" : "InchHeight";
    const layout = rotate ? `${across} x ${sheet.widthIn} in (rotated)` : `${sheet.widthIn} x ${sheet.heightIn} in`;
    return fail(field, `A ${width} x ${height} in piece does not fit on the ${layout} sheet.`);
  }
  const actualSqFt = pieceSqFt(width, height) * quantity;
  return {
    materialCents: sheets * sheet.centsPerSheet,
    billableSqFt: actualSqFt,
    actualSqFt,
    detail: { sheetKey: sheet.key, piecesPerSheet: perSheet, sheets },
  };
}

function fixedLine(material: Material, quantity: number): Line | PriceError {
  const pricing = material.pricing;
  if (pricing.kind !== "fixed") return fail("ItemNo", `Material ${material.itemNo} has no fixed price.`);
  return { materialCents: pricing.centsEach * quantity, billableSqFt: 0, actualSqFt: 0, detail: {} };
}

/** Prices one item. Never throws; bad input gives { ok: false, field, message }. */
export function priceItem(item: PriceItemInput, book: PriceBook): PriceResult {
  if (typeof item !== "object" || item === null) return fail("item", "Nothing to price.");
  const material = findMaterial(item.ItemNo, book);
  if (isError(material)) return material;
  if (item.product_type !== material.productType) {
    return fail("product_type", `Material ${material.itemNo} is a ${material.productType} material.`);
  }
  const quantity = coerceQuantity(item.Quantity);
  if (isError(quantity)) return quantity;
  const kind = material.pricing.kind;
  if (kind !== "fixed") {
    const sizeError = checkSize(item);
    if (sizeError !== undefined) return sizeError;
  }
  if (kind === "area") {
    const tooLarge = printableSizeProblem(item.InchWidth, item.InchHeight, material.maxPrintWidthIn);
    if (tooLarge !== undefined) return fail(tooLarge.field, tooLarge.message);
  }
  const laminate = findLaminate(item, material, book);
  if (isError(laminate)) return laminate;
  const choices = findChoices(item, book);
  if (isError(choices)) return choices;

  const line =
    kind === "area"
      ? areaLine(item, material, quantity)
      : kind === "sheet"
        ? sheetLine(item, material, quantity)
        : fixedLine(material, quantity);
  if (isError(line)) return line;

  let cents = line.materialCents + laminate.centsPerSqFt * line.billableSqFt;
  for (const choice of choices) {
    cents += choice.cents * (choice.per === "piece" ? quantity : line.billableSqFt);
  }
  const total = roundCents(cents);
  if (!Number.isSafeInteger(total)) return fail("Quantity", "The order is too large to price.");
  return {
    ok: true,
    Total: total,
    SquareFeet: roundSqFt(line.actualSqFt),
    detail: { billableSqFt: line.billableSqFt, ...line.detail },
  };
}

/** Prices every item; Total and SquareFeet sum the items that could be priced. */
export function priceProject(items: readonly PriceItemInput[], book: PriceBook): ProjectPrice {
  const results = items.map((item) => priceItem(item, book));
  let total = 0;
  let hundredths = 0;
  for (const result of results) {
    if (!result.ok) continue;
    total += result.Total;
    hundredths += Math.round(result.SquareFeet * 100);
  }
  return {
    ok: results.every((result) => result.ok),
    items: results,
    Total: total,
    SquareFeet: hundredths / 100,
  };
}
