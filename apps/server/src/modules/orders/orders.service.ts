import { randomUUID } from "node:crypto";
import {
  type AccountOrders,
  BUSINESS,
  dollarsFromCents,
  ORDER_NOT_AWAITING_RELEASE,
  ORDER_NOT_FOUND,
  type OrderDetails,
  type OrderLineItem,
  type OrderListStatus,
  type OrderShipment,
  type OrderStatusPair,
  orderStatusLabel,
  cartLineEditable,
  type ProjectImage,
  REORDER_NOT_EDITABLE,
  REORDER_NOTHING_SELECTED,
  REORDER_PRICE_SAME,
  REORDER_PRICES_CHANGED,
  type ReorderLineChoice,
  type ReorderPreview,
  reorderQuantityChanged,
  SERVICE_QUANTITY_FIXED,
  trackingLink,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { Caller } from "../../platform/auth.js";
import { addBusinessDays, productionSchedule } from "../../platform/businessCalendar.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden } from "../../platform/http.js";
import type { MailMessage } from "../../platform/mail.js";
import {
  approvalStepsOf,
  type ApprovalTurn,
  approveStep,
  assertTurn,
  nextApprovers,
  waitingOrders,
} from "../approvals/approvals.service.js";
import { declinedMail, nextApproverMail } from "../approvals/approvalsMail.js";
import { insertCartItem, putCartLine } from "../cart/cart.service.js";
import { type CartRow, priceCart, unsavedCartRow } from "../cart/cartPricing.js";
import { type ShopCatalog, shopCatalog } from "../cart/shopCatalog.js";
import { type IntentRow, insertIntent, isLive, liveReleaseOf } from "../checkout/intents.service.js";
import { ALREADY_IN_PROGRESS, PaymentSteps, type PlannedCharge } from "../checkout/paymentSteps.js";
import { person } from "../identity/users.service.js";
import { projectImage } from "../portal/portal.service.js";
import { existingImages, libraryFileOf } from "../library/files.service.js";
import {
  decisionsOfOrder,
  findOrderByNumber,
  linesOfOrder,
  lockOrderByNumber,
  markPaymentCharged,
  type OrderLineRow,
  type OrderRow,
  type OrdersOf,
  type OrderPageRow,
  ordersPage,
  paymentsOfOrder,
  recordStatus,
  setOrderStatus,
  touchOrder,
  voidHeldPayments,
  waitingOrdersOfCustomer,
} from "./orders.repo.js";
import type { OrderListCache } from "./orderListCache.js";
import { releasedMail } from "./ordersMail.js";
import { shipmentsOfOrders } from "./shipments.js";
import { moveOrder, type ShipmentRow } from "./staffMoves.repo.js";

const notFound = () => new ApiError("error", ORDER_NOT_FOUND, 404);
const failed = (message: string) => new ApiError("failed", message, 422);

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value))
    return value.map((v) => (v && typeof v === "object" && "name" in v ? v.name : v)).join(", ");
  return "";
}

function shipmentOf(s: Pick<ShipmentRow, "carrier" | "trackingNumber">): OrderShipment {
  return {
    Carrier: s.carrier,
    TrackingNumber: s.trackingNumber,
    TrackingLink: trackingLink(s.carrier, s.trackingNumber),
  };
}

