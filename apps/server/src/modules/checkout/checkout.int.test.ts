import { randomUUID } from "node:crypto";
import {
  ADDRESS_TYPE_REQUIRED,
  imageMissingAtCheckout,
  ORDER_PLACED,
  ORDER_WAITS_FOR_RELEASE,
  PAYMENT_INFO_REQUIRED,
  SHIPPING_ADDRESS_REQUIRED,
  SHIPPING_METHOD_REQUIRED,
  SPLIT_AMOUNTS_MISMATCH,
  TERMS_NOT_CONFIRMED,
  TERMS_ONLY_STORE,
} from "@portal/contract";
import {
  cartItems,
  checkoutIntents,
  libraryFiles,
  orderLines,
  orderPayments,
  orderStatusHistory,
  orders,
  outbox,
  paymentMethods,
} from "@portal/db/schema";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productionSchedule } from "../../platform/businessCalendar.js";
import { SANDBOX_CARDS, type SandboxEvent, SandboxGateway } from "../../platform/payments/sandbox.js";
import { checkoutBody, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive, clearLines, corex, type LineSpec, pricingBody, signInOn } from "../cart/cart.testkit.js";
import { billing, CVV, NEXT_YEAR, secondCard, shipping } from "./checkout.testkit.js";

/** Every charge and void the sandbox gateway makes while these tests run. */
const events: SandboxEvent[] = [];
const observe = (e: SandboxEvent) => events.push(e);
const newCharges = () => events.filter((e) => e.kind === "charge" && e.ok && !e.replayed);

