import type { Db } from "@portal/db";
import { materials, stepStakes } from "@portal/db/schema";
import { asc, eq } from "drizzle-orm";

export interface StepStakeRow {
  itemNo: string;
  name: string;
  description: string;
  imageKey: string;
  available: boolean;
  widthIn: number;
  heightIn: number;
  wireGauge: number;
}

/** The catalog's step stakes with their material's name, description and image, in catalog order. */
export async function listStepStakes(db: Db): Promise<StepStakeRow[]> {
  return db
    .select({
      itemNo: stepStakes.itemNo,
      name: materials.name,
      description: materials.description,
      imageKey: materials.imageKey,
      available: materials.available,
      widthIn: stepStakes.widthIn,
      heightIn: stepStakes.heightIn,
      wireGauge: stepStakes.wireGauge,
    })
    .from(stepStakes)
    .innerJoin(materials, eq(materials.itemNo, stepStakes.itemNo))
    .orderBy(asc(materials.sort), asc(stepStakes.itemNo));
}
