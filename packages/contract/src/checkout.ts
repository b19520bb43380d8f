import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { STATE_NOT_CHOSEN } from "./lists.js";
import { TERMS_CCKEY } from "./payments.js";
import { text as checkedText } from "./validators.js";

/**
 * Shipping rates and checkout (docs/product/cart-and-checkout.md). Amounts named ...Amount
 * are US dollars as numbers (the spec's fields); ...Cents are the same in integer cents.
 */

// ---------------------------------------------------------------- order statuses

// ---------------------------------------------------------------- shipping methods and rates

export const SHIPPING_METHODS = [
  "FEDEX_GROUND",
  "FEDEX_2_DAY",
  "STANDARD_OVERNIGHT",
  "FEDEX_FREIGHT_PRIORITY",
  "BST",
] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
/** The customer's own shipping account: no freight charge, the account number is required. */
export const OWN_ACCOUNT_METHOD: ShippingMethod = "BST";
export const FREIGHT_METHOD: ShippingMethod = "FEDEX_FREIGHT_PRIORITY";

export const SHIPPING_ADDRESS_INCOMPLETE = "Please check Shipping Address is complete and accurate.";
export const SHIPPING_ADDRESS_NEEDED_FOR_RATES = "A Shipping Address is required to get rates.";

/** What a form field may arrive as: text, a number, a boolean, null or nothing. */
const loose = z.union([checkedText(), z.number(), z.boolean(), z.null()]).optional();

/** Text, trimmed; null or missing is ''. */
const text = (max: number) =>
  loose
    .transform((v) => (v === undefined || v === null ? "" : String(v).trim()))
    .pipe(checkedText().max(max, { error: `Text must be at most ${max} characters.` }));

/** A customer's reference (PO Number, Job Name): trimmed, at most 40 characters, no control characters. */
const reference = (tooLong: string) =>
  loose
    .transform((v) => (v === undefined || v === null ? "" : String(v).trim()))
    .pipe(checkedText().max(40, { error: tooLong }));

/** true, 'true', 1, 'yes' and 'on' are true; anything else false. */
const flag = loose.transform(
  (v) => v === true || v === 1 || (typeof v === "string" && ["true", "1", "yes", "on"].includes(v.toLowerCase())),
);

/** Residential: true (Residence), false (Business), or null when not chosen. */
const addressType = loose.transform((v): boolean | null => {
  if (v === true || v === "true" || v === 1 || v === "1") return true;
  if (v === false || v === "false" || v === 0 || v === "0") return false;
  return null;
});

/** A dollar amount sent as a number or text ('$1,234.50' is read as 1234.5); empty is 0. */
const dollars = loose
  .transform((v) => {
    if (v === undefined || v === null || v === "") return 0;
    if (typeof v === "string") return Number(v.replace(/[$,\s]/g, ""));
    return typeof v === "number" ? v : Number.NaN;
  })
  .pipe(z.number({ error: "Card amounts must be numbers." }).min(0, { error: "Card amounts must not be negative." }));

/**
 * POST /Store/GetShippingRates (userId from the token or the body). Zip must have at least 5
 * characters and Country must be given, else Status invalid 'Please check Shipping Address is
 * complete and accurate.'.
 */
export const ShippingRatesRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  City: text(100),
  State: text(60),
  Zip: text(20),
  Country: text(60),
  County: text(100),
  Residential: addressType,
});

/**
 * One rate, sorted ascending by FreightAmount. DisplayText names the method and, with the brand's
 * portalPricing and the user's showPrice, the amount ('FedEx Ground - $23.45'). TaxAmount is the
 * order's sales tax with this rate (freight is not taxed, so it is the same on every rate).
 */
export const ShippingRateSchema = z.object({
  Method: z.enum(SHIPPING_METHODS),
  DisplayText: z.string(),
  FreightAmount: z.number(),
  TaxAmount: z.number(),
  FreightCents: z.number().int(),
  TaxCents: z.number().int(),
  /** Business days in transit after the ship date (0 for BST: the customer's carrier decides). */
  TransitDays: z.number().int(),
  /** BST only: the customer's own shipping account on file ('' when none), which the screen fills in. */
  ShippingAccount: z.string().optional(),
});
export type ShippingRate = z.infer<typeof ShippingRateSchema>;
export const ShippingRateListSchema = z.array(ShippingRateSchema);

