import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { api, NetworkError } from "../lib/api.js";
import { clearSession } from "../lib/session.js";
import { useSession } from "./SessionProvider.js";

export const CART_COUNT_KEY = ["cartCount"] as const;
const SERVER_ERROR_RETRY_MS = 30_000;

/**
 * The cart badge and the signed-in check on every route change (docs/product/cart-and-checkout.md): a missing Status
 * signs out; unauthorized refreshes and retries, else signs out (inside api()); a network failure
 * sets the server-error flag, cleared by a retry after a pause.
 */
export function useCartCount(): number {
  const { user, setServerError } = useSession();
  const location = useLocation();
  const { data, error, refetch } = useQuery({
    queryKey: [...CART_COUNT_KEY, user?.Id, location.key],
    enabled: user !== null,
    retry: false,
    placeholderData: (prev) => prev,
    queryFn: async () => {
      const reply = await api<{ ItemCount: number }>("POST", "/Store/GetCartTotal", { userId: user!.Id });
      if (!reply || !("Status" in reply) || !reply.Status) {
        clearSession();
        window.location.assign("/");
        return 0;
      }
      setServerError(false);
      return reply.Status === "ok" ? (reply.Data?.ItemCount ?? 0) : 0;
    },
  });
  useEffect(() => {
    if (!(error instanceof NetworkError)) return;
    setServerError(true);
    const timer = window.setTimeout(() => void refetch(), SERVER_ERROR_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [error, refetch, setServerError]);
  return data ?? 0;
}
