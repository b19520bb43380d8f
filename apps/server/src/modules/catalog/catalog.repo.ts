import type { Db } from "@portal/db";
import {
  catalogUnavailable,
  laminates,
  materialAreaTiers,
  materialLaminates,
  materialSheetSizes,
  materials,
  optionChoices,
  optionConditions,
  options,
  pantoneChartProducts,
  patternRollSizes,
  patternRolls,
  productTypeOptions,
  productTypes,
  services,
  stepStakes,
  tileCategories,
  tileCategoryMaterials,
} from "@portal/db/schema";
import { and, asc, eq } from "drizzle-orm";

/** Every catalog table, read whole and in display order: the catalog is small and read-mostly. */
export interface CatalogRows {
  productTypes: (typeof productTypes.$inferSelect)[];
  categories: (typeof tileCategories.$inferSelect)[];
  materials: (typeof materials.$inferSelect)[];
  tiers: (typeof materialAreaTiers.$inferSelect)[];
  sheets: (typeof materialSheetSizes.$inferSelect)[];
  categoryMaterials: (typeof tileCategoryMaterials.$inferSelect)[];
  laminates: (typeof laminates.$inferSelect)[];
  materialLaminates: (typeof materialLaminates.$inferSelect)[];
  options: (typeof options.$inferSelect)[];
  choices: (typeof optionChoices.$inferSelect)[];
  conditions: (typeof optionConditions.$inferSelect)[];
  typeOptions: (typeof productTypeOptions.$inferSelect)[];
  stepStakes: (typeof stepStakes.$inferSelect)[];
  services: (typeof services.$inferSelect)[];
  pantoneCharts: (typeof pantoneChartProducts.$inferSelect)[];
  rollSizes: (typeof patternRollSizes.$inferSelect)[];
  rolls: (typeof patternRolls.$inferSelect)[];
}

export async function loadCatalogRows(db: Db): Promise<CatalogRows> {
  return {
    productTypes: await db.select().from(productTypes).orderBy(asc(productTypes.sort), asc(productTypes.key)),
    categories: await db.select().from(tileCategories).orderBy(asc(tileCategories.sort), asc(tileCategories.id)),
    materials: await db.select().from(materials).orderBy(asc(materials.sort), asc(materials.itemNo)),
    tiers: await db
      .select()
      .from(materialAreaTiers)
      .orderBy(asc(materialAreaTiers.itemNo), asc(materialAreaTiers.minSqFt)),
    sheets: await db
      .select()
      .from(materialSheetSizes)
      .orderBy(asc(materialSheetSizes.itemNo), asc(materialSheetSizes.sort), asc(materialSheetSizes.widthIn)),
    categoryMaterials: await db
      .select()
      .from(tileCategoryMaterials)
      .orderBy(asc(tileCategoryMaterials.sort), asc(tileCategoryMaterials.itemNo)),
    laminates: await db.select().from(laminates).orderBy(asc(laminates.sort), asc(laminates.key)),
    materialLaminates: await db.select().from(materialLaminates),
    options: await db.select().from(options).orderBy(asc(options.key)),
    choices: await db
      .select()
      .from(optionChoices)
      .orderBy(asc(optionChoices.optionKey), asc(optionChoices.sort), asc(optionChoices.value)),
    conditions: await db.select().from(optionConditions).orderBy(asc(optionConditions.id)),
    typeOptions: await db
      .select()
      .from(productTypeOptions)
      .orderBy(asc(productTypeOptions.productType), asc(productTypeOptions.sort), asc(productTypeOptions.id)),
    stepStakes: await db.select().from(stepStakes),
    services: await db.select().from(services).orderBy(asc(services.sort), asc(services.itemNo)),
    pantoneCharts: await db
      .select()
      .from(pantoneChartProducts)
      .orderBy(asc(pantoneChartProducts.sort), asc(pantoneChartProducts.id)),
    rollSizes: await db.select().from(patternRollSizes).orderBy(asc(patternRollSizes.sort), asc(patternRollSizes.key)),
    rolls: await db.select().from(patternRolls).orderBy(asc(patternRolls.mediaItemNo), asc(patternRolls.itemNo)),
  };
}

export type UnavailableRow = typeof catalogUnavailable.$inferSelect;

/** What staff marked unavailable for a brand, in a fixed order (the order makes the stamp below stable). */
export async function loadUnavailable(db: Db, franchise: string): Promise<UnavailableRow[]> {
  return db
    .select()
    .from(catalogUnavailable)
    .where(eq(catalogUnavailable.franchise, franchise))
    .orderBy(asc(catalogUnavailable.kind), asc(catalogUnavailable.key), asc(catalogUnavailable.value));
}

/** One string naming every mark: two loads with the same stamp marked the same things. */
export function unavailableStamp(rows: readonly UnavailableRow[]): string {
  return rows.map((r) => `${r.kind}\u0000${r.key}\u0000${r.value}`).join("\u0001");
}

/**
 * The catalog rows as one brand sees them: a material or option choice staff marked unavailable for
 * the brand reads as unavailable, whatever the catalog's own flag says (a withdrawn one stays withdrawn).
 */
export function withUnavailable(rows: CatalogRows, marks: readonly UnavailableRow[]): CatalogRows {
  if (marks.length === 0) return rows;
  const materialsOff = new Set(marks.filter((m) => m.kind === "material").map((m) => m.key));
  const choicesOff = new Set(marks.filter((m) => m.kind === "choice").map((m) => `${m.key}\u0000${m.value}`));
  return {
    ...rows,
    materials: rows.materials.map((m) => (materialsOff.has(m.itemNo) ? { ...m, available: false } : m)),
    choices: rows.choices.map((c) =>
      choicesOff.has(`${c.optionKey}\u0000${c.value}`) ? { ...c, available: false } : c,
    ),
  };
}

/** Marks (available false) or unmarks (true) a material or choice for a brand; true when something changed. */
export async function setUnavailable(
  db: Db,
  mark: { franchise: string; kind: UnavailableRow["kind"]; key: string; value: string; changedBy: number },
  available: boolean,
): Promise<boolean> {
  if (available) {
    const gone = await db
      .delete(catalogUnavailable)
      .where(
        and(
          eq(catalogUnavailable.franchise, mark.franchise),
          eq(catalogUnavailable.kind, mark.kind),
          eq(catalogUnavailable.key, mark.key),
          eq(catalogUnavailable.value, mark.value),
        ),
      )
      .returning({ key: catalogUnavailable.key });
    return gone.length > 0;
  }
  const added = await db
    .insert(catalogUnavailable)
    .values(mark)
    .onConflictDoNothing()
    .returning({ key: catalogUnavailable.key });
  return added.length > 0;
}
