import { type Db, DEMO_PASSWORD } from "@portal/db";
import { cartItems } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../test/harness.js";
import type { SignedIn } from "../../test/signIn.js";
import type { CartRow } from "./cartPricing.js";

/**
 * Test helpers for the cart, services and checkout suites. Portal images reach the cart through
 * Store/AddToCart (another module): these put lines straight into cart_items, the way that call
 * stores them (the portal's fields in `fields`).
 */

export interface LineSpec {
  itemNo: string;
  productType: string;
  quantity?: number;
  kind?: "product" | "service";
  itemDesc?: string;
  filename?: string;
  fullUrl?: string;
  priceCents?: number;
  fields?: Record<string, unknown>;
}

/**
 * An item of Store/AddToCart as the portal sends it (docs/product/portal.md): two 24 x 36 in
 * calendered vinyl prints of the library file `fullUrl`, no laminate, square cut.
 */
export const portalLine = (userId: number, fullUrl: string, name: string, over: Record<string, unknown> = {}) => ({
  userId,
  Name: name,
  FullUrl: fullUrl,
  ImageUrl: "",
  ItemNo: "ADH-CAL",
  product_type: "adhesive",
  InchWidth: 24,
  InchHeight: 36,
  Quantity: 2,
  LaminateType: "none",
  cut_finish: "square",
  SetId: 0,
  CartID: "",
  Price: "",
  Overlap: "Select",
  SheetWidth: "",
  SheetHeight: "",
  ...over,
});

/** 24 x 36 in calendered vinyl, no laminate. */
export const adhesive = (quantity = 1, over: Partial<LineSpec> = {}): LineSpec => ({
  itemNo: "ADH-CAL",
  productType: "adhesive",
  quantity,
  itemDesc: "Calendered Vinyl",
  filename: "storefront.pdf",
  fields: { InchWidth: 24, InchHeight: 36, LaminateType: "none", size: "custom", sides: "1" },
  ...over,
});

/** 18 x 24 in yard signs on 4 mm Corex, 48 x 96 sheets. */
export const corex = (quantity = 10): LineSpec => ({
  itemNo: "COREX-4MM",
  productType: "rigid",
  quantity,
  itemDesc: "4 mm Corex",
  filename: "yard-sign.pdf",
  fields: { InchWidth: 24, InchHeight: 18, MaterialSheetSize: "48,96", Rotate: "no", LaminateType: "none", sides: "1" },
});

/** 24 x 36 in panels of 3 mm ACM (heavy: about 0.78 lb per sq ft of sheet). */
export const acm = (quantity = 40): LineSpec => ({
  itemNo: "ACM-3MM",
  productType: "rigid",
  quantity,
  itemDesc: "3 mm ACM",
  filename: "panel.pdf",
  fields: { InchWidth: 24, InchHeight: 36, MaterialSheetSize: "48,96", Rotate: "no", LaminateType: "none", sides: "1" },
});

export async function addLine(db: Db, userId: number, spec: LineSpec): Promise<CartRow> {
  const [row] = await db
    .insert(cartItems)
    .values({
      userId,
      kind: spec.kind ?? "product",
      itemNo: spec.itemNo,
      itemDesc: spec.itemDesc ?? spec.itemNo,
      productType: spec.productType,
      quantity: spec.quantity ?? 1,
      // A stale price on purpose: the server must price again, never trust the stored price.
      priceCents: spec.priceCents ?? 1,
      filename: spec.filename ?? "",
      fullUrl: spec.fullUrl ?? "",
      fields: spec.fields ?? {},
    })
    .returning();
  return row!;
}

export async function clearLines(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** The items as Store/GetPricing takes them (the portal sends the whole item). */
export function pricingBody(specs: LineSpec[]) {
  return specs
    .filter((s) => (s.kind ?? "product") === "product")
    .map((s) => ({ ...s.fields, ItemNo: s.itemNo, product_type: s.productType, Quantity: s.quantity ?? 1 }));
}

/** Signs in on the app's own brand (the shared signIn helper always sends Franchise 'Wholesale'). */
export async function signInOn(t: TestApp, username: string, franchise = ""): Promise<SignedIn> {
  const res = await t.post("/api/users/authenticate", { username, password: DEMO_PASSWORD, Franchise: franchise });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().Data;
  return { ...data, auth: { authorization: `Bearer ${data.JwtToken}` } };
}
