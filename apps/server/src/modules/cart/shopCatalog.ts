import type { AppContext } from "../../platform/context.js";
import type { CatalogRows } from "../catalog/catalog.service.js";
import type { CatalogSnapshot } from "../catalog/catalogSnapshot.js";

type ServiceRow = CatalogRows["services"][number];
type ChartRow = CatalogRows["pantoneCharts"][number];
type StepStakeRow = CatalogRows["stepStakes"][number];

/**
 * The catalog as the cart, services and checkout read it: the catalog module's snapshot (its price
 * book) plus the service, Pantone chart and step stake rows by key, built once per snapshot.
 */
export interface ShopCatalog {
  snapshot: CatalogSnapshot;
  services: ReadonlyMap<string, ServiceRow>;
  charts: ReadonlyMap<number, ChartRow>;
  chartList: readonly ChartRow[];
  serviceList: readonly ServiceRow[];
  stepStakes: ReadonlyMap<string, StepStakeRow>;
  loadedAt: number;
}

const shops = new WeakMap<CatalogSnapshot, ShopCatalog>();

function toShop(snapshot: CatalogSnapshot): ShopCatalog {
  const rows = snapshot.rows;
  return {
    snapshot,
    services: new Map(rows.services.map((s) => [s.itemNo, s])),
    charts: new Map(rows.pantoneCharts.map((c) => [c.id, c])),
    chartList: rows.pantoneCharts,
    serviceList: rows.services,
    stepStakes: new Map(rows.stepStakes.map((s) => [s.itemNo, s])),
    loadedAt: Date.now(),
  };
}

/**
 * The app's shop catalog (see ShopCatalog), from the catalog module's one cache. `current`: with the
 * availability the database has now (AddToCart, checkout; CatalogService.current).
 */
export async function shopCatalog(ctx: AppContext, options: { current?: boolean } = {}): Promise<ShopCatalog> {
  const catalog = ctx.catalog;
  const snapshot = await (options.current ? catalog.current() : catalog.catalog());
  let shop = shops.get(snapshot);
  if (!shop) {
    shop = toShop(snapshot);
    shops.set(snapshot, shop);
  }
  return shop;
}