describe("Store/Checkout", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let other: SignedIn;
  let terms: SignedIn;
  const db = () => t.database.db;
  const post = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Store/${path}`, body, who.auth);
  const body = (over: Record<string, unknown> = {}) =>
    checkoutBody({ userId: buyer.Id, OrderNotes: "Please pack flat.", ...over });
  const messages = (res: { json(): { Message: string } }) => res.json().Message.split("\n");
  const orderCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
  /** The order total the cart should cost with this method to this address: cart, freight and tax. */
  const expectedTotal = async (who: SignedIn, method = "FEDEX_GROUND", address = shipping()) => {
    const cart = (await post("GetCart", {}, who)).json().Data;
    const rates = (await post("GetShippingRates", address, who)).json().Data;
    const rate = rates.find((r: { Method: string }) => r.Method === method);
    return { cart, rate, total: cart.TotalCents + rate.FreightCents + rate.TaxCents };
  };
  const fill = async (who: SignedIn, specs: LineSpec[]) => {
    for (const s of specs) await addLine(db(), who.Id, s);
  };

  beforeAll(async () => {
    SandboxGateway.observers.add(observe);
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
    terms = await signIn(t, "terms");
  });
  afterAll(async () => {
    SandboxGateway.observers.delete(observe);
    await t.close();
  });
  beforeEach(async () => {
    events.length = 0;
    for (const who of [buyer, other, terms]) await clearLines(db(), who.Id);
  });

  describe("validation, with the screen's messages", () => {
    let before: number;
    beforeEach(async () => {
      await fill(buyer, [adhesive(2)]);
      before = await orderCount();
    });
    afterEach(async () => {
      // Nothing was written or charged, and the cart is as it was.
      expect(await orderCount()).toBe(before);
      expect(newCharges()).toEqual([]);
      expect((await post("GetCartTotal", {})).json().Data.ItemCount).toBe(1);
    });

    it("lists every missing part of an empty form", async () => {
      const res = await post("Checkout", { userId: buyer.Id });
      expect(res.statusCode).toBe(400);
      expect(res.json().Status).toBe("invalid");
      expect(messages(res)).toEqual([
        PAYMENT_INFO_REQUIRED,
        SHIPPING_ADDRESS_REQUIRED,
        SHIPPING_METHOD_REQUIRED,
        TERMS_NOT_CONFIRMED,
      ]);
    });

    it("names each missing billing and shipping field", async () => {
      const res = await post(
        "Checkout",
        body({
          Billing: { CCkey: "0", Name: "Bailey Byers", State: "Select" },
          Shipping: { FirstName: "Bailey", State: "MN" },
        }),
      );
      expect(messages(res)).toEqual([
        "Billing: CardNo is required.",
        "Billing: CVV is required.",
        "Billing: YearExpire is required.",
        "Billing: MonthExpire is required.",
        "Billing: Address is required.",
        "Billing: City is required.",
        "Billing: State is required.",
        "Billing: Zip is required.",
        "Billing: Country is required.",
        "Shipping: LastName is required.",
        "Shipping: Address1 is required.",
        "Shipping: City is required.",
        "Shipping: Zip is required.",
        "Shipping: Country is required.",
        "Shipping: PhoneNumber is required.",
        "Shipping: Residential is required.",
      ]);
      expect(res.json().Data.errors[0]).toEqual({ field: "Billing.CardNo", message: "Billing: CardNo is required." });
    });

    it("asks for the address type when billing is used as shipping", async () => {
      const res = await post(
        "Checkout",
        body({ Shipping: { ShipToBilling: true, PhoneNumber: "(612) 555-0101", Residential: null } }),
      );
      expect(messages(res)).toEqual([ADDRESS_TYPE_REQUIRED]);
    });

    it("needs a shipping method, the shipping account for BST, and the terms confirmed", async () => {
      expect(messages(await post("Checkout", body({ ShippingMethod: "", ConfirmConform: false })))).toEqual([
        SHIPPING_METHOD_REQUIRED,
        TERMS_NOT_CONFIRMED,
      ]);
      expect(messages(await post("Checkout", body({ ShippingMethod: "BST", ShippingAccount: "" })))).toEqual([
        "Shipping: ShippingAccount is required.",
      ]);
      const unknown = await post("Checkout", body({ ShippingMethod: "FEDEX_FREIGHT_PRIORITY" }));
      expect(messages(unknown)).toEqual([
        "The shipping method FEDEX_FREIGHT_PRIORITY is not available for this address.",
      ]);
    });

    it("names each missing second-card field and checks both amounts against the total", async () => {
      const partial = await post("Checkout", body({ SecondCardNo: SANDBOX_CARDS.mastercard }));
      expect(messages(partial)).toEqual([
        "Second Card: Name is required.",
        "Second Card: CVV is required.",
        "Second Card: YearExpire is required.",
        "Second Card: MonthExpire is required.",
        "Second Card: Address is required.",
        "Second Card: City is required.",
        "Second Card: State is required.",
        "Second Card: Zip is required.",
      ]);
      const { total } = await expectedTotal(buyer);
      const wrong = await post(
        "Checkout",
        body({ ...secondCard(), FirstCardAmount: 10, SecondCardAmount: (total - 1000) / 100 - 0.01 }),
      );
      expect(wrong.json()).toMatchObject({ Status: "invalid", Message: SPLIT_AMOUNTS_MISMATCH });
    });

    it("refuses a card the gateway refuses, before anything is charged", async () => {
      const res = await post("Checkout", body({ Billing: billing({ CardNo: SANDBOX_CARDS.declined }) }));
      expect(res.json()).toMatchObject({ Status: "invalid", Message: "Your card was declined." });
    });
  });

  it("places an order with a new card: charged once, written with its lines, the cart emptied", async () => {
    await fill(buyer, [adhesive(2), corex(40)]);
    const { cart, rate, total } = await expectedTotal(buyer);
    expect(cart.SubtotalCents).toBeGreaterThan(15000);
    const res = await post("Checkout", body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Status: "ok", Message: ORDER_PLACED });
    const orderNumber = res.json().Data;
    expect(orderNumber).toBeGreaterThanOrEqual(100001);

    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({
      userId: buyer.Id,
      placedBy: buyer.Id,
      status: "ordered",
      itemsCents: cart.SubtotalCents,
      minimumChargeCents: 0,
      freightCents: rate.FreightCents,
      taxCents: rate.TaxCents,
      totalCents: total,
      taxState: "MN",
      shippingMethod: "FEDEX_GROUND",
      shippingMethodText: "FedEx Ground",
      paymentKind: "card",
      orderNotes: "Please pack flat.",
      billingName: "Bailey Byers",
      shipCity: "Minneapolis",
      shipResidential: false,
    });
    expect(order!.productionDate).toBe(productionSchedule(order!.placedAt).productionDate);
    expect(order!.shipDate).toBe(productionSchedule(order!.placedAt).shipDate);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.lineNo, l.itemNo, l.quantity])).toEqual([
      [1, "ADH-CAL", 2],
      [2, "COREX-4MM", 40],
    ]);
    expect(lines[0]!.fields).toMatchObject({ InchWidth: 24, InchHeight: 36 });
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments).toEqual([
      expect.objectContaining({
        seq: 1,
        kind: "card",
        status: "charged",
        amountCents: total,
        cardBrand: "Visa",
        last4: "4242",
        gatewayToken: "",
      }),
    ]);
    expect(newCharges()).toEqual([expect.objectContaining({ amountCents: total, chargeId: payments[0]!.chargeId })]);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: "ordered", changedBy: buyer.Id })]);
    expect((await post("GetCart", {})).json().Status).toBe("nodata");
    const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ toAddress: "bailey@northsidesign.example" });
    expect(mail!.subject).toContain(`order ${orderNumber} confirmation`);
    // The card number and CVV are nowhere in what was written; no card was saved.
    const written = JSON.stringify([order, lines, payments, mail]);
    expect(written).not.toContain(SANDBOX_CARDS.visa);
    expect(written).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${CVV}(?![0-9A-Za-z])`));
    expect(await db().select().from(paymentMethods).where(eq(paymentMethods.userId, buyer.Id))).toEqual([]);
  });

  it("charges the total of the GetPricing sums, services, 90OC, freight and tax", async () => {
    const specs = [adhesive(1)];
    await fill(buyer, specs);
    const charts = (await post("GetPantoneChartProducts", {})).json().Data;
    await post("AddPantoneChart", { ProductId: charts[0].Id, Finish: "GLOSS" });
    const priced = (await post("GetPricing", pricingBody(specs))).json().Data as { Total: number }[];
    const products = priced.reduce((sum, p) => sum + p.Total, 0);
    const services = charts[0].PriceCents as number;
    const minimum = 15000 - products - services;
    expect(minimum).toBeGreaterThan(0);
    const rates = (await post("GetShippingRates", shipping({ Residential: true }))).json().Data;
    const rate = rates.find((r: { Method: string }) => r.Method === "FEDEX_2_DAY");
    const tax = Math.floor((15000 * 6875 + 50_000) / 100_000);
    expect(rate.TaxCents).toBe(tax);

    const res = await post(
      "Checkout",
      body({ Shipping: shipping({ Residential: true }), ShippingMethod: "FEDEX_2_DAY" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.json().Data));
    const total = products + services + minimum + rate.FreightCents + tax;
    expect(order).toMatchObject({
      itemsCents: products + services,
      minimumChargeCents: minimum,
      subtotalCents: 15000,
      freightCents: rate.FreightCents,
      taxCents: tax,
      totalCents: total,
      shipResidential: true,
    });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.kind, l.itemNo, l.priceCents])).toEqual([
      ["product", "ADH-CAL", products],
      ["service", "TS-PMSC", services],
      ["charge", "90OC", minimum],
    ]);
    expect(newCharges().map((c) => c.kind === "charge" && c.amountCents)).toEqual([total]);
  });

  it("splits over two cards: both charged, for the two amounts", async () => {
    await fill(buyer, [adhesive(3)]);
    const { total } = await expectedTotal(buyer);
    const first = 5000;
    const res = await post(
      "Checkout",
      body({ ...secondCard(), FirstCardAmount: "$50.00", SecondCardAmount: (total - first) / 100 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.json().Data));
    expect(order!.paymentKind).toBe("split");
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments.map((p) => [p.seq, p.amountCents, p.last4, p.status])).toEqual([
      [1, first, "4242", "charged"],
      [2, total - first, "4444", "charged"],
    ]);
    expect(newCharges().map((c) => c.kind === "charge" && c.amountCents)).toEqual([first, total - first]);
  });

  it("charges neither card when the second is declined: the first is voided and nothing is written", async () => {
    await fill(buyer, [adhesive(3)]);
    const { total } = await expectedTotal(buyer);
    const before = await orderCount();
    const key = randomUUID();
    const res = await post(
      "Checkout",
      body({
        ...secondCard({ SecondCardNo: SANDBOX_CARDS.declinesOnCharge, SecondCVV: "123" }),
        FirstCardAmount: 20,
        SecondCardAmount: (total - 2000) / 100,
        IdempotencyKey: key,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ Status: "failed", Message: "Second Card: Your card was declined." });
    const charged = events.filter((e) => e.kind === "charge");
    expect(charged.map((e) => e.ok)).toEqual([true, false]);
    const firstCharge = charged[0]!.chargeId;
    expect(events.filter((e) => e.kind === "void")).toEqual([{ kind: "void", ok: true, chargeId: firstCharge }]);
    expect(await orderCount()).toBe(before);
    // The intent records what happened; the key is free for another try.
    const intents = await db().select().from(checkoutIntents).where(eq(checkoutIntents.idempotencyKey, key));
    expect(intents.map((i) => [i.state, i.failure, i.orderId])).toEqual([
      ["voided", "Second Card: Your card was declined.", null],
    ]);
    expect((await post("GetCartTotal", {})).json().Data.ItemCount).toBe(1);
  });

  it("makes one order and one charge from two concurrent submits with one key, and answers both", async () => {
    await fill(buyer, [adhesive(2)]);
    const before = await orderCount();
    const same = body();
    const [a, b] = await Promise.all([post("Checkout", same), post("Checkout", same)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().Data).toBe(b.json().Data);
    expect(await orderCount()).toBe(before + 1);
    expect(newCharges()).toHaveLength(1);
    // And again later: the same number, no charge.
    const again = await post("Checkout", same);
    expect(again.json().Data).toBe(a.json().Data);
    expect(newCharges()).toHaveLength(1);
    const payments = await db()
      .select()
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orders.orderNumber, a.json().Data));
    expect(payments).toHaveLength(1);
  });

  it("makes one order from two concurrent submits with different keys: the other finds the cart empty", async () => {
    await fill(buyer, [adhesive(2)]);
    const before = await orderCount();
    const results = await Promise.all([post("Checkout", body()), post("Checkout", body())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json()).toEqual({
      Status: "failed",
      Message: "Your cart is empty.",
    });
    expect(await orderCount()).toBe(before + 1);
    expect(newCharges()).toHaveLength(1);
    expect(events.filter((e) => e.kind === "void")).toEqual([]);
  });

  it("refuses to check out another user's cart, card or address (403)", async () => {
    await fill(other, [adhesive(2)]);
    await fill(buyer, [adhesive(2)]);
    expect((await post("Checkout", body({ userId: other.Id }))).statusCode).toBe(403);
    const card = await t.post(
      "/api/Account/ManagePayment",
      {
        CCkey: "0",
        Name: "Casey Lindqvist",
        CardNo: SANDBOX_CARDS.mastercard,
        CVV: "321",
        MonthExpire: "10",
        YearExpire: NEXT_YEAR,
        Address: "90 E Erie St",
        City: "Milwaukee",
        State: "WI",
        Zip: "53202",
        Country: "US",
      },
      other.auth,
    );
    const theirCard = card.json().Data.CCkey;
    expect((await post("Checkout", body({ Billing: { CCkey: theirCard } }))).statusCode).toBe(403);
    const theirAddress = (await t.post("/api/Account/GetShippingAddresses", {}, other.auth)).json().Data[0].ShipKey;
    expect((await post("Checkout", body({ Shipping: { ShipKey: theirAddress } }))).statusCode).toBe(403);
    // A buyer who is not on terms cannot use the open account.
    expect((await post("Checkout", body({ Billing: { CCkey: "open account" } }))).statusCode).toBe(403);
    expect(newCharges()).toEqual([]);
    expect((await post("GetCartTotal", {}, other)).json().Data.ItemCount).toBe(1);
  });

  it("charges a saved card by CCkey and ships to a saved address by ShipKey", async () => {
    await fill(buyer, [adhesive(2)]);
    const saved = await t.post(
      "/api/Account/ManagePayment",
      { ...billing({ CardNo: SANDBOX_CARDS.mastercard, CVV: "321" }), CCkey: "0" },
      buyer.auth,
    );
    const ccKey = saved.json().Data.CCkey;
    const shipKey = (await t.post("/api/Account/GetShippingAddresses", {}, buyer.auth)).json().Data[0].ShipKey;
    const res = await post("Checkout", body({ Billing: { CCkey: ccKey }, Shipping: { ShipKey: shipKey } }));
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.json().Data));
    expect(order).toMatchObject({
      shipAddress1: "415 Lyndale Ave N",
      shipFirstName: "Bailey",
      billingName: "Bailey Byers",
    });
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payment).toMatchObject({ last4: "4444", cardBrand: "Mastercard", paymentMethodId: Number(ccKey) });
    expect(newCharges()).toHaveLength(1);
  });

  it("saves a new card only when asked", async () => {
    await fill(buyer, [adhesive(2)]);
    const res = await post("Checkout", body({ Billing: billing({ CardNo: SANDBOX_CARDS.discover, SaveCard: true }) }));
    expect(res.statusCode, res.body).toBe(200);
    const cards = await db().select().from(paymentMethods).where(eq(paymentMethods.userId, buyer.Id));
    expect(cards.map((c) => [c.cardBrand, c.last4])).toContainEqual(["Discover", "1117"]);
  });

  it("places a terms order on account with no charge and no tax for the exempt customer, and BST free", async () => {
    await fill(terms, [adhesive(4)]);
    const res = await post(
      "Checkout",
      {
        Billing: { CCkey: "open account" },
        Shipping: shipping({ FirstName: "Terry", LastName: "Sandoval", City: "Des Moines", State: "IA", Zip: "50315" }),
        ShippingMethod: "BST",
        ShippingAccount: "FX-204871553",
        ConfirmConform: "true",
        IdempotencyKey: randomUUID(),
      },
      terms,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.json().Data));
    expect(order).toMatchObject({
      status: "ordered",
      paymentKind: "terms",
      freightCents: 0,
      taxCents: 0,
      shippingMethod: "BST",
      shippingAccount: "FX-204871553",
      billingName: "Terry Sandoval",
    });
    expect(order!.totalCents).toBe(order!.subtotalCents);
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments).toEqual([
      expect.objectContaining({ kind: "terms", status: "on_account", amountCents: order!.totalCents }),
    ]);
    expect(events).toEqual([]);
  });

  it("adds the colour matching days to the production date", async () => {
    await fill(buyer, [adhesive(2)]);
    await addLine(db(), buyer.Id, {
      itemNo: "TS-SVC-1",
      productType: "misc",
      kind: "service",
      itemDesc: "Color Matching Service",
      fields: { ColorSetId: 1, Colors: ["PANTONE 186 C"] },
    });
    const res = await post("Checkout", body());
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.json().Data));
    expect(order!.productionDate).toBe(productionSchedule(order!.placedAt, 3).productionDate);
    expect(order!.productionDate).not.toBe(productionSchedule(order!.placedAt).productionDate);
  });

  it("refuses a line whose artwork file was deleted, naming it, and changes nothing", async () => {
    const folder = `/ImgLibrary/${buyer.Id}/Checkout`;
    const [file] = await db()
      .insert(libraryFiles)
      .values({
        userId: buyer.Id,
        folderPath: folder,
        name: "lobby.pdf",
        size: 1000,
        sha256: "1".repeat(64),
        kind: "pdf",
        storageKey: "test/lobby",
      })
      .returning();
    await fill(buyer, [
      adhesive(1, { filename: "storefront.pdf", fullUrl: `${folder}/lobby.pdf` }),
      adhesive(2, { filename: "gone.pdf", fullUrl: `${folder}/gone.pdf` }),
    ]);
    const fine = await post("GetShippingRates", shipping());
    expect(fine.statusCode, fine.body).toBe(200);
    await db().update(libraryFiles).set({ deletedAt: new Date() }).where(eq(libraryFiles.id, file!.id));
    const before = await orderCount();
    const intentsBefore = (await db().select().from(checkoutIntents)).length;

    const res = await post("Checkout", body());
    expect(res.statusCode).toBe(400);
    expect(res.json().Status).toBe("invalid");
    expect(messages(res)).toEqual([
      imageMissingAtCheckout(1, "Calendered Vinyl", "storefront.pdf"),
      imageMissingAtCheckout(2, "Calendered Vinyl", "gone.pdf"),
    ]);
    expect(messages(res)[1]).toBe(
      "Cart line 2 (Calendered Vinyl, gone.pdf): No Image. File is missing or moved. You need to delete and re-add this product with a current image.",
    );
    expect(await orderCount()).toBe(before);
    expect((await db().select().from(checkoutIntents)).length).toBe(intentsBefore);
    expect(newCharges()).toEqual([]);
    expect((await post("GetCartTotal", {})).json().Data.ItemCount).toBe(2);
  });

  it("refuses an empty cart", async () => {
    const res = await post("Checkout", body());
    expect(res.json()).toEqual({ Status: "failed", Message: "Your cart is empty." });
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, buyer.Id))).toEqual([]);
  });
});

