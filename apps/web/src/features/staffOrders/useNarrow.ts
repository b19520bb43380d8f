import { useMediaQuery } from "@mantine/hooks";

/** Under 600 px wide the desk's tables become a stack of cards (docs/product/shop-order-desk.md). */
const NARROW_QUERY = "(max-width: 37.49em)";

/** Whether the screen is narrow; read at once, so a phone never draws the wide table first. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
}
