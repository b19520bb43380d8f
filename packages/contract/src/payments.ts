import { z } from "zod";
import { optionalEmail, optionalPhone, requiredState } from "./addresses.js";
import { UserIdSchema } from "./cart.js";
import { DEFAULT_COUNTRY, STATE_NOT_CHOSEN } from "./lists.js";
import { INT32_MAX, optionalText, requiredText, text } from "./validators.js";

/** docs/product/accounts.md: the duplicate card hint. */
export const DUPLICATE_CARD_MESSAGE =
  "This looks like a duplicate credit card number, are you sure you want to add this?";
export const PAYMENT_SAVED = "Payment method saved.";
export const PAYMENT_DELETED = "Payment method deleted.";
export const PAYMENT_PHONE_MESSAGE = "Phone is not correct. Use 10 digits, such as (612) 555-0101.";
export const PAYMENT_EMAIL_MESSAGE = "Email is not correct.";
export const TERMS_ACCOUNT_READ_ONLY = "The terms account is set up by the shop and cannot be changed here.";

/** docs/product/accounts.md: the terms-account entry of a terms customer's payment options. */
export const TERMS_CCKEY = "open account";
export const TERMS_CVV = "TERMS";
export const TERMS_NAME = "Terms Account (open account)";
export const TERMS_TYPE = "Terms";

/** A new card as the card forms start it (Payment Methods, checkout): nothing typed, no state chosen, US. */
export function emptyCard() {
  return {
    Name: "",
    CardNo: "",
    CVV: "",
    MonthExpire: "",
    YearExpire: "",
    Address: "",
    Address2: "",
    City: "",
    State: STATE_NOT_CHOSEN,
    Zip: "",
    Country: DEFAULT_COUNTRY,
  };
}

/** A payment key: digits (a saved card; '0' when new) or 'open account' (the terms account). */
export function paymentKey(name: string, options: { allowNew: boolean }) {
  const message = `${name} is required.`;
  return z
    .union([text({ error: message }), z.number({ error: message })], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0, { error: message })
    .refine(
      (v) =>
        v === "" ||
        v.toLowerCase() === TERMS_CCKEY ||
        (/^\d{1,10}$/.test(v) && Number(v) <= INT32_MAX && (options.allowNew || Number(v) > 0)),
      { error: `${name} is not correct.` },
    )
    .transform((v) => (v.toLowerCase() === TERMS_CCKEY ? TERMS_CCKEY : v));
}

/** A select value sent as a string or a number. */
function numericChoice(name: string, pattern: RegExp, valid: (n: number) => boolean) {
  const message = `${name} is required.`;
  return z
    .preprocess((v) => (typeof v === "number" ? String(v) : v), requiredText(message, 10))
    .refine((v) => v === "" || (pattern.test(v) && valid(Number(v))), { error: `${name} is not correct.` })
    .transform(Number);
}

/** POST /Account/GetPaymentOptions. */
export const PaymentListRequestSchema = z.object({ userId: UserIdSchema.optional() });

/** POST /Account/GetEditPayment and /Account/DeletePayment. */
export const PaymentKeyRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  cckey: paymentKey("cckey", { allowNew: false }),
});

/**
 * POST /Account/ManagePayment (docs/product/accounts.md). CCkey '0' adds a card; another key replaces
 * that card, which needs the card number again (the card is tokenized anew). The number and CVV go to
 * the payment gateway only. ConfirmDuplicate answers the duplicate card hint.
 */
export const ManagePaymentRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  CCkey: paymentKey("CCkey", { allowNew: true }).optional().default("0"),
  Name: requiredText("Name is required.", 100),
  CardNo: requiredText("CardNo is required.", 30).transform((v) => v.replace(/[\s-]/g, "")),
  CVV: requiredText("CVV is required.", 4),
  YearExpire: numericChoice("YearExpire", /^\d{4}$/, (n) => n >= 2000 && n <= 2100),
  MonthExpire: numericChoice("MonthExpire", /^\d{1,2}$/, (n) => n >= 1 && n <= 12),
  Address: requiredText("Address is required."),
  City: requiredText("City is required.", 100),
  State: requiredState(),
  Zip: requiredText("Zip is required.", 20),
  Country: requiredText("Country is required.", 60),
  Address2: optionalText(200, "Address2"),
  Phone: optionalPhone(PAYMENT_PHONE_MESSAGE),
  Email: optionalEmail(PAYMENT_EMAIL_MESSAGE),
  County: optionalText(100, "County"),
  /** The card brand comes from the gateway; a Type sent by the client is ignored. */
  Type: text().optional(),
  ConfirmDuplicate: z.boolean({ error: "ConfirmDuplicate must be true or false." }).optional().default(false),
});
export type ManagePaymentRequest = z.input<typeof ManagePaymentRequestSchema>;

/** Data of the duplicate card reply (Status failed, HTTP 422). */
export const DuplicateCardSchema = z.object({ duplicate: z.literal(true) });

/** A payment option as the screens and checkout read it: the card number is always masked. */
export const PaymentOptionSchema = z.object({
  CCkey: z.string(),
  CardNo: z.string(),
  Type: z.string(),
  Name: z.string(),
  MonthExpire: z.string(),
  YearExpire: z.string(),
  /** Empty for a card (never stored); 'TERMS' marks the terms account. */
  CVV: z.string(),
  Address: z.string(),
  Address2: z.string(),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  Country: z.string(),
  Phone: z.string(),
  Email: z.string(),
  County: z.string(),
  userId: z.number().int(),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;
export const PaymentOptionListSchema = z.array(PaymentOptionSchema);

/** The masked card number shown everywhere: '************4242' (eleven stars for a 15-digit Amex). */
export function maskCardNumber(last4: string, brand: string): string {
  return `${"*".repeat(brand === "American Express" ? 11 : 12)}${last4}`;
}

export function isTermsOption(option: Pick<PaymentOption, "CCkey" | "CVV">): boolean {
  return option.CCkey === TERMS_CCKEY || option.CVV === TERMS_CVV;
}
