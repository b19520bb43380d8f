import type { Address } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { fetchData } from "../../lib/api.js";

/** Query keys of this feature: the Shipping Addresses screen and checkout share the list. */
const addressKeys = {
  list: (userId: number) => ["addresses", userId] as const,
  one: (userId: number, shipKey: string) => ["address", userId, shipKey] as const,
};

/** The user's saved addresses (POST /Account/GetShippingAddresses). */
export const addressListQuery = (userId: number) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: () => fetchData<Address[]>("POST", "/Account/GetShippingAddresses", { userId }),
    enabled: userId > 0,
  });

/** One saved address to edit (POST /Account/GetEditAddress). */
export const addressQuery = (userId: number, shipKey: string) =>
  queryOptions({
    queryKey: addressKeys.one(userId, shipKey),
    queryFn: () => fetchData<Address>("POST", "/Account/GetEditAddress", { userId, shipkey: shipKey }),
  });
