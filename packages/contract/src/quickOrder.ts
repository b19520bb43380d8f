import { z } from "zod";
import { nameText } from "./validators.js";

/** Quick order from a spreadsheet (docs/product/quick-order.md). */

export const QUICK_ORDER_MAX_BYTES = 20 * 1024 * 1024;
export const QUICK_ORDER_MAX_ROWS = 5000;
export const QUICK_ORDER_TOO_LARGE = "The file is larger than 20 MB. Split it into smaller files.";
export function quickOrderTooManyRows(rows: number): string {
  return `A quick order takes at most ${QUICK_ORDER_MAX_ROWS.toLocaleString("en-US")} rows; this file has ${rows.toLocaleString("en-US")}. Split it into smaller files.`;
}
export const QUICK_ORDER_NO_ROWS = "The file has no rows under its header.";
export const QUICK_ORDER_NOT_READABLE = "The file could not be read as CSV or XLSX.";
export const QUICK_ORDER_NO_GOOD_ROWS = "No row of the file can be added: fix the rows with errors and try again.";
export function quickOrderAdded(rows: number): string {
  return `${rows} ${rows === 1 ? "row was" : "rows were"} added to your cart.`;
}

/** The template's columns, in order; any further column is an option by its name (e.g. LaminateType). */
export const QUICK_ORDER_COLUMNS = ["File", "Product type", "Material", "Width", "Height", "Quantity"] as const;

export const QuickOrderRequestSchema = z.object({
  FileName: nameText().trim().min(1, { error: "FileName is required." }).max(255),
  /** The file's bytes, base64. */
  Content: z.string().max(Math.ceil((QUICK_ORDER_MAX_BYTES * 4) / 3) + 1024, { error: QUICK_ORDER_TOO_LARGE }),
});

export const QuickOrderRowSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  Row: z.number().int(),
  File: z.string(),
  ProductType: z.string(),
  Material: z.string(),
  Width: z.string(),
  Height: z.string(),
  Quantity: z.string(),
  Price: z.number(),
  PriceCents: z.number().int(),
  PriceText: z.string(),
  /** "Row 4, Width: 0 is below the minimum of 1 in." */
  Errors: z.array(z.string()),
});
export type QuickOrderRow = z.infer<typeof QuickOrderRowSchema>;

export const QuickOrderCheckSchema = z.object({
  Rows: z.array(QuickOrderRowSchema),
  GoodRows: z.number().int(),
  TotalCents: z.number().int(),
  TotalText: z.string(),
});
export type QuickOrderCheck = z.infer<typeof QuickOrderCheckSchema>;
export const QuickOrderAddedSchema = z.object({ Added: z.number().int() });
