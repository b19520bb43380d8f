/**
 * The payment gateway interface (docs/product/accounts.md, Payments). Card numbers and CVV go to the gateway
 * at once and nowhere else: the portal keeps only the token, brand, last 4 and expiry it returns.
 */

const CARD_BRANDS = ["Visa", "Mastercard", "American Express", "Discover"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What a card form sends to the gateway. Never stored, never logged. */
export interface CardDetails {
  number: string;
  cvv: string;
  expMonth: number;
  expYear: number;
  name?: string;
  postalCode?: string;
}

/** A tokenized card: an opaque reusable token and the details that are safe to keep. */
interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type DeclineCode =
  | "card_declined"
  | "invalid_number"
  | "unsupported_brand"
  | "expired_card"
  | "invalid_expiry"
  | "invalid_cvc"
  | "invalid_token"
  | "invalid_amount"
  | "idempotency_conflict";

export const REFUND_MESSAGES = {
  no_such_charge: "The payment gateway has no such charge.",
  refund_refused: "The payment gateway refused the refund.",
  invalid_amount: "The amount to refund is not valid.",
} as const;

/** A refusal with the text shown to the user. */
export interface Decline {
  ok: false;
  code: DeclineCode;
  message: string;
}

export type TokenizeResult = ({ ok: true } & CardToken) | Decline;
export type ChargeResult = { ok: true; chargeId: string; amountCents: number } | Decline;
export type VoidResult = { ok: true; chargeId: string } | { ok: false; code: "no_such_charge"; message: string };
export type RefundResult =
  | { ok: true; refundId: string; amountCents: number }
  | { ok: false; code: "no_such_charge" | "refund_refused" | "invalid_amount"; message: string };

export interface PaymentGateway {
  readonly name: string;
  /** Checks and tokenizes a card; a declined or invalid card gets a Decline with the user's message. */
  tokenize(card: CardDetails): Promise<TokenizeResult>;
  /** Charges a token. The same idempotency key never charges twice: it answers the first result again. */
  charge(token: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult>;
  /** Voids a charge (for example when the second card of a two-card checkout fails). */
  void(chargeId: string): Promise<VoidResult>;
  /**
   * Refunds (part of) a charge. The same idempotency key never refunds twice; a refund above what is
   * left of the charge is refused.
   */
  refund(chargeId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult>;
}

/** A charge as the gateway holds it, found by the idempotency key it was made with. */
export interface FoundCharge {
  chargeId: string;
  amountCents: number;
  voided: boolean;
}

/**
 * What reconciliation needs beyond PaymentGateway (docs/decisions/0017-checkout-intents.md): whether a
 * charge was made with a key, without making one. A process that died between charging and recording
 * the charge id finds it again this way. Call the gateway outside any database transaction.
 */
interface ChargeLookup {
  /** The successful charge made with this idempotency key, or undefined when none was made (or it was declined). */
  findCharge(idempotencyKey: string): Promise<FoundCharge | undefined>;
}

export type ReconcilableGateway = PaymentGateway & ChargeLookup;

const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: "Your card was declined.",
  invalid_number: "The card number is not valid.",
  unsupported_brand: "This card type is not accepted. Please use Visa, Mastercard, American Express or Discover.",
  expired_card: "The card has expired.",
  invalid_expiry: "The card's expiration date is not valid.",
  invalid_cvc: "The card's security code (CVV) is not valid.",
  invalid_token: "This saved card can no longer be used. Please enter the card again.",
  invalid_amount: "The amount to charge is not valid.",
  idempotency_conflict: "This payment was already submitted with different details.",
};

export function decline(code: DeclineCode): Decline {
  return { ok: false, code, message: DECLINE_MESSAGES[code] };
}
