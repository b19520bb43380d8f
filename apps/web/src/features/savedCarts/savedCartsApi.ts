import type { SavedCart } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { api, fetchData } from "../../lib/api.js";

export const SAVED_CARTS_KEY = ["savedCarts"] as const;

export function useSavedCarts(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_CARTS_KEY,
    enabled,
    queryFn: () => fetchData<SavedCart[]>("POST", "/Store/GetSavedCarts", {}),
  });
}

/** A saved-cart call: the server's message on success, an Error with it otherwise. */
export async function savedCartCall<T = undefined>(path: string, body: object): Promise<{ data: T; message: string }> {
  const reply = await api<T>("POST", `/Store/${path}`, body);
  if (reply.Status !== "ok") throw new Error(reply.Message || "The saved cart could not be changed.");
  return { data: reply.Data as T, message: reply.Message ?? "" };
}
