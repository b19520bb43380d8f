import { ADDRESS_TYPE_REQUIRED, type CheckoutForm, SECOND_CARD_REQUIRED } from "@portal/contract";
import { useCallback, useMemo, useState } from "react";
import { z } from "zod";
import { type ErrorTarget, type FieldLabels, useFormErrors } from "../../lib/formErrors.js";
import { formProblems } from "./checkoutForm.js";

/**
 * The checkout's fields that can be missing, by their path in the form, in screen order (billing,
 * shipping address, shipping method, second card), with the labels the checkout shows: messages
 * use them, and the first field in error takes the focus.
 */
export const CHECKOUT_LABELS: FieldLabels = {
  "Billing.Name": "Name on card",
  "Billing.CardNo": "Card number",
  "Billing.CVV": "CVV",
  "Billing.MonthExpire": "Expiry month",
  "Billing.YearExpire": "Expiry year",
  "Billing.Address": "Billing address",
  "Billing.Address2": "Billing address 2",
  "Billing.City": "Billing city",
  "Billing.State": "Billing state",
  "Billing.Zip": "Billing zip",
  "Billing.Country": "Billing country",
  "Shipping.FirstName": "First name",
  "Shipping.LastName": "Last name",
  "Shipping.Address1": "Shipping address",
  "Shipping.City": "Shipping city",
  "Shipping.State": "Shipping state",
  "Shipping.Zip": "Shipping zip",
  "Shipping.Country": "Shipping country",
  "Shipping.PhoneNumber": "Phone number",
  "Shipping.Residential": "Address type",
  ShippingAccount: "Your shipping account number",
  SecondName: "Second card name",
  SecondCardNo: "Second card number",
  SecondCVV: "Second card CVV",
  SecondMonthExpire: "Second card expiry month",
  SecondYearExpire: "Second card expiry year",
  SecondAddress: "Second card address",
  SecondCity: "Second card city",
  SecondState: "Second card state",
  SecondZip: "Second card zip",
};

/** The id of a checkout field's input (its message is linked to it, and it takes the focus). */
const checkoutInputId = (path: string) => `checkout-${path.replace(".", "-")}`;

/** A field's input id and its message, to spread on the input: `{...field("Name")}`. */
export type FieldProps = (name: string) => { id: string; error: string | undefined };

// The contract keeps the spec's texts for API clients ('Billing: <Field> is required.', 'Shipping:
// <Field> ...', 'Second Card: <Field> ...', with the spec's field names); on screen each goes under
// its field in the label's words (docs/decisions/0027-form-errors.md).
const NAMED_PROBLEMS: { pattern: RegExp; path: (name: string) => string | undefined }[] = [
  { pattern: /^Billing: (\w+) (.+)$/, path: (name) => `Billing.${name}` },
  {
    pattern: /^Shipping: (\w+) (.+)$/,
    path: (name) => (name === "ShippingAccount" ? name : `Shipping.${name}`),
  },
  {
    pattern: /^Second Card: (\w+) (.+)$/,
    path: (name) => SECOND_CARD_REQUIRED.find(([, named]) => named === name)?.[0],
  },
];
/** The spec's own sentences about one field: said under it as they are. */
const FIELD_SENTENCES: Readonly<Record<string, string>> = { [ADDRESS_TYPE_REQUIRED]: "Shipping.Residential" };

/** The field a checkout problem is about and its message (the field's path first), or undefined. */
function fieldProblem(problem: string): { path: string; message: string } | undefined {
  const sentence = FIELD_SENTENCES[problem];
  if (sentence) return { path: sentence, message: problem };
  for (const { pattern, path } of NAMED_PROBLEMS) {
    const m = pattern.exec(problem);
    const field = m?.[1] && m[2] ? path(m[1]) : undefined;
    if (field && field in CHECKOUT_LABELS) return { path: field, message: `${field} ${m?.[2]}` };
  }
  return undefined;
}

/** True for a problem said under its field rather than in the checkout's problem list. */
export const isFieldProblem = (problem: string) => fieldProblem(problem) !== undefined;

/** The checkout's field problems as a schema, so useFormErrors checks them like any form. */
export function checkoutFieldSchema(orderTotalCents: number) {
  return z.custom<CheckoutForm>().superRefine((form, ctx) => {
    for (const problem of formProblems(form, orderTotalCents)) {
      const found = fieldProblem(problem);
      if (found) ctx.addIssue({ code: "custom", path: found.path.split("."), message: found.message });
    }
  });
}

/**
 * The checkout fields' messages through the shared form helper: after a Place Order that finds a
 * field missing (billing, shipping or the second card), each says so under it and the first takes
 * the focus; an edit clears that field's message.
 */
export function useCheckoutFieldErrors() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const target = useMemo<ErrorTarget>(
    () => ({
      clearErrors: () => setFields({}),
      setErrors: (errors) => setFields(errors),
      getInputNode: (path) => document.getElementById(checkoutInputId(path)),
    }),
    [],
  );
  const errors = useFormErrors(target, CHECKOUT_LABELS);
  const clearFields = useCallback(
    (prefix: string, names: readonly string[]) =>
      setFields((f) => {
        const gone = names.filter((name) => `${prefix}${name}` in f);
        if (gone.length === 0) return f;
        const rest = { ...f };
        for (const name of gone) delete rest[`${prefix}${name}`];
        return rest;
      }),
    [],
  );
  return {
    clear: errors.clear,
    /** Forgets the messages of these fields (edited or gone); `prefix`: 'Billing.', 'Shipping.' or ''. */
    clearFields,
    /** The input id and message of the fields under `prefix`, for a section to spread on its inputs. */
    field:
      (prefix: string): FieldProps =>
      (name) => ({ id: checkoutInputId(`${prefix}${name}`), error: fields[`${prefix}${name}`] }),
    /** Checks the fields of `form`; on a missing one shows the messages, focuses the first and answers false. */
    check: (form: CheckoutForm, orderTotalCents: number) => errors.check(checkoutFieldSchema(orderTotalCents), form),
  };
}
