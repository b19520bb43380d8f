import type { AccountListItem, EditAccount, UserAccount } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
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

/** Every message of a contract schema over form values, in field order, once each, and the fields at fault. */
export function formMessages(schema: z.ZodTypeAny, values: unknown): { messages: string[]; fields: Set<string> } {
  const result = schema.safeParse(values);
  if (result.success) return { messages: [], fields: new Set() };
  const messages: string[] = [];
  const fields = new Set<string>();
  for (const issue of result.error.issues) {
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fields.add(issue.path.join("."));
  }
  return { messages, fields };
}

/** Fields named by a server `invalid` reply. */
export function serverFields(data: unknown): Set<string> {
  const errors = (data as { errors?: { field: string }[] } | undefined)?.errors ?? [];
  return new Set(errors.map((e) => e.field));
}
