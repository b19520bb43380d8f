import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Db, runPrepared } from "@portal/db";
import { sandboxCharges, sandboxRefunds } from "@portal/db/schema";
import { and, eq, sql } from "drizzle-orm";
import { cardBrand, cardDigits, cvvValid, isExpired, lengthFitsBrand, luhnValid } from "./cards.js";
import {
  type CardDetails,
  type ChargeResult,
  type DeclineCode,
  decline,
  type FoundCharge,
  REFUND_MESSAGES,
  type ReconcilableGateway,
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

export interface ChargeRecord {
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
  /** Where its charges, voids, refunds and idempotency keys are kept (shared by every API process). */
  db: Db;
  /** Signs the tokens, so tokens issued before a restart still charge. */
  tokenKey: Buffer;
  now?: () => Date;
}

const TOKEN_PATTERN = /^tok_([A-Za-z0-9_-]{22})([A-Za-z0-9_-]{22})$/;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;
const NO_SUCH_CHARGE = { ok: false, code: "no_such_charge", message: "There is no such charge." } as const;

/**
 * The built-in sandbox gateway: Luhn, brand, length, CVV and expiry checks, test numbers that decline,
 * opaque random tokens, charges with idempotency keys, voids and refunds. A token is a random id with a
 * keyed tag; it carries nothing of the card. Its charges live in the database (sandbox_charges), so a
 * restart or another process sees them; no money moves. Call it outside any database transaction: on the
 * embedded database a call inside one would wait for that transaction forever.
 */
export class SandboxGateway implements ReconcilableGateway {
  readonly name = "sandbox";
  /**
   * Test hook: observers told of every charge and void any sandbox in this process makes (tests and
   * benchmarks count charges with it). Add a listener and remove it when done.
   */
  static readonly observers = new Set<(event: SandboxEvent) => void>();
  private readonly now: () => Date;
  private readonly db: Db;

  constructor(private readonly options: SandboxOptions) {
    this.now = options.now ?? (() => new Date());
    this.db = options.db;
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
    const key = idempotencyKey || null;
    const result = this.newCharge(token, amountCents);
    // A declined attempt is remembered only under its key (so a retry answers the same).
    const remembered = result.ok || (key !== null && result.code !== "invalid_amount");
    // An attempt to remember is written at once: when its key was used before, the insert finds it below.
    if (key && !remembered) {
      const earlier = await this.attemptOfKey(key);
      if (earlier) return this.replay(earlier, token, amountCents, key);
    }
    if (remembered) {
      const [row] = await runPrepared(
        this.db
          .insert(sandboxCharges)
          .values({
            id: result.ok ? result.chargeId : newId("dc"),
            idempotencyKey: key,
            token,
            amountCents,
            outcome: result.ok ? "charged" : "declined",
            declineCode: result.ok ? "" : result.code,
          })
          .onConflictDoNothing()
          .returning({ id: sandboxCharges.id }),
        "sandbox_charge_insert",
      );
      // Another call with the same key won the race: answer what it made.
      if (!row && key) {
        const winner = await this.attemptOfKey(key);
        if (winner) return this.replay(winner, token, amountCents, key);
      }
    }
    this.tell(result, amountCents, idempotencyKey, false);
    return result;
  }

  async void(chargeId: string): Promise<VoidResult> {
    const [row] = await this.db
      .update(sandboxCharges)
      .set({ voidedAt: sql`coalesce(${sandboxCharges.voidedAt}, now())` })
      .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.outcome, "charged")))
      .returning({ id: sandboxCharges.id });
    for (const observer of SandboxGateway.observers) observer({ kind: "void", ok: row !== undefined, chargeId });
    return row ? { ok: true, chargeId } : NO_SUCH_CHARGE;
  }

  async refund(chargeId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    const key = idempotencyKey || null;
    const { result, replayed } = await this.db.transaction(async (tx) => {
      if (key) {
        const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, key));
        if (earlier) {
          const same = earlier.chargeId === chargeId && earlier.amountCents === amountCents;
          const answer: RefundResult = same
            ? { ok: true, refundId: earlier.id, amountCents }
            : { ok: false, code: "refund_refused", message: REFUND_MESSAGES.refund_refused };
          return { result: answer, replayed: same };
        }
      }
      const [charge] = await tx
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.outcome, "charged")))
        .for("update");
      let answer: RefundResult;
      if (!charge || charge.voidedAt)
        answer = { ok: false, code: "no_such_charge", message: REFUND_MESSAGES.no_such_charge };
      else if (
        !Number.isInteger(amountCents) ||
        amountCents <= 0 ||
        amountCents > charge.amountCents - charge.refundedCents
      )
        answer = { ok: false, code: "invalid_amount", message: REFUND_MESSAGES.invalid_amount };
      else if (this.behaviourOf(charge.token) === "refund_refused")
        answer = { ok: false, code: "refund_refused", message: REFUND_MESSAGES.refund_refused };
      else {
        const refundId = newId("re");
        await tx
          .update(sandboxCharges)
          .set({ refundedCents: charge.refundedCents + amountCents })
          .where(eq(sandboxCharges.id, chargeId));
        await tx.insert(sandboxRefunds).values({ id: refundId, chargeId, amountCents, idempotencyKey: key });
        answer = { ok: true, refundId, amountCents };
      }
      return { result: answer, replayed: false };
    });
    for (const observer of SandboxGateway.observers)
      observer({ kind: "refund", ok: result.ok, chargeId, amountCents, replayed });
    return result;
  }

  async findCharge(idempotencyKey: string): Promise<FoundCharge | undefined> {
    const row = await this.attemptOfKey(idempotencyKey);
    if (row?.outcome !== "charged") return undefined;
    return { chargeId: row.id, amountCents: row.amountCents, voided: row.voidedAt !== null };
  }

  /** For tests and reports: a charge as the sandbox holds it. */
  async chargeById(chargeId: string): Promise<ChargeRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.outcome, "charged")));
    if (!row) return undefined;
    return {
      chargeId: row.id,
      token: row.token,
      amountCents: row.amountCents,
      voided: row.voidedAt !== null,
      refundedCents: row.refundedCents,
    };
  }

  private async attemptOfKey(key: string) {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
    return row;
  }

  private replay(
    earlier: typeof sandboxCharges.$inferSelect,
    token: string,
    amountCents: number,
    key: string,
  ): ChargeResult {
    if (earlier.token !== token || earlier.amountCents !== amountCents) return decline("idempotency_conflict");
    const result: ChargeResult =
      earlier.outcome === "charged"
        ? { ok: true, chargeId: earlier.id, amountCents: earlier.amountCents }
        : decline(earlier.declineCode as DeclineCode);
    this.tell(result, amountCents, key, true);
    return result;
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
    return { ok: true, chargeId: newId("ch"), amountCents };
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
