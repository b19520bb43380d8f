import {
  type ChoicePrice,
  type Laminate,
  type Material,
  type MaterialPricing,
  PRODUCT_TYPES,
  type PriceBook,
  type ProductType,
} from "@portal/pricing";
import type { CatalogRows } from "./catalog.repo.js";

/**
 * Item fields the pricing engine reads itself (PriceItemInput): options with these keys configure the
 * form but are never option prices.
 */
const ENGINE_FIELDS: ReadonlySet<string> = new Set(["LaminateType", "Rotate", "Overlap", "rollSize"]);

/** The engine's key of a rigid sheet, e.g. '48x96'. */
function sheetKey(widthIn: number, heightIn: number): string {
  return `${widthIn}x${heightIn}`;
}

export interface BuiltPriceBook {
  book: PriceBook;
  /** Rows the book could not take (duplicate ItemNo, unknown product type, missing price). */
  problems: string[];
}

function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * The pricing engine's PriceBook from the catalog tables (docs/product/pricing.md):
 * - materials priced by area (tiers, minimum billable area per piece), by the sheet, or fixed;
 * - each pattern roll (a Rolled medium in one roll size) as a fixed-price item under its own ItemNo;
 * - the services (TS-SVC-1, TS-PMSC) as fixed-price misc items;
 * - laminates by LaminateType, and each material's allowed laminates;
 * - option prices: the choices of every dropdown or checkbox option that has a priced choice.
 */
export function buildPriceBook(rows: CatalogRows): BuiltPriceBook {
  const problems: string[] = [];
  const materials: Record<string, Material> = {};
  const add = (material: Material) => {
    if (Object.hasOwn(materials, material.itemNo)) {
      problems.push(`ItemNo ${material.itemNo} is listed twice in the price book`);
      return;
    }
    materials[material.itemNo] = material;
  };

  const allowed = new Map<string, string[]>();
  for (const row of rows.materialLaminates) {
    const list = allowed.get(row.itemNo) ?? [];
    list.push(row.laminateKey);
    allowed.set(row.itemNo, list);
  }
  const laminateSort = new Map(rows.laminates.map((l, i) => [l.key, i]));
  for (const list of allowed.values()) list.sort((a, b) => (laminateSort.get(a) ?? 0) - (laminateSort.get(b) ?? 0));

  for (const row of rows.materials) {
    if (!isProductType(row.productType)) {
      problems.push(`material ${row.itemNo} has an unknown product type ${row.productType}`);
      continue;
    }
    let pricing: MaterialPricing;
    switch (row.pricingKind) {
      case "area":
        pricing = {
          kind: "area",
          tiers: rows.tiers
            .filter((t) => t.itemNo === row.itemNo)
            .map((t) => ({ minSqFt: t.minSqFt, centsPerSqFt: t.centsPerSqFt })),
          minBillableSqFtPerPiece: row.minBillableSqFt,
        };
        break;
      case "sheet":
        pricing = {
          kind: "sheet",
          sheets: rows.sheets
            .filter((s) => s.itemNo === row.itemNo)
            .map((s) => ({
              key: sheetKey(s.widthIn, s.heightIn),
              widthIn: s.widthIn,
              heightIn: s.heightIn,
              centsPerSheet: s.centsPerSheet,
            })),
        };
        break;
      case "fixed":
        if (row.fixedCents === null) {
          problems.push(`material ${row.itemNo} is priced fixed but has no price`);
          continue;
        }
        pricing = { kind: "fixed", centsEach: row.fixedCents };
        break;
      case "roll":
        // Sold by the roll: each roll size is its own ItemNo (below).
        continue;
    }
    add({
      itemNo: row.itemNo,
      productType: row.productType,
      pricing,
      ...(row.maxWidthIn === null
        ? {}
        : row.productType === "Wallcoverings"
          ? { maxPanelWidthIn: row.maxWidthIn }
          : { maxPrintWidthIn: row.maxWidthIn }),
      allowedLaminates: allowed.get(row.itemNo) ?? [],
    });
  }

  const media = new Map(rows.materials.map((m) => [m.itemNo, m]));
  for (const roll of rows.rolls) {
    if (media.get(roll.mediaItemNo)?.pricingKind !== "roll") {
      problems.push(`pattern roll ${roll.itemNo} is on ${roll.mediaItemNo}, which is not sold by the roll`);
    }
    add({
      itemNo: roll.itemNo,
      productType: "Rolled",
      pricing: { kind: "fixed", centsEach: roll.cents },
      allowedLaminates: [],
    });
  }
  for (const service of rows.services) {
    add({
      itemNo: service.itemNo,
      productType: "misc",
      pricing: { kind: "fixed", centsEach: service.cents },
      allowedLaminates: [],
    });
  }

  const laminates: Record<string, Laminate> = {};
  for (const row of rows.laminates) laminates[row.key] = { centsPerSqFt: row.centsPerSqFt };

  const optionPrices: Record<string, Record<string, ChoicePrice>> = {};
  for (const option of rows.options) {
    if (option.isTextbox || option.choiceSource !== "choices" || ENGINE_FIELDS.has(option.key)) continue;
    const choices = rows.choices.filter((c) => c.optionKey === option.key);
    if (!choices.some((c) => c.priceCents > 0)) continue;
    const per = option.pricePerSqFt ? "sqft" : "piece";
    optionPrices[option.key] = Object.fromEntries(choices.map((c) => [c.value, { cents: c.priceCents, per }]));
  }

  return { book: { materials, laminates, optionPrices }, problems };
}
