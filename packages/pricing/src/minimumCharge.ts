/**
 * The minimum purchase charge, cart line 90OC ('$150 Minimum Purchase Charge', docs/product/pricing.md):
 * with minPricing on, a cart under the minimum is brought up to it by a line worth the difference.
 *
 * Decisions:
 * - An empty cart (subtotal 0) gets no charge line: there is nothing to buy, and a cart of only the
 *   charge would be an order for nothing.
 * - A subtotal at the minimum or above gets none either ("under 150", docs/product/pricing.md).
 * - Inputs that are not whole non-negative cents (negative, fractional, NaN) give no charge rather
 *   than a made-up amount; the engine never produces such a subtotal.
 */

export interface MinimumChargeSettings {
  /** The customer's or brand's minPricing flag. */
  readonly minPricing: boolean;
  /** The minimum in cents, e.g. 15000 for $150.00. */
  readonly minimumCents: number;
}

export interface MinimumCharge {
  /** The amount of the 90OC line in cents; 0 means no line. */
  readonly chargeCents: number;
}

function isWholeCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

export function applyMinimumCharge(subtotalCents: number, settings: MinimumChargeSettings): MinimumCharge {
  const { minPricing, minimumCents } = settings;
  if (minPricing !== true || !isWholeCents(subtotalCents) || !isWholeCents(minimumCents)) return { chargeCents: 0 };
  if (subtotalCents > 0 && subtotalCents < minimumCents) return { chargeCents: minimumCents - subtotalCents };
  return { chargeCents: 0 };
}
