import { useQuery } from "@tanstack/react-query";
import { apiPost } from "../lib/api.js";
import { useSession } from "./SessionProvider.js";

export const CART_COUNT_KEY = ["cartCount"] as const;

/** Item count for the cart badge, from Store/GetCartTotal. */
export function useCartCount(): number {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: [...CART_COUNT_KEY, user?.Id],
    enabled: user !== null,
    queryFn: async () => {
      const reply = await apiPost<{ ItemCount: number }>("/Store/GetCartTotal", { userId: user!.Id });
      return reply.Status === "ok" ? (reply.Data?.ItemCount ?? 0) : 0;
    },
  });
  return data ?? 0;
}
