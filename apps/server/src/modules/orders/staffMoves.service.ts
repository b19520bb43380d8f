import {
  CANCEL_WITH_CANCEL,
  cancelUnderWay,
  ORDER_CHANGED,
  type OrderStatus,
  orderCannotBeCancelled,
  orderCannotMove,
  orderNotFound,
  RELEASE_IS_THE_MANAGERS,
  SHIP_WITH_PACKAGES,
  type StaffMoveResult,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import type { MailMessage } from "../../platform/mail.js";
import { type ShopCatalog, shopCatalog } from "../cart/shopCatalog.js";
import { person } from "../identity/users.service.js";
import { assertProofsAllowProduction } from "../proofs/proofs.service.js";
import type { InvoiceRow } from "./invoices.repo.js";
import { invoiceModel, issueInvoice } from "./invoices.service.js";
import { orderStatusMail, type StatusMailEvent } from "./orderStatusMail.js";
import { findOrderByNumber, lockOrderByNumber, type OrderRow, paymentsOfOrder, recordStatus } from "./orders.repo.js";
import { shipmentsOfOrders } from "./shipments.js";
import {
  bumpVersion,
  clearRefundsUnderWay,
  insertShipments,
  markRefundsUnderWay,
  moveOrder,
  type PackageValues,
  productLinesOf,
  recordRefund,
  settlePayment,
  shippedLineIds,
} from "./staffMoves.repo.js";
import { allowedMoves, moveKind } from "./statusMachine.js";

const notFound = (orderNumber: number) => new ApiError("error", orderNotFound(orderNumber), 404);
const refused = (message: string) => new ApiError("failed", message, 422);
const changed = () => new ApiError("failed", ORDER_CHANGED, 409);

export interface MoveRequest {
  To: OrderStatus;
  Version: number;
  Note: string;
}

export interface ShipRequest {
  Version: number;
  Packages: { Carrier: string; TrackingNumber: string; WeightLb: number | null }[];
  LineIds?: number[];
  Note: string;
}

/** Card payments' idempotency key for the cancel's refund: a retried cancel never refunds twice. */
const cancelRefundKey = (paymentId: number) => `cancel-refund-${paymentId}`;

/**
 * The staff order desk's writes (docs/decisions/0013-shop-order-desk.md, docs/product/shop-order-desk.md).
 * Every write locks the order row, checks the version the caller saw, and writes the change, the
 * history row, the version bump and the customer's e-mail in one transaction.
 */
export class StaffMovesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** Locks the order of this brand and checks the caller's version. */
  private async lockCurrent(tx: Db, orderNumber: number, version: number): Promise<OrderRow> {
    const order = await lockOrderByNumber(tx, orderNumber);
    if (!order || order.franchise !== this.ctx.brand.franchise) throw notFound(orderNumber);
    if (order.version !== version) throw changed();
    return order;
  }

  /**
   * Refuses a move or shipment while a cancel's refund has started or is recorded: the cancel must
   * finish first (docs/decisions/0013-shop-order-desk.md, "Cancel and refund").
   */
  private async assertNoCancelUnderWay(tx: Db, order: OrderRow): Promise<void> {
    const payments = await paymentsOfOrder(tx, order.id);
    if (payments.some((p) => p.kind === "card" && p.status === "charged" && p.refundId !== ""))
      throw refused(cancelUnderWay(order.orderNumber));
  }

  private result(order: OrderRow, status: OrderStatus, heldFrom: OrderStatus | null): StaffMoveResult {
    return {
      OrderNumber: order.orderNumber,
      Status: status,
      Version: order.version + 1,
      AllowedMoves: allowedMoves(status, heldFrom),
    };
  }

  /** Queues the customer's e-mail in the transaction, unless they turned these e-mails off. */
  private async queueMail(tx: Db, order: OrderRow, event: StatusMailEvent): Promise<number[]> {
    const message = await this.statusMail(tx, order, event);
    return message ? [await this.ctx.mailer.queue(tx, message)] : [];
  }

  /** The buyer's e-mail for the event; null when the buyer has no address or wants none. */
  private async statusMail(db: Db, order: OrderRow, event: StatusMailEvent): Promise<MailMessage | null> {
    const to = await person(db, order.userId);
    if (!to?.email || !to.wantsMail) return null;
    const b = this.ctx.brand;
    return orderStatusMail(
      to.email,
      {
        brandName: b.name,
        contact: b.contact,
        publicUrl: this.ctx.config.publicUrl,
        orderNumber: order.orderNumber,
        userId: order.userId,
        customerName: to.name,
      },
      event,
    );
  }

  /** Move: production, hold, release from hold, completed. Release, ship and cancel have their own calls. */
  async move(caller: Caller, orderNumber: number, req: MoveRequest): Promise<StaffMoveResult> {
    let mailIds: number[] = [];
    const result = await this.db.transaction(async (tx) => {
      const order = await this.lockCurrent(tx, orderNumber, req.Version);
      await this.assertNoCancelUnderWay(tx, order);
      const from = order.status;
      const kind = moveKind(from, req.To, order.heldFrom);
      if (kind === null) throw refused(orderCannotMove(orderNumber, from, req.To));
      if (kind === "release") throw refused(RELEASE_IS_THE_MANAGERS);
      if (kind === "ship") throw refused(SHIP_WITH_PACKAGES);
      if (kind === "cancel") throw refused(CANCEL_WITH_CANCEL);
      if (kind === "production") await assertProofsAllowProduction(tx, order);
      const heldFrom = kind === "hold" ? from : null;
      await moveOrder(tx, order.id, { status: req.To, heldFrom, version: order.version + 1 });
      await recordStatus(tx, { orderId: order.id, from, to: req.To, by: caller.id, note: req.Note });
      await this.ctx.webhooks.emit(tx, "order.status_changed", order, { From: from, To: req.To });
      if (req.To === "in_production")
        mailIds = await this.queueMail(tx, order, { kind: "in_production", productionDate: order.productionDate });
      else if (req.To === "on_hold") mailIds = await this.queueMail(tx, order, { kind: "on_hold", note: req.Note });
      return this.result(order, req.To, heldFrom);
    });
    await this.ctx.mailer.deliver(mailIds);
    return result;
  }

  /**
   * Ship: packages for the chosen product lines (all lines not yet shipped when none are named).
   * The order becomes shipped when every product line is; a partial shipment keeps it in production.
   */
  async ship(caller: Caller, orderNumber: number, req: ShipRequest): Promise<StaffMoveResult> {
    let mailIds: number[] = [];
    let invoiced: {
      order: OrderRow;
      invoice: InvoiceRow;
      packages: { carrier: string; trackingNumber: string }[];
    } | null = null;
    // Loaded before the transaction: the invoice's lines name their options from it.
    const catalog = await shopCatalog(this.ctx);
    const result = await this.db.transaction(async (tx) => {
      const order = await this.lockCurrent(tx, orderNumber, req.Version);
      if (order.status !== "in_production") throw refused(orderCannotMove(orderNumber, order.status, "shipped"));
      await this.assertNoCancelUnderWay(tx, order);
      const lines = (await productLinesOf(tx, order.id)).filter((l) => l.kind === "product");
      const shipped = await shippedLineIds(tx, order.id);
      const open = lines.filter((l) => !shipped.has(l.id));
      let chosen = open.map((l) => l.id);
      if (req.LineIds !== undefined) {
        const byId = new Map(lines.map((l) => [l.id, l]));
        const reasons: string[] = [];
        chosen = [...new Set(req.LineIds)];
        for (const id of chosen) {
          const line = byId.get(id);
          if (!line) reasons.push(`Line ${id} is not a product line of order ${orderNumber}.`);
          else if (shipped.has(id)) reasons.push(`Item ${line.lineNo} (${line.itemDesc}) was already shipped.`);
        }
        if (reasons.length > 0) throw refused(reasons.join("\n"));
        if (chosen.length === 0)
          throw new ApiError("invalid", "Choose the lines to ship, or none to ship them all.", 400);
      }
      if (chosen.length === 0) throw refused(`Every line of order ${orderNumber} was already shipped.`);
      const packages: PackageValues[] = req.Packages.map((p) => ({
        carrier: p.Carrier,
        trackingNumber: p.TrackingNumber,
        weightLb: p.WeightLb,
      }));
      await insertShipments(tx, order.id, caller.id, packages, chosen);
      const complete = open.every((l) => chosen.includes(l.id));
      await this.ctx.webhooks.emit(tx, "order.shipped", order, {
        Complete: complete,
        LineIds: chosen,
        Packages: req.Packages.map((p) => ({ Carrier: p.Carrier, TrackingNumber: p.TrackingNumber })),
      });
      if (!complete) {
        await bumpVersion(tx, order.id, order.version + 1);
        return this.result(order, order.status, null);
      }
      await moveOrder(tx, order.id, { status: "shipped", heldFrom: null, version: order.version + 1 });
      await recordStatus(tx, { orderId: order.id, from: order.status, to: "shipped", by: caller.id, note: req.Note });
      await this.ctx.webhooks.emit(tx, "order.status_changed", order, { From: order.status, To: "shipped" });
      const all = await shipmentsOfOrders(tx, [order.id]);
      // The invoice is numbered in this transaction (docs/decisions/0030-invoice-numbering.md); the e-mail is
      // queued with it and gets the PDF after the commit, so ships of the brand do not wait on the counter row
      // while it is drawn.
      const invoice = await issueInvoice(tx, order, new Date());
      mailIds = await this.queueMail(tx, order, { kind: "shipped", packages: all });
      invoiced = { order, invoice, packages: all };
      return this.result(order, "shipped", null);
    });
    if (invoiced) await this.attachInvoice(catalog, mailIds, invoiced);
    await this.ctx.mailer.deliver(mailIds);
    return result;
  }

  /**
   * After the ship committed: the invoice PDF drawn and the queued shipped e-mail rewritten to carry it (on brands
   * that show prices). A PDF that cannot be drawn (the workers busy) leaves the e-mail as queued, saying nothing of
   * an attachment; the invoice stays downloadable.
   */
  private async attachInvoice(
    catalog: ShopCatalog,
    mailIds: number[],
    shipped: { order: OrderRow; invoice: InvoiceRow; packages: { carrier: string; trackingNumber: string }[] },
  ): Promise<void> {
    const { order, invoice, packages } = shipped;
    const [mailId] = mailIds;
    if (mailId === undefined) return;
    const pdf = await this.invoicePdf(this.db, catalog, order, invoice);
    if (!pdf) return;
    const message = await this.statusMail(this.db, order, {
      kind: "shipped",
      packages,
      invoiceNumber: invoice.invoiceNumber,
    });
    if (!message) return;
    await this.ctx.mailer.amend(mailId, {
      ...message,
      attachments: [{ filename: `invoice-${invoice.invoiceNumber}.pdf`, contentType: "application/pdf", content: pdf }],
    });
  }

  /**
   * The invoice PDF for the shipped e-mail, on brands that show prices. A PDF that cannot be drawn (the workers busy)
   * does not stop the shipment: the e-mail goes without it and the invoice stays downloadable.
   */
  private async invoicePdf(
    db: Db,
    catalog: ShopCatalog,
    order: OrderRow,
    invoice: InvoiceRow,
  ): Promise<Uint8Array | null> {
    if (!this.ctx.brand.switches.portalPricing) return null;
    try {
      return (await this.ctx.pdfs.invoice(await invoiceModel(this.ctx, db, catalog, order, invoice))).pdf;
    } catch (err) {
      this.log.warn({ err, orderNumber: order.orderNumber }, "the invoice could not be drawn for the shipped e-mail");
      return null;
    }
  }

  /**
   * Cancel: void or refund the card payments, then cancel. The gateway is called outside the
   * transaction (a gateway keeping its records in this database would wait on our own lock), so:
   * check, refund each charged card (idempotency key per payment, recorded at once), then one
   * transaction that locks, checks the version again and cancels. A refusal stops before the order
   * changes; a refund done before a failure is recorded, and cancelling again completes it without a
   * second refund (docs/decisions/0013-shop-order-desk.md, "Cancel and refund").
   */
  async cancel(caller: Caller, orderNumber: number, req: { Version: number; Note: string }): Promise<StaffMoveResult> {
    const seen = await findOrderByNumber(this.db, orderNumber);
    if (!seen || seen.franchise !== this.ctx.brand.franchise) throw notFound(orderNumber);
    if (seen.version !== req.Version) throw changed();
    if (moveKind(seen.status, "cancelled", seen.heldFrom) === null)
      throw refused(orderCannotBeCancelled(orderNumber, seen.status));

    const refunds = new Map<number, { refundId: string; refundedCents: number }>();
    const cards = (await paymentsOfOrder(this.db, seen.id)).filter((p) => p.kind === "card" && p.status === "charged");
    if (cards.length > 0) {
      // Marked first, under the order's lock: no move or shipment starts while the refunds are out.
      await this.db.transaction(async (tx) => {
        await this.lockCurrent(tx, orderNumber, req.Version);
        await markRefundsUnderWay(
          tx,
          cards.map((p) => p.id),
        );
      });
      const gateway = this.ctx.gateway;
      for (const p of cards) {
        if (p.refundId && p.refundedCents === p.amountCents) {
          refunds.set(p.id, { refundId: p.refundId, refundedCents: p.refundedCents });
          continue;
        }
        const result = await gateway.refund(p.chargeId, p.amountCents, cancelRefundKey(p.id));
        if (!result.ok) {
          await clearRefundsUnderWay(
            this.db,
            cards.map((c) => c.id),
          );
          this.log.warn({ orderNumber, paymentId: p.id, code: result.code }, "cancel: the gateway refused a refund");
          throw refused(
            `${result.message} Order ${orderNumber} was not cancelled.${refunds.size > 0 ? " The refunds already made are kept; cancel again to finish." : ""}`,
          );
        }
        const refund = { refundId: result.refundId, refundedCents: result.amountCents };
        refunds.set(p.id, refund);
        await recordRefund(this.db, p.id, refund);
      }
    }

    let mailIds: number[] = [];
    const result = await this.db.transaction(async (tx) => {
      const order = await this.lockCurrent(tx, orderNumber, req.Version);
      if (moveKind(order.status, "cancelled", order.heldFrom) === null)
        throw refused(orderCannotBeCancelled(orderNumber, order.status));
      let refundedCents = 0;
      for (const p of await paymentsOfOrder(tx, order.id)) {
        if (p.kind !== "card") continue;
        const refund = refunds.get(p.id);
        if (refund) {
          await settlePayment(tx, p.id, { status: "refunded", ...refund });
          refundedCents += refund.refundedCents;
        } else if (p.status === "pending_release") {
          // Held for the release and never charged: nothing at the gateway to void, the token is dropped.
          await settlePayment(tx, p.id, { status: "voided" });
        }
      }
      await moveOrder(tx, order.id, { status: "cancelled", heldFrom: null, version: order.version + 1 });
      await recordStatus(tx, { orderId: order.id, from: order.status, to: "cancelled", by: caller.id, note: req.Note });
      await this.ctx.webhooks.emit(tx, "order.status_changed", order, { From: order.status, To: "cancelled" });
      mailIds = await this.queueMail(tx, order, {
        kind: "cancelled",
        refundedCents,
        terms: order.paymentKind === "terms",
        note: req.Note,
      });
      return this.result(order, "cancelled", null);
    });
    await this.ctx.mailer.deliver(mailIds);
    return result;
  }
}
