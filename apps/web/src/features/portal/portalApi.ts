import { useDebouncedValue } from "@mantine/hooks";
import {
  type CatalogMaterial,
  type Envelope,
  fieldText,
  ITEM_OPTION_KEYS,
  type LibraryItem,
  type PortalItem,
  type PricedItem,
  type ProductOptions,
  type ProjectImage,
  unchosen,
} from "@portal/contract";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api, fetchData } from "../../lib/api.js";
import { toTilesReply } from "../tileMenu/index.js";
import { priceable, type ReportEntry, reportFromSummary } from "./portalProject.js";

/** docs/product/portal.md debounces used by the portal. */
const PRICING_DEBOUNCE_MS = 500;
export const SIZE_DEBOUNCE_MS = 150;
export const LOCK_DEBOUNCE_MS = 50;
const CONFIGURATION_DEBOUNCE_MS = 100;
/** How often an image's artwork check is asked again while it is not finished. */
const REPORT_POLL_MS = 2000;

const portalKeys = {
  materials: (productType: string) => ["portal", "materials", productType] as const,
  options: (userId: number, productType: string, itemNo: string) =>
    ["portal", "options", userId, productType, itemNo] as const,
  pricing: (userId: number, body: string) => ["portal", "pricing", userId, body] as const,
  cartItem: (userId: number, cartId: number) => ["portal", "cartItem", userId, cartId] as const,
  report: (userId: number, fullUrl: string) => ["portal", "report", userId, fullUrl] as const,
};

/** The materials of the product type (TileMenu/GetAllMaterials, JSON text). */
function useMaterials(userId: number, productType: string) {
  return useQuery({
    queryKey: portalKeys.materials(productType),
    enabled: productType !== "",
    staleTime: 5 * 60_000,
    queryFn: async () =>
      JSON.parse(
        await fetchData<string>("POST", "/TileMenu/GetAllMaterials", { userId, product_type: productType, ItemNo: "" }),
      ) as CatalogMaterial[],
  });
}

/**
 * Portal/GetProductOptions for the product type ('' ItemNo) and each chosen material, asked once the
 * choices have been still for the configuration debounce (100 ms).
 */
function useProductOptions(userId: number, productType: string, franchise: string, itemNos: string[]) {
  const wanted = useMemo(() => ["", ...new Set(itemNos.filter(Boolean))].sort().join("\n"), [itemNos]);
  const [settled] = useDebouncedValue(wanted, CONFIGURATION_DEBOUNCE_MS);
  const list = productType ? settled.split("\n") : [];
  return useQueries({
    queries: list.map((itemNo) => ({
      queryKey: portalKeys.options(userId, productType, itemNo),
      staleTime: 5 * 60_000,
      queryFn: async () => {
        const text = await fetchData<string>("POST", "/Portal/GetProductOptions", {
          userId,
          product_type: productType,
          ItemNo: itemNo,
          PageId: "portal",
          franchise,
        });
        return { itemNo, options: JSON.parse(text) as ProductOptions };
      },
    })),
  });
}

/**
 * The materials of the product type and the options of every material in the project, keyed by ItemNo
 * ('' for the product type's own). Loading until every image's material has its options.
 */
export function useProjectOptions(
  userId: number,
  productType: string,
  franchise: string,
  items: readonly PortalItem[],
) {
  const materials = useMaterials(userId, productType);
  const itemNos = useMemo(() => items.map((i) => (unchosen(i.ItemNo) ? "" : fieldText(i, "ItemNo"))), [items]);
  const optionQueries = useProductOptions(userId, productType, franchise, itemNos);
  const optionsByItemNo = useMemo(() => {
    const map: Record<string, ProductOptions> = {};
    for (const q of optionQueries) if (q.data) map[q.data.itemNo] = q.data.options;
    return map;
  }, [optionQueries]);
  return {
    materials,
    optionsByItemNo,
    // The request waits for the 100 ms configuration debounce, so a material without a query yet is loading too.
    optionsLoading: optionQueries.some((q) => q.isPending) || itemNos.some((n) => !optionsByItemNo[n]),
    optionsError: optionQueries.find((q) => q.isError)?.error?.message ?? null,
  };
}

/** The fields Store/GetPricing reads of an item. */
const PRICING_FIELDS = [
  "ItemNo",
  "product_type",
  "InchWidth",
  "InchHeight",
  "Quantity",
  "LaminateType",
  ...ITEM_OPTION_KEYS,
  "Rotate",
  "MaterialSheetSize",
  "Overlap",
  "rollSize",
];

