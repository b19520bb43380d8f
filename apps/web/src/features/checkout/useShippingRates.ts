import {
  type Address,
  type CheckoutForm,
  SHIPPING_ADDRESS_NEEDED_FOR_RATES,
  type ShippingRate,
} from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { type Dispatch, type SetStateAction, useEffect } from "react";
import { api } from "../../lib/api.js";
import { addressProblems, ratesAddress } from "./checkoutForm.js";

/**
 * Shipping rates once billing and shipping are valid (read from the debounced form). A method no
 * longer offered for the address is dropped from the form.
 */
export function useShippingRates(
  userId: number,
  addresses: Address[],
  debounced: CheckoutForm,
  form: CheckoutForm,
  setForm: Dispatch<SetStateAction<CheckoutForm>>,
) {
  const ready = addressProblems(debounced).length === 0;
  const address = ratesAddress(debounced, addresses);
  const rates = useQuery({
    queryKey: ["shippingRates", userId, address],
    enabled: ready,
    queryFn: () => api<ShippingRate[]>("POST", "/Store/GetShippingRates", { userId, ...address }),
  });
  const rateList = ready && rates.data?.Status === "ok" ? (rates.data.Data ?? []) : [];
  const message = !ready
    ? SHIPPING_ADDRESS_NEEDED_FOR_RATES
    : rates.data && rates.data.Status !== "ok"
      ? rates.data.Message || SHIPPING_ADDRESS_NEEDED_FOR_RATES
      : null;

  useEffect(() => {
    if (!form.ShippingMethod || rates.isFetching) return;
    if (!rateList.some((r) => r.Method === form.ShippingMethod)) {
      setForm((f) => ({ ...f, ShippingMethod: "", FirstCardAmount: 0, SecondCardAmount: 0, ConfirmConform: false }));
    }
  }, [form.ShippingMethod, rateList, rates.isFetching, setForm]);

  return {
    list: rateList,
    /** Why there are no rates to choose from, or null. */
    message,
    fetching: rates.isFetching,
    chosen: rateList.find((r) => r.Method === form.ShippingMethod),
  };
}

export type ShippingRates = ReturnType<typeof useShippingRates>;
