import {
  type CategoryTile,
  type FieldError,
  formatCentsUsd,
  ITEM_OPTION_KEYS,
  optionVisible,
  PRICE_NOT_AVAILABLE,
  type PricedItem,
  type PricingItem,
  type ProductType,
  type TilesReply,
} from "@portal/contract";
import { type PriceItemInput, priceProject } from "@portal/pricing";
import type { FastifyBaseLogger } from "fastify";
import type { Caller } from "../../platform/auth.js";
import type { PlatformContext } from "../../platform/context.js";
import { ApiError, invalid } from "../../platform/http.js";
import { listenToChannel } from "../../platform/notifications.js";
import { loadCatalogRows, loadUnavailable, unavailableStamp, withUnavailable } from "./catalog.repo.js";
import { CatalogCache, type CatalogCacheOptions } from "./catalogCache.js";
import { CatalogSnapshot, type MaterialEntry } from "./catalogSnapshot.js";

const OPTION_KEYS: ReadonlySet<string> = new Set(ITEM_OPTION_KEYS);

/** The channel migration 0024 notifies with the brand when staff availability marks change. */
const CATALOG_CHANNEL = "portal_catalog";

/** 'Select' and '' mean no material chosen yet. */
function chosenItemNo(itemNo: string | undefined): string {
  const value = (itemNo ?? "").trim();
  return value === "Select" ? "" : value;
}

/**
 * The tile menu, materials, option configuration and pricing, over the cached catalog. buildApp makes the
 * app's one instance (ctx.catalog), so every module reads the same cache.
 */
export class CatalogService {
  readonly cache: CatalogCache;

  /** Marks reach this process with their commit: PGlite's notifications while listening. */
  private notifiedWithCommit = false;

  constructor(
    private readonly ctx: PlatformContext,
    cacheOptions: CatalogCacheOptions = {},
  ) {
    const db = ctx.database.db;
    const franchise = ctx.brand.franchise;
    this.cache = new CatalogCache(async () => {
      const [rows, marks] = await Promise.all([loadCatalogRows(db), loadUnavailable(db, franchise)]);
      return new CatalogSnapshot(withUnavailable(rows, marks), unavailableStamp(marks));
    }, cacheOptions);
  }

  catalog(): Promise<CatalogSnapshot> {
    return this.cache.get();
  }

  /**
   * The catalog with availability as the database has it now: AddToCart and checkout bind the
   * customer, so they do not trust a snapshot another process may have left behind (staff marks made
   * there reach this process's menus within CATALOG_TTL_MS). One small query; the snapshot is
   * reloaded only when the marks differ. On PGlite, while listening, no query: its notification
   * drops the snapshot before the marking commit returns, so the snapshot's marks are the database's
   * (docs/decisions/0047-place-order-in-few-statements.md).
   */
  async current(): Promise<CatalogSnapshot> {
    const snapshot = await this.catalog();
    if (this.notifiedWithCommit) return snapshot;
    const marks = await loadUnavailable(this.ctx.database.db, this.ctx.brand.franchise);
    if (unavailableStamp(marks) === snapshot.availabilityStamp) return snapshot;
    return this.reload();
  }

  /**
   * Staff availability marks made by any process reach this one at once: the database notifies
   * CATALOG_CHANNEL with the brand when catalog_unavailable changes (migration 0024, as the caller
   * cache does, decision 0028), and the next request loads the catalog afresh. While the
   * notifications do not arrive, the snapshot's TTL and `current()` still hold.
   */
  listenForChanges(log: FastifyBaseLogger): Promise<() => Promise<void>> {
    return listenToChannel(
      this.ctx.database,
      CATALOG_CHANNEL,
      {
        onNotify: (franchise) => {
          if (!franchise || franchise === this.ctx.brand.franchise) this.cache.invalidate();
        },
        // Marks made while not listening were missed: load afresh once listening again.
        onListening: (on) => {
          if (on) this.cache.invalidate();
          this.notifiedWithCommit = on && this.ctx.database.pglite !== undefined;
        },
      },
      log,
    );
  }

  /** Reloads the catalog now (after prices or materials were changed in the database). */
  async reload(): Promise<CatalogSnapshot> {
    this.cache.invalidate();
    return this.cache.get();
  }

  async tiles(): Promise<TilesReply> {
    return (await this.catalog()).tiles;
  }

  async categories(itemNo: string): Promise<CategoryTile[] | undefined> {
    return (await this.catalog()).categoriesOf(itemNo);
  }

  async materialsJson(productType: ProductType, itemNo: string): Promise<string | undefined> {
    return (await this.catalog()).materialsJsonOf(productType, chosenItemNo(itemNo));
  }

  async imageSvg(key: string): Promise<string | undefined> {
    return (await this.catalog()).imageSvg(key);
  }

  /**
   * docs/product/portal.md: prices appear only with the brand's portalPricing and the user's showPrice.
   * The caller is the one who sees the prices.
   */
  async pricesHidden(caller: Caller): Promise<boolean> {
    if (!this.ctx.brand.switches.portalPricing) return true;
    return !caller.showPrice;
  }