function num(value: unknown): number {
  const n = typeof value === "string" ? Number(value.trim()) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

/** 'Item 2 (Cast Vinyl)': how a line is named in reasons. */
function lineName(line: OrderLineRow): string {
  return `Item ${line.lineNo} (${line.itemDesc || line.itemNo}${line.filename ? `, ${line.filename}` : ""})`;
}

export interface ReorderCheck {
  line: OrderLineRow;
  /** Today's price at the chosen quantity, and at the order's quantity. */
  newCents: number;
  sameQuantityCents: number;
  reason: string;
  row: CartRow;
}

/** Why a reorder line's price today differs from the order's (docs/product/orders.md, "Reorder"). */
function priceNote(c: ReorderCheck, hidden: boolean): string {
  const notes: string[] = [];
  if (c.row.quantity !== c.line.quantity) notes.push(reorderQuantityChanged(c.line.quantity, c.row.quantity));
  if (!hidden && !c.reason) {
    if (c.sameQuantityCents !== c.line.priceCents) notes.push(REORDER_PRICES_CHANGED);
    else if (notes.length === 0) notes.push(REORDER_PRICE_SAME);
  }
  return notes.join(" ");
}

/** The buyer's quantities by line id; a line id twice, or a service's quantity changed, is refused. */
function chosenQuantities(choices: readonly ReorderLineChoice[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const c of choices) {
    if (map.has(c.LineId)) throw new ApiError("invalid", "A selected item is listed twice.", 400);
    map.set(c.LineId, c.Quantity);
  }
  return map;
}

/**
 * The order screens (docs/product/orders.md).
 * Who may read an order: its user, an office manager of the order's customer, staff; otherwise 403.
 */
export class OrdersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    /** AccountOrders' pages (orderListCache.ts); without it every page is read from the database. */
    private readonly orderLists?: OrderListCache,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** docs/product/orders.md: prices show with the brand's portalPricing and the viewer's showPrice. */
  pricesHidden(caller: Caller): boolean {
    return !(this.ctx.brand.switches.portalPricing && caller.showPrice);
  }

  /** The order, when the caller may see it: their own, their customer's (office manager), any (staff). */
  async readableOrder(caller: Caller, orderNumber: number): Promise<OrderRow> {
    const order = await findOrderByNumber(this.db, orderNumber);
    if (!order) throw notFound();
    if (this.mayRead(caller, order)) return order;
    throw forbidden();
  }

  private mayRead(caller: Caller, order: OrderRow): boolean {
    if (caller.isStaff) return true;
    if (order.franchise !== caller.franchise) return false;
    if (order.userId === caller.id) return true;
    return caller.isOfficeManager && order.customerId !== null && order.customerId === caller.customerId;
  }

  statusList(caller: Caller): OrderStatusPair[] {
    const keys: OrderListStatus[] = ["ordered", "shipped", "invoiced", "cancelled"];
    if (this.ctx.brand.switches.orderApproval) keys.unshift("needs_approval");
    return keys.map((key) => ({ key, value: orderStatusLabel(key, caller.isOfficeManager) }));
  }

  async details(caller: Caller, orderNumber: number): Promise<OrderDetails> {
    const order = await this.readableOrder(caller, orderNumber);
    const [lines, orderedBy, shipments, catalog, decided] = await Promise.all([
      linesOfOrder(this.db, order.id),
      person(this.db, order.placedBy),
      shipmentsOfOrders(this.db, [order.id]),
      shopCatalog(this.ctx),
      decisionsOfOrder(this.db, order.id),
    ]);
    const approvalSteps = await approvalStepsOf(
      this.db,
      { id: order.id, customerId: order.customerId, waiting: order.status === "needs_approval" },
      decided,
    );
    const hidden = this.pricesHidden(caller);
    const money = (cents: number) => (hidden ? 0 : dollarsFromCents(cents));
    const [billFirst = "", ...billRest] = order.billingName.split(" ");
    const shown = lines.filter((l) => !(hidden && l.itemNo === BUSINESS.minimumChargeItemNo));
    return {
      OrderNumber: order.orderNumber,
      Status: order.status,
      DateOrdered: order.placedAt.toISOString(),
      ProductionDate: order.productionDate,
      OrderedBy: orderedBy?.name ?? "",
      PONumber: order.poNumber,
      JobName: order.jobName,
      Checkout: {
        BillingFirstName: hidden ? "" : billFirst,
        BillingLastName: hidden ? "" : billRest.join(" "),
        BillingAddress: hidden ? "" : order.billingAddress,
        BillingAddress2: hidden ? "" : order.billingAddress2,
        BillingCity: hidden ? "" : order.billingCity,
        BillingState: hidden ? "" : order.billingState,
        BillingZip: hidden ? "" : order.billingZip,
        BillingCountry: hidden ? "" : order.billingCountry,
        ShippingFirstName: order.shipFirstName,
        ShippingLastName: order.shipLastName,
        ShippingCompanyName: order.shipCompanyName,
        ShippingAddress: order.shipAddress1,
        ShippingAddress2: order.shipAddress2,
        ShippingCity: order.shipCity,
        ShippingState: order.shipState,
        ShippingZip: order.shipZip,
        ShippingCountry: order.shipCountry,
        ShippingPhone: order.shipPhone,
        ShippingMethod: order.shippingMethodText || order.shippingMethod,
        PaymentKind: hidden ? "" : order.paymentKind,
      },
      LineItems: shown.map((l) => this.lineItem(l, hidden, catalog)),
      Subtotal: money(order.subtotalCents),
      FreightAmount: money(order.freightCents),
      TaxAmount: money(order.taxCents),
      Total: money(order.totalCents),
      PriceHidden: hidden,
      Shipments: shipments.map(shipmentOf),
      ApprovalSteps: approvalSteps,
    };
  }

  private lineItem(l: OrderLineRow, hidden: boolean, catalog: ShopCatalog): OrderLineItem {
    const f = l.fields;
    const details = catalog.snapshot.lineDetails(l.productType, l.itemNo, f);
    if (text(f.Colors)) details.push(`Colors to match: ${text(f.Colors)}`);
    return {
      LineId: l.id,
      ItemNo: l.itemNo,
      ItemDesc: l.itemDesc,
      Filename: l.filename,
      ImageUrl: l.imageUrl,
      base64String: "",
      product_type: l.productType,
      LaminateType: text(f.LaminateType),
      FinishText: text(f.FinishText),
      Colors: text(f.Colors),
      InchWidth: num(f.InchWidth),
      InchHeight: num(f.InchHeight),
      SquareFeet: l.squareFeet,
      rollSize: text(f.rollSize),
      Overlap: text(f.Overlap),
      ContourCutFile: text(f.ContourCutFile),
      Quantity: l.quantity,
      Price: hidden ? 0 : dollarsFromCents(l.priceCents),
      sides: text(f.sides),
      round_corners: text(f.round_corners),
      hole_placement: text(f.hole_placement),
      hole_edge_distance: text(f.hole_edge_distance),
      hole_hole_distance: text(f.hole_hole_distance),
      grommets: text(f.grommets),
      Details: details,
    };
  }

  /** Store/AccountOrders: the user's orders in one status, a page newest first. */
  async accountOrders(
    caller: Caller,
    userId: number,
    status: OrderListStatus,
    page: number,
    pageSize: number,
    search = "",
  ): Promise<AccountOrders> {
    if (userId !== caller.id && !caller.isStaff) await this.ctx.auth.assertCanActFor(caller, userId);
    if (status === "needs_approval" && !this.ctx.brand.switches.orderApproval) {
      return { Orders: [], Total: 0, Page: page, PageSize: pageSize };
    }
    const hidden = this.pricesHidden(caller);
    // An office manager's own list of orders to release holds every order of their customer that
    // waits for release (docs/product/orders.md): the release is theirs, whoever ordered.
    // With approval chains (docs/product/approvals.md) that is every order whose current step is theirs.
    let of: OrdersOf = { userId };
    if (status === "needs_approval" && userId === caller.id && caller.isOfficeManager && caller.customerId !== null) {
      const waiting = await waitingOrdersOfCustomer(this.db, caller.customerId);
      const turns = await waitingOrders(this.db, caller, waiting);
      of = { orderIds: waiting.filter((o) => turns.get(o.id)?.yourTurn).map((o) => o.id) };
    }
    const read = () => ordersPage(this.db, of, status, page, pageSize, search);
    // One user's pages without a search are kept (orderListCache.ts); waiting orders, whose approval
    // turns change without the order, are read each time.
    const { rows, total } =
      this.orderLists && "userId" in of && !search && status !== "needs_approval"
        ? await this.orderLists.page(userId, `${status}:${page}:${pageSize}`, read)
        : await read();
    const waiting = rows.filter((r) => r.status === "needs_approval");
    const approvals = waiting.length > 0 ? await waitingOrders(this.db, caller, waiting) : new Map();
    return {
      Orders: rows.map((r) => this.listedOrder(r, hidden, approvals.get(r.id))),
      Total: total,
      Page: page,
      PageSize: pageSize,
    };
  }

  private listedOrder(
    r: OrderPageRow,
    hidden: boolean,
    approval: { waitingFor: string; yourTurn: boolean } | undefined,
  ): AccountOrders["Orders"][number] {
    const packages = r.packages.map(shipmentOf);
    return {
      SalesOrder: String(r.orderNumber),
      OrderedBy: r.placedByName,
      DateOrdered: r.placedAt.toISOString(),
      ProductionDate: r.productionDate,
      Subtotal: hidden ? 0 : dollarsFromCents(r.subtotalCents),
      Carrier: r.shippingMethodText,
      TrackingNo: packages.map((p) => p.TrackingNumber),
      TrackingLink: packages.map((p) => p.TrackingLink),
      Shipments: packages,
      Status: r.status,
      AgentId: r.placedBy,
      PONumber: r.poNumber,
      JobName: r.jobName,
      Total: hidden ? 0 : dollarsFromCents(r.totalCents),
      WaitingFor: approval?.waitingFor ?? "",
      YourTurn: approval?.yourTurn ?? false,
    };
  }

  /**
   * Store/ApproveOrder: an approver of the order's chain (docs/product/approvals.md) approves a
   * needs_approval order. A step before the last is recorded (history row, the next approver e-mailed)
   * and the order keeps waiting. The last step releases it, in the steps of a checkout
   * (docs/decisions/0017-checkout-intents.md): (1) one transaction locks the order and records the
   * release intent with the production date from now and the buyer's e-mail; (2) each kept card token
   * is charged outside any transaction; (3) one transaction marks the payments charged, sets 'ordered',
   * records who and when and queues the e-mail (confirmRelease). A decline of the card voids what was
   * charged and leaves the order waiting.
   */
  async approve(
    caller: Caller,
    orderNumber: number,
  ): Promise<{ orderNumber: number; productionDate: string; released: boolean; waitingFor: string }> {
    const existing = await this.waitingOrderFor(caller, orderNumber, "release");
    const buyer = await person(this.db, existing.userId);
    const steps = new PaymentSteps(this.ctx, this.log);
    for (let round = 0; round < 5; round++) {
      const begun = await this.db.transaction(async (tx) => {
        const order = await lockOrderByNumber(tx, orderNumber);
        if (!order) throw notFound();
        const busy = await liveReleaseOf(tx, order.id);
        if (busy) return { kind: "busy" as const, intent: busy };
        if (order.status !== "needs_approval" || order.customerId === null) throw failed(ORDER_NOT_AWAITING_RELEASE);
        const turn = await assertTurn(tx, caller, { id: order.id, orderNumber, customerId: order.customerId });
        if (!turn.final) return { kind: "step" as const, ...(await this.approveStep(tx, caller, order, turn, buyer)) };
        const plan = await this.releasePlan(tx, caller, order, buyer, turn);
        const intent = await insertIntent(tx, {
          kind: "release",
          userId: caller.id,
          idempotencyKey: randomUUID(),
          orderNumber,
          orderId: order.id,
          amountsCents: plan.charges.map((c) => c.amountCents),
          plan: plan as unknown as Record<string, unknown>,
        });
        return intent ? { kind: "recorded" as const, intent, plan } : { kind: "raced" as const };
      });
      if (begun.kind === "step") {
        await this.ctx.mailer.deliver(begun.mailIds);
        return { orderNumber, productionDate: existing.productionDate, released: false, waitingFor: begun.waitingFor };
      }
      if (begun.kind === "recorded") {
        await steps.run(begun.intent, begun.plan.charges, (tx, intent, chargeIds) =>
          confirmRelease(this.ctx, tx, intent, chargeIds),
        );
        return { orderNumber, productionDate: begun.plan.productionDate, released: true, waitingFor: "" };
      }
      if (begun.kind === "busy") {
        const other = await steps.settled(begun.intent.id);
        if (other && isLive(other)) throw failed(ALREADY_IN_PROGRESS);
      }
    }
    throw failed(ALREADY_IN_PROGRESS);
  }

  /** A waiting order of this brand and of the caller's own company (office managers only), read before the steps. */
  private async waitingOrderFor(caller: Caller, orderNumber: number, what: "release" | "decline"): Promise<OrderRow> {
    if (!caller.isOfficeManager) throw forbidden(`Only an office manager can ${what} orders.`);
    const existing = await findOrderByNumber(this.db, orderNumber);
    if (!existing || existing.franchise !== caller.franchise) throw notFound();
    if (existing.customerId === null || existing.customerId !== caller.customerId) throw forbidden();
    if (existing.status !== "needs_approval") throw failed(ORDER_NOT_AWAITING_RELEASE);
    return existing;
  }

  /** An approval before the last step: recorded, and the next approver e-mailed; the order keeps waiting. */
  private async approveStep(
    tx: Db,
    caller: Caller,
    order: OrderRow,
    turn: ApprovalTurn,
    buyer: { name: string } | undefined,
  ): Promise<{ mailIds: number[]; waitingFor: string }> {
    await approveStep(tx, order.id, turn);
    await touchOrder(tx, order.id, { version: order.version + 1 });
    await recordStatus(tx, {
      orderId: order.id,
      from: "needs_approval",
      to: "needs_approval",
      by: caller.id,
      note: `Approved (step ${turn.step + 1} of ${turn.steps})`,
      decision: "approved",
    });
    // The next step's approver, or every other office manager when that step is open.
    const next = await nextApprovers(tx, order.customerId!, turn, caller.id);
    const approvedBy = await this.nameOf(tx, caller);
    const mailIds: number[] = [];
    for (const to of next.people) {
      if (!to.email) continue;
      const mail = nextApproverMail(to.email, to.name, approvedBy, {
        brandName: this.ctx.brand.name,
        publicUrl: this.ctx.config.publicUrl,
        orderNumber: order.orderNumber,
        totalCents: order.totalCents,
        buyerName: buyer?.name ?? "",
      });
      mailIds.push(await this.ctx.mailer.queue(tx, mail));
    }
    return { mailIds, waitingFor: next.waitingFor };
  }

  private async nameOf(db: Db, caller: Caller): Promise<string> {
    return (await person(db, caller.id))?.name ?? caller.username;
  }

  /**
   * Store/DeclineOrder: the approver whose turn it is declines a waiting order with a reason
   * (docs/product/approvals.md). In one transaction under the order's lock: the card payments kept for
   * the release are voided (they were never charged, so nothing reaches the gateway; a second decline
   * finds the order cancelled and changes nothing), the order is cancelled, the step is recorded with
   * the reason, the lines go back into the buyer's cart at today's prices and the buyer is e-mailed.
   */
  async decline(caller: Caller, orderNumber: number, reason: string): Promise<{ orderNumber: number; lines: number }> {
    const existing = await this.waitingOrderFor(caller, orderNumber, "decline");
    const catalog = await shopCatalog(this.ctx, { current: true });
    const buyer = await person(this.db, existing.userId);
    const done = await this.db.transaction(async (tx) => {
      const order = await lockOrderByNumber(tx, orderNumber);
      if (!order) throw notFound();
      if (order.status !== "needs_approval" || order.customerId === null) throw failed(ORDER_NOT_AWAITING_RELEASE);
      if (await liveReleaseOf(tx, order.id)) throw failed(ALREADY_IN_PROGRESS);
      const turn = await assertTurn(tx, caller, { id: order.id, orderNumber, customerId: order.customerId });
      await voidHeldPayments(tx, order.id);
      await moveOrder(tx, order.id, { status: "cancelled", heldFrom: null, version: order.version + 1 });
      await recordStatus(tx, {
        orderId: order.id,
        from: "needs_approval",
        to: "cancelled",
        by: caller.id,
        note: turn.steps > 1 ? `Declined (step ${turn.step + 1} of ${turn.steps}): ${reason}` : `Declined: ${reason}`,
        decision: "declined",
      });
      await this.ctx.webhooks.emit(tx, "order.status_changed", order, { From: "needs_approval", To: "cancelled" });
      const lines = (await linesOfOrder(tx, order.id)).filter((l) => l.kind !== "charge");
      const rows = lines.map((l) =>
        unsavedCartRow(order.userId, { ...l, kind: l.kind === "service" ? "service" : "product" }),
      );
      const priced = priceCart(catalog, this.ctx.brand, rows);
      for (const [i, row] of rows.entries()) {
        const { id: _id, createdAt: _c, updatedAt: _u, ...values } = row;
        const today = priced.lines[i];
        await insertCartItem(tx, { ...values, priceCents: today && !today.error ? today.priceCents : row.priceCents });
      }
      const mailIds: number[] = [];
      if (buyer?.email) {
        const mail = declinedMail(buyer.email, await this.nameOf(tx, caller), reason, {
          brandName: this.ctx.brand.name,
          publicUrl: this.ctx.config.publicUrl,
          orderNumber,
          totalCents: order.totalCents,
          buyerName: buyer.name,
        });
        mailIds.push(await this.ctx.mailer.queue(tx, mail));
      }
      return { mailIds, lines: rows.length };
    });
    await this.ctx.mailer.deliver(done.mailIds);
    return { orderNumber, lines: done.lines };
  }

  /** What a release charges and writes, decided in its first step. */
  private async releasePlan(
    tx: Db,
    caller: Caller,
    order: OrderRow,
    buyer: { name: string; email: string } | undefined,
    turn: ApprovalTurn,
  ): Promise<ReleasePlan> {
    const releasedAt = new Date();
    const schedule = productionSchedule(releasedAt, extraDaysOf(order));
    const charges = (await paymentsOfOrder(tx, order.id))
      .filter((p) => p.status === "pending_release")
      .map((p) => ({ seq: p.seq, token: p.gatewayToken, amountCents: p.amountCents, paymentId: p.id }));
    const mails = buyer?.email
      ? [
          releasedMail(buyer.email, {
            brandName: this.ctx.brand.name,
            publicUrl: this.ctx.config.publicUrl,
            orderNumber: order.orderNumber,
            buyerName: buyer.name,
            releasedBy: caller.username,
            productionDate: schedule.productionDate,
            shipDate: schedule.shipDate,
          }),
        ]
      : [];
    return {
      releasedAt: releasedAt.toISOString(),
      ...schedule,
      charges,
      mails,
      approval: { step: turn.step, steps: turn.steps },
    };
  }

  /** Each line of an order checked for reorder and priced today, at the buyer's quantity where chosen. */
  private async reorderChecks(
    caller: Caller,
    orderNumber: number,
    quantities: ReadonlyMap<number, number> = new Map(),
  ): Promise<{ order: OrderRow; checks: ReorderCheck[] }> {
    const order = await this.readableOrder(caller, orderNumber);
    const lines = (await linesOfOrder(this.db, order.id)).filter((l) => l.kind !== "charge");
    for (const l of lines) {
      const q = quantities.get(l.id);
      if (l.kind === "service" && q !== undefined && q !== l.quantity) {
        throw new ApiError("invalid", SERVICE_QUANTITY_FIXED, 400);
      }
    }
    const catalog = await shopCatalog(this.ctx, { current: true });
    const asOrdered = lines.map((l) =>
      unsavedCartRow(order.userId, { ...l, kind: l.kind === "service" ? "service" : "product" }),
    );
    const rows = asOrdered.map((r, i) => ({ ...r, quantity: quantities.get(lines[i]!.id) ?? r.quantity }));
    const priced = priceCart(catalog, this.ctx.brand, rows);
    const pricedAsOrdered = rows.some((r, i) => r.quantity !== asOrdered[i]!.quantity)
      ? priceCart(catalog, this.ctx.brand, asOrdered)
      : priced;
    const present = await existingImages(
      this.db,
      lines.map((l) => l.fullUrl),
    );
    const checks = lines.map((line, i) => {
      const pricedLine = priced.lines[i]!;
      const reason =
        this.unavailable(catalog, line) ??
        (line.fullUrl && !present.has(line.fullUrl)
          ? `${lineName(line)}: the file is no longer in your library.`
          : pricedLine.error
            ? `${lineName(line)}: ${pricedLine.error}`
            : "");
      return {
        line,
        newCents: pricedLine.priceCents,
        sameQuantityCents: pricedAsOrdered.lines[i]!.priceCents,
        reason,
        row: rows[i]!,
      };
    });
    return { order, checks };
  }

  private unavailable(catalog: ShopCatalog, line: OrderLineRow): string | undefined {
    if (line.kind !== "product") return undefined;
    const material = catalog.snapshot.material(line.itemNo);
    if (material && !material.row.available) return `${lineName(line)}: ${material.row.name} is no longer available.`;
    if (!material && !catalog.stepStakes.has(line.itemNo)) {
      return `${lineName(line)}: ${line.itemDesc || line.itemNo} is no longer available.`;
    }
    return undefined;
  }

  async reorderPreview(
    caller: Caller,
    orderNumber: number,
    quantities: readonly ReorderLineChoice[] = [],
  ): Promise<ReorderPreview> {
    const { checks } = await this.reorderChecks(caller, orderNumber, chosenQuantities(quantities));
    const hidden = this.pricesHidden(caller);
    return {
      PriceHidden: hidden,
      Lines: checks.map((c) => ({
        LineId: c.line.id,
        ItemNo: c.line.itemNo,
        ItemDesc: c.line.itemDesc,
        Filename: c.line.filename,
        Quantity: c.row.quantity,
        OrderedQuantity: c.line.quantity,
        OldPrice: hidden ? 0 : dollarsFromCents(c.line.priceCents),
        NewPrice: hidden || c.reason ? 0 : dollarsFromCents(c.newCents),
        PriceNote: priceNote(c, hidden),
        CanReorder: c.reason === "",
        Reason: c.reason,
        Editable: c.line.kind === "product" && cartLineEditable(c.line.productType, c.line.itemNo),
        QuantityFixed: c.line.kind === "service",
      })),
    };
  }

  /**
   * A colleague's order (office managers, staff) may only come back into the cart of the user whose
   * library holds its files: files are never copied into someone else's cart.
   */
  private foreign(chosen: readonly ReorderCheck[], cartOwner: number): string[] {
    return chosen
      .filter((c) => {
        const file = c.reason ? undefined : libraryFileOf(c.line.fullUrl ?? "");
        return file !== undefined && file.userId !== cartOwner;
      })
      .map((c) => `${lineName(c.line)}: its file is in another user's library.`);
  }

  /**
   * Store/ReorderLineProject: one product line of the order, at the buyer's quantity, as a new portal
   * project (no cart id), to change its size or options before it goes to the cart.
   */
  async reorderLineProject(
    caller: Caller,
    cartOwner: number,
    orderNumber: number,
    choice: ReorderLineChoice,
  ): Promise<ProjectImage[]> {
    const { checks } = await this.reorderChecks(caller, orderNumber, chosenQuantities([choice]));
    const c = checks.find((x) => x.line.id === choice.LineId);
    if (!c) throw new ApiError("invalid", "A selected item is not part of this order.", 400);
    if (c.reason) throw failed(c.reason);
    if (c.line.kind !== "product" || !cartLineEditable(c.line.productType, c.line.itemNo)) {
      throw failed(REORDER_NOT_EDITABLE);
    }
    const foreign = this.foreign([c], cartOwner);
    if (foreign.length > 0) throw failed(foreign.join("\n"));
    const row = { ...c.row, id: 0, userId: cartOwner, setId: 0, setName: "", lineNumber: 0 };
    return [projectImage(row, c.newCents, this.pricesHidden(caller))];
  }

  /**
   * Store/Reorder: the chosen lines go back into the cart of the user acted for, at today's prices and
   * the buyer's quantities. Any refused line refuses the whole call with every reason.
   */
  async reorder(
    caller: Caller,
    cartOwner: number,
    orderNumber: number,
    picks: readonly (number | ReorderLineChoice)[],
  ): Promise<{ added: number; jobName: string }> {
    if (picks.length === 0) throw new ApiError("invalid", REORDER_NOTHING_SELECTED, 400);
    const choices = picks.filter((p): p is ReorderLineChoice => typeof p !== "number");
    const lineIds = picks.map((p) => (typeof p === "number" ? p : p.LineId));
    const { order, checks } = await this.reorderChecks(caller, orderNumber, chosenQuantities(choices));
    const wanted = new Set(lineIds);
    if (wanted.size !== lineIds.length) throw new ApiError("invalid", "A selected item is listed twice.", 400);
    const chosen = checks.filter((c) => wanted.has(c.line.id));
    if (chosen.length !== wanted.size) throw new ApiError("invalid", "A selected item is not part of this order.", 400);
    const reasons = [...chosen.filter((c) => c.reason).map((c) => c.reason), ...this.foreign(chosen, cartOwner)];
    if (reasons.length > 0) throw failed(reasons.join("\n"));
    await this.db.transaction(async (tx) => {
      for (const c of chosen) {
        const { id: _id, createdAt: _c, updatedAt: _u, ...values } = c.row;
        // An accessory the cart holds already grows that line (one line per item, at most 999).
        await putCartLine(tx, { ...values, userId: cartOwner, priceCents: c.newCents }, lineName(c.line));
      }
    });
    // The job name carries over to the next checkout; the PO number does not (a new order needs a new PO).
    return { added: chosen.length, jobName: order.jobName };
  }
}

