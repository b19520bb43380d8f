import { REORDER_PRICE_SAME, REORDER_PRICES_CHANGED } from "@portal/contract";
import { DEMO_OLDER_ACM_SHEET_CENTS } from "@portal/db";
import { materialSheetSizes, orderLines, orders, users } from "@portal/db/schema";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";

interface PreviewLine {
  LineId: number;
  OldPrice: number;
  NewPrice: number;
  PriceNote: string;
}

/**
 * The reorder preview across a price-book change made as the shop makes one: the price book's rows
 * change and staff reload the catalog (Catalog/Reload). The order keeps the price it was placed at;
 * today's follows the book. The demo terms order is the one the reorder e2e test shows, priced under
 * the demo's older price book (seed/orders.ts DEMO_OLDER_ACM_SHEET_CENTS): this test proves that claim.
 */
describe("reorder preview after a price-book change (BRAND=Wholesale)", () => {
  let t: TestApp;
  let terms: SignedIn;
  let staff: SignedIn;
  const sheet = and(
    eq(materialSheetSizes.itemNo, "ACM-3MM"),
    eq(materialSheetSizes.widthIn, 48),
    eq(materialSheetSizes.heightIn, 96),
  );
  let todayCents = 0;
  const setSheetAndReload = async (cents: number) => {
    await t.database.db.update(materialSheetSizes).set({ centsPerSheet: cents }).where(sheet);
    const reload = await t.post("/api/Catalog/Reload", {}, staff.auth);
    expect(reload.statusCode, reload.body).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    terms = await signIn(t, "terms");
    staff = await signIn(t, "staff.ops");
    const [row] = await t.database.db
      .select({ cents: materialSheetSizes.centsPerSheet })
      .from(materialSheetSizes)
      .where(sheet);
    todayCents = row!.cents;
  });
  afterAll(async () => {
    await setSheetAndReload(todayCents);
    await t.close();
  });

  it("shows the order's stored price beside today's; under the older book the two agree, after the change they differ", async () => {
    const [order] = await t.database.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(users.id, terms.Id), eq(orders.status, "invoiced")));
    const [acm, vinyl] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(asc(orderLines.lineNo));
    expect(acm).toMatchObject({ itemNo: "ACM-3MM", quantity: 3, priceCents: DEMO_OLDER_ACM_SHEET_CENTS });
    const preview = async () => {
      const res = await t.post(
        "/api/Store/ReorderPreview",
        { userId: terms.Id, orderNumber: order!.orderNumber },
        terms.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.json().Data.Lines as PreviewLine[];
      return { acm: lines.find((l) => l.LineId === acm!.id)!, vinyl: lines.find((l) => l.LineId === vinyl!.id)! };
    };

    // The price book as it was when the order was placed: the pricing engine gives the stored price.
    await setSheetAndReload(DEMO_OLDER_ACM_SHEET_CENTS);
    const before = await preview();
    expect(before.acm).toMatchObject({
      OldPrice: DEMO_OLDER_ACM_SHEET_CENTS / 100,
      NewPrice: DEMO_OLDER_ACM_SHEET_CENTS / 100,
      PriceNote: REORDER_PRICE_SAME,
    });

    // Today's book: the order still shows what it was placed at; today's price is one sheet at today's price.
    await setSheetAndReload(todayCents);
    const after = await preview();
    expect(after.acm).toMatchObject({
      OldPrice: DEMO_OLDER_ACM_SHEET_CENTS / 100,
      NewPrice: todayCents / 100,
      PriceNote: REORDER_PRICES_CHANGED,
    });
    // The vinyl line's material did not change price: the same on the order and today.
    expect(after.vinyl).toMatchObject({ OldPrice: vinyl!.priceCents / 100, PriceNote: REORDER_PRICE_SAME });
    expect(after.vinyl.NewPrice).toBe(after.vinyl.OldPrice);
  });
});