  /** docs/product/security.md: each userId in the body must be the caller or, for an office manager, a colleague. */
  async assertUsers(caller: Caller, userIds: Iterable<number | undefined>): Promise<void> {
    const others = new Set<number>();
    for (const id of userIds) if (id !== undefined && id !== 0 && id !== caller.id) others.add(id);
    for (const id of others) await this.ctx.auth.assertCanActFor(caller, id);
  }

  async productOptionsJson(caller: Caller, productType: ProductType, rawItemNo: string | undefined): Promise<string> {
    const catalog = await this.catalog();
    const itemNo = chosenItemNo(rawItemNo);
    if (itemNo) {
      const material = catalog.material(itemNo);
      if (!material) throw invalid([{ field: "ItemNo", message: `There is no material ${itemNo}.` }]);
      if (material.productType !== productType) {
        throw invalid([
          { field: "ItemNo", message: `ItemNo ${itemNo} belongs to ${material.productType}, not ${productType}.` },
        ]);
      }
    }
    return catalog.productOptionsJson(productType, itemNo, await this.pricesHidden(caller));
  }

  /**
   * Store/GetPricing: prices every item with the pricing engine over the cached price book. Prices
   * come only from the book; nothing the client sends is taken as a price. Any item that cannot be
   * priced fails the call with Status invalid naming the item and field.
   */
  async pricing(caller: Caller, items: readonly PricingItem[]): Promise<PricedItem[]> {
    await this.assertUsers(
      caller,
      items.map((i) => i.userId),
    );
    const catalog = await this.catalog();
    const errors: FieldError[] = [];
    const inputs: PriceItemInput[] = [];
    items.forEach((item, index) => {
      const input = this.engineInput(catalog, item, index, errors);
      if (input) inputs.push(input);
    });
    if (errors.length > 0) throw invalid(errors);

    const project = priceProject(inputs, catalog.book);
    project.items.forEach((result, index) => {
      if (!result.ok) {
        errors.push({ field: `${index}.${result.field}`, message: `Item ${index + 1}: ${result.message}` });
      }
    });
    if (errors.length > 0) throw invalid(errors);

    const hidden = await this.pricesHidden(caller);
    return project.items.map((result) => {
      if (!result.ok) throw new ApiError("exception", "An item could not be priced.");
      const { detail } = result;
      // An undefined field is left out of the reply (the route's plainReply, as JSON.stringify would).
      return {
        Total: hidden ? 0 : result.Total,
        TotalText: hidden ? PRICE_NOT_AVAILABLE : formatCentsUsd(result.Total),
        SquareFeet: result.SquareFeet,
        PriceHidden: hidden,
        Sheets: detail.sheets,
        PiecesPerSheet: detail.piecesPerSheet,
        Panels: detail.panels,
      };
    });
  }

  /**
   * The engine's input for one item: Rolled media resolve to the roll of the chosen rollSize, and only
   * the options the material's form shows (their conditions hold) are priced.
   */
  private engineInput(
    catalog: CatalogSnapshot,
    item: PricingItem,
    index: number,
    errors: FieldError[],
  ): PriceItemInput | undefined {
    const material = catalog.material(item.ItemNo);
    let itemNo = item.ItemNo;
    if (material?.row.pricingKind === "roll") {
      const fail = (message: string) =>
        errors.push({ field: `${index}.rollSize`, message: `Item ${index + 1}: ${message}` });
      if (!item.rollSize) {
        fail("rollSize is required: choose a roll size.");
        return undefined;
      }
      const roll = material.rolls.get(item.rollSize);
      if (!roll) {
        fail(`Roll size ${item.rollSize} is not offered for ${material.row.name}.`);
        return undefined;
      }
      itemNo = roll;
    }
    return {
      ItemNo: itemNo,
      product_type: item.product_type,
      InchWidth: item.InchWidth,
      InchHeight: item.InchHeight,
      Quantity: item.Quantity,
      LaminateType: item.LaminateType,
      options: material ? this.visibleOptions(material, item) : {},
      Rotate: item.Rotate === "yes" || item.Rotate === "no" ? item.Rotate : undefined,
      MaterialSheetSize: item.MaterialSheetSize,
      Overlap: item.Overlap,
      rollSize: item.rollSize,
    };
  }

  private visibleOptions(material: MaterialEntry, item: PricingItem): Record<string, string> {
    const values = item as unknown as Record<string, string>;
    const chosen: Record<string, string> = {};
    for (const rule of material.pricedOptions) {
      if (!OPTION_KEYS.has(rule.key)) continue;
      if (optionVisible(rule.key, values, rule.conditions)) chosen[rule.key] = values[rule.key] ?? "";
    }
    return chosen;
  }
}

/** The shape of the catalog tables the cart's shop catalog is built from. */
export type { CatalogRows } from "./catalog.repo.js";
/** The step stakes list (cart's Step Stakes page): catalog owns the catalog tables. */
export { listStepStakes } from "./stepStakes.repo.js";
