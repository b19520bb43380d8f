import type { KeyValue } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { fetchData } from "./api.js";

export type AccountListName = "GetStateList" | "GetCountryList" | "GetMonthList" | "GetYearList";

/** One of the Account lists (GET /Account/{name}), fetched when a form opens and kept for the session. */
export function useAccountList(name: AccountListName) {
  return useQuery({
    queryKey: ["Account", name],
    queryFn: () => fetchData<KeyValue[]>("GET", `/Account/${name}`),
    staleTime: 60 * 60 * 1000,
  });
}

/** Select options from a key/value list; the current value stays selectable while the list loads. */
export function selectOptions(list: KeyValue[] | undefined, current?: string, firstOption?: string) {
  const options = (list ?? []).map((k) => ({ value: k.key, label: k.value }));
  if (firstOption) options.unshift({ value: firstOption, label: firstOption });
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return options;
}
