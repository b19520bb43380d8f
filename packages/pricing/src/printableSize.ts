/**
 * The largest piece a roll material prints (docs/product/pricing.md, "Sizes";
 * docs/decisions/0019-maximum-print-sizes.md): one side across the roll, at most the material's
 * printable width, and no side longer than MAX_PRINT_LENGTH_IN. Wallcoverings are printed in panels
 * across the wall (wallcovering.ts), so only their length is limited; rigid pieces are limited by
 * the sheet (sheetFit.ts).
 */

/** No printed side longer than 100 ft. */
export const MAX_PRINT_LENGTH_IN = 1200;

export interface SizeProblem {
  readonly field: "InchWidth" | "InchHeight";
  readonly message: string;
}

const inches = (n: number) => `${Math.round(n * 1000) / 1000}`;

/**
 * What is wrong with printing widthIn x heightIn, or undefined when it fits. rollWidthIn: the
 * material's printable width across the roll (undefined: no roll limit, only the length).
 */
export function printableSizeProblem(
  widthIn: number,
  heightIn: number,
  rollWidthIn: number | undefined,
): SizeProblem | undefined {
  const size = `${inches(widthIn)} x ${inches(heightIn)} in`;
  if (widthIn > MAX_PRINT_LENGTH_IN || heightIn > MAX_PRINT_LENGTH_IN)
    return {
      field: widthIn > MAX_PRINT_LENGTH_IN ? "InchWidth" : "InchHeight",
      message: `No side can be longer than ${MAX_PRINT_LENGTH_IN} in (100 ft); ${size} is too large.`,
    };
  if (rollWidthIn !== undefined && rollWidthIn > 0 && Math.min(widthIn, heightIn) > rollWidthIn)
    return {
      field: widthIn <= heightIn ? "InchWidth" : "InchHeight",
      message: `This material prints at most ${inches(rollWidthIn)} in across the roll: one side of ${size} must be ${inches(rollWidthIn)} in or less.`,
    };
  return undefined;
}
