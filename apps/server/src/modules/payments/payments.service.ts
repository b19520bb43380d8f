import {
  DUPLICATE_CARD_MESSAGE,
  type ManagePaymentRequestSchema,
  type PaymentOption,
  TERMS_ACCOUNT_READ_ONLY,
  TERMS_CCKEY,
  TERMS_CVV,
  TERMS_NAME,
  TERMS_TYPE,
} from "@portal/contract";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden, invalid } from "../../platform/http.js";
import { cardFingerprint, type DeclineCode } from "../../platform/payments/index.js";
import { hasTermsAccount, type UserRow } from "../identity/users.service.js";
import {
  deletePaymentMethod,
  findPaymentMethod,
  hasDuplicate,
  insertPaymentMethod,
  listPaymentMethods,
  type PaymentFields,
  type PaymentRow,
  toPaymentOption,
  updatePaymentMethod,
} from "./payments.repo.js";

type ManagePayment = z.output<typeof ManagePaymentRequestSchema>;

export const PAYMENT_NOT_FOUND = "This payment method was not found. It may have been deleted.";

/** The form field a gateway refusal is about. */
const DECLINE_FIELD: Partial<Record<DeclineCode, string>> = {
  expired_card: "YearExpire",
  invalid_expiry: "MonthExpire",
  invalid_cvc: "CVV",
};

/** docs/product/accounts.md: the terms account of a terms customer, offered as a payment option. */
function termsOption(userId: number): PaymentOption {
  return {
    CCkey: TERMS_CCKEY,
    CardNo: "",
    Type: TERMS_TYPE,
    Name: TERMS_NAME,
    MonthExpire: "",
    YearExpire: "",
    CVV: TERMS_CVV,
    Address: "",
    Address2: "",
    City: "",
    State: "",
    Zip: "",
    Country: "",
    Phone: "",
    Email: "",
    County: "",
    userId,
  };
}

/**
 * Saved payment methods of one user (the route checks the caller may act for that user). A card is
 * tokenized through the gateway at once; only the token, brand, last 4, expiry, billing address and a
 * keyed fingerprint are stored. The number and CVV are never written anywhere.
 */
export class PaymentService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(user: UserRow): Promise<PaymentOption[]> {
    const cards = (await listPaymentMethods(this.db, user.id)).map(toPaymentOption);
    return (await hasTermsAccount(this.db, user.customerId)) ? [termsOption(user.id), ...cards] : cards;
  }

  async get(user: UserRow, ccKey: string): Promise<PaymentOption> {
    if (ccKey === TERMS_CCKEY) {
      if (await hasTermsAccount(this.db, user.customerId)) return termsOption(user.id);
      throw forbidden();
    }
    return toPaymentOption(await this.owned(user.id, ccKey));
  }

  /** CCkey '0' adds a card; another key replaces that card with a newly tokenized one. */
  async save(user: UserRow, input: ManagePayment): Promise<PaymentOption> {
    if (input.CCkey === TERMS_CCKEY) throw invalid([{ field: "CCkey", message: TERMS_ACCOUNT_READ_ONLY }]);
    const existing = input.CCkey === "0" ? undefined : await this.owned(user.id, input.CCkey);

    const gateway = this.ctx.gateway;
    const card = await gateway.tokenize({
      number: input.CardNo,
      cvv: input.CVV,
      expMonth: input.MonthExpire,
      expYear: input.YearExpire,
      name: input.Name,
      postalCode: input.Zip,
    });
    if (!card.ok) throw invalid([{ field: DECLINE_FIELD[card.code] ?? "CardNo", message: card.message }]);

    const fingerprint = cardFingerprint(this.ctx.cardFingerprintKey, input.CardNo);
    if (!input.ConfirmDuplicate && (await hasDuplicate(this.db, user.id, fingerprint, existing?.id))) {
      throw new ApiError("failed", DUPLICATE_CARD_MESSAGE, 422, { duplicate: true });
    }

    const fields: PaymentFields = {
      gatewayToken: card.token,
      cardBrand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint,
      name: input.Name,
      address: input.Address,
      address2: input.Address2,
      city: input.City,
      state: input.State,
      zip: input.Zip,
      country: input.Country,
      county: input.County,
      phone: input.Phone,
      email: input.Email,
    };
    const row = existing
      ? await updatePaymentMethod(this.db, existing.id, fields)
      : await insertPaymentMethod(this.db, user.id, fields);
    return toPaymentOption(row);
  }

  async remove(user: UserRow, ccKey: string): Promise<void> {
    if (ccKey === TERMS_CCKEY) throw invalid([{ field: "cckey", message: TERMS_ACCOUNT_READ_ONLY }]);
    const row = await this.owned(user.id, ccKey);
    await deletePaymentMethod(this.db, row.id);
  }

  /** A card of this user: another user's (or no such key) is 403; one this user deleted is 404. */
  private async owned(userId: number, ccKey: string): Promise<PaymentRow> {
    const row = await findPaymentMethod(this.db, Number(ccKey));
    if (!row || row.userId !== userId) throw forbidden();
    if (row.deletedAt) throw new ApiError("error", PAYMENT_NOT_FOUND, 404);
    return row;
  }
}

/** Saved cards for checkout (a new card saved with the order): payments owns payment_methods. */
export {
  findPaymentMethod,
  hasDuplicate,
  insertPaymentMethod,
  type PaymentFields,
  type PaymentRow,
} from "./payments.repo.js";
