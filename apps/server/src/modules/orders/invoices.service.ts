import {
  type Brand,
  INVOICE_NOT_READY,
  INVOICE_PRICES_HIDDEN,
  ORDER_NOT_FOUND,
  STATEMENT_MANAGERS_ONLY,
  STATEMENT_TERMS_ONLY,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { Caller } from "../../platform/auth.js";
import { addDays, shopWallClock } from "../../platform/businessCalendar.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden } from "../../platform/http.js";
import { type ShopCatalog, shopCatalog } from "../cart/shopCatalog.js";
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type InvoiceModel,
  type StatementInvoice,
  type StatementModel,
} from "../docs/invoice.js";
import { PdfWorkersBusy } from "../docs/pdfWorkers.js";
import { type CustomerRow, customerUsers, findCustomer, person } from "../identity/users.service.js";
import {
  type InvoiceRow,
  insertInvoice,
  invoiceOfOrder,
  notInvoicedTermsCents,
  openTermsInvoices,
  shippedAt,
} from "./invoices.repo.js";
import { findOrderByNumber, linesOfOrder, lockOrderByNumber, type OrderRow, paymentsOfOrder } from "./orders.repo.js";
import type { OrdersService } from "./orders.service.js";

/**
 * Invoices and statements (docs/product/invoices.md, docs/decisions/0030-invoice-numbering.md). An order gets its
 * invoice in the transaction that ships it (or, for an order shipped before invoices existed, at the first request);
 * the PDFs are drawn by the app's PDF worker threads.
 */

/** Statuses an order has an invoice in: shipped, and completed after that. */
const INVOICED_STATUSES = new Set(["shipped", "invoiced"]);

const notReady = () => new ApiError("failed", INVOICE_NOT_READY, 422);

/** Where payments go: the brand's name, its accounts receivable at the brand's address, its e-mail and phone. */
function remitToLines(brand: Brand): string[] {
  const address =
    brand.contact.addressLines[0] === brand.name ? brand.contact.addressLines.slice(1) : brand.contact.addressLines;
  return [brand.name, "Accounts Receivable", ...address, `${brand.contact.email}  ${brand.contact.phone}`];
}

/** 'Net 30' for a terms order, 'Paid by card' otherwise. */
function termsText(order: OrderRow, termsDays: number): string {
  if (order.paymentKind !== "terms") return "Paid by card";
  return termsDays === 0 ? "Due on receipt" : `Net ${termsDays}`;
}

/** The invoice's numbers and dates, written in the caller's transaction (which holds the order's row lock). */
export async function issueInvoice(tx: Db, order: OrderRow, at: Date): Promise<InvoiceRow> {
  const customer = await findCustomer(tx, order.customerId);
  const termsDays = order.paymentKind === "terms" ? (customer?.termsDays ?? 30) : 0;
  const invoiceDate = shopWallClock(at).day;
  return insertInvoice(tx, {
    orderId: order.id,
    franchise: order.franchise,
    issuedAt: at,
    invoiceDate,
    dueDate: addDays(invoiceDate, termsDays),
    termsDays,
  });
}

/**
 * Everything the invoice shows, read in `db` (the ship's transaction, or the database). The catalog (for the lines'
 * details) is loaded by the caller before any transaction: loading it reads the database outside the transaction.
 */
