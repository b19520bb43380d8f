import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cardBrand, cardDigits, cvvValid, isExpired, lengthFitsBrand, luhnValid } from "./cards.js";
import {
  type CardDetails,
  type ChargeResult,
  decline,
  type PaymentGateway,
  REFUND_MESSAGES,
  type RefundResult,
  type TokenizeResult,
  type VoidResult,
} from "./gateway.js";

/** Test card numbers of the sandbox, like a processor's test mode. Any other valid number also works. */
export const SANDBOX_CARDS = {
  visa: "4242424242424242",
  mastercard: "5555555555554444",
  amex: "378282246310005",
  discover: "6011111111111117",
  /** Refused when saved: 'Your card was declined.' */
  declined: "4000000000000002",
  /** Saves fine; every charge on it is declined (for testing failed payments). */
  declinesOnCharge: "4000000000000341",
  /** Charges fine; every refund of its charges is refused (for testing failed refunds). */
  refundRefused: "4000000000005126",
} as const;

type Behaviour = "charge_ok" | "charge_declined" | "refund_refused";
const BEHAVIOURS: Behaviour[] = ["charge_ok", "charge_declined", "refund_refused"];

interface ChargeRecord {
  chargeId: string;
  token: string;
  amountCents: number;
  voided: boolean;
  refundedCents: number;
}

/** What the sandbox reports to its observers (a test hook): every charge attempt and every void. */
export type SandboxEvent =
  | { kind: "charge"; ok: boolean; chargeId: string; amountCents: number; idempotencyKey: string; replayed: boolean }
  | { kind: "void"; ok: boolean; chargeId: string }
  | { kind: "refund"; ok: boolean; chargeId: string; amountCents: number; replayed: boolean };

export interface SandboxOptions {
  /** Signs the tokens, so tokens issued before a restart still charge. */
  tokenKey: Buffer;
  now?: () => Date;
}

const TOKEN_PATTERN = /^tok_([A-Za-z0-9_-]{22})([A-Za-z0-9_-]{22})$/;

