/**
 * The price book: every price the engine uses comes from here (DESIGN section 6, "Pricing":
 * "All of it is data (price book tables), seeded, never hard-coded in code paths").
 * Money is integer cents; areas are square feet; lengths are inches.
 */

/** docs/product/pricing.md: the portal's product_type values. */
export const PRODUCT_TYPES = [
  "adhesive",
  "rigid",
  "Wallcoverings",
  "Window Decoration",
  "Magnetic",
  "Rolled",
  "misc",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * One quantity-area tier. The tiers of a material are keyed by the TOTAL billable square feet of
 * the line (quantity x billable area per piece). See area.ts for how the rates combine.
 */
export interface AreaTier {
  readonly minSqFt: number;
  readonly centsPerSqFt: number;
}

/** Priced by the square foot with quantity-area tiers and a minimum billable area per piece. */
export interface AreaPricing {
  readonly kind: "area";
  readonly tiers: readonly AreaTier[];
  readonly minBillableSqFtPerPiece: number;
}

/** One sheet size a rigid material is sold in; MaterialSheetSize 'w,h' picks it by its inches. */
export interface SheetSize {
  readonly key: string;
  readonly widthIn: number;
  readonly heightIn: number;
  readonly centsPerSheet: number;
}

/** Rigid materials: priced per whole sheet used. */
export interface SheetPricing {
  readonly kind: "sheet";
  readonly sheets: readonly SheetSize[];
}

/** Step stakes, services, Pantone charts, pattern rolls: a fixed price each. */
export interface FixedPricing {
  readonly kind: "fixed";
  readonly centsEach: number;
}

export type MaterialPricing = AreaPricing | SheetPricing | FixedPricing;

/** A material, keyed in the book by its ItemNo. */
export interface Material {
  readonly itemNo: string;
  readonly productType: ProductType;
  readonly pricing: MaterialPricing;
  /** Wallcoverings only: the widest panel the material prints, in inches (e.g. 52). */
  readonly maxPanelWidthIn?: number;
  /** Roll materials printed in one piece: the printable width across the roll (printableSize.ts). */
  readonly maxPrintWidthIn?: number;
  /**
   * The LaminateType values valid for this material (docs/product/pricing.md: "laminate type must be
   * valid for the product"). Absent means any laminate in the book.
   */
  readonly allowedLaminates?: readonly string[];
}

/** A laminate, keyed in the book by LaminateType; 0 cents for 'none'. */
export interface Laminate {
  readonly centsPerSqFt: number;
}

/** The ChoicePrice of one option choice: per piece, or per billable square foot. */
export interface ChoicePrice {
  readonly cents: number;
  readonly per: "piece" | "sqft";
}

export interface PriceBook {
  readonly materials: Readonly<Record<string, Material>>;
  readonly laminates: Readonly<Record<string, Laminate>>;
  /** optionKey -> choiceValue -> price. Option keys absent here carry no price. */
  readonly optionPrices: Readonly<Record<string, Readonly<Record<string, ChoicePrice>>>>;
}

/**
 * Own-property lookup, so keys that come from the request such as '__proto__' or 'constructor'
 * never reach Object.prototype.
 */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function isNonNegative(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

function isPositive(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/**
 * The problems of one material entry, empty when it can be priced. The engine checks the entry it
 * is about to use, so a bad row of the book yields an error result, never NaN.
 */
export function materialProblems(material: Material): string[] {
  const problems: string[] = [];
  const name = `material ${material.itemNo}`;
  if (!(PRODUCT_TYPES as readonly string[]).includes(material.productType)) {
    problems.push(`${name} has an unknown product type`);
  }
  const pricing = material.pricing;
  switch (pricing.kind) {
    case "area":
      if (pricing.tiers.length === 0) problems.push(`${name} has no price tiers`);
      for (const tier of pricing.tiers) {
        if (!isNonNegative(tier.minSqFt) || !isNonNegative(tier.centsPerSqFt)) {
          problems.push(`${name} has a tier with a negative or non-numeric value`);
        }
      }
      if (!isNonNegative(pricing.minBillableSqFtPerPiece)) {
        problems.push(`${name} has an invalid minimum billable area`);
      }
      break;
    case "sheet":
      if (pricing.sheets.length === 0) problems.push(`${name} has no sheet sizes`);
      for (const sheet of pricing.sheets) {
        if (!isPositive(sheet.widthIn) || !isPositive(sheet.heightIn) || !isNonNegative(sheet.centsPerSheet)) {
          problems.push(`${name} has an invalid sheet ${sheet.key}`);
        }
      }
      break;
    case "fixed":
      if (!isNonNegative(pricing.centsEach)) problems.push(`${name} has an invalid fixed price`);
      break;
    default:
      problems.push(`${name} has an unknown pricing kind`);
  }
  if (material.productType === "Wallcoverings") {
    if (pricing.kind !== "area") problems.push(`${name} is a wallcovering but not priced by area`);
    if (!isPositive(material.maxPanelWidthIn)) problems.push(`${name} has no maximum panel width`);
  }
  return problems;
}

/** Every problem of a whole book (for seed data tests); empty when the book is usable. */
export function priceBookProblems(book: PriceBook): string[] {
  const problems: string[] = [];
  for (const [key, material] of Object.entries(book.materials)) {
    if (material.itemNo !== key) problems.push(`material key ${key} does not match its itemNo ${material.itemNo}`);
    problems.push(...materialProblems(material));
    for (const laminate of material.allowedLaminates ?? []) {
      if (!Object.hasOwn(book.laminates, laminate)) {
        problems.push(`material ${key} allows laminate ${laminate}, which the book does not price`);
      }
    }
  }
  for (const [key, laminate] of Object.entries(book.laminates)) {
    if (!isNonNegative(laminate.centsPerSqFt)) problems.push(`laminate ${key} has an invalid price`);
  }
  for (const [optionKey, choices] of Object.entries(book.optionPrices)) {
    for (const [choice, price] of Object.entries(choices)) {
      if (!isNonNegative(price.cents) || (price.per !== "piece" && price.per !== "sqft")) {
        problems.push(`option ${optionKey} choice ${choice} has an invalid price`);
      }
    }
  }
  return problems;
}