// ---------------------------------------------------------------- checkout

export const PAYMENT_INFO_REQUIRED = "Payment Info is required.";
export const SHIPPING_ADDRESS_REQUIRED = "A Shipping Address is required.";
export const ADDRESS_TYPE_REQUIRED = "You must select an Address Type.";
export const SHIPPING_METHOD_REQUIRED = "A shipping method is required.";
export const TERMS_NOT_CONFIRMED = "You must confirm you have read and agree to terms and conditions.";
export const SPLIT_AMOUNTS_MISMATCH = "Please make sure both card amounts match the order total";
export const SPLIT_NOT_ON_TERMS = "A terms account order cannot be split over two cards.";
export const TERMS_ONLY_STORE = "Orders in this store are placed on your terms account.";
export const PO_NUMBER_REQUIRED = "PO Number is required.";
export const PO_NUMBER_TOO_LONG = "PO Number must be at most 40 characters.";
export const JOB_NAME_TOO_LONG = "Job Name must be at most 40 characters.";
export const ORDER_PLACED = "Thank you. Your order has been placed.";
export const ORDER_WAITS_FOR_RELEASE =
  "Thank you. Your order has been placed and waits for release by your office manager.";

/** docs/product/cart-and-checkout.md: the billing fields the screen requires, in its order. */
export const BILLING_REQUIRED = [
  "Name",
  "CardNo",
  "CVV",
  "YearExpire",
  "MonthExpire",
  "Address",
  "City",
  "State",
  "Zip",
  "Country",
] as const;
/** docs/product/cart-and-checkout.md: the shipping fields the screen requires, in its order. */
export const SHIPPING_REQUIRED = [
  "FirstName",
  "LastName",
  "Address1",
  "City",
  "State",
  "Zip",
  "Country",
  "PhoneNumber",
  "Residential",
] as const;
/** The second card's fields and the name each has in its message ('Second Card: CardNo is required.'). */
export const SECOND_CARD_REQUIRED = [
  ["SecondName", "Name"],
  ["SecondCardNo", "CardNo"],
  ["SecondCVV", "CVV"],
  ["SecondYearExpire", "YearExpire"],
  ["SecondMonthExpire", "MonthExpire"],
  ["SecondAddress", "Address"],
  ["SecondCity", "City"],
  ["SecondState", "State"],
  ["SecondZip", "Zip"],
] as const;

const CheckoutBillingDefaults = {
  CCkey: "",
  Name: "",
  CardNo: "",
  CVV: "",
  MonthExpire: "",
  YearExpire: "",
  Address: "",
  Address2: "",
  City: "",
  State: "",
  Zip: "",
  Country: "",
  SaveCard: false,
};
const CheckoutShippingDefaults = {
  ShipKey: "",
  ShipToBilling: false,
  FirstName: "",
  LastName: "",
  CompanyName: "",
  Address1: "",
  Address2: "",
  City: "",
  State: "",
  Zip: "",
  Country: "",
  County: "",
  PhoneNumber: "",
  Residential: null as boolean | null,
  Email: "",
};

/** The billing set: a saved card (CCkey), the terms account (CCkey 'open account') or a new card. */
export const CheckoutBillingSchema = z
  .object({
    CCkey: text(40),
    Name: text(100),
    CardNo: text(30).transform((v) => v.replace(/[\s-]/g, "")),
    CVV: text(4),
    MonthExpire: text(10),
    YearExpire: text(10),
    Address: text(200),
    Address2: text(200),
    City: text(100),
    State: text(60),
    Zip: text(20),
    Country: text(60),
    /** Keep a new card as a saved payment method (only its token, brand, last 4 and expiry). */
    SaveCard: flag,
  })
  .optional()
  .transform((v) => v ?? CheckoutBillingDefaults);