describe("Store/Checkout with order approval (BRAND=Wholesale)", () => {
  let t: TestApp;
  beforeAll(async () => {
    SandboxGateway.observers.add(observe);
    t = await startTestApp({ BRAND: "Wholesale" });
  });
  afterAll(async () => {
    SandboxGateway.observers.delete(observe);
    await t.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  it("starts a buyer's order as needs_approval, keeps the card for the release and e-mails the managers", async () => {
    const buyer = await signInOn(t, "buyer");
    await addLine(t.database.db, buyer.Id, adhesive(3));
    const res = await t.post(
      "/api/Store/Checkout",
      {
        Billing: billing(),
        Shipping: shipping(),
        ShippingMethod: "FEDEX_GROUND",
        ConfirmConform: true,
        IdempotencyKey: randomUUID(),
      },
      buyer.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(ORDER_WAITS_FOR_RELEASE);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().Data));
    expect(order!.status).toBe("needs_approval");
    const payments = await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments).toEqual([
      expect.objectContaining({
        status: "pending_release",
        chargeId: "",
        amountCents: order!.totalCents,
        last4: "4242",
      }),
    ]);
    expect(payments[0]!.gatewayToken).toMatch(/^tok_/);
    expect(events.filter((e) => e.kind === "charge")).toEqual([]);
    const mails = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(5);
    const toManager = mails.find((m) => m.toAddress === "morgan@northsidesign.example");
    expect(toManager?.subject).toBe(`Wholesale Graphics Direct: order ${order!.orderNumber} waits for release`);
    expect(toManager?.textBody).toContain(`An order waits for release: order ${order!.orderNumber}`);
    expect(mails.some((m) => m.toAddress === "bailey@northsidesign.example")).toBe(true);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order!.id));
    expect(history.map((h) => h.toStatus)).toEqual(["needs_approval"]);
  });

  it("places and charges an office manager's own order at once", async () => {
    const manager = await signInOn(t, "manager");
    await addLine(t.database.db, manager.Id, adhesive(3));
    const res = await t.post(
      "/api/Store/Checkout",
      {
        Billing: billing({ Name: "Morgan Mendez" }),
        Shipping: shipping({ FirstName: "Morgan", LastName: "Mendez" }),
        ShippingMethod: "FEDEX_GROUND",
        ConfirmConform: true,
        IdempotencyKey: randomUUID(),
      },
      manager.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(ORDER_PLACED);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().Data));
    expect(order!.status).toBe("ordered");
    expect(newCharges()).toHaveLength(1);
  });
});

