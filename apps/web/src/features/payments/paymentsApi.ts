import type { PaymentOption } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { fetchData } from "../../lib/api.js";

/** Query keys of this feature: the Payment Methods screen and checkout share the list. */
const paymentKeys = {
  list: (userId: number) => ["paymentOptions", userId] as const,
  one: (userId: number, ccKey: string) => ["payment", userId, ccKey] as const,
};

/** The user's payment options: saved cards (masked) and a terms account (POST /Account/GetPaymentOptions). */
export const paymentOptionsQuery = (userId: number) =>
  queryOptions({
    queryKey: paymentKeys.list(userId),
    queryFn: () => fetchData<PaymentOption[]>("POST", "/Account/GetPaymentOptions", { userId }),
    enabled: userId > 0,
  });

/** One saved card to edit, its number masked (POST /Account/GetEditPayment). */
export const paymentQuery = (userId: number, ccKey: string) =>
  queryOptions({
    queryKey: paymentKeys.one(userId, ccKey),
    queryFn: () => fetchData<PaymentOption>("POST", "/Account/GetEditPayment", { userId, cckey: ccKey }),
  });