export async function invoiceModel(
  ctx: AppContext,
  db: Db,
  catalog: ShopCatalog,
  order: OrderRow,
  invoice: InvoiceRow,
): Promise<InvoiceModel> {
  const lines = await linesOfOrder(db, order.id);
  const payments = await paymentsOfOrder(db, order.id);
  const orderedBy = await person(db, order.userId);
  const customer = await findCustomer(db, order.customerId);
  const paid = payments
    .filter((p) => p.kind === "card" && (p.status === "charged" || p.status === "refunded"))
    .map((p) => ({
      label: `${p.cardBrand || "Card"} ending ${p.last4}`,
      date: shopWallClock(p.createdAt).day,
      amountCents: p.amountCents - p.refundedCents,
    }))
    .filter((p) => p.amountCents > 0);
  const paidCents = paid.reduce((sum, p) => sum + p.amountCents, 0);
  const billTo = order.billingAddress
    ? [
        order.billingName,
        order.billingAddress,
        order.billingAddress2,
        `${order.billingCity}, ${order.billingState} ${order.billingZip}`.trim(),
      ]
    : customerAddress(customer);
  return {
    brandName: ctx.brand.name,
    remitTo: remitToLines(ctx.brand),
    invoiceNumber: invoice.invoiceNumber,
    orderNumber: order.orderNumber,
    invoiceDate: invoice.invoiceDate,
    orderDate: shopWallClock(order.placedAt).day,
    dueDate: invoice.dueDate,
    terms: termsText(order, invoice.termsDays),
    poNumber: order.poNumber,
    jobName: order.jobName,
    customer: customer?.companyName ?? order.billingName,
    orderedBy: orderedBy?.name ?? "",
    billTo: billTo.filter((l) => l && l !== ","),
    shipTo: [
      `${order.shipFirstName} ${order.shipLastName}`.trim(),
      order.shipCompanyName,
      order.shipAddress1,
      order.shipAddress2,
      `${order.shipCity}, ${order.shipState} ${order.shipZip}`,
    ].filter(Boolean),
    shippingMethod: order.shippingMethodText || order.shippingMethod,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      description: l.itemDesc || l.itemNo,
      details: [
        ...(l.kind === "product" ? catalog.snapshot.lineDetails(l.productType, l.itemNo, l.fields) : []),
        ...(l.filename ? [`File: ${l.filename}`] : []),
      ].join(" · "),
      quantity: l.quantity,
      amountCents: l.priceCents,
    })),
    subtotalCents: order.subtotalCents,
    freightCents: order.freightCents,
    taxCents: order.taxCents,
    taxLabel: order.taxState ? `Tax (${order.taxState} ${order.taxRatePercent}%)` : "Tax",
    totalCents: order.totalCents,
    payments: paid,
    amountDueCents: Math.max(0, order.totalCents - paidCents),
    printedAt: new Date().toISOString(),
  };
}

function customerAddress(c: CustomerRow | undefined): string[] {
  if (!c) return [];
  return [c.address1, c.address2, `${c.city}, ${c.state} ${c.zip}`.trim()];
}

/** Days from `due` to `today` (shop calendar days, YYYY-MM-DD); 0 when not yet due. */
export function daysPastDue(due: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}

/** The ageing column of an invoice: current (not past due), 1-30, 31-60, 61-90 or 90+ days past due. */
export function ageingBucket(pastDue: number): AgeingBucket {
  if (pastDue <= 0) return "current";
  if (pastDue <= 30) return "1-30";
  if (pastDue <= 60) return "31-60";
  if (pastDue <= 90) return "61-90";
  return "90+";
}

const asPdfError = (err: unknown) =>
  err instanceof PdfWorkersBusy ? new ApiError("error", err.message, 503) : (err as Error);

export interface PdfFile {
  filename: string;
  bytes: Uint8Array;
}

