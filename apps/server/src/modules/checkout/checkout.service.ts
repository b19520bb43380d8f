import { randomUUID } from "node:crypto";
import {
  BUSINESS,
  CART_EMPTY_MESSAGE,
  type CheckoutForm,
  type CheckoutShipping,
  checkoutProblems,
  dollarsToCents,
  effectiveShipping,
  type FieldError,
  FREIGHT_METHOD,
  isNewCardKey,
  isSplitPayment,
  isTermsKey,
  type OrderStatus,
  SHIPPING_ADDRESS_INCOMPLETE,
  SPLIT_AMOUNTS_MISMATCH,
  splitAmountsMatch,
  TERMS_ONLY_STORE,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { Caller } from "../../platform/auth.js";
import { productionSchedule } from "../../platform/businessCalendar.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden, invalid } from "../../platform/http.js";
import { cardFingerprint, type PaymentGateway } from "../../platform/payments/index.js";
import type { Carrier } from "../../platform/shipping/index.js";
import type { TaxCalculator } from "../../platform/tax/index.js";
import { findAddress } from "../addresses/addresses.repo.js";
import { ADDRESS_NOT_FOUND } from "../addresses/addresses.service.js";
import { deleteCartItems, listCart } from "../cart/cart.repo.js";
import { type PricedCart, priceCart } from "../cart/cartPricing.js";
import { shopCatalog } from "../cart/shopCatalog.js";
import {
  claimCheckoutKey,
  insertOrder,
  insertOrderLines,
  insertOrderPayments,
  type NewOrderLine,
  type NewOrderPayment,
  orderOfCheckoutKey,
  recordStatus,
} from "../orders/orders.repo.js";
import { fingerprintKeyFor, paymentGatewayFor } from "../payments/gateway.js";
import { findPaymentMethod, hasDuplicate, insertPaymentMethod, type PaymentRow } from "../payments/payments.repo.js";
import { PAYMENT_NOT_FOUND } from "../payments/payments.service.js";
import { type CustomerRow, lockedCart, officeManagers, type UserRow, userWithCustomer } from "./checkout.repo.js";
import { confirmationMail, type OrderMailFacts, releaseNeededMail } from "./checkoutMail.js";
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

/**
 * Place Order (part 2 sections 4, 5, 7; DESIGN.md section 6, "Payments", "Order numbers and
 * statuses", "Production date"). See CheckoutRequestSchema for the rules; how it is done:
 *
 * 1. Outside any transaction: check the form with the screen's own function and messages, resolve
 *    the saved card and address (another user's is 403), and tokenize new cards (a refused card stops
 *    here; tokenizing moves no money).
 * 2. One transaction: claim the IdempotencyKey (a unique row: a concurrent submit of the same key
 *    waits on it, then answers the winner's order number; a repeated submit finds the order), lock
 *    the cart lines (a checkout of the same cart with another key waits, then finds the cart empty),
 *    price the cart again from the price book with services and 90OC,
 *    rate the chosen method with the carrier, compute tax, check the split amounts, charge the card
 *    or cards, then write the order, its lines, payments and first status row, empty the cart, queue
 *    the e-mails.
 * 3. Anything that fails after a charge rolls the transaction back and voids every charge made: both
 *    cards or neither, and no order without its payment.
 * Card numbers and CVV go to the gateway only; orders keep brand and last 4.
 */
export class CheckoutService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: CheckoutDeps,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /**
   * The user a call acts for (DESIGN.md section 5: the caller, or for an office manager a user of the
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
    return quoted.rates.map(({ Name: _name, ...rate }) => rate);
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
    const split = isSplitPayment(form);
    const shipping = savedAddress ?? effectiveShipping(form);
    const key = form.IdempotencyKey;

    // ---- cards: saved, or tokenized now (no money moves)
    const gateway = await paymentGatewayFor(this.ctx);
    const needsApproval = brand.switches.orderApproval && customer.requiresApproval && !caller.isOfficeManager;
    let first: CardToPay | null = null;
    let second: CardToPay | null = null;
    if (!terms) {
      first = savedCard ? this.fromSavedCard(savedCard) : await this.newFirstCard(gateway, form);
      if (split) second = await this.newSecondCard(gateway, form);
    }

    // Loaded before the transaction: on the embedded database a query outside the transaction would
    // wait for it to end.
    const catalog = await shopCatalog(this.ctx);
    const placedAt = new Date();
    const charges: string[] = [];
    const mailIds: number[] = [];
    let placed: PlacedOrder;
    try {
      placed = await this.db.transaction(async (tx) => {
        let requestId: number | undefined;
        if (key) {
          requestId = await claimCheckoutKey(tx, user.id, key);
          if (requestId === undefined) {
            const winner = await orderOfCheckoutKey(tx, user.id, key);
            if (winner) return { ...winner, repeated: true };
            throw failed("This order is already being placed. Please wait a moment and check your orders.");
          }
        }
        // The cart lines are locked until the order is written: a second checkout of this cart (another
        // key) waits here and then finds them gone.
        const rows = await lockedCart(tx, user.id);
        if (rows.length === 0) throw failed(CART_EMPTY_MESSAGE);
        const cart = priceCart(catalog, brand, rows);
        if (cart.errors.length > 0) throw invalidAll(cart.errors);

        const rate = await this.chosenRate(cart, shipping, form, customer);
        const totalCents = cart.subtotalCents + rate.FreightCents + rate.TaxCents;
        if (split && !splitAmountsMatch(form.FirstCardAmount, form.SecondCardAmount, totalCents)) {
          throw invalidAll([SPLIT_AMOUNTS_MISMATCH]);
        }

        // ---- payments: charged now, kept for the release, or on account
        const amounts = split
          ? [dollarsToCents(form.FirstCardAmount), dollarsToCents(form.SecondCardAmount)]
          : [totalCents];
        const payments: NewOrderPayment[] = [];
        if (terms) {
          payments.push({ seq: 1, kind: "terms", status: "on_account", amountCents: totalCents });
        } else {
          const base = `checkout-${requestId ?? randomUUID()}`;
          for (const [i, card] of [first, second].entries()) {
            if (!card) continue;
            const amountCents = amounts[i]!;
            const kept = this.keptCard(card);
            if (needsApproval) {
              payments.push({
                seq: i + 1,
                kind: "card",
                status: "pending_release",
                amountCents,
                gateway: gateway.name,
                gatewayToken: card.token,
                ...kept,
              });
              continue;
            }
            const result = await gateway.charge(card.token, amountCents, `${base}-${i + 1}`);
            if (!result.ok) throw failed(i === 0 ? result.message : `Second Card: ${result.message}`);
            charges.push(result.chargeId);
            payments.push({
              seq: i + 1,
              kind: "card",
              status: "charged",
              amountCents,
              gateway: gateway.name,
              chargeId: result.chargeId,
              ...kept,
            });
          }
        }

        // ---- the order
        const status: OrderStatus = needsApproval ? "needs_approval" : "ordered";
        const schedule = productionSchedule(placedAt, cart.extraBusinessDays);
        const billing = this.billingOf(first, terms, user);
        const order = await insertOrder(tx, {
          userId: user.id,
          placedBy: caller.id,
          customerId: customer.id,
          franchise: user.franchise,
          status,
          placedAt,
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
          paymentKind: terms ? "terms" : split ? "split" : "card",
          ...billing,
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
          checkoutRequestId: requestId ?? null,
        });
        await insertOrderLines(tx, order.id, this.orderLines(cart));
        await insertOrderPayments(tx, order.id, payments);
        await recordStatus(tx, { orderId: order.id, from: null, to: status, by: caller.id, at: placedAt });
        await deleteCartItems(
          tx,
          rows.map((r) => r.id),
        );
        if (first?.saveFingerprint && !(await hasDuplicate(tx, user.id, first.saveFingerprint))) {
          await this.saveCard(tx, user.id, first, first.saveFingerprint);
        }

        // ---- e-mails, sent after the commit
        const facts = this.mailFacts(order.orderNumber, cart, rate, totalCents, schedule, shipping, {
          waitsForRelease: needsApproval,
          placedBy: `${user.firstName} ${user.lastName}`.trim() || user.username,
          payment: terms
            ? "Terms account (open account)"
            : payments.map((p) => `${p.cardBrand} ending ${p.last4}`).join(" and "),
        });
        if (user.email) mailIds.push(await this.ctx.mailer.queue(tx, confirmationMail(user.email, facts)));
        if (needsApproval) {
          for (const manager of await officeManagers(tx, customer.id)) {
            if (!manager.email) continue;
            const name = `${manager.firstName} ${manager.lastName}`.trim() || "office manager";
            mailIds.push(await this.ctx.mailer.queue(tx, releaseNeededMail(manager.email, name, facts)));
          }
        }
        return { orderNumber: order.orderNumber, status, repeated: false };
      });
    } catch (err) {
      for (const chargeId of charges) {
        const voided = await gateway.void(chargeId);
        if (!voided.ok)
          this.deps.log.error({ chargeId, reason: voided.message }, "checkout: a charge could not be voided");
      }
      throw err;
    }
    await this.ctx.mailer.deliver(mailIds);
    return placed;
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
    return {
      ShipKey: String(row.id),
      ShipToBilling: false,
      FirstName: row.firstName,
      LastName: row.lastName,
      CompanyName: row.companyName,
      Address1: row.address1,
      Address2: row.address2,
      City: row.city,
      State: row.state,
      Zip: row.zip,
      Country: row.country,
      County: row.county,
      PhoneNumber: row.phoneNumber,
      Residential: row.residential,
      Email: row.email,
    };
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
    const saveFingerprint = b.SaveCard ? cardFingerprint(await fingerprintKeyFor(this.ctx), b.CardNo) : undefined;
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

  private async saveCard(tx: Db, userId: number, card: CardToPay, fingerprint: string): Promise<void> {
    await insertPaymentMethod(tx, userId, {
      gatewayToken: card.token,
      cardBrand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint,
      name: card.name,
      address: card.address,
      address2: card.address2,
      city: card.city,
      state: card.state,
      zip: card.zip,
      country: card.country,
    });
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
      fullUrl: l.row.fullUrl,
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
    extra: { waitsForRelease: boolean; placedBy: string; payment: string },
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
