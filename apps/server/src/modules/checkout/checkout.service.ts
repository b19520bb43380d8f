import { randomUUID } from "node:crypto";
import {
  BUSINESS,
  CART_EMPTY_MESSAGE,
  type CheckoutForm,
  type CheckoutShipping,
  checkoutProblems,
  creditLimitExceeded,
  dollarsToCents,
  effectiveShipping,
  type FieldError,
  FREIGHT_METHOD,
  imageMissingAtCheckout,
  isNewCardKey,
  isSplitPayment,
  isTermsKey,
  type OrderStatus,
  OWN_ACCOUNT_METHOD,
  PO_NUMBER_REQUIRED,
  SHIPPING_ADDRESS_INCOMPLETE,
  SPLIT_AMOUNTS_MISMATCH,
  splitAmountsMatch,
  TERMS_ONLY_STORE,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Caller } from "../../platform/auth.js";
import { productionSchedule } from "../../platform/businessCalendar.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden, invalid } from "../../platform/http.js";
import type { MailMessage } from "../../platform/mail.js";
import { cardFingerprint, type PaymentGateway } from "../../platform/payments/index.js";
import type { Carrier } from "../../platform/shipping/index.js";
import type { TaxCalculator } from "../../platform/tax/index.js";
import { ADDRESS_NOT_FOUND, findAddress, toAddress } from "../addresses/addresses.service.js";
import {
  type ApprovalReasonValue,
  checkoutApproval,
  firstApprovers,
  lockSpendLimit,
  recordOrderApproval,
} from "../approvals/approvals.service.js";
import { cartLineFullUrl, deleteCartItems, listCart, lockedCart } from "../cart/cart.service.js";
import { type PricedCart, priceCart } from "../cart/cartPricing.js";
import { type ShopCatalog, shopCatalog } from "../cart/shopCatalog.js";
import { type CustomerRow, lockCustomer, type UserRow, userWithCustomer } from "../identity/users.service.js";
import { existingImages } from "../library/files.service.js";
import { HeldFiles } from "../library/heldFiles.js";
import {
  insertPlacedOrder,
  type NewOrder,
  nextOrderId,
  type NewOrderLine,
  type NewOrderPayment,
  openTermsBalanceCents,
  reserveOrder,
  spentCents,
} from "../orders/orders.service.js";
import {
  findPaymentMethod,
  hasDuplicate,
  insertPaymentMethod,
  PAYMENT_NOT_FOUND,
  type PaymentFields,
  type PaymentRow,
} from "../payments/payments.service.js";
import { confirmationMail, type OrderMailFacts, releaseNeededMail } from "./checkoutMail.js";
import { type IntentRow, checkoutBlockers, insertIntent, isLive, liveTermsCentsOf } from "./intents.repo.js";
import { ALREADY_IN_PROGRESS, PaymentSteps, type PlannedCharge } from "./paymentSteps.js";
import { type QuotedRate, quoteRates, type RateAddress } from "./shippingRates.js";

export interface CheckoutDeps {
  carrier: Carrier;
  tax: TaxCalculator;
  originZip: string;
  log: FastifyBaseLogger;
}

export interface PlacedOrder {
  orderNumber: number;
  status: OrderStatus;
  /** A repeated submit of an IdempotencyKey that had already placed this order. */
  repeated: boolean;
}

/** A card ready to pay: a gateway token and what is kept of the card. */
interface CardToPay {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  paymentMethodId: number | null;
  /** A new card's keyed fingerprint, when it is to be saved (SaveCard). */
  saveFingerprint?: string;
}

const failed = (message: string) => new ApiError("failed", message, 422);

/** 'Billing: Name is required.' -> field 'Billing.Name', for Data.errors. */
function fieldOf(message: string): string {
  const m = /^(Billing|Shipping|Second Card): (\w+) is required\.$/.exec(message);
  if (!m) return "";
  return m[1] === "Second Card" ? `Second${m[2]}` : `${m[1]}.${m[2]}`;
}

function invalidAll(messages: readonly string[]): ApiError {
  return invalid(messages.map((message): FieldError => ({ field: fieldOf(message), message })));
}

