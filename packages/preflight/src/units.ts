/** Rounds to 2 decimals (inches in reports). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Pixels per inch as a whole number, rounded down so that 99.7 ppi stays under a 100 ppi rule. */
export function wholePpi(value: number): number {
  // MuPDF matrices are single precision: 200 ppi can come out as 199.9999.
  return Math.floor(value + 1e-3);
}

export const POINTS_PER_INCH = 72;
