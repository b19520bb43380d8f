import {
  type Address,
  type CheckoutForm,
  type CheckoutValidationContext,
  checkoutProblems,
  DEFAULT_COUNTRY,
  dollarsToCents,
  effectiveShipping,
  emptyCard,
  isNewCardKey,
  isSplitPayment,
  isTermsKey,
  isTermsOption,
  type PaymentOption,
  SPLIT_AMOUNTS_MISMATCH,
  STATE_NOT_CHOSEN,
  splitAmountsMatch,
  TERMS_CCKEY,
  TERMS_NAME,
} from "@portal/contract";

export const NEW_KEY = "0";

/**
 * The Payment method choices: the terms account first, then the saved cards and "Add". A terms-only
 * brand (docs/product/brands-and-access.md) offers the terms account alone: no card, no new card.
 */
export function paymentMethodChoices(
  payments: PaymentOption[],
  termsOnly: boolean,
): { value: string; label: string }[] {
  const terms = payments.find(isTermsOption);
  const termsChoice = terms ? [{ value: TERMS_CCKEY, label: terms.Name || TERMS_NAME }] : [];
  if (termsOnly) return termsChoice;
  return [
    ...termsChoice,
    ...payments
      .filter((p) => !isTermsOption(p))
      .map((p) => ({ value: p.CCkey, label: `${p.Type} ${p.CardNo} (${p.Name})` })),
    { value: NEW_KEY, label: "Add" },
  ];
}

export const SECOND_CARD_FIELDS = [
  "SecondName",
  "SecondCardNo",
  "SecondCVV",
  "SecondMonthExpire",
  "SecondYearExpire",
  "SecondAddress",
  "SecondCity",
  "SecondState",
  "SecondZip",
] as const;

/** The checkout form as the page starts it: a new card, a new address, US, nothing chosen. */
export function emptyCheckoutForm(): CheckoutForm {
  return {
    Billing: { CCkey: NEW_KEY, ...emptyCard(), SaveCard: false },
    Shipping: {
      ShipKey: NEW_KEY,
      ShipToBilling: false,
      FirstName: "",
      LastName: "",
      CompanyName: "",
      Address1: "",
      Address2: "",
      City: "",
      State: STATE_NOT_CHOSEN,
      Zip: "",
      Country: DEFAULT_COUNTRY,
      County: "",
      PhoneNumber: "",
      Residential: null,
      Email: "",
    },
    ShippingMethod: "",
    CompanyShipping: false,
    ShippingAccount: "",
    OrderNotes: "",
    PONumber: "",
    JobName: "",
    BlindShipping: false,
    cantdofreight: false,
    PreserveFilenames: false,
    AlwaysShowFilenames: false,
    ConfirmConform: false,
    SecondName: "",
    SecondCardNo: "",
    SecondCVV: "",
    SecondMonthExpire: "",
    SecondYearExpire: "",
    SecondAddress: "",
    SecondCity: "",
    SecondState: STATE_NOT_CHOSEN,
    SecondZip: "",
    FirstCardAmount: 0,
    SecondCardAmount: 0,
    IdempotencyKey: "",
  };
}

export function validationContext(form: CheckoutForm): CheckoutValidationContext {
  const terms = isTermsKey(form.Billing.CCkey);
  return {
    terms,
    savedCard: !terms && !isNewCardKey(form.Billing.CCkey),
    savedAddress: !isNewCardKey(form.Shipping.ShipKey),
  };
}

/** The second card's state counts only once something else of it is given. */
function splitView(form: CheckoutForm): CheckoutForm {
  const others = SECOND_CARD_FIELDS.filter((f) => f !== "SecondState").some((f) => form[f].trim() !== "");
  if (others || form.SecondCardAmount > 0) return form;
  return { ...form, SecondState: "" };
}

/** Something of a second card is given (a kept draft keeps its name and address): the split is on. */
export const secondCardStarted = (form: CheckoutForm) => isSplitPayment(splitView(form));

/** Everything the screen reports: checkoutProblems plus the split amounts against the order total. */
export function formProblems(form: CheckoutForm, orderTotalCents: number): string[] {
  const view = splitView(form);
  const problems = checkoutProblems(view, validationContext(view));
  if (
    isSplitPayment(view) &&
    !validationContext(view).terms &&
    !splitAmountsMatch(view.FirstCardAmount, view.SecondCardAmount, orderTotalCents)
  ) {
    problems.push(SPLIT_AMOUNTS_MISMATCH);
  }
  return problems;
}