/** Expiry fields as numbers; NaN makes the gateway refuse the expiry. */
const asInt = (v: string) => (/^\d{1,4}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

/** What step 1 knows before its transaction: the caller, the form, the cards (tokenized) and the address. */
interface PlanFacts {
  caller: Caller;
  user: UserRow;
  customer: CustomerRow;
  form: CheckoutForm;
  terms: boolean;
  split: boolean;
  /** The customer's 'orders need approval' on a brand with orderApproval, for a placer who is not an office manager. */
  companyRequires: boolean;
  shipping: CheckoutShipping;
  first: CardToPay | null;
  second: CardToPay | null;
}

/** The pending order, kept in the intent (checkout_intents.plan) until step 3 writes it. */
export interface CheckoutPlan {
  /**
   * The order's id, reserved with its number. Beside the order, not in it: a process of the version before reads
   * `order` as the row to insert and would put an id there into the identity column. Plans recorded before ids were
   * reserved have none (the order takes the next id); those of one version had it as `order.id`.
   */
  orderId?: number;
  order: Omit<NewOrder, "placedAt"> & {
    /** Read from plans of that one version only (orderId). */
    id?: number;
    orderNumber: number;
    status: OrderStatus;
    placedBy: number;
    placedAt: string;
  };
  lines: NewOrderLine[];
  payments: NewOrderPayment[];
  charges: PlannedCharge[];
  cartItemIds: number[];
  mails: MailMessage[];
  saveCard?: PaymentFields & { fingerprint: string };
  /** An order that waits: why, and its approvers in order (docs/product/approvals.md). */
  approval?: { reason: ApprovalReasonValue; approverIds: number[] };
}

type Begun =
  | { kind: "recorded"; intent: IntentRow; plan: CheckoutPlan }
  | { kind: "held" | "busy"; intent: IntentRow }
  | { kind: "raced" };

/**
 * Place Order (docs/product/cart-and-checkout.md) as steps with a recorded intent (docs/decisions/0017-checkout-intents.md):
 *
 * 0. Outside any transaction: check the form with the screen's own function and messages, resolve
 *    the saved card and address (another user's is 403), and tokenize new cards (a refused card stops
 *    here; tokenizing moves no money).
 * 1. One transaction: the IdempotencyKey's intent (a live or confirmed one answers instead), the cart
 *    locked and priced again from the price book with services and 90OC, the method rated, tax, the
 *    split checked, an order number reserved, and the intent recorded as pending with the order it will
 *    write. One checkout per cart is in flight: another key waits for it, then finds the cart empty.
 * 2. Outside any transaction: each card charged with a key derived from the intent; a decline voids the
 *    cards charged before it (both cards or neither) and fails the intent, leaving the cart.
 * 3. One transaction: the order, lines, payments and first status row written, the cart emptied, the
 *    e-mails queued, the intent confirmed.
 * A process that dies between the steps leaves the intent pending; reconciliation (reconcile.ts) finishes
 * it. Card numbers and CVV go to the gateway only; orders keep brand and last 4.
 */
export class CheckoutService {
  private readonly steps: PaymentSteps;
  private readonly heldFiles: HeldFiles;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: CheckoutDeps,
  ) {
    this.steps = new PaymentSteps(ctx, deps.log);
    this.heldFiles = new HeldFiles(ctx.database.db, ctx.storage);
  }

  private readonly gatewayName = "sandbox";

  private get db() {
    return this.ctx.database.db;
  }

  /**
   * The user a call acts for (docs/product/security.md: the caller, or for an office manager a user of the
   * same customer; otherwise 403) with their customer, in one query when it is the caller.
   */
  async actingFor(caller: Caller, userId: number | undefined) {
    if (userId !== undefined && userId !== caller.id) await this.ctx.auth.assertCanActFor(caller, userId);
    const found = await userWithCustomer(this.db, userId ?? caller.id);
    if (!found) throw forbidden();
    return found;
  }

  /** GetShippingRates for the user's cart. */
  async rates(user: UserRow, customer: CustomerRow | undefined, address: RateAddress, pricesHidden: boolean) {
    const [catalog, rows] = await Promise.all([shopCatalog(this.ctx), listCart(this.db, user.id)]);
    if (rows.length === 0) return undefined;
    const cart = priceCart(catalog, this.ctx.brand, rows);
    const quoted = await quoteRates(this.deps, cart, address, {
      taxExempt: customer?.taxExempt ?? false,
      pricesHidden,
    });
    if (!quoted.ok) throw new ApiError("invalid", SHIPPING_ADDRESS_INCOMPLETE, 400);
    return quoted.rates.map(({ Name: _name, ...rate }) =>
      rate.Method === OWN_ACCOUNT_METHOD ? { ...rate, ShippingAccount: customer?.shippingAccount ?? "" } : rate,
    );
  }

  async checkout(
    caller: Caller,
    user: UserRow,
    customer: CustomerRow | undefined,
    form: CheckoutForm,
  ): Promise<PlacedOrder> {
    const brand = this.ctx.brand;
    if (!customer) throw forbidden("Only customer accounts can place orders.");

    // ---- payment kind, saved card and address
    const terms = isTermsKey(form.Billing.CCkey);
    if (brand.switches.termsOnly && !terms) throw failed(TERMS_ONLY_STORE);
    if (terms && !customer.termsAccount) throw forbidden("Your account has no terms (open account).");
    const savedCard =
      !terms && !isNewCardKey(form.Billing.CCkey) ? await this.savedCard(user.id, form.Billing.CCkey) : null;
    const savedAddress = this.isSavedKey(form.Shipping.ShipKey)
      ? await this.savedAddress(user.id, form.Shipping.ShipKey)
      : null;

    // ---- everything the screen checks, with its messages
    const problems = checkoutProblems(form, {
      terms,
      savedCard: savedCard !== null,
      savedAddress: savedAddress !== null,
    });
    if (problems.length > 0) throw invalidAll(problems);
    if (customer.poNumberRequired && form.PONumber === "") {
      throw invalid([{ field: "PONumber", message: PO_NUMBER_REQUIRED }]);
    }
    const split = isSplitPayment(form);
    const shipping = savedAddress ?? effectiveShipping(form);
    const key = form.IdempotencyKey;

    // ---- cards: saved, or tokenized now (no money moves)
    const gateway = this.ctx.gateway;
    const companyRequires = brand.switches.orderApproval && customer.requiresApproval && !caller.isOfficeManager;
    let first: CardToPay | null = null;
    let second: CardToPay | null = null;
    if (!terms) {
      first = savedCard ? this.fromSavedCard(savedCard) : await this.newFirstCard(gateway, form);
      if (split) second = await this.newSecondCard(gateway, form);
    }

    // Loaded before the transaction: on the embedded database a query outside the transaction would
    // wait for it to end.
    const catalog = await shopCatalog(this.ctx, { current: true });
    const intentKey = key || randomUUID();
    const facts: PlanFacts = { caller, user, customer, form, terms, split, companyRequires, shipping, first, second };

    // Step 1 and, when another request holds the key or the cart, waiting for it (a few rounds at most:
    // each round finds the other ended).
    for (let round = 0; round < 5; round++) {
      const begun = await this.db.transaction(async (tx): Promise<Begun> => {
        // First the user's spend limits: two checkouts of one user count the month one after the other
        // (brands with order approval; elsewhere no limit is read).
        if (this.ctx.brand.switches.orderApproval) await lockSpendLimit(tx, user.id);
        const { holder, live } = await checkoutBlockers(tx, user.id, intentKey);
        if (holder) return { kind: "held", intent: holder };
        if (live) return { kind: "busy", intent: live };
        const plan = await this.plan(tx, catalog, facts);
        const intent = await insertIntent(tx, {
          kind: "checkout",
          userId: user.id,
          idempotencyKey: intentKey,
          orderNumber: plan.order.orderNumber,
          amountsCents: plan.charges.map((c) => c.amountCents),
          plan: plan as unknown as Record<string, unknown>,
        });
        // Lost a race on the unique indexes (PostgreSQL): look again.
        if (!intent) return { kind: "raced" };
        // Held while the cards are charged: a delete before step 3 leaves the bytes (decision 0023).
        await this.heldFiles.holdForCheckout(
          tx,
          intent.id,
          plan.lines.map((l) => l.fullUrl ?? ""),
        );
        return { kind: "recorded", intent, plan };
      });
      if (begun.kind === "recorded") {
        await this.steps.run(begun.intent, begun.plan.charges, (tx, intent, chargeIds, settle) =>
          this.confirm(tx, intent, chargeIds, settle),
        );
        return { orderNumber: begun.plan.order.orderNumber, status: begun.plan.order.status, repeated: false };
      }
      if (begun.kind === "raced") continue;
      const other = begun.intent.state === "confirmed" ? begun.intent : await this.steps.settled(begun.intent.id);
      if (begun.kind === "busy") {
        if (other && isLive(other)) throw failed(ALREADY_IN_PROGRESS);
        continue;
      }
      // The same key: answer what it came to.
      if (!other || isLive(other)) throw failed(ALREADY_IN_PROGRESS);
      if (other.state === "confirmed") {
        const plan = other.plan as unknown as CheckoutPlan;
        return { orderNumber: other.orderNumber, status: plan.order.status, repeated: true };
      }
      throw failed(other.failure || ALREADY_IN_PROGRESS);
    }
    throw failed(ALREADY_IN_PROGRESS);
  }

  /**
   * Step 1's content, in its transaction: the cart locked and priced again, the method rated, the split
   * checked, an order number reserved; the order, its lines, payments and e-mails as step 3 will write them.
   */
  private async plan(tx: Db, catalog: ShopCatalog, f: PlanFacts): Promise<CheckoutPlan> {
    const { caller, user, customer, form, terms, split, companyRequires, shipping, first, second } = f;
    const rows = await lockedCart(tx, user.id);
    if (rows.length === 0) throw failed(CART_EMPTY_MESSAGE);
    const cart = priceCart(catalog, this.ctx.brand, rows);
    if (cart.errors.length > 0) throw invalidAll(cart.errors);
    await this.refuseMissingArtwork(tx, cart);

    const rate = await this.chosenRate(cart, shipping, form, customer);
    const totalCents = cart.subtotalCents + rate.FreightCents + rate.TaxCents;
    if (terms) await this.assertWithinCreditLimit(tx, customer.id, totalCents);
    if (split && !splitAmountsMatch(form.FirstCardAmount, form.SecondCardAmount, totalCents)) {
      throw invalidAll([SPLIT_AMOUNTS_MISMATCH]);
    }
    const placedAt = new Date();
    // Spend limits and approval chains (docs/product/approvals.md) on brands with order approval.
    const approval = this.ctx.brand.switches.orderApproval
      ? await checkoutApproval(tx, {
          userId: user.id,
          customerId: customer.id,
          placedByOfficeManager: caller.isOfficeManager,
          companyRequires,
          orderCents: totalCents,
          spentCents: (from, to) => spentCents(tx, user.id, from, to),
          now: placedAt,
        })
      : ({ hold: false } as const);
    const needsApproval = approval.hold;

    // ---- payments: charged in step 2, kept for the release, or on account
    const amounts = split
      ? [dollarsToCents(form.FirstCardAmount), dollarsToCents(form.SecondCardAmount)]
      : [totalCents];
    const payments: NewOrderPayment[] = [];
    const charges: PlannedCharge[] = [];
    if (terms) {
      payments.push({ seq: 1, kind: "terms", status: "on_account", amountCents: totalCents });
    } else {
      for (const [i, card] of [first, second].entries()) {
        if (!card) continue;
        const seq = i + 1;
        const amountCents = amounts[i]!;
        const kept = { ...this.keptCard(card), seq, kind: "card" as const, amountCents, gateway: this.gatewayName };
        if (needsApproval) {
          payments.push({ ...kept, status: "pending_release", gatewayToken: card.token });
        } else {
          payments.push({ ...kept, status: "charged" });
          charges.push({ seq, token: card.token, amountCents });
        }
      }
    }

    // ---- the order, with its number reserved now
    const { orderNumber, orderId } = await reserveOrder(tx);
    const status: OrderStatus = needsApproval ? "needs_approval" : "ordered";
    const schedule = productionSchedule(placedAt, cart.extraBusinessDays);
    const order = {
      orderNumber,
      userId: user.id,
      placedBy: caller.id,
      customerId: customer.id,
      franchise: user.franchise,
      status,
      // Decided at placement: a later change of the customer's setting does not reach this order.
      proofsRequired: customer.proofsRequired,
      placedAt: placedAt.toISOString(),
      productionDate: schedule.productionDate,
      shipDate: schedule.shipDate,
      itemsCents: cart.itemsCents,
      minimumChargeCents: cart.minimumChargeCents,
      subtotalCents: cart.subtotalCents,
      freightCents: rate.FreightCents,
      taxCents: rate.TaxCents,
      totalCents,
      taxState: rate.taxState,
      taxRatePercent: rate.taxRatePercent,
      weightLb: cart.weightLb,
      shippingMethod: rate.Method,
      shippingMethodText: rate.Name,
      shippingAccount: rate.Method === "BST" ? form.ShippingAccount : "",
      companyShipping: form.CompanyShipping,
      blindShipping: form.BlindShipping,
      cantDoFreight: form.cantdofreight,
      preserveFilenames: form.PreserveFilenames,
      alwaysShowFilenames: form.AlwaysShowFilenames,
      orderNotes: form.OrderNotes,
      poNumber: form.PONumber,
      jobName: form.JobName,
      paymentKind: terms ? ("terms" as const) : split ? ("split" as const) : ("card" as const),
      ...this.billingOf(first, terms, user),
      shipFirstName: shipping.FirstName,
      shipLastName: shipping.LastName,
      shipCompanyName: shipping.CompanyName,
      shipAddress1: shipping.Address1,
      shipAddress2: shipping.Address2,
      shipCity: shipping.City,
      shipState: shipping.State,
      shipZip: shipping.Zip,
      shipCountry: shipping.Country,
      shipCounty: shipping.County,
      shipPhone: shipping.PhoneNumber,
      shipEmail: shipping.Email,
      shipResidential: shipping.Residential ?? false,
    };

    // ---- e-mails, queued in step 3 and sent after its commit
    const facts = this.mailFacts(orderNumber, cart, rate, totalCents, schedule, shipping, {
      waitsForRelease: needsApproval,
      placedBy: `${user.firstName} ${user.lastName}`.trim() || user.username,
      payment: terms
        ? "Terms account (open account)"
        : payments.map((p) => `${p.cardBrand} ending ${p.last4}`).join(" and "),
      poNumber: form.PONumber,
      jobName: form.JobName,
    });
    const mails: MailMessage[] = [];
    if (user.email) mails.push(confirmationMail(user.email, facts));
    if (approval.hold) {
      for (const manager of await firstApprovers(tx, customer.id, approval.approverIds)) {
        if (!manager.email) continue;
        const name = `${manager.firstName} ${manager.lastName}`.trim() || "office manager";
        mails.push(releaseNeededMail(manager.email, name, facts));
      }
    }
    const saveCard = first?.saveFingerprint
      ? { ...this.savedCardValues(first), fingerprint: first.saveFingerprint }
      : undefined;
    return {
      orderId,
      order,
      lines: this.orderLines(cart),
      payments,
      charges,
      cartItemIds: rows.map((r) => r.id),
      mails,
      ...(saveCard ? { saveCard } : {}),
      ...(approval.hold ? { approval: { reason: approval.reason, approverIds: approval.approverIds } } : {}),
    };
  }

  /**
   * A product line whose library artwork was deleted or moved cannot be printed: the cart shows it as
   * 'No Image...', and Place Order refuses it, naming each such line (numbered as the cart numbers them).
   */
  private async refuseMissingArtwork(tx: Db, cart: PricedCart): Promise<void> {
    const urls = cart.products.map((line) => cartLineFullUrl(line.row));
    const present = await existingImages(tx, urls, { lock: true });
    const missing = cart.products.flatMap((line, i) =>
      urls[i] !== "" && !present.has(urls[i]!)
        ? [imageMissingAtCheckout(i + 1, line.row.itemDesc, line.row.filename)]
        : [],
    );
    if (missing.length > 0) throw invalidAll(missing);
  }

  /**
   * A terms account's credit limit (docs/decisions/0025-customer-settings.md): the open balance (terms
   * orders not completed or cancelled, and terms checkouts in flight) plus this order may not pass it.
   * The customer row stays locked to the end of step 1, so two checkouts of one company are counted
   * one after the other; the order counts from then on through its intent.
   */
  private async assertWithinCreditLimit(tx: Db, customerId: number, orderCents: number): Promise<void> {
    const customer = await lockCustomer(tx, customerId);
    const limit = customer?.creditLimitCents ?? null;
    if (limit === null) return;
    const open = (await openTermsBalanceCents(tx, customerId)) + (await liveTermsCentsOf(tx, customerId));
    if (open + orderCents > limit) throw failed(creditLimitExceeded(orderCents, open, limit));
  }

  /**
   * Step 3 of Place Order, in the confirm transaction: the cart emptied, mails and webhook events queued, then the
   * order with its lines, payments and history and the intent marked confirmed in one statement, and after it only the
   * approval record and the artwork holds when there are any (on PostgreSQL the order's insert holds the brand's order
   * count row to the commit, so it comes last: docs/decisions/0047-place-order-in-few-statements.md).
   */
  async confirm(
    tx: Db,
    intent: IntentRow,
    chargeIds: string[],
    settle: (orderId: number) => SQL,
  ): Promise<{ orderId: number; mailIds: number[]; settled: boolean }> {
    const plan = intent.plan as unknown as CheckoutPlan;
    const { id: orderIdOfOrder, ...placed } = plan.order;
    const orderId = plan.orderId ?? orderIdOfOrder ?? (await nextOrderId(tx));
    const placedAt = new Date(plan.order.placedAt);
    // First, in a statement of its own: a second submit of the same key may hold the cart's lines in its step 1
    // (FOR UPDATE) and then wait on this intent's row, so the intent may only change once the lines are gone
    // (with the delete inside the order's statement PostgreSQL marked the intent first: a deadlock; decision 0047).
    await deleteCartItems(tx, plan.cartItemIds);
    if (plan.saveCard && !(await hasDuplicate(tx, intent.userId, plan.saveCard.fingerprint))) {
      await insertPaymentMethod(tx, intent.userId, plan.saveCard);
    }
    const mailIds: number[] = [];
    for (const mail of plan.mails) mailIds.push(await this.ctx.mailer.queue(tx, mail));
    await this.ctx.webhooks.emit(
      tx,
      "order.placed",
      {
        orderNumber: plan.order.orderNumber,
        franchise: plan.order.franchise,
        customerId: plan.order.customerId ?? null,
      },
      {
        Status: plan.order.status,
        PlacedAt: placedAt.toISOString(),
        UserId: plan.order.userId,
        CustomerId: plan.order.customerId ?? null,
        SubtotalCents: plan.order.subtotalCents,
        TotalCents: plan.order.totalCents,
        Lines: plan.lines.length,
      },
    );
    const chargeOf = new Map(plan.charges.map((c, i) => [c.seq, chargeIds[i] ?? ""]));
    const order = await insertPlacedOrder(
      tx,
      orderId,
      { ...placed, placedAt },
      plan.lines,
      plan.payments.map((p) => (p.status === "charged" ? { ...p, chargeId: chargeOf.get(p.seq) ?? "" } : p)),
      { by: plan.order.placedBy, at: placedAt },
      settle(orderId),
    );
    if (plan.approval) await recordOrderApproval(tx, order.id, plan.approval);
    // Each line keeps the library file it prints, even if the customer deleted it from the library since step 1.
    await this.heldFiles.moveCheckoutHolds(
      tx,
      intent.id,
      order.lines.map((l) => ({ orderLineId: l.id, fullUrl: l.fullUrl })),
    );
    return { orderId: order.id, mailIds, settled: true };
  }

  private isSavedKey(key: string): boolean {
    return key !== "" && key !== "0";
  }

  private async savedCard(userId: number, ccKey: string): Promise<PaymentRow> {
    if (!/^\d{1,12}$/.test(ccKey)) throw invalidAll(["Billing: CCkey is not correct."]);
    const row = await findPaymentMethod(this.db, Number(ccKey));
    if (!row || row.userId !== userId) throw forbidden();
    if (row.deletedAt) throw new ApiError("error", PAYMENT_NOT_FOUND, 404);
    return row;
  }

  private async savedAddress(userId: number, shipKey: string): Promise<CheckoutShipping> {
    if (!/^\d{1,12}$/.test(shipKey)) throw invalidAll(["Shipping: ShipKey is not correct."]);
    const row = await findAddress(this.db, Number(shipKey));
    if (!row || row.userId !== userId) throw forbidden();
    if (row.deletedAt) throw new ApiError("error", ADDRESS_NOT_FOUND, 404);
    const { userId: _owner, ...address } = toAddress(row);
    return { ...address, ShipToBilling: false };
  }

  private fromSavedCard(row: PaymentRow): CardToPay {
    return {
      token: row.gatewayToken,
      brand: row.cardBrand,
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
      name: row.name,
      address: row.address,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
      paymentMethodId: row.id,
    };
  }

  private async newFirstCard(gateway: PaymentGateway, form: CheckoutForm): Promise<CardToPay> {
    const b = form.Billing;
    const card = await gateway.tokenize({
      number: b.CardNo,
      cvv: b.CVV,
      expMonth: asInt(b.MonthExpire),
      expYear: asInt(b.YearExpire),
      name: b.Name,
      postalCode: b.Zip,
    });
    if (!card.ok) throw invalid([{ field: "Billing.CardNo", message: card.message }]);
    const saveFingerprint = b.SaveCard ? cardFingerprint(this.ctx.cardFingerprintKey, b.CardNo) : undefined;
    return {
      token: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      name: b.Name,
      address: b.Address,
      address2: b.Address2,
      city: b.City,
      state: b.State,
      zip: b.Zip,
      country: b.Country,
      paymentMethodId: null,
      ...(saveFingerprint ? { saveFingerprint } : {}),
    };
  }

  private async newSecondCard(gateway: PaymentGateway, form: CheckoutForm): Promise<CardToPay> {
    const card = await gateway.tokenize({
      number: form.SecondCardNo,
      cvv: form.SecondCVV,
      expMonth: asInt(form.SecondMonthExpire),
      expYear: asInt(form.SecondYearExpire),
      name: form.SecondName,
      postalCode: form.SecondZip,
    });
    if (!card.ok) throw invalid([{ field: "SecondCardNo", message: `Second Card: ${card.message}` }]);
    return {
      token: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      name: form.SecondName,
      address: form.SecondAddress,
      address2: "",
      city: form.SecondCity,
      state: form.SecondState,
      zip: form.SecondZip,
      country: form.Billing.Country || "US",
      paymentMethodId: null,
    };
  }

  /** What an order payment keeps of a card: never the number or CVV. */
  private keptCard(card: CardToPay) {
    return {
      paymentMethodId: card.paymentMethodId,
      cardBrand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      name: card.name,
      address: card.address,
      city: card.city,
      state: card.state,
      zip: card.zip,
      country: card.country,
    };
  }

  /** A new card as it is saved when SaveCard is ticked (without its fingerprint). */
  private savedCardValues(card: CardToPay) {
    return {
      gatewayToken: card.token,
      cardBrand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      name: card.name,
      address: card.address,
      address2: card.address2,
      city: card.city,
      state: card.state,
      zip: card.zip,
      country: card.country,
    };
  }

  private billingOf(card: CardToPay | null, terms: boolean, user: UserRow) {
    if (terms || !card) {
      return {
        billingName: `${user.firstName} ${user.lastName}`.trim(),
        billingAddress: user.address,
        billingAddress2: user.address2,
        billingCity: user.city,
        billingState: user.state,
        billingZip: user.zip,
        billingCountry: user.country,
      };
    }
    return {
      billingName: card.name,
      billingAddress: card.address,
      billingAddress2: card.address2,
      billingCity: card.city,
      billingState: card.state,
      billingZip: card.zip,
      billingCountry: card.country,
    };
  }

  /** The method chosen, rated again for this cart and address; freight by its own account is 0. */
  private async chosenRate(cart: PricedCart, shipping: CheckoutShipping, form: CheckoutForm, customer: CustomerRow) {
    const address: RateAddress = {
      zip: shipping.Zip,
      state: shipping.State,
      country: shipping.Country,
      residential: shipping.Residential ?? false,
      city: shipping.City,
      county: shipping.County,
    };
    const quoted = await quoteRates(this.deps, cart, address, { taxExempt: customer.taxExempt, pricesHidden: true });
    if (!quoted.ok || shipping.Zip.length < 5) throw invalidAll([SHIPPING_ADDRESS_INCOMPLETE]);
    const rate: QuotedRate | undefined = quoted.rates.find((r) => r.Method === form.ShippingMethod);
    if (!rate) throw invalidAll([`The shipping method ${form.ShippingMethod} is not available for this address.`]);
    if (form.cantdofreight && rate.Method === FREIGHT_METHOD) {
      throw invalidAll([
        "Freight delivery is not possible at this address (cantdofreight). Please choose another shipping method.",
      ]);
    }
    return { ...rate, taxState: quoted.tax.jurisdiction, taxRatePercent: quoted.tax.ratePercent };
  }

  private orderLines(cart: PricedCart): NewOrderLine[] {
    const lines: NewOrderLine[] = cart.lines.map((l, i) => ({
      lineNo: i + 1,
      kind: l.kind,
      itemNo: l.row.itemNo,
      itemDesc: l.row.itemDesc,
      productType: l.row.productType,
      quantity: l.row.quantity,
      priceCents: l.priceCents,
      squareFeet: l.squareFeet,
      weightLb: l.weightLb,
      setId: l.row.setId,
      setName: l.row.setName,
      lineNumber: l.row.lineNumber,
      filename: l.row.filename,
      imageUrl: l.row.imageUrl,
      fullUrl: cartLineFullUrl(l.row),
      fields: l.row.fields,
      orderNotes: l.row.orderNotes,
    }));
    if (cart.minimumChargeCents > 0) {
      lines.push({
        lineNo: lines.length + 1,
        kind: "charge",
        itemNo: BUSINESS.minimumChargeItemNo,
        itemDesc: BUSINESS.minimumChargeLabel,
        productType: "misc",
        quantity: 1,
        priceCents: cart.minimumChargeCents,
      });
    }
    return lines;
  }

  private mailFacts(
    orderNumber: number,
    cart: PricedCart,
    rate: QuotedRate,
    totalCents: number,
    schedule: { productionDate: string; shipDate: string },
    shipping: CheckoutShipping,
    extra: { waitsForRelease: boolean; placedBy: string; payment: string; poNumber: string; jobName: string },
  ): OrderMailFacts {
    return {
      brandName: this.ctx.brand.name,
      publicUrl: this.ctx.config.publicUrl,
      orderNumber,
      ...extra,
      lines: cart.lines.map((l) => ({
        itemNo: l.row.itemNo,
        itemDesc: l.row.itemDesc,
        quantity: l.row.quantity,
        priceCents: l.priceCents,
        filename: l.row.filename,
      })),
      itemsCents: cart.itemsCents,
      minimumChargeCents: cart.minimumChargeCents,
      freightCents: rate.FreightCents,
      taxCents: rate.TaxCents,
      totalCents,
      shippingMethod: rate.Name,
      shipTo: [
        `${shipping.FirstName} ${shipping.LastName}`.trim(),
        shipping.CompanyName,
        shipping.Address1,
        shipping.Address2,
        `${shipping.City}, ${shipping.State} ${shipping.Zip}`,
        shipping.Country,
      ].filter((l) => l.trim() !== ""),
      productionDate: schedule.productionDate,
      shipDate: schedule.shipDate,
    };
  }
}
