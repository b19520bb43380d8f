import type { Db } from "@portal/db";
import type { SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { atStep, type CheckoutStep, type ReconcilableGateway } from "../../platform/payments/index.js";
import { HeldFiles } from "../library/heldFiles.js";
import { type IntentRow, intentById, isLive, lockIntent, settleIntent, settleIntentStatement } from "./intents.repo.js";

/**
 * Steps 2 and 3 of a payment that moves money (docs/decisions/0017-checkout-intents.md), shared by
 * Place Order, the office manager's release and reconciliation. Step 1 (recording the intent) is the
 * caller's. Charges are made outside any transaction with keys derived from the intent, so a retry or a
 * reconciliation finds them again and never charges twice.
 */

/** A card to charge: the intent's plan lists them in order (the second card is seq 2). */
export interface PlannedCharge {
  seq: number;
  token: string;
  amountCents: number;
}

/**
 * Step 3: writes what the intent stands for, in the caller's transaction; returns the order id and mails. It may
 * write the statement marking the intent confirmed (`settle`) within its own last one (`settled`: checkout's order
 * insert, which on PostgreSQL holds its brand's count row to the commit, so nothing may follow it); otherwise the
 * intent is marked after it.
 */
export type Confirm = (
  tx: Db,
  intent: IntentRow,
  chargeIds: string[],
  settle: (orderId: number) => SQL,
) => Promise<{ orderId: number; mailIds: number[]; settled?: boolean }>;

export const chargeKey = (intent: Pick<IntentRow, "kind" | "id">, seq: number) => `${intent.kind}-${intent.id}-${seq}`;

const failed = (message: string) => new ApiError("failed", message, 422);
export const ALREADY_IN_PROGRESS = "This order is already being placed. Please wait a moment and check your orders.";
const NOT_COMPLETED = "The payment could not be completed. Nothing was charged; please try again.";

export class PaymentSteps {
  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  private get running(): Map<number, Promise<unknown>> {
    return this.ctx.runningIntents;
  }

  /** Whether a request of this app is running the intent now (reconciliation leaves it alone). */
  isRunning(intentId: number): boolean {
    return this.running.has(intentId);
  }

  private at(step: CheckoutStep, intent: IntentRow): Promise<void> {
    return atStep(step, { kind: intent.kind, intentId: intent.id }, this.ctx.config.payments.pauseAt);
  }

  /**
   * Steps 2 and 3 for a freshly recorded intent: charge each card (a decline voids the cards charged
   * before it and fails the intent), then confirm in one transaction. Resolves once the
   * intent is confirmed; throws the decline or the error otherwise.
   */
  run(intent: IntentRow, charges: readonly PlannedCharge[], confirm: Confirm): Promise<void> {
    const done = this.doRun(intent, charges, confirm);
    const running = this.running;
    running.set(intent.id, done);
    void done.catch(() => undefined).finally(() => running.delete(intent.id));
    return done;
  }

  private async doRun(intent: IntentRow, charges: readonly PlannedCharge[], confirm: Confirm): Promise<void> {
    await this.at("intent-recorded", intent);
    const gateway = this.ctx.gateway;
    const chargeIds: string[] = [];
    try {
      for (const c of charges) {
        const result = await gateway.charge(c.token, c.amountCents, chargeKey(intent, c.seq));
        if (!result.ok) {
          const message = c.seq === 1 ? result.message : `Second Card: ${result.message}`;
          await this.abandon(gateway, intent, charges, message);
          throw failed(message);
        }
        chargeIds.push(result.chargeId);
        await this.at(c.seq === 1 ? "card-1-charged" : "card-2-charged", intent);
      }
      // No separate "charged" mark: the confirm transaction records the charge ids with the order, and
      // reconciliation finds a pending intent's charges by their keys (docs/decisions/0047-place-order-in-few-statements.md).
      if (charges.length > 0) await this.at("charges-recorded", intent);
    } catch (err) {
      if (!(err instanceof ApiError)) await this.abandonOrLeave(gateway, intent, charges, err);
      throw err;
    }
    await this.confirmOrUndo(gateway, intent, charges, chargeIds, confirm);
    await this.at("confirmed", intent);
  }

  /**
   * Step 3, also used by reconciliation once every charge is found: one transaction that locks the
   * intent, writes (confirm) and marks it confirmed. If the intent was ended meanwhile (reconciled as
   * failed) or the write fails, the charges are voided.
   */
  async confirmOrUndo(
    gateway: ReconcilableGateway,
    intent: IntentRow,
    charges: readonly PlannedCharge[],
    chargeIds: string[],
    confirm: Confirm,
  ): Promise<void> {
    let mailIds: number[] = [];
    let ended: IntentRow | undefined;
    try {
      await this.db.transaction(async (tx) => {
        const now = await lockIntent(tx, intent.id);
        const locked = now && { ...intent, ...now };
        if (!locked || !isLive(locked)) {
          ended = locked;
          return;
        }
        const settle = (orderId: number) => settleIntentStatement(tx, intent.id, "confirmed", { orderId, chargeIds });
        const written = await confirm(tx, locked, chargeIds, settle);
        mailIds = written.mailIds;
        if (!written.settled) await settleIntent(tx, intent.id, "confirmed", { orderId: written.orderId, chargeIds });
      });
    } catch (err) {
      const now = await intentById(this.db, intent.id);
      if (now?.state === "confirmed") return;
      await this.abandonOrLeave(gateway, intent, charges, err);
      throw err;
    }
    if (ended && ended.state !== "confirmed") {
      await this.abandon(gateway, ended, charges, ended.failure || NOT_COMPLETED);
      throw failed(ended.failure || NOT_COMPLETED);
    }
    // The reply does not wait for SMTP: the messages are in the outbox with the order, and a failed send is retried
    // by the mailer's job (platform/mail.ts).
    this.ctx.mailer.deliverLater(mailIds, { intentId: intent.id, kind: intent.kind });
  }

  /**
   * Voids every charge the intent made (found by its keys, so a charge whose reply was lost is found
   * too) and ends it: voided when something was voided, otherwise failed.
   */
  async abandon(
    gateway: ReconcilableGateway,
    intent: IntentRow,
    charges: readonly PlannedCharge[],
    failure: string,
  ): Promise<void> {
    let voided = false;
    for (const c of charges) {
      const found = await gateway.findCharge(chargeKey(intent, c.seq));
      if (!found) continue;
      if (!found.voided) {
        const result = await gateway.void(found.chargeId);
        if (!result.ok) throw new Error(`${intent.kind} intent ${intent.id}: charge ${found.chargeId} not voided`);
      }
      voided = true;
    }
    await settleIntent(this.db, intent.id, voided ? "voided" : "failed", { failure });
    // No order: the files held for it since step 1 are free again (decision 0023). Bytes that storage would not
    // remove now are the library cleanup job's; the customer hears why nothing was placed, not a storage error.
    if (intent.kind === "checkout") {
      const errors = await new HeldFiles(this.db, this.ctx.storage).releaseCheckout(intent.id);
      if (errors.length > 0) {
        this.log.warn(
          { err: errors[0], files: errors.length, intentId: intent.id },
          "checkout: bytes of released files not removed; the library cleanup job will",
        );
      }
    }
  }

  /** After an unexpected error: void and fail now, or, when even that fails, leave it to reconciliation. */
  private async abandonOrLeave(
    gateway: ReconcilableGateway,
    intent: IntentRow,
    charges: readonly PlannedCharge[],
    err: unknown,
  ): Promise<void> {
    try {
      await this.abandon(gateway, intent, charges, NOT_COMPLETED);
    } catch (undo) {
      this.log.error(
        { err, undo, intentId: intent.id },
        `${intent.kind}: charges not voided; reconciliation will finish the intent`,
      );
    }
  }

  /**
   * Waits until a live intent ends (a request of this process finishing it, or another process or
   * reconciliation), up to `timeoutMs`; the intent as it is then.
   */
  async settled(intentId: number, timeoutMs = 15_000): Promise<IntentRow | undefined> {
    const local = this.running.get(intentId);
    if (local) await local.catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await intentById(this.db, intentId);
      if (!row || !isLive(row) || Date.now() >= deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