/** A release as its intent keeps it (checkout_intents.plan). */
interface ReleasePlan {
  releasedAt: string;
  productionDate: string;
  shipDate: string;
  charges: (PlannedCharge & { paymentId: number })[];
  mails: MailMessage[];
  /** The chain's last step, which this release is (absent in intents recorded before chains). */
  approval?: { step: number; steps: number };
}

/**
 * Step 3 of a release, in the confirm transaction (also run by reconciliation): the payments charged,
 * 'ordered' with the production date decided at the release, who and when, the buyer's e-mail. An order
 * that stopped waiting meanwhile (cancelled by the shop) refuses, and its charges are voided.
 */
export async function confirmRelease(
  ctx: AppContext,
  tx: Db,
  intent: IntentRow,
  chargeIds: string[],
): Promise<{ orderId: number; mailIds: number[] }> {
  const plan = intent.plan as unknown as ReleasePlan;
  const order = await lockOrderByNumber(tx, intent.orderNumber);
  if (order?.status !== "needs_approval") throw failed(ORDER_NOT_AWAITING_RELEASE);
  for (const [i, c] of plan.charges.entries()) await markPaymentCharged(tx, c.paymentId, chargeIds[i]!);
  await setOrderStatus(tx, order.id, "ordered", { productionDate: plan.productionDate, shipDate: plan.shipDate });
  const releasedAt = new Date(plan.releasedAt);
  const step = plan.approval ?? { step: 0, steps: 1 };
  await approveStep(tx, order.id, { step: step.step });
  await recordStatus(tx, {
    orderId: order.id,
    from: "needs_approval",
    to: "ordered",
    by: intent.userId,
    at: releasedAt,
    note: step.steps > 1 ? `Released to production (step ${step.steps} of ${step.steps})` : "Released to production",
    decision: "approved",
  });
  await ctx.webhooks.emit(tx, "order.status_changed", order, { From: "needs_approval", To: "ordered" });
  const mailIds: number[] = [];
  for (const mail of plan.mails) mailIds.push(await ctx.mailer.queue(tx, mail));
  return { orderId: order.id, mailIds };
}

/** Business days the order's services added to production at placement (kept on release and proof approval). */
export function extraDaysOf(order: OrderRow): number {
  const start = productionSchedule(order.placedAt, 0).productionDate;
  for (let n = 0; n <= 30; n++) if (addBusinessDays(start, n) >= order.productionDate) return n;
  return 0;
}

/** What the staff customer page and checkout's credit limit read of a customer's orders. */
export { openTermsBalanceCents, orderHistoryOf } from "./customerOrders.repo.js";

/** For checkout (writing the order), accounts (the removal rule) and proofs: orders owns the order tables. */
export {
  findOrderByNumber,
  hasActiveOrders,
  insertPlacedOrder,
  nextOrderId,
  linesOfOrder,
  lockOrderById,
  lockOrderByNumber,
  type NewOrder,
  type NewOrderLine,
  type NewOrderPayment,
  type OrderRow,
  productLinesOfOrders,
  reserveOrder,
  spentCents,
  touchOrder,
} from "./orders.repo.js";
