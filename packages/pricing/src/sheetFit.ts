/**
 * How many pieces fit on a rigid sheet (docs/product/pricing.md: "Sheet count = total quantity divided by
 * images per panel sheet, rounded up"; the exact fit is not shown, so this is the decision).
 *
 * Pieces are laid out in a plain grid, all the same way round, edge to edge (no kerf or margin;
 * a material that needs one can list a smaller usable sheet in the book):
 *
 *     piecesPerSheet = floor(sheetWidth / pieceWidth) x floor(sheetHeight / pieceHeight)
 *
 * Rotate (docs/product/pricing.md: "Rotate yes swaps sheet width and height"): with Rotate 'yes' the
 * sheet's sides are swapped before fitting, so a 30 x 20 piece on a 48 x 96 sheet fits
 * floor(48/30) x floor(96/20) = 1 x 4 = 4 without Rotate and, on the 96 x 48 sheet,
 * floor(96/30) x floor(48/20) = 3 x 2 = 6 with it. The engine uses the customer's Rotate as given;
 * bestFit tells which orientation fits more.
 */

/**
 * Tolerance for the divisions, so 48 / 9.6 counts as 5 even when floating point makes it
 * 4.999999999999999. One billionth of a piece never decides a real fit.
 */
const FIT_EPSILON = 1e-9;

function isPositive(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/** How many times a length fits along a side (0 when it does not fit at all). */
function fitAlong(sideIn: number, lengthIn: number): number {
  return Math.floor(sideIn / lengthIn + FIT_EPSILON);
}

/**
 * Pieces of pieceWidthIn x pieceHeightIn on a sheetWidthIn x sheetHeightIn sheet. rotate swaps the
 * sheet's sides first. 0 when the piece does not fit that way round or any length is not positive.
 */
export function piecesPerSheet(
  pieceWidthIn: number,
  pieceHeightIn: number,
  sheetWidthIn: number,
  sheetHeightIn: number,
  rotate: boolean,
): number {
  if (![pieceWidthIn, pieceHeightIn, sheetWidthIn, sheetHeightIn].every(isPositive)) return 0;
  const across = rotate ? sheetHeightIn : sheetWidthIn;
  const down = rotate ? sheetWidthIn : sheetHeightIn;
  return fitAlong(across, pieceWidthIn) * fitAlong(down, pieceHeightIn);
}

export interface Fit {
  readonly piecesPerSheet: number;
  /** Whether the better layout is the one with Rotate 'yes'. On a tie, false. */
  readonly rotate: boolean;
}

/** Tries both orientations and returns the one that fits more pieces (without Rotate on a tie). */
export function bestFit(pieceWidthIn: number, pieceHeightIn: number, sheetWidthIn: number, sheetHeightIn: number): Fit {
  const plain = piecesPerSheet(pieceWidthIn, pieceHeightIn, sheetWidthIn, sheetHeightIn, false);
  const rotated = piecesPerSheet(pieceWidthIn, pieceHeightIn, sheetWidthIn, sheetHeightIn, true);
  return rotated > plain ? { piecesPerSheet: rotated, rotate: true } : { piecesPerSheet: plain, rotate: false };
}

/** Sheets needed for quantity pieces: ceil(quantity / perSheet); undefined when perSheet is 0. */
export function sheetsNeeded(quantity: number, perSheet: number): number | undefined {
  if (!(perSheet >= 1)) return undefined;
  return Math.ceil(quantity / perSheet);
}
