import type { Cart } from "@portal/contract";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { CART_COUNT_KEY } from "../../app/useCartCount.js";
import { api } from "../../lib/api.js";

const CART_KEY = ["cart"] as const;

/** GetCart's whole reply: ok with the cart, nodata with the server's message, or an error status. */
export function useCart(userId: number) {
  return useQuery({
    queryKey: [...CART_KEY, userId],
    enabled: userId > 0,
    queryFn: () => api<Cart>("POST", "/Store/GetCart", { userId }),
  });
}

/** After any cart change: the cart screen and the menu bar badge load again. */
export function refreshCart(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CART_KEY }),
    queryClient.invalidateQueries({ queryKey: CART_COUNT_KEY }),
  ]);
}
