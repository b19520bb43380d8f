import { type Address, type CheckoutForm, type PaymentOption, TERMS_CCKEY } from "@portal/contract";
import { useEffect, useState } from "react";
import { carriedJobName, dropCarriedJobName } from "../../lib/reorderJobName.js";
import { STORAGE_PREFIX } from "../../lib/session.js";
import {
  billingFromOption,
  checkoutDraft,
  emptyCheckoutForm,
  NEW_KEY,
  restoreCheckoutDraft,
  SECOND_CARD_FIELDS,
  secondCardStarted,
  shippingFromAddress,
} from "./checkoutForm.js";

/** The checkout form's state, kept as a draft across a reload, and the changes the screen makes to it. */
export function useCheckoutForm(userId: number, payments: PaymentOption[], addresses: Address[], terms: boolean) {
  const draftKey = `${STORAGE_PREFIX}checkout.${userId}`;
  const [form, setForm] = useState<CheckoutForm>(() => {
    const empty = emptyCheckoutForm();
    const paid = terms ? { ...empty, Billing: { ...empty.Billing, CCkey: TERMS_CCKEY } } : empty;
    // A reload keeps what was typed (card numbers and codes aside); a first visit ships to the first saved address.
    const kept = restoreCheckoutDraft(sessionStorage.getItem(draftKey), paid);
    // A reorder's job name comes along (its PO number does not).
    const jobName = carriedJobName(userId);
    const withJob = (f: CheckoutForm) => (jobName === undefined ? f : { ...f, JobName: jobName });
    if (kept) return withJob(kept);
    const first = addresses[0];
    return withJob(first ? shippingFromAddress(paid, first, first.ShipKey) : paid);
  });
  useEffect(() => {
    sessionStorage.setItem(draftKey, checkoutDraft(form));
    dropCarriedJobName(userId);
  }, [draftKey, form, userId]);
  // A reload with a second card's name or address kept shows the split with them.
  const [split, setSplit] = useState(() => secondCardStarted(form));

  const set = (patch: Partial<CheckoutForm>) => setForm((f) => ({ ...f, ...patch }));
  const setBilling = (patch: Partial<CheckoutForm["Billing"]>) =>
    setForm((f) => ({ ...f, Billing: { ...f.Billing, ...patch } }));
  const setShipping = (patch: Partial<CheckoutForm["Shipping"]>) =>
    setForm((f) => ({ ...f, Shipping: { ...f.Shipping, ...patch } }));

  const choosePayment = (key: string) => {
    if (key === TERMS_CCKEY) setSplit(false);
    setForm((f) =>
      billingFromOption(
        f,
        key === NEW_KEY || key === TERMS_CCKEY ? undefined : payments.find((p) => p.CCkey === key),
        key,
      ),
    );
  };

  const chooseAddress = (key: string) =>
    setForm((f) =>
      shippingFromAddress(
        f,
        addresses.find((a) => a.ShipKey === key),
        key,
      ),
    );

  const toggleSplit = (on: boolean) => {
    setSplit(on);
    if (!on) {
      set({
        ...Object.fromEntries(SECOND_CARD_FIELDS.map((f) => [f, f === "SecondState" ? "Select" : ""])),
        FirstCardAmount: 0,
        SecondCardAmount: 0,
      });
    }
  };

  return {
    form,
    setForm,
    set,
    setBilling,
    setShipping,
    choosePayment,
    chooseAddress,
    split,
    toggleSplit,
    /** Forgets the kept draft (the order is placed). */
    dropDraft: () => sessionStorage.removeItem(draftKey),
  };
}
