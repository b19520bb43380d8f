import { z } from "zod";

/**
 * Invoices and statements (docs/product/invoices.md). The PDFs are GET calls answering application/pdf:
 * /Store/Orders/{orderNumber}/Invoice (the customer), /Staff/Orders/{orderNumber}/Invoice (staff),
 * /Account/Statement.pdf (a terms company's office managers), /Staff/Accounts/{customerId}/Statement.pdf.
 */

export const INVOICE_NOT_READY = "The invoice is ready once the order has shipped.";
export const INVOICE_PRICES_HIDDEN = "Invoices show prices; please ask your office manager for this invoice.";
export const STATEMENT_MANAGERS_ONLY = "Your company's statement is for its office managers.";
export const STATEMENT_TERMS_ONLY = "Statements are for terms (open) accounts.";

export const AGEING_BUCKET_KEYS = ["current", "1-30", "31-60", "61-90", "90+"] as const;
export type AgeingBucketKey = (typeof AGEING_BUCKET_KEYS)[number];
/** Column headings of the ageing table (days past due). */
export const AGEING_BUCKET_LABELS: Record<AgeingBucketKey, string> = {
  current: "Current",
  "1-30": "1-30 days",
  "31-60": "31-60 days",
  "61-90": "61-90 days",
  "90+": "Over 90 days",
};

export const StatementInvoiceSchema = z.object({
  InvoiceNumber: z.number().int(),
  OrderNumber: z.number().int(),
  PONumber: z.string(),
  JobName: z.string(),
  /** Shop calendar days (US Central), YYYY-MM-DD. */
  InvoiceDate: z.string(),
  DueDate: z.string(),
  DaysPastDue: z.number().int(),
  Bucket: z.enum(AGEING_BUCKET_KEYS),
  AmountDueCents: z.number().int(),
});

/** GET /Account/Statement: the terms company's open invoices, ageing and balance as of today (US Central). */
export const StatementSchema = z.object({
  Customer: z.string(),
  StatementDate: z.string(),
  /** 'Net 30'. */
  Terms: z.string(),
  Invoices: z.array(StatementInvoiceSchema),
  Ageing: z.record(z.enum(AGEING_BUCKET_KEYS), z.number().int()),
  BalanceCents: z.number().int(),
  /** Terms orders placed and not yet shipped: in the open balance, not invoiced yet. */
  NotInvoicedCents: z.number().int(),
});
export type Statement = z.infer<typeof StatementSchema>;