/**
 * The built-in sandbox gateway: Luhn, brand, length, CVV and expiry checks, test numbers that decline,
 * opaque random tokens, charges with idempotency keys, and voids. A token is a random id with a keyed
 * tag; it carries nothing of the card. Charges live in memory (a sandbox keeps no money).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = "sandbox";
  /**
   * Test hook: observers told of every charge and void any sandbox in this process makes (tests and
   * benchmarks count charges with it). Add a listener and remove it when done.
   */
  static readonly observers = new Set<(event: SandboxEvent) => void>();
  private readonly charges = new Map<string, ChargeRecord>();
  private readonly byIdempotencyKey = new Map<string, { token: string; amountCents: number; result: ChargeResult }>();
  private readonly refunds = new Map<string, { chargeId: string; amountCents: number; result: RefundResult }>();
  private readonly now: () => Date;

  constructor(private readonly options: SandboxOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async tokenize(card: CardDetails): Promise<TokenizeResult> {
    const digits = cardDigits(card.number);
    if (!digits || !luhnValid(digits)) return decline("invalid_number");
    const brand = cardBrand(digits);
    if (!brand) return decline("unsupported_brand");
    if (!lengthFitsBrand(digits, brand)) return decline("invalid_number");
    const { expMonth, expYear } = card;
    const year = this.now().getFullYear();
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return decline("invalid_expiry");
    if (!Number.isInteger(expYear) || expYear > year + 20) return decline("invalid_expiry");
    if (isExpired(expMonth, expYear, this.now())) return decline("expired_card");
    if (!cvvValid(card.cvv, brand)) return decline("invalid_cvc");
    if (digits === SANDBOX_CARDS.declined) return decline("card_declined");
    const behaviour: Behaviour =
      digits === SANDBOX_CARDS.declinesOnCharge
        ? "charge_declined"
        : digits === SANDBOX_CARDS.refundRefused
          ? "refund_refused"
          : "charge_ok";
    const id = randomBytes(16).toString("base64url");
    return {
      ok: true,
      token: `tok_${id}${this.tag(id, behaviour)}`,
      brand,
      last4: digits.slice(-4),
      expMonth,
      expYear,
    };
  }

  async charge(token: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult> {
    const earlier = this.byIdempotencyKey.get(idempotencyKey);
    if (earlier) {
      if (earlier.token !== token || earlier.amountCents !== amountCents) return decline("idempotency_conflict");
      this.tell(earlier.result, amountCents, idempotencyKey, true);
      return earlier.result;
    }
    const result = this.newCharge(token, amountCents);
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, { token, amountCents, result });
    this.tell(result, amountCents, idempotencyKey, false);
    return result;
  }

  async void(chargeId: string): Promise<VoidResult> {
    const charge = this.charges.get(chargeId);
    for (const observer of SandboxGateway.observers) observer({ kind: "void", ok: charge !== undefined, chargeId });
    if (!charge) return { ok: false, code: "no_such_charge", message: "There is no such charge." };
    charge.voided = true;
    return { ok: true, chargeId };
  }

  async refund(chargeId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    const tell = (result: RefundResult, replayed: boolean) => {
      for (const observer of SandboxGateway.observers)
        observer({ kind: "refund", ok: result.ok, chargeId, amountCents, replayed });
      return result;
    };
    const earlier = this.refunds.get(idempotencyKey);
    if (earlier && earlier.chargeId === chargeId && earlier.amountCents === amountCents)
      return tell(earlier.result, true);
    const charge = this.charges.get(chargeId);
    let result: RefundResult;
    if (!charge || charge.voided)
      result = { ok: false, code: "no_such_charge", message: REFUND_MESSAGES.no_such_charge };
    else if (
      !Number.isInteger(amountCents) ||
      amountCents <= 0 ||
      amountCents > charge.amountCents - charge.refundedCents
    )
      result = { ok: false, code: "invalid_amount", message: REFUND_MESSAGES.invalid_amount };
    else if (this.behaviourOf(charge.token) === "refund_refused")
      result = { ok: false, code: "refund_refused", message: REFUND_MESSAGES.refund_refused };
    else {
      charge.refundedCents += amountCents;
      result = { ok: true, refundId: `re_${randomBytes(12).toString("base64url")}`, amountCents };
    }
    if (result.ok && idempotencyKey) this.refunds.set(idempotencyKey, { chargeId, amountCents, result });
    return tell(result, false);
  }

  /** For tests and reports: a charge as the sandbox holds it. */
  chargeById(chargeId: string): Readonly<ChargeRecord> | undefined {
    return this.charges.get(chargeId);
  }

  private tell(result: ChargeResult, amountCents: number, idempotencyKey: string, replayed: boolean): void {
    const chargeId = result.ok ? result.chargeId : "";
    for (const observer of SandboxGateway.observers) {
      observer({ kind: "charge", ok: result.ok, chargeId, amountCents, idempotencyKey, replayed });
    }
  }

  private newCharge(token: string, amountCents: number): ChargeResult {
    if (!Number.isInteger(amountCents) || amountCents <= 0) return decline("invalid_amount");
    const behaviour = this.behaviourOf(token);
    if (!behaviour) return decline("invalid_token");
    if (behaviour === "charge_declined") return decline("card_declined");
    const chargeId = `ch_${randomBytes(12).toString("base64url")}`;
    this.charges.set(chargeId, { chargeId, token, amountCents, voided: false, refundedCents: 0 });
    return { ok: true, chargeId, amountCents };
  }

  private tag(id: string, behaviour: Behaviour): string {
    return createHmac("sha256", this.options.tokenKey)
      .update(`${id}|${behaviour}`)
      .digest()
      .subarray(0, 16)
      .toString("base64url");
  }

  /** The behaviour a token was issued with, or null when this sandbox did not issue it. */
  private behaviourOf(token: string): Behaviour | null {
    const m = TOKEN_PATTERN.exec(token);
    if (!m) return null;
    const given = Buffer.from(m[2]!);
    for (const behaviour of BEHAVIOURS) {
      const expected = Buffer.from(this.tag(m[1]!, behaviour));
      if (expected.length === given.length && timingSafeEqual(expected, given)) return behaviour;
    }
    return null;
  }
}
