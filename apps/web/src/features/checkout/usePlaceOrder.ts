import type { CheckoutForm, Envelope, ShippingRate } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api.js";
import { refreshCart } from "../cart/index.js";
import { SECOND_CARD_FIELDS } from "./checkoutForm.js";

/** Places the order (POST /Store/Checkout, one idempotency key per visit) and opens its details. */
export function usePlaceOrder(userId: number, onPlaced: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState<string | null>(null);

  const place = useMutation({
    mutationFn: async ({ form, split, rate }: { form: CheckoutForm; split: boolean; rate?: ShippingRate }) => {
      const { userId: _ignored, ...fields } = form;
      // Without a split no second-card field travels (the server reads any of them as a split).
      const second = split
        ? {}
        : { ...Object.fromEntries(SECOND_CARD_FIELDS.map((f) => [f, ""])), FirstCardAmount: 0, SecondCardAmount: 0 };
      return api<number>("POST", "/Store/Checkout", {
        ...fields,
        ...second,
        userId,
        ShippingRates: rate ? [rate] : [],
        TaxAmount: rate?.TaxAmount ?? 0,
        IdempotencyKey: idempotencyKey,
      });
    },
    onSuccess: async (reply: Envelope<number>) => {
      if (reply.Status === "ok" && reply.Data !== undefined) {
        onPlaced();
        await refreshCart(queryClient);
        navigate(`/store/orderdetails/${reply.Data}/${userId}`);
      } else setMessage(reply.Message || "The order could not be placed.");
    },
    onError: (err) => setMessage(err.message),
  });

  return {
    pending: place.isPending,
    /** The server's refusal, or null. */
    message,
    clearMessage: () => setMessage(null),
    place: (form: CheckoutForm, split: boolean, rate: ShippingRate | undefined) => {
      setMessage(null);
      place.mutate({ form, split, rate });
    },
  };
}
