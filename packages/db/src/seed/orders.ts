import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  customers,
  orderLines,
  orderPayments,
  orderShipmentLines,
  orderShipments,
  orderStatusHistory,
  orders,
  sandboxCharges,
  users,
} from "../schema/index.js";

/**
 * Demo orders (README.md) on the Wholesale franchise: every status for buyer, buyer2 and
 * terms, with stable sample lines on catalog materials (the catalog seed runs first). buyer's customer
 * requires approval, so buyer's needs_approval order waits for manager's release; it is on the
 * customer's account (terms), so the release charges nothing. Card payments are charges of the sandbox
 * gateway too (sandbox_charges), so the shop can refund or void them like any other.
 */

const FRANCHISE = "Wholesale";

interface SeedLine {
  itemNo: string;
  itemDesc: string;
  productType: string;
  quantity: number;
  priceCents: number;
  squareFeet: number;
  filename: string;
  fields: Record<string, unknown>;
}

const calendered = (quantity: number, filename: string): SeedLine => ({
  itemNo: "ADH-CAL",
  itemDesc: "Calendered Vinyl",
  productType: "adhesive",
  quantity,
  priceCents: 3450 * quantity,
  squareFeet: 6 * quantity,
  filename,
  fields: { InchWidth: 24, InchHeight: 36, LaminateType: "none", size: "custom", sides: "1" },
});

const corex = (quantity: number, filename: string): SeedLine => ({
  itemNo: "COREX-4MM",
  itemDesc: "4 mm Corex",
  productType: "rigid",
  quantity,
  priceCents: 1200 * quantity,
  squareFeet: 3 * quantity,
  filename,
  fields: { InchWidth: 24, InchHeight: 18, MaterialSheetSize: "48,96", Rotate: "no", LaminateType: "none", sides: "1" },
});

const acm = (quantity: number, filename: string): SeedLine => ({
  itemNo: "ACM-3MM",
  itemDesc: "3 mm ACM",
  productType: "rigid",
  quantity,
  priceCents: 4800 * quantity,
  squareFeet: 6 * quantity,
  filename,
  fields: { InchWidth: 24, InchHeight: 36, MaterialSheetSize: "48,96", Rotate: "no", LaminateType: "none", sides: "1" },
});

/**
 * The demo's one price-book change (issue 16, the reorder preview): 3 mm ACM's 48 x 96 in sheet was $72.00
 * before the demo catalog's price (seed/catalog.ts). The terms customer's completed order was priced
 * before the change: its three 24 x 36 in panels fit on one sheet, so that line is one sheet at the older
 * price. orders/reorderPriceBook.int.test checks the pricing engine gives this price under the older book.
 */
export const DEMO_OLDER_ACM_SHEET_CENTS = 7200;

type Status = "needs_approval" | "ordered" | "shipped" | "invoiced" | "cancelled";

interface SeedOrder {
  status: Status;
  daysAgo: number;
  lines: SeedLine[];
  /** Shipped and invoiced orders: their packages (default one FedEx package for every line). */
  packages?: { carrier: string; trackingNumber: string }[];
}

const STATUSES_FOR: Record<string, SeedOrder[]> = {
  buyer: [
    {
      status: "needs_approval",
      daysAgo: 1,
      lines: [calendered(2, "spring-sale-window.pdf"), corex(10, "open-house.pdf")],
    },
    { status: "ordered", daysAgo: 3, lines: [acm(4, "lobby-panel.pdf")] },
    {
      status: "shipped",
      daysAgo: 12,
      lines: [calendered(3, "storefront-hours.pdf"), corex(20, "yard-sign-vote.pdf"), acm(2, "parking-sign.pdf")],
      packages: [
        { carrier: "FedEx", trackingNumber: "794612345678" },
        { carrier: "FedEx", trackingNumber: "794612345690" },
      ],
    },
    { status: "invoiced", daysAgo: 40, lines: [corex(25, "grand-opening.pdf"), calendered(1, "menu-board.pdf")] },
    { status: "cancelled", daysAgo: 60, lines: [calendered(1, "draft-banner.pdf")] },
  ],
  buyer2: [
    { status: "ordered", daysAgo: 2, lines: [calendered(5, "fleet-door-logo.pdf")] },
    {
      status: "shipped",
      daysAgo: 9,
      lines: [acm(6, "showroom-panels.pdf"), corex(12, "event-arrows.pdf")],
      packages: [{ carrier: "UPS", trackingNumber: "1Z999AA10123456784" }],
    },
    { status: "invoiced", daysAgo: 35, lines: [corex(40, "realtor-riders.pdf")] },
  ],
  terms: [
    { status: "ordered", daysAgo: 1, lines: [corex(15, "job-site.pdf")] },
    {
      status: "shipped",
      daysAgo: 8,
      lines: [calendered(4, "window-hours.pdf")],
      // A carrier without a tracking page: the customer sees the number only.
      packages: [{ carrier: "Metro Courier", trackingNumber: "MC20481" }],
    },
    {
      status: "invoiced",
      daysAgo: 30,
      lines: [{ ...acm(3, "directory.pdf"), priceCents: DEMO_OLDER_ACM_SHEET_CENTS }, calendered(2, "door-vinyl.pdf")],
    },
  ],
};

