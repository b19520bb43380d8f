import type { CheckoutForm } from "@portal/contract";
import { useMemo, useState } from "react";
import { z } from "zod";
import { type ErrorTarget, type FieldLabels, useFormErrors } from "../../lib/formErrors.js";
import { formProblems } from "./checkoutForm.js";

/** The new card's fields in screen order, with the labels the checkout shows (messages use them). */
export const BILLING_LABELS: FieldLabels = {
  Name: "Name on card",
  CardNo: "Card number",
  CVV: "CVV",
  MonthExpire: "Expiry month",
  YearExpire: "Expiry year",
  Address: "Billing address",
  Address2: "Billing address 2",
  City: "Billing city",
  State: "Billing state",
  Zip: "Billing zip",
  Country: "Billing country",
};

/** The id of a billing field's input (its message is linked to it, and it takes the focus). */
export const billingInputId = (field: string) => `checkout-billing-${field}`;

// The contract keeps the spec's 'Billing: <Field> is required.' for API clients; on screen the
// message goes under its field in the label's words (docs/decisions/0027-form-errors.md).
const BILLING_PROBLEM = /^Billing: (\w+) (.+)$/;

/** True for a problem said under a billing field rather than in the checkout's problem list. */
export const isBillingFieldProblem = (problem: string) => BILLING_PROBLEM.test(problem);

/** The checkout's billing-field problems as a schema, so useFormErrors checks them like any form. */
export function billingSchema(orderTotalCents: number) {
  return z.custom<CheckoutForm>().superRefine((form, ctx) => {
    for (const problem of formProblems(form, orderTotalCents)) {
      const m = BILLING_PROBLEM.exec(problem);
      if (m?.[1] && m[2]) ctx.addIssue({ code: "custom", path: [m[1]], message: `${m[1]} ${m[2]}` });
    }
  });
}

/**
 * The billing fields' messages through the shared form helper: after a Place Order that finds a
 * billing field missing, each field in error says so under it and the first takes the focus; an
 * edit clears that field's message.
 */
export function useBillingErrors() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const target = useMemo<ErrorTarget>(
    () => ({
      clearErrors: () => setFields({}),
      setErrors: (errors) => setFields(errors),
      getInputNode: (field) => document.getElementById(billingInputId(field)),
    }),
    [],
  );
  const errors = useFormErrors(target, BILLING_LABELS);
  return {
    /** Messages under the billing fields, by field. */
    fields,
    clear: errors.clear,
    /** Forgets one field's message (it was edited). */
    clearField: (field: string) =>
      setFields((f) => {
        if (!(field in f)) return f;
        const { [field]: _gone, ...rest } = f;
        return rest;
      }),
    /** Checks the billing fields of `form`; on a missing one shows the messages, focuses it and answers false. */
    check: (form: CheckoutForm, orderTotalCents: number) => errors.check(billingSchema(orderTotalCents), form),
  };
}