export interface ProjectPrice {
  /** Per item, in project order; undefined for an item that cannot be priced yet. */
  items: (PricedItem | undefined)[];
  totalCents: number;
  squareFeet: number;
  hidden: boolean;
}

/**
 * Store/GetPricing over the priceable items, 500 ms after the last change (docs/product/portal.md). The
 * previous price stays on screen while the next one loads; `current` tells when it is the project's.
 */
export function useProjectPrice(userId: number, productType: string, items: readonly PortalItem[]) {
  const body = useMemo(() => {
    const indexes: number[] = [];
    const lines: Record<string, unknown>[] = [];
    items.forEach((item, index) => {
      if (!priceable(item, productType)) return;
      indexes.push(index);
      const line: Record<string, unknown> = { userId, product_type: productType };
      for (const f of PRICING_FIELDS) if (f !== "product_type" && item[f] !== undefined) line[f] = item[f];
      lines.push(line);
    });
    return JSON.stringify({ indexes, lines, count: items.length });
  }, [items, productType, userId]);
  const [settled] = useDebouncedValue(body, PRICING_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: portalKeys.pricing(userId, settled),
    enabled: productType !== "",
    placeholderData: (prev) => prev,
    queryFn: async (): Promise<ProjectPrice> => {
      const { indexes, lines, count } = JSON.parse(settled) as {
        indexes: number[];
        lines: unknown[];
        count: number;
      };
      const priced = lines.length > 0 ? await fetchData<PricedItem[]>("POST", "/Store/GetPricing", lines) : [];
      const perItem: (PricedItem | undefined)[] = Array.from({ length: count }, () => undefined);
      indexes.forEach((itemIndex, i) => {
        perItem[itemIndex] = priced[i];
      });
      return {
        items: perItem,
        totalCents: priced.reduce((sum, p) => sum + p.Total, 0),
        squareFeet: Math.round(priced.reduce((sum, p) => sum + p.SquareFeet, 0) * 100) / 100,
        hidden: priced.some((p) => p.PriceHidden),
      };
    },
  });
  // The total on screen is the project's own once the debounce has passed and the reply is in.
  return { query, current: body === settled && !query.isFetching };
}

/**
 * The reports of images whose check is not known yet (a file still being checked, or a cart item
 * opened for editing): GetLibraryItemDetails, asked again every 2 s until done. A file that is gone
 * is 'missing'.
 */
export function usePendingReports(userId: number, fullUrls: string[], onReport: (url: string, r: ReportEntry) => void) {
  return useQueries({
    queries: fullUrls.map((fullUrl) => ({
      queryKey: portalKeys.report(userId, fullUrl),
      refetchInterval: REPORT_POLL_MS,
      queryFn: async () => {
        const reply = await api<LibraryItem>("POST", "/Library/GetLibraryItemDetails", { item: fullUrl, userId });
        const entry: ReportEntry =
          reply.Status === "ok" && reply.Data
            ? reportFromSummary(reply.Data.Preflight)
            : reply.Status === "exception"
              ? "pending"
              : "missing";
        if (entry !== "pending") onReport(fullUrl, entry);
        return entry;
      },
    })),
  });
}

/**
 * The tile menu's 'Know What You Need?' entries (TileMenu/GetTiles), to find the product type of a
 * material on the address when no wizard selection names it. Same query as the tile menu's, so a
 * visit from the Material Guide asks nothing again.
 */
export function useTileMaterials(userId: number, franchise: string, enabled: boolean) {
  return useQuery({
    queryKey: ["tileMenu", userId, franchise],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () => toTilesReply(await fetchData<unknown>("POST", "/TileMenu/GetTiles", { userId, franchise })),
    select: (tiles) => tiles[2],
  });
}

/** Portal/GetCartItem: the cart item's set, for editing. */
export function useCartItem(userId: number, cartId: number) {
  return useQuery({
    queryKey: portalKeys.cartItem(userId, cartId),
    enabled: cartId > 0 && userId > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: () => api<ProjectImage[]>("POST", "/Portal/GetCartItem", { userId, cartId }),
  });
}

export function addToCart(
  lines: readonly Record<string, unknown>[],
  idempotencyKey: string,
): Promise<Envelope<unknown>> {
  return api<unknown>("POST", "/Store/AddToCart", lines, { "Idempotency-Key": idempotencyKey });
}