describe("Store/Checkout on a terms-only brand (BRAND=NGS)", () => {
  let t: TestApp;
  beforeAll(async () => {
    SandboxGateway.observers.add(observe);
    t = await startTestApp({ BRAND: "NGS" });
  });
  afterAll(async () => {
    SandboxGateway.observers.delete(observe);
    await t.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  const place = (who: SignedIn, Billing: Record<string, unknown>) =>
    t.post(
      "/api/Store/Checkout",
      {
        Billing,
        Shipping: shipping(),
        ShippingMethod: "FEDEX_GROUND",
        ConfirmConform: true,
        IdempotencyKey: randomUUID(),
      },
      who.auth,
    );

  it("takes no card, and places a terms customer's order on account", async () => {
    const buyer = await signInOn(t, "buyer");
    await addLine(t.database.db, buyer.Id, adhesive(2));
    const card = await place(buyer, billing());
    expect(card.statusCode).toBe(422);
    expect(card.json()).toEqual({ Status: "failed", Message: TERMS_ONLY_STORE });

    const terms = await signInOn(t, "terms");
    await addLine(t.database.db, terms.Id, adhesive(2));
    const res = await place(terms, { CCkey: "open account" });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().Data));
    // NGS has no minPricing: no 90OC line however small the order.
    expect(order).toMatchObject({ paymentKind: "terms", status: "ordered", minimumChargeCents: 0 });
    expect(events).toEqual([]);
  });
});
