/**
 * The points between the steps of a payment that moves money (docs/decisions/0017-checkout-intents.md),
 * named for test hooks: `intent-recorded` (after step 1 committed), `card-1-charged` and
 * `card-2-charged` (after each charge), `charges-recorded` (every card charged, before step 3) and
 * `confirmed` (after step 3 committed, before the reply).
 */
export const CHECKOUT_STEPS = [
  "intent-recorded",
  "card-1-charged",
  "card-2-charged",
  "charges-recorded",
  "confirmed",
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface StepContext {
  kind: "checkout" | "release";
  intentId: number;
}

/** A test hook run at each step: it may throw (a failure there) or never resolve (a crash there). */
export type StepHook = (step: CheckoutStep, at: StepContext) => void | Promise<void>;

/**
 * Test hooks of every app in this process (integration tests add one and remove it when done), plus the
 * CHECKOUT_PAUSE_AT hook of an app configured with it.
 */
export const stepHooks = new Set<StepHook>();

export async function atStep(step: CheckoutStep, at: StepContext, pauseAt?: CheckoutStep): Promise<void> {
  if (pauseAt === step) {
    // The kill test waits for this line on stderr, then SIGKILLs the process.
    process.stderr.write(`checkout paused at ${step} (${at.kind} intent ${at.intentId})\n`);
    await new Promise<never>(() => {});
  }
  for (const hook of stepHooks) await hook(step, at);
}
