import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../platform/context.js";
import { confirmRelease } from "../orders/orders.service.js";
import type { CheckoutService } from "./checkout.service.js";
import { type IntentRow, intentById, staleIntents } from "./intents.repo.js";
import { type Confirm, chargeKey, PaymentSteps, type PlannedCharge } from "./paymentSteps.js";

export const CHECKOUT_RECONCILE_JOB = "checkout-reconcile";
const NOT_FINISHED = "The payment was interrupted and has been cancelled. Nothing was charged; please try again.";

export interface ReconcileReport {
  completed: number;
  voided: number;
  failed: number;
}

/**
 * Reconciliation of payment intents (docs/decisions/0017-checkout-intents.md): a checkout or release
 * still pending or charged after the grace period lost its request (the process died, or a reply was
 * lost). Each is settled with the gateway by the keys its charges were made with: when every charge
 * exists, the intent is confirmed (the order written, or released) as its request would have; otherwise
 * what was charged is voided and the intent fails (no order; the cart stays; a held order stays held).
 * Runs at start-up and every minute (a pg-boss job, once across processes).
 */
export class Reconciler {
  private readonly steps: PaymentSteps;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly checkout: CheckoutService,
  ) {
    this.steps = new PaymentSteps(ctx, log);
  }

  async run(now = new Date()): Promise<ReconcileReport> {
    const report: ReconcileReport = { completed: 0, voided: 0, failed: 0 };
    const before = new Date(now.getTime() - this.ctx.config.payments.reconcileGraceSeconds * 1000);
    const intents = await staleIntents(this.ctx.database.db, before);
    for (const intent of intents) {
      if (this.steps.isRunning(intent.id)) continue;
      try {
        await this.settle(intent);
      } catch (err) {
        this.log.error({ err, intentId: intent.id }, "reconcile: intent left for the next run");
      }
      const state = (await intentById(this.ctx.database.db, intent.id))?.state;
      if (state === "confirmed") report.completed++;
      else if (state === "voided") report.voided++;
      else if (state === "failed") report.failed++;
    }
    if (intents.length > 0) this.log.info(report, "reconcile: payment intents settled");
    return report;
  }

  private async settle(intent: IntentRow): Promise<void> {
    const gateway = this.ctx.gateway;
    const charges = (intent.plan as { charges: PlannedCharge[] }).charges;
    const found = await Promise.all(charges.map((c) => gateway.findCharge(chargeKey(intent, c.seq))));
    const complete = charges.length > 0 && found.every((f) => f !== undefined && !f.voided);
    if (!complete) {
      await this.steps.abandon(gateway, intent, charges, NOT_FINISHED);
      return;
    }
    const chargeIds = found.map((f) => f!.chargeId);
    await this.steps.confirmOrUndo(gateway, intent, charges, chargeIds, this.confirmOf(intent));
  }

  private confirmOf(intent: IntentRow): Confirm {
    return intent.kind === "checkout"
      ? (tx, i, ids, settle) => this.checkout.confirm(tx, i, ids, settle)
      : (tx, i, ids) => confirmRelease(this.ctx, tx, i, ids);
  }
}