const TAX_RATE = 0.06875;
const FREIGHT_CENTS = 2495;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The demo orders; run once after the users and the catalog. `shipper` (staff ops) recorded the packages. */
export async function seedOrders(tx: Db, shipper?: string): Promise<void> {
  const [shipperRow] = shipper
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.franchise, FRANCHISE), eq(users.username, shipper)))
    : [];
  const names = Object.keys(STATUSES_FOR);
  const rows = await tx
    .select({ user: users, customer: customers })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(users.franchise, FRANCHISE), inArray(users.username, names)));
  const now = Date.now();
  for (const { user, customer } of rows) {
    for (const spec of STATUSES_FOR[user.username] ?? []) {
      const placedAt = new Date(now - spec.daysAgo * 86_400_000);
      const production = new Date(placedAt.getTime() + 86_400_000);
      const ship = new Date(placedAt.getTime() + 2 * 86_400_000);
      const itemsCents = spec.lines.reduce((sum, l) => sum + l.priceCents, 0);
      const taxCents = Math.round(itemsCents * TAX_RATE);
      const terms = customer.termsAccount || spec.status === "needs_approval";
      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          placedBy: user.id,
          customerId: customer.id,
          franchise: FRANCHISE,
          status: spec.status,
          placedAt,
          productionDate: dayOf(production),
          shipDate: dayOf(ship),
          itemsCents,
          minimumChargeCents: 0,
          subtotalCents: itemsCents,
          freightCents: FREIGHT_CENTS,
          taxCents,
          totalCents: itemsCents + FREIGHT_CENTS + taxCents,
          taxState: user.state,
          taxRatePercent: TAX_RATE * 100,
          shippingMethod: "FEDEX_GROUND",
          shippingMethodText: "FedEx Ground",
          paymentKind: terms ? "terms" : "card",
          billingName: `${user.firstName} ${user.lastName}`,
          billingAddress: user.address,
          billingCity: user.city,
          billingState: user.state,
          billingZip: user.zip,
          billingCountry: user.country,
          shipFirstName: user.firstName,
          shipLastName: user.lastName,
          shipCompanyName: customer.companyName,
          shipAddress1: user.address,
          shipCity: user.city,
          shipState: user.state,
          shipZip: user.zip,
          shipCountry: user.country,
          shipPhone: user.phoneNumber,
          shipEmail: user.email,
          shipResidential: false,
          updatedAt: placedAt,
        })
        .returning({ id: orders.id, orderNumber: orders.orderNumber, totalCents: orders.totalCents });
      const lineRows = await tx
        .insert(orderLines)
        .values(
          spec.lines.map((l, i) => ({
            orderId: order!.id,
            lineNo: i + 1,
            kind: "product" as const,
            itemNo: l.itemNo,
            itemDesc: l.itemDesc,
            productType: l.productType,
            quantity: l.quantity,
            priceCents: l.priceCents,
            squareFeet: l.squareFeet,
            filename: l.filename,
            fields: l.fields,
          })),
        )
        .returning({ id: orderLines.id });
      if (spec.status === "shipped" || spec.status === "invoiced") {
        const packages = spec.packages ?? [
          { carrier: "FedEx", trackingNumber: `7946${String(order!.orderNumber).padStart(8, "0")}` },
        ];
        for (const p of packages) {
          const [shipment] = await tx
            .insert(orderShipments)
            .values({ orderId: order!.id, ...p, createdBy: shipperRow?.id ?? user.id, createdAt: ship })
            .returning({ id: orderShipments.id });
          await tx
            .insert(orderShipmentLines)
            .values(lineRows.map((l) => ({ shipmentId: shipment!.id, orderLineId: l.id })));
        }
      }
      await tx.insert(orderPayments).values(
        terms
          ? { orderId: order!.id, seq: 1, kind: "terms", status: "on_account", amountCents: order!.totalCents }
          : {
              orderId: order!.id,
              seq: 1,
              kind: "card",
              status: spec.status === "cancelled" ? "voided" : "charged",
              amountCents: order!.totalCents,
              gateway: "sandbox",
              chargeId: `ch_demo_${order!.orderNumber}`,
              cardBrand: "Visa",
              last4: "4242",
              expMonth: 12,
              expYear: new Date().getFullYear() + 2,
              name: `${user.firstName} ${user.lastName}`,
              address: user.address,
              city: user.city,
              state: user.state,
              zip: user.zip,
              country: user.country,
            },
      );
      if (!terms) {
        await tx.insert(sandboxCharges).values({
          id: `ch_demo_${order!.orderNumber}`,
          token: "tok_demo",
          amountCents: order!.totalCents,
          outcome: "charged",
          createdAt: placedAt,
          voidedAt: spec.status === "cancelled" ? new Date(placedAt.getTime() + 86_400_000) : null,
        });
      }
      const first: Status = spec.status === "needs_approval" ? "needs_approval" : "ordered";
      const history: { from: Status | null; to: Status }[] = [{ from: null, to: first }];
      if (spec.status === "shipped" || spec.status === "invoiced") history.push({ from: "ordered", to: "shipped" });
      if (spec.status === "invoiced") history.push({ from: "shipped", to: "invoiced" });
      if (spec.status === "cancelled") history.push({ from: "ordered", to: "cancelled" });
      await tx.insert(orderStatusHistory).values(
        history.map((h, i) => ({
          orderId: order!.id,
          fromStatus: h.from,
          toStatus: h.to,
          changedBy: user.id,
          changedAt: new Date(placedAt.getTime() + i * 86_400_000),
        })),
      );
    }
  }
}
