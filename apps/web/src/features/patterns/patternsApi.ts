import type { CategoryData, PatternLibraryPageId, ScrollTagsData } from "@portal/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { fetchData } from "../../lib/api.js";

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