/** The shipping set: a saved address (ShipKey) or the fields. */
export const CheckoutShippingSchema = z
  .object({
    ShipKey: text(20),
    /** Fill empty name and address fields from billing; the address type must then be chosen. */
    ShipToBilling: flag,
    FirstName: text(100),
    LastName: text(100),
    CompanyName: text(200),
    Address1: text(200),
    Address2: text(200),
    City: text(100),
    State: text(60),
    Zip: text(20),
    Country: text(60),
    County: text(100),
    PhoneNumber: text(40),
    Residential: addressType,
    Email: text(254),
  })
  .optional()
  .transform((v) => v ?? CheckoutShippingDefaults);

/**
 * POST /Store/Checkout. The spec's billing and shipping sets share field names (City, State, Zip,
 * Country), so they travel as two objects, Billing and Shipping, with the spec's field names inside;
 * the other fields are flat. What the server does with them:
 * - Payment: Billing.CCkey 'open account' is the terms account (terms customers only; on a termsOnly
 *   brand nothing else is accepted). The CCkey of a saved card charges that card (billing is taken
 *   from it). Empty or '0': the billing fields are a new card, tokenized on the spot and saved only
 *   when SaveCard is true. Any second-card field splits the payment over two cards:
 *   FirstCardAmount + SecondCardAmount must equal the order total with tax; both cards are charged or
 *   neither (the first charge is voided when the second fails) and nothing is written.
 * - Shipping: Shipping.ShipKey of a saved address ships there; otherwise the shipping fields.
 * - ShippingMethod must be one GetShippingRates offers for the address; freight and tax are computed
 *   again on the server (ShippingRates and TaxAmount are ignored). BST needs ShippingAccount.
 * - IdempotencyKey (one per checkout page; recommended): a repeated submit with the same key answers
 *   the same order number and never charges again, also when both submits arrive at once.
 * - Approval: on a brand with orderApproval, an order of a customer with requiresApproval placed by a
 *   user who is not an office manager starts as needs_approval and is NOT charged at placement: the
 *   card's gateway token is kept on the order and charged when an office manager releases it (the
 *   gateway offers charge and void only, no authorisation hold), and the office managers get an
 *   e-mail. Other orders start as ordered and are charged at once.
 * Data is the order number.
 */
export const CheckoutRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  Billing: CheckoutBillingSchema,
  Shipping: CheckoutShippingSchema,
  ShippingMethod: text(40),
  ShippingRates: z.unknown().optional(),
  TaxAmount: z.unknown().optional(),
  CompanyShipping: flag,
  ShippingAccount: text(60),
  OrderNotes: text(4000),
  /** The customer's references, shown on the order, its e-mails and job ticket; required by customer setting. */
  PONumber: reference(PO_NUMBER_TOO_LONG),
  JobName: reference(JOB_NAME_TOO_LONG),
  BlindShipping: flag,
  cantdofreight: flag,
  PreserveFilenames: flag,
  AlwaysShowFilenames: flag,
  ConfirmConform: flag,
  SecondName: text(100),
  SecondCardNo: text(30).transform((v) => v.replace(/[\s-]/g, "")),
  SecondCVV: text(4),
  SecondMonthExpire: text(10),
  SecondYearExpire: text(10),
  SecondAddress: text(200),
  SecondCity: text(100),
  SecondState: text(60),
  SecondZip: text(20),
  FirstCardAmount: dollars,
  SecondCardAmount: dollars,
  IdempotencyKey: text(100),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;
export type CheckoutForm = z.output<typeof CheckoutRequestSchema>;
export type CheckoutBilling = CheckoutForm["Billing"];
export type CheckoutShipping = CheckoutForm["Shipping"];

export interface CheckoutValidationContext {
  /** The payment is the terms account (billing is not asked). */
  terms: boolean;
  /** A saved card pays (billing comes from it). */
  savedCard: boolean;
  /** A saved address ships (shipping comes from it). */
  savedAddress: boolean;
}

const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === "";
const blankState = (v: string) => blank(v) || v === STATE_NOT_CHOSEN;

/**
 * The shipping set as checked and used: with ShipToBilling, empty name and address fields come from
 * billing (Name split into first and last name).
 */
