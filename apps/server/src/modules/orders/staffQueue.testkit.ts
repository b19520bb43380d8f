import type { Db } from "@portal/db";
import { type OrderStatusValue, orderLines, orders } from "@portal/db/schema";

/** Test helpers for the staff desk's reading suites: orders written straight into the tables. */

interface TestLine {
  productType?: string;
  itemNo?: string;
  itemDesc?: string;
  filename?: string;
  fullUrl?: string;
  kind?: "product" | "service" | "charge";
  quantity?: number;
  priceCents?: number;
  fields?: Record<string, unknown>;
  orderNotes?: string;
}

export interface TestOrder {
  /** A seeded order whose user, customer, addresses and money the copy takes. */
  template: typeof orders.$inferSelect;
  status: OrderStatusValue;
  placedAt: Date;
  productionDate?: string;
  lines?: TestLine[];
  userId?: number;
  customerId?: number | null;
}

/** Inserts an order like `template` with the given status, time and lines; its number and id. */
export async function insertTestOrder(db: Db, o: TestOrder): Promise<{ id: number; orderNumber: number }> {
  const { id: _id, orderNumber: _n, checkoutRequestId: _c, ...base } = o.template;
  const [row] = await db
    .insert(orders)
    .values({
      ...base,
      status: o.status,
      placedAt: o.placedAt,
      productionDate: o.productionDate ?? base.productionDate,
      userId: o.userId ?? base.userId,
      placedBy: o.userId ?? base.placedBy,
      customerId: o.customerId === undefined ? base.customerId : o.customerId,
      heldFrom: o.status === "on_hold" ? "in_production" : null,
      // No proofs yet: as placement sets it (decision 0024).
      proofState: base.proofsRequired ? "needed" : null,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const lines = o.lines ?? [{}];
  await db.insert(orderLines).values(
    lines.map((l, i) => ({
      orderId: row!.id,
      lineNo: i + 1,
      kind: l.kind ?? "product",
      itemNo: l.itemNo ?? "ADH-CAL",
      itemDesc: l.itemDesc ?? "Calendered Vinyl",
      productType: l.productType ?? "adhesive",
      quantity: l.quantity ?? 1,
      priceCents: l.priceCents ?? 1000,
      filename: l.filename ?? "",
      fullUrl: l.fullUrl ?? "",
      fields: l.fields ?? { InchWidth: 24, InchHeight: 36 },
      orderNotes: l.orderNotes ?? "",
    })),
  );
  return row!;
}
