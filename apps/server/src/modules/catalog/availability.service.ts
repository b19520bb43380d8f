import {
  noChoice,
  noMaterial,
  type StaffAvailability,
  type StaffSetAvailability,
  WITHDRAWN_FROM_CATALOG,
} from "@portal/contract";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { userNamesOf } from "../accounts/staffCustomers.service.js";
import { loadCatalogRows, loadUnavailable, setUnavailable } from "./catalog.repo.js";

const notFound = (message: string) => new ApiError("error", message, 404);

/**
 * Staff mark a material or an option choice unavailable for this brand and back
 * (docs/decisions/0025-customer-settings.md). The catalog's own flag stays as it is; a mark narrows it.
 * After a change this process reloads its catalog at once, so the tile menu, the portal,
 * GetProductOptions and AddToCart follow; other processes pick the mark up in AddToCart and checkout
 * at once (CatalogService.current) and in their menus within CATALOG_TTL_MS.
 */
export class AvailabilityService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(): Promise<StaffAvailability> {
    const franchise = this.ctx.brand.franchise;
    const [rows, marks] = await Promise.all([loadCatalogRows(this.db), loadUnavailable(this.db, franchise)]);
    const names = await userNamesOf(
      this.ctx,
      marks.map((m) => m.changedBy),
    );
    const markOf = new Map(marks.map((m) => [`${m.kind}\u0000${m.key}\u0000${m.value}`, m]));
    const who = (key: string) => {
      const mark = markOf.get(key);
      return mark
        ? { ChangedBy: names.get(mark.changedBy) ?? "", Changed: mark.changedAt.toISOString() }
        : { ChangedBy: "", Changed: null };
    };
    const optionNames = new Map(rows.options.map((o) => [o.key, o.name]));
    return {
      Materials: rows.materials.map((m) => {
        const key = `material\u0000${m.itemNo}\u0000`;
        return {
          ItemNo: m.itemNo,
          Name: m.name,
          ProductType: m.productType,
          Available: m.available && !markOf.has(key),
          InCatalog: m.available,
          ...who(key),
        };
      }),
      Choices: rows.choices.map((c) => {
        const key = `choice\u0000${c.optionKey}\u0000${c.value}`;
        return {
          OptionKey: c.optionKey,
          OptionName: optionNames.get(c.optionKey) ?? c.optionKey,
          Value: c.value,
          Name: c.name,
          Available: c.available && !markOf.has(key),
          InCatalog: c.available,
          ...who(key),
        };
      }),
    };
  }

  /** Marks or unmarks one material or choice; an unknown one is 404 and changes nothing. */
  async set(caller: Caller, input: StaffSetAvailability): Promise<StaffAvailability> {
    const rows = await loadCatalogRows(this.db);
    const value = input.Kind === "material" ? "" : (input.Value ?? "");
    let inCatalog: boolean;
    if (input.Kind === "material") {
      const material = rows.materials.find((m) => m.itemNo === input.Key);
      if (!material) throw notFound(noMaterial(input.Key));
      inCatalog = material.available;
    } else {
      const choice = rows.choices.find((c) => c.optionKey === input.Key && c.value === value);
      if (!choice) throw notFound(noChoice(input.Key, value));
      inCatalog = choice.available;
    }
    if (input.Available && !inCatalog) throw new ApiError("failed", WITHDRAWN_FROM_CATALOG, 422);
    const changed = await setUnavailable(
      this.db,
      { franchise: this.ctx.brand.franchise, kind: input.Kind, key: input.Key, value, changedBy: caller.id },
      input.Available,
    );
    if (changed) await this.ctx.catalog.reload();
    return this.list();
  }
}
