import type { AccountListItem, EditAccount, UserAccount } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { fetchData } from "../../lib/api.js";

/** Query keys of this feature; every save invalidates ["account"]. */
export const accountKeys = {
  all: ["account"] as const,
  summary: (userId: number) => ["account", "summary", userId] as const,
  edit: (userId: number) => ["account", "edit", userId] as const,
  list: (userId: number) => ["account", "list", userId] as const,
};

export function useUserAccount(userId: number) {
  return useQuery({
    queryKey: accountKeys.summary(userId),
    queryFn: () => fetchData<UserAccount>("POST", "/Account/GetUserAccount", { userId }),
  });
}

export function useEditAccount(userId: number | undefined, level: number) {
  return useQuery({
    queryKey: accountKeys.edit(userId ?? 0),
    queryFn: () => fetchData<EditAccount>("POST", "/Account/GetEditAccount", { userId, Level: level }),
    enabled: userId !== undefined,
  });
}

export function useAccounts(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.list(userId),
    queryFn: () => fetchData<AccountListItem[]>("POST", "/Account/GetAccounts", { userId }),
    enabled,
  });
}
