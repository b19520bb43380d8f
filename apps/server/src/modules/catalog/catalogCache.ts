import type { CatalogSnapshot } from "./catalogSnapshot.js";

/** Catalog changes made in another process (or straight in the database) show after this long. */
const CATALOG_TTL_MS = 5 * 60_000;

export interface CatalogCacheOptions {
  ttlMs?: number;
  now?: () => number;
  /** Told when a background refresh fails (the old catalog stays in use). */
  onRefreshError?: (err: unknown) => void;
}

/**
 * The catalog, loaded once per process and shared by every request (materials, laminates and options
 * rarely change). invalidate() drops it so the next request loads it afresh; after the TTL the next
 * request still gets the loaded catalog while a fresh one loads in the background, so no request waits
 * on the database for it once the first load is done. A failed first load is not kept: the next
 * request tries again.
 */
export class CatalogCache {
  private current: { snapshot: Promise<CatalogSnapshot>; loadedAt: number } | undefined;
  private refreshing = false;
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly load: () => Promise<CatalogSnapshot>,
    private readonly options: CatalogCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? CATALOG_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  get(): Promise<CatalogSnapshot> {
    const current = this.current;
    if (!current) return this.start();
    if (!this.refreshing && this.now() - current.loadedAt >= this.ttlMs) this.refreshInBackground();
    return current.snapshot;
  }

  /** Forget the loaded catalog; the next get() loads it from the database. */
  invalidate(): void {
    this.current = undefined;
    this.generation++;
  }

  private start(): Promise<CatalogSnapshot> {
    const generation = this.generation;
    const snapshot = this.load();
    this.current = { snapshot, loadedAt: this.now() };
    snapshot.catch(() => {
      if (this.generation === generation && this.current?.snapshot === snapshot) this.current = undefined;
    });
    return snapshot;
  }

  private refreshInBackground(): void {
    this.refreshing = true;
    const generation = this.generation;
    this.load()
      .then((snapshot) => {
        if (this.generation === generation)
          this.current = { snapshot: Promise.resolve(snapshot), loadedAt: this.now() };
      })
      .catch((err) => this.options.onRefreshError?.(err))
      .finally(() => {
        this.refreshing = false;
      });
  }
}
