import type { Db } from "@portal/db";
import type { AppContext } from "../../platform/context.js";
import { type CatalogRows, loadCatalogRows } from "../catalog/catalog.repo.js";
import { CATALOG_TTL_MS } from "../catalog/catalogCache.js";
import { CatalogSnapshot } from "../catalog/catalogSnapshot.js";

type ServiceRow = CatalogRows["services"][number];
type ChartRow = CatalogRows["pantoneCharts"][number];
type StepStakeRow = CatalogRows["stepStakes"][number];

/**
 * The catalog as the cart, services and checkout read it: the catalog module's snapshot (its price
 * book, loaded by the catalog module's own loader) plus the service, Pantone chart and step stake
 * rows by key. Loaded once per app and refreshed in the background after the catalog's TTL, so no
 * request waits on the database for it once the first load is done.
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

export async function loadShopCatalog(db: Db): Promise<ShopCatalog> {
  const rows = await loadCatalogRows(db);
  return {
    snapshot: new CatalogSnapshot(rows),
    services: new Map(rows.services.map((s) => [s.itemNo, s])),
    charts: new Map(rows.pantoneCharts.map((c) => [c.id, c])),
    chartList: rows.pantoneCharts,
    serviceList: rows.services,
    stepStakes: new Map(rows.stepStakes.map((s) => [s.itemNo, s])),
    loadedAt: Date.now(),
  };
}

interface Entry {
  current: Promise<ShopCatalog>;
  refreshing: boolean;
}

const catalogs = new WeakMap<AppContext, Entry>();

/** The app's shop catalog (see ShopCatalog). A failed first load is not kept: the next call tries again. */
export function shopCatalog(ctx: AppContext): Promise<ShopCatalog> {
  let entry = catalogs.get(ctx);
  if (!entry) {
    const loading = loadShopCatalog(ctx.database.db);
    const made: Entry = { current: loading, refreshing: false };
    entry = made;
    catalogs.set(ctx, made);
    loading.catch(() => {
      if (catalogs.get(ctx) === made) catalogs.delete(ctx);
    });
    return loading;
  }
  const e = entry;
  void e.current.then(
    (catalog) => {
      if (e.refreshing || Date.now() - catalog.loadedAt < CATALOG_TTL_MS) return;
      e.refreshing = true;
      loadShopCatalog(ctx.database.db)
        .then((fresh) => {
          e.current = Promise.resolve(fresh);
        })
        .catch(() => undefined)
        .finally(() => {
          e.refreshing = false;
        });
    },
    () => undefined,
  );
  return e.current;
}

/** Forget the loaded catalog of an app (after catalog changes in tests or by staff). */
export function reloadShopCatalog(ctx: AppContext): void {
  catalogs.delete(ctx);
}
