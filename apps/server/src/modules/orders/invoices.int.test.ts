import {
  AGEING_BUCKET_KEYS,
  formatCentsUsd,
  INVOICE_NOT_READY,
  INVOICE_PRICES_HIDDEN,
  STATEMENT_MANAGERS_ONLY,
} from "@portal/contract";
import { customers, orderInvoices, orderLines, orderPayments, orders, users } from "@portal/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, shopWallClock } from "../../platform/businessCalendar.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { readPdf } from "../docs/pdfTestKit.js";
import { PdfWorkers } from "../docs/pdfWorkers.js";
import { ageingBucket, daysPastDue } from "./invoices.service.js";
import { deskKit } from "./staffMoves.testkit.js";

/** docs/product/invoices.md, docs/decisions/0030-invoice-numbering.md. */
describe("Invoices and statements", () => {
  let t: TestApp;
  let ops: SignedIn;
  let support: SignedIn;
  let buyer: SignedIn;
  let buyer2: SignedIn;
  let manager: SignedIn;
  let terms: SignedIn;
  let kit: ReturnType<typeof deskKit>;
  const db = () => t.database.db;
  const pdfText = (bytes: Uint8Array) =>
    readPdf(bytes)
      .pages.map((p) => p.text)
      .join(" ");
  const download = async (url: string, who: SignedIn) => {
    const res = await t.get(url, who.auth);
    return { res, text: res.statusCode === 200 ? pdfText(res.rawPayload) : "" };
  };
  const invoicesOf = () => db().select().from(orderInvoices).orderBy(asc(orderInvoices.invoiceNumber));

  /** A copy of an order (with its lines) in `status`, so each test has orders of its own. */
  const cloneOrder = async (orderId: number, status: "in_production" | "shipped") => {
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    const { id: _id, orderNumber: _n, ...rest } = row!;
    const [copy] = await db()
      .insert(orders)
      .values({ ...rest, status, version: 0 })
      .returning();
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    if (lines.length > 0) {
      await db()
        .insert(orderLines)
        .values(lines.map(({ id: _l, ...l }) => ({ ...l, orderId: copy!.id })));
    }
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    if (payments.length > 0) {
      await db()
        .insert(orderPayments)
        .values(payments.map(({ id: _p, ...p }) => ({ ...p, orderId: copy!.id })));
    }
    return copy!;
  };
  const ship = (orderNumber: number, version = 0) =>
    kit.ship(ops, orderNumber, {
      Version: version,
      Packages: [{ Carrier: "UPS", TrackingNumber: "1Z999AA10123456784" }],
    });

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    kit = deskKit(t);
    ops = await signIn(t, "staff.ops");
    support = await signIn(t, "staff.support");
    buyer = await signIn(t, "buyer");
    buyer2 = await signIn(t, "buyer2");
    manager = await signIn(t, "manager");
    terms = await signIn(t, "terms");
  }, 120_000);
  afterAll(() => t.close());

  it("ships an order with its invoice: numbered, attached to the shipped e-mail, the same PDF for the buyer and staff", async () => {
    const source = await kit.orderOf("buyer", "ordered");
    const order = await cloneOrder(source.id, "in_production");
    await db().update(orders).set({ poNumber: "PO-4471", jobName: "Riverside Mall" }).where(eq(orders.id, order.id));

    const early = await t.get(`/api/Store/Orders/${order.orderNumber}/Invoice`, buyer.auth);
    expect(early.statusCode).toBe(422);
    expect(early.json().Message).toBe(INVOICE_NOT_READY);

    const mark = await kit.lastOutboxId();
    const res = await ship(order.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = await db().select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(invoice).toMatchObject({ franchise: "Wholesale", termsDays: 0, invoiceDate: shopWallClock(new Date()).day });

    const [mail] = await kit.mailSince(mark);
    expect(mail!.subject).toContain("has shipped");
    expect(mail!.textBody).toContain(`Invoice ${invoice!.invoiceNumber} is attached`);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({
      filename: `invoice-${invoice!.invoiceNumber}.pdf`,
      contentType: "application/pdf",
    });
    const attached = pdfText(Buffer.from(mail!.attachments[0]!.base64, "base64"));

    const mine = await download(`/api/Store/Orders/${order.orderNumber}/Invoice`, buyer);
    expect(mine.res.statusCode).toBe(200);
    expect(mine.res.headers["content-type"]).toBe("application/pdf");
    const theirs = await download(`/api/Staff/Orders/${order.orderNumber}/Invoice`, support);
    expect(theirs.res.statusCode).toBe(200);
    for (const text of [attached, mine.text, theirs.text]) {
      for (const s of [
        "INVOICE",
        `Invoice ${invoice!.invoiceNumber}`,
        `Order ${order.orderNumber}`,
        "PO number PO-4471",
        "Job name Riverside Mall",
        "Remit to",
        "Accounts Receivable",
        "Wholesale Graphics Direct",
        "Terms: Paid by card",
        `Subtotal ${formatCentsUsd(order.subtotalCents)}`,
        `Freight ${formatCentsUsd(order.freightCents)}`,
        `Total ${formatCentsUsd(order.totalCents)}`,
        `-${formatCentsUsd(order.totalCents)}`,
        "Amount due $0.00",
      ]) {
        expect(text).toContain(s);
      }
    }
    // Another company's buyer gets 403 and no bytes; so does a buyer of the same company for a colleague's order.
    const other = await t.get(`/api/Store/Orders/${order.orderNumber}/Invoice`, buyer2.auth);
    expect(other.statusCode).toBe(403);
    expect(other.headers["content-type"]).not.toBe("application/pdf");
    // The company's office manager may (as for the order's details).
    expect((await t.get(`/api/Store/Orders/${order.orderNumber}/Invoice`, manager.auth)).statusCode).toBe(200);
    // Asking again never makes a second invoice.
    expect((await db().select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id))).length).toBe(1);
  });

  it("refuses the invoice to a user who sees no prices (staff's Show prices off); staff still get it", async () => {
    const source = await kit.orderOf("buyer", "ordered");
    const order = await cloneOrder(source.id, "in_production");
    expect((await ship(order.orderNumber)).statusCode).toBe(200);
    const url = `/api/Store/Orders/${order.orderNumber}/Invoice`;
    expect((await t.get(url, buyer.auth)).statusCode).toBe(200);
    const setShowPrice = async (ShowPrice: boolean) => {
      const res = await t.post(
        `/api/Staff/Accounts/${order.customerId}/Users/${buyer.Id}/ShowPrice`,
        { ShowPrice },
        support.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await setShowPrice(false);
    try {
      const refused = await t.get(url, buyer.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(INVOICE_PRICES_HIDDEN);
      expect(refused.headers["content-type"]).not.toBe("application/pdf");
      expect((await t.get(`/api/Staff/Orders/${order.orderNumber}/Invoice`, support.auth)).statusCode).toBe(200);
    } finally {
      await setShowPrice(true);
    }
    expect((await t.get(url, buyer.auth)).statusCode).toBe(200);
  });

  it("draws the shipped e-mail's invoice after the ship committed: another ship of the brand goes through meanwhile", async () => {
    const source = await kit.orderOf("buyer", "ordered");
    const first = await cloneOrder(source.id, "in_production");
    const second = await cloneOrder(source.id, "in_production");
    // The first drawing waits until the second ship has finished. Drawn inside the first ship's transaction
    // (holding the brand's invoice counter row, and on PGlite its one connection), the second could never finish.
    let release!: () => void;
    const secondDone = new Promise<void>((resolve) => {
      release = resolve;
    });
    let drawing!: () => void;
    const firstDrawing = new Promise<void>((resolve) => {
      drawing = resolve;
    });
    const draw = PdfWorkers.prototype.invoice;
    let calls = 0;
    const spy = vi.spyOn(PdfWorkers.prototype, "invoice").mockImplementation(async function (this: PdfWorkers, model) {
      if (++calls === 1) {
        drawing();
        await secondDone;
      }
      return draw.call(this, model);
    });
    try {
      const mark = await kit.lastOutboxId();
      const shipFirst = ship(first.orderNumber);
      await firstDrawing;
      const shippedSecond = await ship(second.orderNumber);
      expect(shippedSecond.statusCode, shippedSecond.body).toBe(200);
      release();
      expect((await shipFirst).statusCode).toBe(200);
      const numbers = await db()
        .select({ orderId: orderInvoices.orderId, n: orderInvoices.invoiceNumber })
        .from(orderInvoices)
        .where(inArray(orderInvoices.orderId, [first.id, second.id]));
      const byOrder = new Map(numbers.map((r) => [r.orderId, r.n]));
      // The first took its number first, in its own transaction.
      expect(byOrder.get(second.id)).toBe(byOrder.get(first.id)! + 1);
      // Both e-mails carry their invoice.
      const mails = await kit.mailSince(mark);
      for (const order of [first, second]) {
        const n = byOrder.get(order.id)!;
        const mail = mails.find((m) => m.subject.includes(`order ${order.orderNumber} has shipped`));
        expect(mail!.textBody).toContain(`Invoice ${n} is attached`);
        expect(mail!.attachments.map((a) => a.filename)).toEqual([`invoice-${n}.pdf`]);
      }
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it("numbers invoices of concurrent ships and first requests once each, without gaps or duplicates", async () => {
    const source = await kit.orderOf("buyer2", "ordered");
    const batch = await Promise.all(Array.from({ length: 6 }, () => cloneOrder(source.id, "in_production")));
    // Orders shipped before invoices existed get theirs at the first request, here four at once for one order.
    const old = await cloneOrder(source.id, "shipped");
    const [ships, firsts] = await Promise.all([
      Promise.all(batch.map((o) => ship(o.orderNumber))),
      Promise.all(Array.from({ length: 4 }, () => t.get(`/api/Staff/Orders/${old.orderNumber}/Invoice`, ops.auth))),
    ]);
    for (const r of ships) expect(r.statusCode, r.body).toBe(200);
    for (const r of firsts) expect(r.statusCode, r.body).toBe(200);
    const numbers = new Set(firsts.map((r) => /Invoice (\d+)/.exec(pdfText(r.rawPayload))?.[1]));
    expect(numbers.size).toBe(1);

    const all = await invoicesOf();
    const mine = all.filter((i) => [...batch, old].some((o) => o.id === i.orderId));
    expect(mine).toHaveLength(7);
    // Every number of the brand, 1 to n, exactly once.
    expect(all.map((i) => i.invoiceNumber)).toEqual(all.map((_, i) => i + 1));
  });

  it("a terms company's statement: open invoices, ageing from the customer's terms, balance; PDF read back", async () => {
    const [prairie] = await db().select().from(users).where(eq(users.id, terms.Id));
    const customerId = prairie!.customerId!;
    await db().update(customers).set({ termsDays: 15 }).where(eq(customers.id, customerId));
    const shipped = await kit.orderOf("terms", "shipped");
    // Five open invoices, one per ageing column.
    const extra = await Promise.all(Array.from({ length: 4 }, () => cloneOrder(shipped.id, "shipped")));
    const open = [shipped, ...extra];
    await db().update(orders).set({ poNumber: "PO-77" }).where(eq(orders.id, extra[0]!.id));

    const first = await t.get("/api/Account/Statement", terms.auth);
    expect(first.statusCode, first.body).toBe(200);
    const made = await db()
      .select()
      .from(orderInvoices)
      .where(
        inArray(
          orderInvoices.orderId,
          open.map((o) => o.id),
        ),
      );
    expect(made).toHaveLength(5);
    // Due 15 days after the invoice (the customer's terms), then moved back to fill every column.
    for (const i of made) expect(i.dueDate).toBe(addDays(i.invoiceDate, 15));
    const today = shopWallClock(new Date()).day;
    const pastDue = [0, 10, 45, 75, 120];
    for (const [n, o] of open.entries()) {
      await db()
        .update(orderInvoices)
        .set({ dueDate: addDays(today, -pastDue[n]!) })
        .where(and(eq(orderInvoices.orderId, o.id)));
    }

    const res = await t.get("/api/Account/Statement", terms.auth);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().Data;
    const each = shipped.totalCents;
    expect(s).toMatchObject({
      Customer: "Prairie Installers Inc.",
      StatementDate: today,
      Terms: "Net 15",
      BalanceCents: 5 * each,
      Ageing: Object.fromEntries(AGEING_BUCKET_KEYS.map((b) => [b, each])),
    });
    expect(s.Invoices.map((i: { DaysPastDue: number }) => i.DaysPastDue)).toEqual([120, 75, 45, 10, 0]);
    const notShipped = (
      await db()
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            inArray(orders.status, ["needs_approval", "ordered", "in_production"]),
          ),
        )
    ).reduce((sum, o) => sum + o.totalCents, 0);
    expect(s.NotInvoicedCents).toBe(notShipped);

    const pdf = await download("/api/Account/Statement.pdf", terms);
    expect(pdf.res.statusCode).toBe(200);
    for (const text of [
      "STATEMENT",
      "Prairie Installers Inc.",
      "Terms: Net 15",
      "Current 1-30 days 31-60 days 61-90 days Over 90 days Balance",
      `${formatCentsUsd(each)} `.repeat(5) + formatCentsUsd(5 * each),
      `Balance due ${formatCentsUsd(5 * each)}`,
      "120 days",
      "PO PO-77",
    ]) {
      expect(pdf.text).toContain(text.trim());
    }
    const staff = await download(`/api/Staff/Accounts/${customerId}/Statement.pdf`, support);
    expect(staff.res.statusCode).toBe(200);
    expect(staff.text).toContain(`Balance due ${formatCentsUsd(5 * each)}`);
  });

  it("statements: a buyer of a company with office managers gets 403, a company not on terms 422, ops 403", async () => {
    const res = await t.get("/api/Account/Statement", buyer.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(STATEMENT_MANAGERS_ONLY);
    expect((await t.get("/api/Account/Statement.pdf", buyer.auth)).statusCode).toBe(403);
    expect((await t.get("/api/Account/Statement", manager.auth)).statusCode).toBe(422);
    const [northside] = await db().select().from(users).where(eq(users.id, manager.Id));
    expect((await t.get(`/api/Staff/Accounts/${northside!.customerId}/Statement.pdf`, ops.auth)).statusCode).toBe(403);
  });
});

describe("ageing", () => {
  it("counts days past due in shop days and puts each in its column", () => {
    expect(daysPastDue("2026-11-25", "2026-11-25")).toBe(0);
    expect(daysPastDue("2026-11-30", "2026-11-25")).toBe(0);
    expect(daysPastDue("2026-10-26", "2026-11-25")).toBe(30);
    // Across the end of daylight saving time (Nov 1) a day is still one day.
    expect(daysPastDue("2026-10-31", "2026-11-02")).toBe(2);
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      "current",
      "1-30",
      "1-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "90+",
    ]);
  });
});
