/**
 * The invoice of a shipped order and the statement of a terms account (docs/product/invoices.md). The orders module
 * builds these models (plain data, so they cross into the worker threads); this module only draws them
 * (docs/decisions/0022-pdf-documents.md).
 */
import { AGEING_BUCKET_KEYS, AGEING_BUCKET_LABELS, type AgeingBucketKey, formatCentsUsd } from "@portal/contract";
import { shopDay } from "./jobTicket.js";
import { COLORS, type Content, gridTable, LETTER, letterhead, pageFooter, renderPdf, termTable } from "./pdf.js";

interface InvoiceLine {
  lineNo: number;
  description: string;
  /** Size, options, file name: one short line under the description. */
  details: string;
  quantity: number;
  amountCents: number;
}

interface InvoicePayment {
  /** 'Visa ending 4242'. */
  label: string;
  /** Shop calendar day, YYYY-MM-DD. */
  date: string;
  amountCents: number;
}

export interface InvoiceModel {
  brandName: string;
  /** Where payments go: the brand's name, address and contact, one line each. */
  remitTo: string[];
  invoiceNumber: number;
  orderNumber: number;
  /** Shop calendar days, YYYY-MM-DD. */
  invoiceDate: string;
  orderDate: string;
  dueDate: string;
  /** 'Net 30', or 'Paid by card'. */
  terms: string;
  poNumber: string;
  jobName: string;
  customer: string;
  orderedBy: string;
  billTo: string[];
  shipTo: string[];
  shippingMethod: string;
  lines: InvoiceLine[];
  subtotalCents: number;
  freightCents: number;
  taxCents: number;
  /** 'Tax (MN 7.875%)', or 'Tax'. */
  taxLabel: string;
  totalCents: number;
  payments: InvoicePayment[];
  amountDueCents: number;
  /** When it was drawn (the file's creation date). */
  printedAt: string;
}

const money = (cents: number) => formatCentsUsd(cents);

/** '11/25/2026' for a shop calendar day (the US short form the customer screens use). */
function usDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : day;
}

function rightAligned(rows: [string, string, boolean?][]): Content {
  return {
    margin: [0, 4, 0, 10],
    columns: [
      { width: "*", text: "" },
      {
        width: 240,
        layout: "noBorders",
        table: {
          widths: ["*", 90],
          body: rows.map(([label, value, strong]) => [
            { text: label, bold: strong === true, color: strong ? COLORS.accent : COLORS.ink },
            { text: value, alignment: "right", bold: strong === true },
          ]),
        },
      },
    ],
  };
}

function addressBlock(title: string, lines: readonly string[]): Content {
  return {
    stack: [
      { text: title, bold: true, color: COLORS.accent, margin: [0, 0, 0, 2] },
      ...lines.filter(Boolean).map((l) => ({ text: l })),
    ],
  };
}

export async function renderInvoice(model: InvoiceModel): Promise<Buffer> {
  const title = `Invoice ${model.invoiceNumber}`;
  const references = termTable(
    [
      { term: "Order", text: String(model.orderNumber) },
      { term: "Order date", text: shopDay(model.orderDate) },
      { term: "PO number", text: model.poNumber || "None" },
      { term: "Job name", text: model.jobName || "None" },
      { term: "Ordered by", text: model.orderedBy },
      { term: "Shipping method", text: model.shippingMethod },
    ],
    110,
    [0, 10, 0, 10],
  );
  const lines = gridTable({
    columns: [
      { header: "Line", width: 30 },
      { header: "Description", width: "*" },
      { header: "Qty", width: 40 },
      { header: "Amount", width: 80 },
    ],
    rows: model.lines.map((l) => [
      String(l.lineNo),
      {
        stack: [{ text: l.description }, ...(l.details ? [{ text: l.details, fontSize: 8, color: COLORS.muted }] : [])],
      },
      { text: String(l.quantity), alignment: "right" },
      { text: money(l.amountCents), alignment: "right" },
    ]),
  });
  const totals: [string, string, boolean?][] = [
    ["Subtotal", money(model.subtotalCents)],
    ["Freight", money(model.freightCents)],
    [model.taxLabel, money(model.taxCents)],
    ["Total", money(model.totalCents), true],
    ...model.payments.map((p): [string, string] => [`Paid ${shopDay(p.date)}, ${p.label}`, `-${money(p.amountCents)}`]),
    ["Amount due", money(model.amountDueCents), true],
  ];
  const content: Content[] = [
    letterhead({ name: model.brandName, lines: model.remitTo.slice(1) }, [
      { text: "INVOICE", fontSize: 16, bold: true },
      { text: `Invoice ${model.invoiceNumber}`, fontSize: 11, bold: true },
      { text: `Invoice date ${shopDay(model.invoiceDate)}`, fontSize: 9 },
      { text: `Due ${shopDay(model.dueDate)}`, fontSize: 9, bold: true },
      { text: `Terms: ${model.terms}`, fontSize: 9, color: COLORS.muted },
    ]),
    {
      margin: [0, 12, 0, 0],
      columns: [addressBlock("Bill to", [model.customer, ...model.billTo]), addressBlock("Ship to", model.shipTo)],
      columnGap: 20,
    },
    references,
    lines,
    rightAligned(totals),
    {
      margin: [0, 8, 0, 0],
      stack: [
        { text: "Remit to", bold: true, color: COLORS.accent },
        ...model.remitTo.map((l) => ({ text: l })),
        {
          text: `Please write invoice ${model.invoiceNumber} on your payment.`,
          color: COLORS.muted,
          margin: [0, 4, 0, 0],
        },
      ],
    },
  ];
  return renderPdf(
    {
      info: { title, author: model.brandName, subject: `Invoice for order ${model.orderNumber}` },
      pageMargins: [LETTER.margin, LETTER.margin, LETTER.margin, LETTER.margin],
      footer: pageFooter(`${model.brandName}  |  ${title}  |  Order ${model.orderNumber}`),
      content,
    },
    new Date(model.printedAt),
  );
}

