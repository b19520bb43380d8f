import { CART_EMPTY_MESSAGE, IMAGE_MISSING_TEXT, ITEMS_ADDED_MESSAGE } from "@portal/contract";
import { cartItems, libraryFiles, users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, updateUsers } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { acm, addLine, adhesive, clearLines, corex, type LineSpec, pricingBody, signInOn } from "./cart.testkit.js";

describe("the cart", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let other: SignedIn;
  const post = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Store/${path}`, body, who.auth);
  const db = () => t.database.db;

  /** What Store/GetPricing says these items cost, in cents. */
  const pricingTotal = async (specs: LineSpec[]) => {
    const res = await post("GetPricing", pricingBody(specs));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().Data as { Total: number }[]).reduce((sum, i) => sum + i.Total, 0);
  };

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearLines(db(), buyer.Id);
    await clearLines(db(), other.Id);
  });

  it("answers nodata 'Your cart is empty.' for an empty cart", async () => {
    const res = await post("GetCart", { userId: buyer.Id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: "nodata", Message: CART_EMPTY_MESSAGE });
  });

  it("lists product lines with the spec's fields, priced again from the price book", async () => {
    const lines = [adhesive(2), corex(10)];
    const rows = [];
    for (const l of lines) rows.push(await addLine(db(), buyer.Id, l));
    const res = await post("GetCart", { userId: buyer.Id });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data.products).toHaveLength(2);
    const [first, second] = data.products;
    expect(first).toMatchObject({
      CartID: rows[0]!.id,
      ItemSeqNo: 1,
      ItemNo: "ADH-CAL",
      ItemDesc: "Calendered Vinyl",
      product_type: "adhesive",
      Quantity: 2,
      Filename: "storefront.pdf",
      InchWidth: 24,
      InchHeight: 36,
      LaminateType: "none",
      sides: "1",
      ImageMissing: false,
      ImageMessage: "",
      Editable: true,
    });
    expect(second).toMatchObject({ ItemSeqNo: 2, ItemNo: "COREX-4MM", Editable: false });
    // The stored price (1 cent) is not trusted: the line costs what GetPricing says.
    expect(first.PriceCents).toBe(await pricingTotal([lines[0]!]));
    expect(second.PriceCents).toBe(await pricingTotal([lines[1]!]));
    expect(first.Price).toBe(first.PriceCents / 100);
    expect(first.PriceText).toMatch(/^\$\d/);
    expect(first.SquareFeet).toBe(12);
    const total = await pricingTotal(lines);
    expect(data).toMatchObject({ SubtotalCents: total, Subtotal: total / 100, ItemCount: 2, HasCorex: true });
    expect(data.services).toEqual([]);
  });

  it("refuses another user's cart and lines with 403", async () => {
    const theirs = await addLine(db(), other.Id, adhesive(1));
    expect((await post("GetCart", { userId: other.Id })).statusCode).toBe(403);
    expect((await post("ClearCart", { userId: other.Id })).statusCode).toBe(403);
    expect((await post("UpdateQuantity", { cartId: theirs.id, qty: 5, itemSeq: 1 })).statusCode).toBe(403);
    expect((await post("DeleteCartItem", { cartId: theirs.id })).statusCode).toBe(403);
    expect((await post("AddToCartMisc", { userId: other.Id, ItemNo: "STK-H-10X30", Quantity: 1 })).statusCode).toBe(
      403,
    );
    const [row] = await db().select().from(cartItems).where(eq(cartItems.id, theirs.id));
    expect(row?.quantity).toBe(1);
    // Their own view is untouched.
    expect((await post("GetCart", {}, other)).json().Data.products).toHaveLength(1);
  });

  it("updates a quantity (below 1 becomes 1, at most 999) and reprices the line", async () => {
    const row = await addLine(db(), buyer.Id, adhesive(1));
    const three = await post("UpdateQuantity", { cartId: row.id, qty: "3", itemSeq: 1 });
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json().Data).toMatchObject({
      CartID: row.id,
      Quantity: 3,
      PriceCents: await pricingTotal([adhesive(3)]),
    });
    const [stored] = await db().select().from(cartItems).where(eq(cartItems.id, row.id));
    expect(stored).toMatchObject({ quantity: 3, priceCents: await pricingTotal([adhesive(3)]) });

    const zero = await post("UpdateQuantity", { cartId: row.id, qty: 0 });
    expect(zero.json().Data.Quantity).toBe(1);
    const tooMany = await post("UpdateQuantity", { cartId: row.id, qty: 1000 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ Status: "invalid", Message: "Quantity must be at most 999." });
    expect((await post("UpdateQuantity", { cartId: 987654, qty: 2 })).json()).toMatchObject({
      Status: "error",
      Message: "This item is no longer in your cart.",
    });
  });

  it("deletes one line and clears the cart", async () => {
    const a = await addLine(db(), buyer.Id, adhesive(1));
    await addLine(db(), buyer.Id, corex(2));
    expect((await post("DeleteCartItem", { cartId: a.id })).json().Status).toBe("ok");
    const left = (await post("GetCart", {})).json().Data.products;
    expect(left.map((p: { ItemNo: string }) => p.ItemNo)).toEqual(["COREX-4MM"]);
    expect((await post("ClearCart", { userId: buyer.Id })).json().Status).toBe("ok");
    expect((await post("GetCart", {})).json().Status).toBe("nodata");
    expect((await post("GetCartTotal", {})).json().Data.ItemCount).toBe(0);
  });

  it("adds the 90OC line under $150.00 and none at or over it", async () => {
    await addLine(db(), buyer.Id, adhesive(1));
    const small = (await post("GetCart", {})).json().Data;
    const subtotal = await pricingTotal([adhesive(1)]);
    expect(subtotal).toBeLessThan(15000);
    expect(small.minimumCharge).toEqual({
      ItemNo: "90OC",
      ItemDesc: "$150 Minimum Purchase Charge",
      PriceCents: 15000 - subtotal,
      Price: (15000 - subtotal) / 100,
      PriceText: expect.stringMatching(/^\$/),
    });
    expect(small).toMatchObject({ SubtotalCents: subtotal, TotalCents: 15000, Total: 150 });

    await addLine(db(), buyer.Id, acm(10));
    const big = (await post("GetCart", {})).json().Data;
    expect(big.SubtotalCents).toBeGreaterThanOrEqual(15000);
    expect(big.minimumCharge).toBeNull();
    expect(big.TotalCents).toBe(big.SubtotalCents);
  });

  it("names what identifies each line: size and options as the form names them", async () => {
    await addLine(db(), buyer.Id, {
      ...corex(10),
      fields: {
        ...corex().fields,
        sides: "2",
        round_corners: "0.5",
        holes: "4",
        hole_placement: "corners",
        hole_edge_distance: "1",
      },
    });
    await addLine(db(), buyer.Id, adhesive(1, { fields: { ...adhesive().fields, cut_finish: "embedded" } }));
    const [corexLine, adhesiveLine] = (await post("GetCart", {})).json().Data.products;
    expect(corexLine.Details).toEqual(
      expect.arrayContaining([
        "Size: 24 x 18 in",
        "Printed Sides: Double-Sided",
        "Round Corners: 1/2 in Radius",
        "Drilled Holes: 4 Holes",
        "Hole Placement: Corners",
        "Hole Distance From Edge: 1 in",
      ]),
    );
    expect(corexLine.Details[0]).toBe("Size: 24 x 18 in");
    expect(adhesiveLine.Details).toEqual(
      expect.arrayContaining(["Size: 24 x 36 in", "Cut Finish: Contour Cut (CutContourCad in file)"]),
    );
  });

  it("shows the missing-image text for a line whose library file is gone", async () => {
    const kept = `/ImgLibrary/${buyer.Id}/Banners/kept.pdf`;
    await db()
      .insert(libraryFiles)
      .values({
        userId: buyer.Id,
        folderPath: `/ImgLibrary/${buyer.Id}/Banners`,
        name: "kept.pdf",
        size: 1000,
        sha256: "0".repeat(64),
        kind: "pdf",
        storageKey: "test/kept",
      });
    await addLine(db(), buyer.Id, adhesive(1, { fullUrl: kept }));
    await addLine(db(), buyer.Id, adhesive(1, { fullUrl: `/ImgLibrary/${buyer.Id}/Banners/gone.pdf` }));
    await addLine(
      db(),
      buyer.Id,
      adhesive(1, { fields: { ...adhesive().fields, FullUrl: `/ImgLibrary/${buyer.Id}/old.pdf` } }),
    );
    const products = (await post("GetCart", {})).json().Data.products;
    expect(products.map((p: { ImageMissing: boolean }) => p.ImageMissing)).toEqual([false, true, true]);
    expect(products[1].ImageMessage).toBe(IMAGE_MISSING_TEXT);
    expect(products[0].FullUrl).toBe(kept);
  });

  it("hides every price from a user without showPrice", async () => {
    await addLine(db(), buyer.Id, adhesive(1));
    await updateUsers(t.database, { showPrice: false }, eq(users.id, buyer.Id));
    try {
      const data = (await post("GetCart", {})).json().Data;
      expect(data).toMatchObject({ PriceHidden: true, Subtotal: 0, TotalCents: 0, minimumCharge: null });
      expect(data.products[0]).toMatchObject({ Price: 0, PriceCents: 0, PriceText: "Price: N/A" });
    } finally {
      await updateUsers(t.database, { showPrice: true }, eq(users.id, buyer.Id));
    }
  });

  it("adds step stakes at the catalog price, whatever the client sends", async () => {
    const res = await post("AddToCartMisc", {
      userId: buyer.Id,
      ItemNo: "STK-H-10X30",
      Quantity: "12",
      ItemDesc: "Free stakes",
      ImageUrl: "https://evil.example/x.png",
      Filename: "",
      MaterialText: "H-Stake",
      SetId: "",
      Material: "STK-H-10X30",
      product_type: "misc",
      Price: 0.01,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Status: "ok", Message: ITEMS_ADDED_MESSAGE });
    const [row] = await db().select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    expect(row).toMatchObject({
      itemNo: "STK-H-10X30",
      itemDesc: "H-Stake 10 x 30 in",
      productType: "misc",
      quantity: 12,
      priceCents: 12 * 150,
    });
    expect(row?.imageUrl).toMatch(/^\/api\/TileMenu\/Image\//);
    const cart = (await post("GetCart", {})).json().Data;
    expect(cart.products[0]).toMatchObject({ PriceCents: 1800, Editable: false });
    expect(cart.products[0].PriceCents).toBe(
      await pricingTotal([{ itemNo: "STK-H-10X30", productType: "misc", quantity: 12 }]),
    );
  });

  it("adds repeated step stakes to one line with the summed quantity, up to 999", async () => {
    const add = (Quantity: number, ItemNo = "STK-H-10X30") =>
      post("AddToCartMisc", { userId: buyer.Id, ItemNo, Quantity });
    expect((await add(10)).statusCode).toBe(200);
    expect((await add(5)).statusCode).toBe(200);
    const rows = await db().select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    expect(rows.map((r) => [r.itemNo, r.quantity, r.priceCents])).toEqual([["STK-H-10X30", 15, 15 * 150]]);
    const over = await add(985);
    expect(over.json()).toMatchObject({ Status: "invalid", Message: "Quantity must be at most 999." });
    expect((await db().select().from(cartItems).where(eq(cartItems.userId, buyer.Id)))[0]!.quantity).toBe(15);
  });

  it("refuses an unknown accessory or a material that is not one, with the server's message", async () => {
    const unknown = await post("AddToCartMisc", { userId: buyer.Id, ItemNo: "STK-NOPE", Quantity: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ Status: "failed", Message: "There is no accessory STK-NOPE." });
    const vinyl = await post("AddToCartMisc", { userId: buyer.Id, ItemNo: "ADH-CAL", Quantity: 1 });
    expect(vinyl.json()).toMatchObject({ Status: "failed", Message: "There is no accessory ADH-CAL." });
    const tooMany = await post("AddToCartMisc", { userId: buyer.Id, ItemNo: "STK-H-10X30", Quantity: 5000 });
    expect(tooMany.json()).toMatchObject({ Status: "invalid", Message: "Quantity must be at most 999." });
    expect((await post("GetCartTotal", {})).json().Data.ItemCount).toBe(0);
  });
});

describe("the cart on a brand without minPricing (EPD)", () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("never adds the 90OC line", async () => {
    t = await startTestApp({ BRAND: "EPD" });
    const buyer = await signInOn(t, "buyer");
    await addLine(t.database.db, buyer.Id, adhesive(1));
    const data = (await t.post("/api/Store/GetCart", {}, buyer.auth)).json().Data;
    expect(data.SubtotalCents).toBeGreaterThan(0);
    expect(data.SubtotalCents).toBeLessThan(15000);
    expect(data.minimumCharge).toBeNull();
    expect(data.TotalCents).toBe(data.SubtotalCents);
  });
});