export function effectiveShipping(form: CheckoutForm): CheckoutShipping {
  const s = form.Shipping;
  if (!s.ShipToBilling) return s;
  const b = form.Billing;
  const [first = "", ...rest] = b.Name.split(/\s+/).filter(Boolean);
  const pick = (own: string, billing: string) => (blank(own) ? billing : own);
  return {
    ...s,
    FirstName: pick(s.FirstName, first),
    LastName: pick(s.LastName, rest.join(" ")),
    Address1: pick(s.Address1, b.Address),
    Address2: pick(s.Address2, b.Address2),
    City: pick(s.City, b.City),
    State: blankState(s.State) ? b.State : s.State,
    Zip: pick(s.Zip, b.Zip),
    Country: pick(s.Country, b.Country),
  };
}

/** True when any second-card field is given: the payment is split over two cards. */
export function isSplitPayment(form: CheckoutForm): boolean {
  return SECOND_CARD_REQUIRED.some(([field]) => !blank(form[field])) || form.SecondCardAmount > 0;
}

export function isTermsKey(ccKey: string): boolean {
  return ccKey.trim().toLowerCase() === TERMS_CCKEY;
}

/** A new card is entered when the key is empty or '0'. */
export function isNewCardKey(ccKey: string): boolean {
  return blank(ccKey) || ccKey.trim() === "0";
}

/**
 * True when every required field but Country is missing: the form starts with the country filled in,
 * so "all empty" means the person typed nothing (docs/product/cart-and-checkout.md).
 */
function nothingTyped(missing: readonly string[], required: readonly string[]): boolean {
  return required.every((f) => f === "Country" || missing.includes(f));
}

/**
 * Everything the checkout screen validates, with its messages, in the screen's order. The server runs
 * the same function; the split amounts (which need the order total) are checked by splitAmountsMatch.
 */
export function checkoutProblems(form: CheckoutForm, context: CheckoutValidationContext): string[] {
  const problems: string[] = [];
  if (!context.terms && !context.savedCard) {
    const b = form.Billing;
    const missing = BILLING_REQUIRED.filter((f) => (f === "State" ? blankState(b.State) : blank(b[f])));
    if (nothingTyped(missing, BILLING_REQUIRED)) problems.push(PAYMENT_INFO_REQUIRED);
    else for (const f of missing) problems.push(`Billing: ${f} is required.`);
  }
  if (!context.savedAddress) {
    const s = effectiveShipping(form);
    const missing = SHIPPING_REQUIRED.filter((f) => {
      if (f === "Residential") return s.Residential === null;
      if (f === "State") return blankState(s.State);
      return blank(s[f]);
    });
    if (nothingTyped(missing, SHIPPING_REQUIRED)) {
      problems.push(SHIPPING_ADDRESS_REQUIRED);
    } else {
      for (const f of missing) {
        if (f === "Residential" && form.Shipping.ShipToBilling) problems.push(ADDRESS_TYPE_REQUIRED);
        else problems.push(`Shipping: ${f} is required.`);
      }
    }
  }
  if (blank(form.ShippingMethod)) problems.push(SHIPPING_METHOD_REQUIRED);
  else if (form.ShippingMethod === OWN_ACCOUNT_METHOD && blank(form.ShippingAccount)) {
    problems.push("Shipping: ShippingAccount is required.");
  }
  if (isSplitPayment(form)) {
    if (context.terms) problems.push(SPLIT_NOT_ON_TERMS);
    else {
      for (const [field, name] of SECOND_CARD_REQUIRED) {
        const value = form[field];
        if (field === "SecondState" ? blankState(value) : blank(value))
          problems.push(`Second Card: ${name} is required.`);
      }
    }
  }
  if (!form.ConfirmConform) problems.push(TERMS_NOT_CONFIRMED);
  return problems;
}

/** Dollars as whole cents (half up). */
export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100 + Number.EPSILON * Math.sign(amount));
}

/** docs/product/cart-and-checkout.md: the two card amounts together must be the order total (with tax), each above 0. */
export function splitAmountsMatch(firstAmount: number, secondAmount: number, orderTotalCents: number): boolean {
  const first = dollarsToCents(firstAmount);
  const second = dollarsToCents(secondAmount);
  return first > 0 && second > 0 && first + second === orderTotalCents;
}

/** Checkout's Data: the order number. */
export const OrderNumberSchema = z.number().int();
