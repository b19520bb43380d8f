import type { AreaTier } from "./priceBook.js";

/** Square inches per square foot. */
export const SQ_IN_PER_SQ_FT = 144;

/** The area of one w x h inch piece in square feet (actual, not billable). */
export function pieceSqFt(widthIn: number, heightIn: number): number {
  return (widthIn * heightIn) / SQ_IN_PER_SQ_FT;
}

/** The billable area of one piece: its actual area, but at least the material's minimum. */
export function billablePieceSqFt(widthIn: number, heightIn: number, minBillableSqFtPerPiece: number): number {
  return Math.max(pieceSqFt(widthIn, heightIn), minBillableSqFtPerPiece);
}

/**
 * The plain tier rate for a line of totalSqFt billable square feet: the rate of the highest tier
 * whose minSqFt <= totalSqFt; undefined when no tier starts that low. Charging
 * totalSqFt x tierRate is NOT what the engine bills (see areaChargeCents): just below a tier
 * boundary it would cost more than just above it.
 */
export function tierRate(tiers: readonly AreaTier[], totalSqFt: number): number | undefined {
  let best: AreaTier | undefined;
  for (const tier of tiers) {
    if (tier.minSqFt <= totalSqFt && (best === undefined || tier.minSqFt >= best.minSqFt)) best = tier;
  }
  return best?.centsPerSqFt;
}

/**
 * The material charge in cents (unrounded) for a line of totalSqFt billable square feet.
 *
 * Monotonic tier rule (chosen):
 *
 *     charge(T) = min over all tiers t of  max(T, t.minSqFt) x t.centsPerSqFt
 *
 * Each tier offers "buy at this tier's rate, billed for at least the tier's minimum area". For the
 * tier T falls in, the term is T x rate(T), the plain tier price; a higher tier's term is what the
 * line would cost if it were topped up to that tier's minimum. The buyer gets the lowest of them.
 *
 * Why it never falls as T grows: each term max(T, m) x r (r >= 0) is non-decreasing in T, and the
 * minimum of non-decreasing functions is non-decreasing. So a larger order never costs less than a
 * smaller one, and no order costs more than a larger order would (the term of the larger order's
 * tier caps it).
 *
 * Example, tiers 0: 500, 50: 400 cents/sq ft. Plain tiers would bill 49 sq ft at 24,500 and
 * 50 sq ft at 20,000. Here 49 sq ft costs min(49 x 500, 50 x 400) = 20,000: from 40 sq ft
 * (40 x 500 = 50 x 400) up to 50 sq ft the charge stays at 20,000, then rises at 400 a foot.
 *
 * Data rule: if the lowest tier starts above 0 sq ft, a smaller line is billed as if it were that
 * tier's minimum (a line minimum). Tiers need not be sorted. Needs at least one tier (the price
 * book check enforces it); with none the result is Infinity, which the caller never sees.
 */
export function areaChargeCents(tiers: readonly AreaTier[], totalSqFt: number): number {
  let charge = Number.POSITIVE_INFINITY;
  for (const tier of tiers) {
    charge = Math.min(charge, Math.max(totalSqFt, tier.minSqFt) * tier.centsPerSqFt);
  }
  return charge;
}
