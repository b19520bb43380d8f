import { useDebouncedValue } from "@mantine/hooks";
import type { CategoryData, PatternLibraryPageId, PatternOrderRow, PricedItem, ScrollTagsData } from "@portal/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { fetchData } from "../../lib/api.js";
import { pricingLines } from "./patternOrder.js";

const PRICING_DEBOUNCE_MS = 400;

export interface LibraryFilters {
  filters: string[];
  substrates: string[];
}

/** The request fields every PatternLibrary call carries. */
export interface LibraryScope extends LibraryFilters {
  userId: number;
  store_id: string;
  PageId: PatternLibraryPageId;
}

const body = (scope: LibraryScope) => ({
  userId: scope.userId,
  store_id: scope.store_id,
  PageId: scope.PageId,
  filters: scope.filters,
  substrates: scope.substrates,
});

export function useScrollTags(scope: LibraryScope, enabled: boolean) {
  return useQuery({
    queryKey: ["patterns", "scrollTags", scope],
    enabled,
    placeholderData: (prev) => prev,
    queryFn: async () =>
      JSON.parse(await fetchData<string>("POST", "/PatternLibrary/GetScrollTags", body(scope))) as ScrollTagsData,
  });
}

/** One category's patterns, a page at a time: count is how many are already shown. */
export function useCategory(scope: LibraryScope, fetchTag: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ["patterns", "category", fetchTag, scope],
    enabled,
    initialPageParam: 0,
    getNextPageParam: (last: CategoryData) => (last.HasMore ? last.NextCount : undefined),
    queryFn: async ({ pageParam }) =>
      JSON.parse(
        await fetchData<string>("POST", "/PatternLibrary/GetCategoryData", {
          ...body(scope),
          fetchTag,
          count: pageParam,
        }),
      ) as CategoryData,
  });
}

export interface PatternOrderPrice {
  /** Per roll row; undefined for a row that cannot be priced yet. */
  rows: (PricedItem | undefined)[];
  totalCents: number;
  /** The user's prices are hidden (Price: N/A). */
  hidden: boolean;
}

/**
 * The price of the order dialog's roll rows (Store/GetPricing, the engine that prices the cart line),
 * asked a moment after the last change; the previous price stays while the next one loads.
 */
export function usePatternOrderPrice(userId: number, rows: readonly PatternOrderRow[], enabled: boolean) {
  const body = useMemo(() => JSON.stringify({ ...pricingLines(userId, rows), count: rows.length }), [userId, rows]);
  const [settled] = useDebouncedValue(body, PRICING_DEBOUNCE_MS);
  return useQuery({
    queryKey: ["patterns", "orderPrice", userId, settled],
    enabled,
    placeholderData: (prev) => prev,
    queryFn: async (): Promise<PatternOrderPrice> => {
      const { indexes, lines, count } = JSON.parse(settled) as ReturnType<typeof pricingLines> & { count: number };
      const priced = lines.length > 0 ? await fetchData<PricedItem[]>("POST", "/Store/GetPricing", lines) : [];
      const perRow: (PricedItem | undefined)[] = Array.from({ length: count }, () => undefined);
      indexes.forEach((rowIndex, i) => {
        perRow[rowIndex] = priced[i];
      });
      return {
        rows: perRow,
        totalCents: priced.reduce((sum, p) => sum + p.Total, 0),
        hidden: priced.some((p) => p.PriceHidden),
      };
    },
  });
}
