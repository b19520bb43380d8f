import type { Db } from "@portal/db";
import {
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
import { asc } from "drizzle-orm";

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