/** Billing and shipping problems only: rates are fetched once there are none. */
export function addressProblems(form: CheckoutForm): string[] {
  const view: CheckoutForm = {
    ...form,
    ShippingMethod: "FEDEX_GROUND",
    ConfirmConform: true,
    FirstCardAmount: 0,
    SecondCardAmount: 0,
    ...Object.fromEntries(SECOND_CARD_FIELDS.map((f) => [f, ""])),
  };
  return checkoutProblems(view, validationContext(view));
}

/** What GetShippingRates needs: from the saved address or the shipping fields. */
export function ratesAddress(form: CheckoutForm, addresses: Address[]) {
  const saved = validationContext(form).savedAddress
    ? addresses.find((a) => a.ShipKey === form.Shipping.ShipKey)
    : undefined;
  const s = saved ?? effectiveShipping(form);
  return { City: s.City, State: s.State, Zip: s.Zip, Country: s.Country, County: s.County, Residential: s.Residential };
}

/** A saved card's fields into the billing set (locked on screen). */
export function billingFromOption(form: CheckoutForm, o: PaymentOption | undefined, key: string): CheckoutForm {
  if (!o) {
    const empty = emptyCheckoutForm().Billing;
    return { ...form, Billing: { ...empty, CCkey: key } };
  }
  return {
    ...form,
    Billing: {
      CCkey: o.CCkey,
      Name: o.Name,
      CardNo: o.CardNo,
      CVV: "",
      MonthExpire: o.MonthExpire,
      YearExpire: o.YearExpire,
      Address: o.Address,
      Address2: o.Address2,
      City: o.City,
      State: o.State,
      Zip: o.Zip,
      Country: o.Country,
      SaveCard: false,
    },
  };
}

/** A saved address's fields into the shipping set (locked on screen). */
export function shippingFromAddress(form: CheckoutForm, a: Address | undefined, key: string): CheckoutForm {
  if (!a) return { ...form, Shipping: { ...emptyCheckoutForm().Shipping, ShipKey: key } };
  return {
    ...form,
    Shipping: {
      ShipKey: a.ShipKey,
      ShipToBilling: false,
      FirstName: a.FirstName,
      LastName: a.LastName,
      CompanyName: a.CompanyName,
      Address1: a.Address1,
      Address2: a.Address2,
      City: a.City,
      State: a.State,
      Zip: a.Zip,
      Country: a.Country,
      County: a.County,
      PhoneNumber: a.PhoneNumber,
      Residential: a.Residential,
      Email: a.Email,
    },
  };
}

/** Split amounts: the edited one capped at the total, the other the rest. */
export function splitAmounts(edited: number, totalCents: number): [number, number] {
  const cents = Math.min(Math.max(dollarsToCents(edited), 0), totalCents);
  return [cents / 100, (totalCents - cents) / 100];
}

/** Card numbers and security codes never leave the form: a kept draft holds everything else. */
const CARD_SECRETS = { Billing: ["CardNo", "CVV"], top: ["SecondCardNo", "SecondCVV"] } as const;

/** The form as kept across a reload (sessionStorage): without card numbers, security codes or the submit key. */
export function checkoutDraft(form: CheckoutForm): string {
  const Billing = { ...form.Billing };
  for (const k of CARD_SECRETS.Billing) Billing[k] = "";
  const kept: CheckoutForm = { ...form, Billing, IdempotencyKey: "" };
  for (const k of CARD_SECRETS.top) kept[k] = "";
  return JSON.stringify(kept);
}

/**
 * A kept draft back onto a fresh form: only the fields the form has, of the same type, so an old or
 * damaged draft cannot put anything else in; undefined when there is none to restore.
 */
export function restoreCheckoutDraft(raw: string | null, start: CheckoutForm): CheckoutForm | undefined {
  if (!raw) return undefined;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!saved || typeof saved !== "object") return undefined;
  const pick = <T extends object>(base: T, from: unknown): T => {
    if (!from || typeof from !== "object") return base;
    const out = { ...base } as Record<string, unknown>;
    for (const [k, v] of Object.entries(base)) {
      const got = (from as Record<string, unknown>)[k];
      if (got === undefined) continue;
      if (v !== null && typeof v === "object") continue;
      if (v === null ? got === null || typeof got === "boolean" : typeof got === typeof v) out[k] = got;
    }
    return out as T;
  };
  const s = saved as Record<string, unknown>;
  return {
    ...pick(start, s),
    Billing: pick(start.Billing, s.Billing),
    Shipping: pick(start.Shipping, s.Shipping),
    IdempotencyKey: start.IdempotencyKey,
  };
}
