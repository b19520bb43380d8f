import { PATTERN_PRODUCT_TYPE, type Pattern, type PatternOrderRow, type SubstrateFilter } from "@portal/contract";

export const emptyRow = (): PatternOrderRow => ({ quantity: "1", substrate: "", rollSize: "" });

/** The substrates a pattern can be printed on, in the library's order. */
export function substratesOf(pattern: Pattern, all: readonly SubstrateFilter[]): SubstrateFilter[] {
  return all.filter((s) => pattern.Substrates.includes(s.ItemNo));
}

/** The print file of the variant on show (opaque with its background, or transparent). */
function printUrlOf(pattern: Pattern, opaque: boolean): { FullUrl: string; ImageUrl: string } {
  const ImageUrl = opaque ? pattern.ImageUrl : pattern.TransparentImageUrl;
  return { ImageUrl, FullUrl: ImageUrl.replace("/Thumb/", "/Print/").replace(/\.webp$/, ".png") };
}

/**
 * Store/AddToCart lines for a checked order (docs/product/orders.md: the pattern library sends userId and an
 * empty base64String). Each roll row is its own cart item; prices come from the server.
 */
export function cartLines(userId: number, pattern: Pattern, opaque: boolean, rows: readonly PatternOrderRow[]) {
  const urls = printUrlOf(pattern, opaque);
  return rows.map((row, i) => ({
    userId,
    SetId: i + 1,
    SetName: pattern.PatternName,
    ItemNo: row.substrate,
    product_type: PATTERN_PRODUCT_TYPE,
    rollSize: row.rollSize,
    Quantity: Number(row.quantity),
    Name: pattern.PatternName,
    Filename: pattern.Filename,
    PatternNumber: pattern.PatternNumber,
    isOpaque: opaque,
    ...urls,
    base64String: "",
  }));
}

/** A roll row can be priced once it has a quantity above 0, a substrate and a roll size. */
export function priceableRow(row: PatternOrderRow): boolean {
  return (
    /^\d{1,3}$/.test(row.quantity.trim()) && Number(row.quantity) > 0 && row.substrate !== "" && row.rollSize !== ""
  );
}

/**
 * Store/GetPricing lines for the rows that can be priced (the same engine prices the cart line),
 * with the row each line belongs to.
 */
export function pricingLines(userId: number, rows: readonly PatternOrderRow[]) {
  const indexes: number[] = [];
  const lines: Record<string, unknown>[] = [];
  rows.forEach((row, index) => {
    if (!priceableRow(row)) return;
    indexes.push(index);
    lines.push({
      userId,
      ItemNo: row.substrate,
      product_type: PATTERN_PRODUCT_TYPE,
      rollSize: row.rollSize,
      Quantity: Number(row.quantity),
    });
  });
  return { indexes, lines };
}
