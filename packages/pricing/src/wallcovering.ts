/**
 * Wallcoverings price the printed area including overlaps (DESIGN section 6). A wall wider than the
 * material's widest printable panel is printed as several panels side by side, each overlapping
 * the next by Overlap inches (docs/product/pricing.md: default overlap 0.25 in; the portal coerces an
 * empty or 'Select' Overlap to 0).
 *
 * Panels: n panels of at most P inches with overlap o cover n x P - (n - 1) x o inches, so the
 * fewest panels for a wall W inches wide is
 *
 *     panels = ceil((W - o) / (P - o))      (1 when W <= P)
 *
 * The shorter form ceil(W / (P - o)) asks for one panel too many when W is just below a multiple
 * of P minus the overlaps: two 52 in panels overlapping 0.25 in cover 103.75 in, which it would
 * print as 3 panels. Both forms agree wherever W <= n x (P - o) for the n above.
 *
 * Printed width = W + (panels - 1) x o: every seam prints the overlap twice. Both panels and the
 * printed width are non-decreasing in W, so the price never falls as the wall grows.
 */

/** Tolerance so 103.75 in on 52 in panels with 0.25 in overlap is exactly 2 panels. */
const PANEL_EPSILON = 1e-9;

/**
 * Panels needed for a wall widthIn wide. The caller ensures widthIn > 0 and
 * 0 <= overlapIn < maxPanelWidthIn.
 */
export function wallPanels(widthIn: number, maxPanelWidthIn: number, overlapIn: number): number {
  if (widthIn <= maxPanelWidthIn) return 1;
  return Math.ceil((widthIn - overlapIn) / (maxPanelWidthIn - overlapIn) - PANEL_EPSILON);
}

/** The printed width of a wall: its width plus one overlap per seam. */
export function printedWidthIn(widthIn: number, maxPanelWidthIn: number, overlapIn: number): number {
  return widthIn + (wallPanels(widthIn, maxPanelWidthIn, overlapIn) - 1) * overlapIn;
}
