import type { CartRow } from "./cart.repo.js";

/** The library path of a cart line's artwork: the column, or the portal's FullUrl field of older lines. */
export function cartLineFullUrl(row: CartRow): string {
  const fromFields = row.fields.FullUrl;
  return row.fullUrl || (typeof fromFields === "string" ? fromFields : "");
}