export class InvoicesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly orders: OrdersService,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /**
   * The order's invoice, made now for an order shipped before invoices existed: the order row locked, so two first
   * requests make one invoice with one number.
   */
  private async invoiceOf(order: OrderRow): Promise<InvoiceRow> {
    if (!INVOICED_STATUSES.has(order.status)) throw notReady();
    const existing = await invoiceOfOrder(this.db, order.id);
    if (existing) return existing;
    return this.db.transaction(async (tx) => {
      const locked = await lockOrderByNumber(tx, order.orderNumber);
      if (!locked || !INVOICED_STATUSES.has(locked.status)) throw notReady();
      const again = await invoiceOfOrder(tx, locked.id);
      if (again) return again;
      return issueInvoice(tx, locked, (await shippedAt(tx, locked.id)) ?? new Date());
    });
  }

  private async draw(order: OrderRow): Promise<PdfFile> {
    const invoice = await this.invoiceOf(order);
    const model = await invoiceModel(this.ctx, this.db, await shopCatalog(this.ctx), order, invoice);
    try {
      const { pdf } = await this.ctx.pdfs.invoice(model);
      return { filename: `invoice-${invoice.invoiceNumber}.pdf`, bytes: pdf };
    } catch (err) {
      throw asPdfError(err);
    }
  }

  /**
   * The customer's download: who may read the order (its user, an office manager of its company; another company's
   * order is 403) and who may see prices (an invoice is nothing but prices).
   */
  async customerPdf(caller: Caller, orderNumber: number): Promise<PdfFile> {
    const order = await this.orders.readableOrder(caller, orderNumber);
    if (!caller.isStaff && this.orders.pricesHidden(caller)) throw forbidden(INVOICE_PRICES_HIDDEN);
    return this.draw(order);
  }

  /** The staff workspace's download: any order of this brand. */
  async staffPdf(orderNumber: number): Promise<PdfFile> {
    const order = await findOrderByNumber(this.db, orderNumber);
    if (!order || order.franchise !== this.ctx.brand.franchise) throw new ApiError("error", ORDER_NOT_FOUND, 404);
    return this.draw(order);
  }

  /** The statement's model of a terms customer as of today (shop calendar day, US Central). */
  async statementModel(customerId: number, now = new Date()): Promise<StatementModel> {
    const customer = await findCustomer(this.db, customerId);
    if (!customer || customer.franchise !== this.ctx.brand.franchise) {
      throw new ApiError("error", "Customer not found.", 404);
    }
    if (!customer.termsAccount) throw new ApiError("failed", STATEMENT_TERMS_ONLY, 422);
    const today = shopWallClock(now).day;
    const rows = await openTermsInvoices(this.db, customerId);
    const invoices: StatementInvoice[] = [];
    for (const { order } of rows) {
      const invoice = await this.invoiceOf(order);
      const pastDue = daysPastDue(invoice.dueDate, today);
      invoices.push({
        invoiceNumber: invoice.invoiceNumber,
        orderNumber: order.orderNumber,
        poNumber: order.poNumber,
        jobName: order.jobName,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        daysPastDue: pastDue,
        bucket: ageingBucket(pastDue),
        amountDueCents: order.totalCents,
      });
    }
    invoices.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber - b.invoiceNumber);
    const ageing = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as Record<AgeingBucket, number>;
    for (const i of invoices) ageing[i.bucket] += i.amountDueCents;
    return {
      brandName: this.ctx.brand.name,
      remitTo: remitToLines(this.ctx.brand),
      customer: customer.companyName,
      customerLines: customerAddress(customer).filter((l) => l && l !== ","),
      statementDate: today,
      terms: customer.termsDays === 0 ? "Due on receipt" : `Net ${customer.termsDays}`,
      invoices,
      ageing,
      balanceCents: invoices.reduce((sum, i) => sum + i.amountDueCents, 0),
      notInvoicedCents: await notInvoicedTermsCents(this.db, customerId),
      printedAt: now.toISOString(),
    };
  }

  /**
   * Who reads the company's own statement: its office managers, or every user of a company without one (a one-person
   * account); always the caller's own company, from the token. Anyone else gets 403, as does a user who sees no prices.
   */
  async assertStatementReader(caller: Caller): Promise<number> {
    if (caller.isStaff || caller.customerId === null || this.orders.pricesHidden(caller)) throw forbidden();
    if (caller.isOfficeManager) return caller.customerId;
    const managed =
      this.ctx.brand.switches.officeManager &&
      (await customerUsers(this.db, caller.customerId)).some((u) => u.active && u.level >= 2);
    if (managed) throw forbidden(STATEMENT_MANAGERS_ONLY);
    return caller.customerId;
  }

  async statementPdf(customerId: number, now = new Date()): Promise<PdfFile> {
    const model = await this.statementModel(customerId, now);
    try {
      const { pdf } = await this.ctx.pdfs.statement(model);
      return { filename: `statement-${model.statementDate}.pdf`, bytes: pdf };
    } catch (err) {
      throw asPdfError(err);
    }
  }
}