export const AGEING_BUCKETS = AGEING_BUCKET_KEYS;
export type AgeingBucket = AgeingBucketKey;
const AGEING_LABELS = AGEING_BUCKET_LABELS;

export interface StatementInvoice {
  invoiceNumber: number;
  orderNumber: number;
  poNumber: string;
  jobName: string;
  invoiceDate: string;
  dueDate: string;
  /** Days past the due date (0 when not yet due). */
  daysPastDue: number;
  bucket: AgeingBucket;
  amountDueCents: number;
}

export interface StatementModel {
  brandName: string;
  remitTo: string[];
  customer: string;
  customerLines: string[];
  /** Shop calendar day the statement is as of. */
  statementDate: string;
  terms: string;
  invoices: StatementInvoice[];
  ageing: Record<AgeingBucket, number>;
  balanceCents: number;
  /** Terms orders placed and not yet invoiced (shipped): part of the open balance, not yet due. */
  notInvoicedCents: number;
  printedAt: string;
}

export async function renderStatement(model: StatementModel): Promise<Buffer> {
  const title = `Statement ${model.statementDate}`;
  const invoices =
    model.invoices.length > 0
      ? gridTable({
          columns: [
            { header: "Invoice", width: 50 },
            { header: "Order / PO / Job", width: "*" },
            { header: "Invoice date", width: 70 },
            { header: "Due", width: 70 },
            { header: "Past due", width: 50 },
            { header: "Amount due", width: 70 },
          ],
          rows: model.invoices.map((i) => [
            String(i.invoiceNumber),
            {
              stack: [
                { text: `Order ${i.orderNumber}` },
                ...(i.poNumber ? [{ text: `PO ${i.poNumber}`, fontSize: 8 }] : []),
                ...(i.jobName ? [{ text: `Job ${i.jobName}`, fontSize: 8, color: COLORS.muted }] : []),
              ],
            },
            usDate(i.invoiceDate),
            usDate(i.dueDate),
            { text: i.daysPastDue > 0 ? `${i.daysPastDue} days` : "Current", alignment: "right" },
            { text: money(i.amountDueCents), alignment: "right" },
          ]),
        })
      : { text: "No open invoices.", color: COLORS.muted, margin: [0, 6, 0, 10] as [number, number, number, number] };
  const ageing = gridTable({
    columns: [
      ...AGEING_BUCKETS.map((b) => ({ header: AGEING_LABELS[b], width: "*" as const })),
      { header: "Balance", width: "*" },
    ],
    rows: [
      [
        ...AGEING_BUCKETS.map((b) => ({ text: money(model.ageing[b]), alignment: "right" as const })),
        { text: money(model.balanceCents), alignment: "right" as const, bold: true },
      ],
    ],
  });
  const content: Content[] = [
    letterhead({ name: model.brandName, lines: model.remitTo.slice(1) }, [
      { text: "STATEMENT", fontSize: 16, bold: true },
      { text: `As of ${shopDay(model.statementDate)}`, fontSize: 10, bold: true },
      { text: `Terms: ${model.terms}`, fontSize: 9, color: COLORS.muted },
    ]),
    {
      margin: [0, 12, 0, 10],
      columns: [addressBlock("Account", [model.customer, ...model.customerLines])],
    },
    { text: "Open invoices", fontSize: 12, bold: true, color: COLORS.accent },
    invoices,
    { text: "Ageing (days past due)", fontSize: 12, bold: true, color: COLORS.accent },
    ageing,
    rightAligned([
      ["Balance due", money(model.balanceCents), true],
      ["Orders not yet invoiced", money(model.notInvoicedCents)],
    ]),
    {
      stack: [{ text: "Remit to", bold: true, color: COLORS.accent }, ...model.remitTo.map((l) => ({ text: l }))],
    },
  ];
  return renderPdf(
    {
      info: { title, author: model.brandName, subject: `Statement of ${model.customer}` },
      pageMargins: [LETTER.margin, LETTER.margin, LETTER.margin, LETTER.margin],
      footer: pageFooter(`${model.brandName}  |  ${model.customer}  |  ${title}`),
      content,
    },
    new Date(model.printedAt),
  );
}
