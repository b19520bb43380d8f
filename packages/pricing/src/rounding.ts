/**
 * The rounding rules, in one place. Everything before them works on unrounded numbers: a line's
 * cents are summed unrounded and rounded once, by roundCents, when the item total is made.
 *
 * Rule: round half up (toward +infinity), so 1312.5 -> 1313 and 866.67 -> 867.
 *
 * Decimal inches such as 0.1 are not exact in binary floating point, so a true half cent may arrive
 * as 1312.4999999999998. Before rounding, the value is snapped to the nearest millionth of a cent;
 * no real price differs by less than that. Snapping and floor(x + 0.5) are both non-decreasing, so
 * the rounded price keeps the monotonicity of the unrounded one.
 */

const SNAP = 1e6;

function snap(value: number): number {
  return Math.round(value * SNAP) / SNAP;
}

/** Cents of a whole item, rounded half up to an integer. */
export function roundCents(cents: number): number {
  return Math.floor(snap(cents) + 0.5);
}

/** Square feet for display (the reply's SquareFeet), rounded half up to 2 decimals. */
export function roundSqFt(sqFt: number): number {
  return Math.floor(snap(sqFt * 100) + 0.5) / 100;
}
