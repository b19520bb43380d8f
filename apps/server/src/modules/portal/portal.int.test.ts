import { randomUUID } from "node:crypto";
import { ITEM_UPDATED_MESSAGE, ITEMS_ADDED_MESSAGE } from "@portal/contract";
import { cartItems, libraryFiles, preflightReports } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { clearLines, portalLine } from "../cart/cart.testkit.js";

interface Art {
  name: string;
  widthIn?: number;
  heightIn?: number;
  ppi?: number | null;
  whitespace?: boolean;
}

describe("Store/AddToCart and Portal/GetCartItem", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let other: SignedIn;
  const db = () => t.database.db;
  const post = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/${path}`, body, who.auth);

  /** A library file of the user with a finished preflight report; returns its FullUrl. */
  async function libraryImage(userId: number, art: Art): Promise<string> {
    const folder = `/ImgLibrary/${userId}`;
    const [file] = await db()
      .insert(libraryFiles)
      .values({
        userId,
        folderPath: folder,
        name: art.name,
        size: 1000,
        sha256: "0".repeat(64),
        kind: "pdf",
        storageKey: `k/${userId}/${art.name}`,
      })
      .returning();
    await db()
      .insert(preflightReports)
      .values({
        fileId: file!.id,
        status: "done",
        report: {
          widthIn: art.widthIn ?? 24,
          heightIn: art.heightIn ?? 36,
          minEffectivePpi: art.ppi ?? 300,
          hasWhitespace: art.whitespace ?? false,
        },
        toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
      });
    return `${folder}/${art.name}`;
  }

  const adhesiveLine = (fullUrl: string, name: string, over: Record<string, unknown> = {}) =>
    portalLine(buyer.Id, fullUrl, name, { base64String: "data:image/png;base64,AAAA", ...over });

  let images: string[] = [];
  const project = (over: Record<string, unknown> = {}) =>
    images.map((url, i) => adhesiveLine(url, `art-${i + 1}.pdf`, over));

  const pricingTotal = async (lines: Record<string, unknown>[]) => {
    const res = await post("Store/GetPricing", lines);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().Data as { Total: number }[]).map((d) => d.Total);
  };
  const cart = async () => {
    const res = await post("Store/GetCart", { userId: buyer.Id });
    return res.json().Data?.products ?? [];
  };

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
    images = [];
    for (const name of ["art-1.pdf", "art-2.pdf", "art-3.pdf"]) images.push(await libraryImage(buyer.Id, { name }));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearLines(db(), buyer.Id);
    await clearLines(db(), other.Id);
  });

  it("adds a 3-image adhesive project, priced by the server, one set", async () => {
    const lines = project();
    const res = await post("Store/AddToCart", lines);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Status: "ok", Message: ITEMS_ADDED_MESSAGE });
    const products = await cart();
    expect(products).toHaveLength(3);
    const expected = await pricingTotal(lines);
    products.forEach((p: Record<string, unknown>, i: number) => {
      expect(p).toMatchObject({ ItemNo: "ADH-CAL", Quantity: 2, LineNumber: i + 1, SetId: products[0].SetId });
      expect(p.PriceCents).toBe(expected[i]);
    });
    expect(products[0].SetId).toBeGreaterThan(0);
    const rows = await db().select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    expect(rows.map((r) => r.priceCents)).toEqual(expected);
    expect(rows.every((r) => r.fields.base64String === undefined)).toBe(true);
  });

  it("refuses an image path outside the caller's library in any spelling, and stores nothing", async () => {
    const theirs = await libraryImage(other.Id, { name: "theirs-too.pdf" });
    const before = (await db().select().from(cartItems)).length;
    for (const path of [
      theirs,
      theirs.slice(1),
      `/ImgLibrary//${other.Id}/theirs-too.pdf`,
      encodeURIComponent(theirs),
      `/ImgLibrary/${buyer.Id}/../${other.Id}/theirs-too.pdf`,
      "https://elsewhere.example/art.pdf",
    ]) {
      const res = await post("Store/AddToCart", [adhesiveLine(path, "stolen.pdf")]);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.json().Status, path).not.toBe("ok");
    }
    expect((await db().select().from(cartItems)).length).toBe(before);
  });

  it("ignores a client price of 1 cent", async () => {
    const lines = project({ Price: 0.01, PriceCents: 1 });
    expect((await post("Store/AddToCart", lines)).statusCode).toBe(200);
    const rows = await db().select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    expect(rows.map((r) => r.priceCents)).toEqual(await pricingTotal(lines));
    expect(rows[0]!.priceCents).toBeGreaterThan(1);
  });

  it("refuses an invalid option choice and an unavailable one, naming the option", async () => {
    const bad = await post("Store/AddToCart", [adhesiveLine(images[0]!, "a.pdf", { LaminateType: "gold-leaf" })]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Status).toBe("invalid");
    expect(bad.json().Data.errors[0].field).toBe("0.LaminateType");
    expect(bad.json().Message).toContain("gold-leaf");

    const magnet = {
      userId: buyer.Id,
      Name: "door.pdf",
      FullUrl: "",
      ItemNo: "MAG-30",
      product_type: "Magnetic",
      size: "12,18",
      round_corners: "1",
      LaminateType: "none",
      Quantity: 2,
    };
    const unavailable = await post("Store/AddToCart", [magnet]);
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().Data.errors.map((e: { field: string }) => e.field)).toEqual(["0.round_corners"]);
    expect(unavailable.json().Message).toContain("temporarily unavailable");
    expect(await cart()).toEqual([]);

    const ok = await post("Store/AddToCart", [{ ...magnet, round_corners: "0.5" }]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("blocks image errors and stores accepted warnings in OrderNotes", async () => {
    const missing = await post("Store/AddToCart", [adhesiveLine(`/ImgLibrary/${buyer.Id}/gone.pdf`, "gone.pdf")]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Data.errors[0].field).toBe("0.MissingLibraryItem");
    const theirs = await libraryImage(other.Id, { name: "theirs.pdf" });
    const foreign = await post("Store/AddToCart", [adhesiveLine(theirs, "theirs.pdf")]);
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    const mismatched = await post("Store/AddToCart", [adhesiveLine(images[0]!, "a.pdf", { InchWidth: 10 })]);
    expect(mismatched.json().Data.errors[0].field).toBe("0.Mismatched");

    const lowRes = await libraryImage(buyer.Id, { name: "low.pdf", ppi: 80, whitespace: true });
    const res = await post("Store/AddToCart", [adhesiveLine(lowRes, "low.pdf")]);
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await cart();
    expect(line.OrderNotes).toContain("low.pdf: The image resolution is 80 DPI");
    expect(line.OrderNotes).toContain("white space");
  });

  it("refuses and does not price a size the material cannot print (issue 17 bug 8)", async () => {
    // 60 x 90 in keeps the artwork's proportions but is wider than the 53 in roll both ways.
    const wide = await post("Store/AddToCart", [adhesiveLine(images[0]!, "a.pdf", { InchWidth: 60, InchHeight: 90 })]);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().Data.errors).toEqual([
      {
        field: "0.InchWidth",
        message:
          "a.pdf: This material prints at most 53 in across the roll: one side of 60 x 90 in must be 53 in or less.",
      },
    ]);
    const huge = await post("Store/GetPricing", [
      adhesiveLine(images[0]!, "a.pdf", { InchWidth: 10000, InchHeight: 10000 }),
    ]);
    expect(huge.body).not.toContain("6770833");
    expect(huge.body).toContain("No side can be longer than 1200 in (100 ft)");
    expect(await cart()).toHaveLength(0);
  });

  it("notes Overprice on a project over $4,000", async () => {
    const res = await post("Store/AddToCart", [adhesiveLine(images[0]!, "big.pdf", { Quantity: 900 })]);
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await cart();
    expect(line.PriceCents).toBeGreaterThan(400_000);
    expect(line.OrderNotes).toContain("Jobs over $4,000");
  });

  it("adds one line from two concurrent AddToCart calls with one Idempotency-Key, and answers both ok", async () => {
    const once = { ...buyer.auth, "Idempotency-Key": randomUUID() };
    const line = [adhesiveLine(images[0]!, "art-1.pdf")];
    const [a, b] = await Promise.all([
      t.post("/api/Store/AddToCart", line, once),
      t.post("/api/Store/AddToCart", line, once),
    ]);
    expect([a.json(), b.json()]).toEqual([
      { Status: "ok", Message: ITEMS_ADDED_MESSAGE },
      { Status: "ok", Message: ITEMS_ADDED_MESSAGE },
    ]);
    const again = await t.post("/api/Store/AddToCart", line, once);
    expect(again.json()).toEqual({ Status: "ok", Message: ITEMS_ADDED_MESSAGE });
    expect(await cart()).toHaveLength(1);
    // Another click is another key: another line.
    const next = await t.post("/api/Store/AddToCart", line, { ...buyer.auth, "Idempotency-Key": randomUUID() });
    expect(next.statusCode).toBe(200);
    expect(await cart()).toHaveLength(2);
  });

  it("repeating an Update Cart click with its key answers 'Item updated in cart.' and keeps the set", async () => {
    expect((await post("Store/AddToCart", project())).statusCode).toBe(200);
    const before = await cart();
    const once = { ...buyer.auth, "Idempotency-Key": randomUUID() };
    const edited = [adhesiveLine(images[0]!, "art-1.pdf", { CartID: before[0].CartID, Quantity: 7 })];
    for (const _ of [1, 2]) {
      const res = await t.post("/api/Store/AddToCart", edited, once);
      expect(res.json()).toEqual({ Status: "ok", Message: ITEM_UPDATED_MESSAGE });
    }
    expect((await cart()).map((p: { Quantity: number }) => p.Quantity)).toEqual([7]);
  });

  it("editing replaces the whole set", async () => {
    expect((await post("Store/AddToCart", project())).statusCode).toBe(200);
    const before = await cart();
    const edited = [
      adhesiveLine(images[0]!, "art-1.pdf", { CartID: before[0].CartID, Quantity: 5 }),
      adhesiveLine(images[1]!, "art-2.pdf", { CartID: before[1].CartID, LaminateType: "gloss" }),
    ];
    const res = await post("Store/AddToCart", edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(ITEM_UPDATED_MESSAGE);
    const after = await cart();
    expect(after).toHaveLength(2);
    expect(after.map((p: { Quantity: number }) => p.Quantity)).toEqual([5, 2]);
    expect(after[1].LaminateType).toBe("gloss");
    expect(after.every((p: { SetId: number }) => p.SetId === before[0].SetId)).toBe(true);
  });

  it("refuses another user's CartID with 403 and changes nothing", async () => {
    expect((await post("Store/AddToCart", project())).statusCode).toBe(200);
    const mine = await cart();
    const theirs = await libraryImage(other.Id, { name: "o.pdf" });
    const res = await post(
      "Store/AddToCart",
      [{ ...adhesiveLine(theirs, "o.pdf"), userId: other.Id, CartID: mine[0].CartID }],
      other,
    );
    expect(res.statusCode).toBe(403);
    expect(await cart()).toHaveLength(3);
    const forUser = await post("Store/AddToCart", project(), other);
    expect(forUser.statusCode).toBe(403);
  });

  it("GetCartItem returns the cart item's set as project images; another user's is 403", async () => {
    expect((await post("Store/AddToCart", project())).statusCode).toBe(200);
    const products = await cart();
    const res = await post("Portal/GetCartItem", { userId: buyer.Id, cartId: products[1].CartID });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data).toHaveLength(3);
    expect(data.map((d: { Name: string }) => d.Name)).toEqual(["art-1.pdf", "art-2.pdf", "art-3.pdf"]);
    expect(data[0]).toMatchObject({
      CartID: products[0].CartID,
      ItemNo: "ADH-CAL",
      product_type: "adhesive",
      cut_finish: "square",
      LaminateType: "none",
      FullUrl: images[0],
      base64String: "",
    });
    const denied = await post("Portal/GetCartItem", { userId: other.Id, cartId: products[0].CartID }, other);
    expect(denied.statusCode).toBe(403);
    const missing = await post("Portal/GetCartItem", { userId: buyer.Id, cartId: 99_999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it("accepts a pattern library line (Rolled) with an empty base64String", async () => {
    const res = await post("Store/AddToCart", [
      {
        userId: buyer.Id,
        ItemNo: "ROLL-T2",
        product_type: "Rolled",
        rollSize: "24x120",
        Quantity: 1,
        base64String: "",
        Name: "Oak",
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await cart();
    expect(line).toMatchObject({ ItemNo: "ROLL-T2", product_type: "Rolled" });
    expect(line.PriceCents).toBeGreaterThan(0);
  });

  it("refuses a rigid panel larger than the sheet and mixed panels", async () => {
    const panel = {
      userId: buyer.Id,
      Name: "p.pdf",
      FullUrl: "",
      ItemNo: "ACM-3MM",
      product_type: "rigid",
      size: "custom",
      sides: "1",
      LaminateType: "none",
      round_corners: "none",
      holes: "none",
      self_cut: "no",
      Rotate: "no",
      MaterialSheetSize: "48,96",
      InchWidth: 60,
      InchHeight: 20,
      Quantity: 1,
    };
    const res = await post("Store/AddToCart", [panel]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Data.errors[0].field).toBe("0.ACMPanelOversizedWidth");
    const mixed = await post("Store/AddToCart", [
      { ...panel, InchWidth: 24 },
      { ...panel, InchWidth: 20 },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().Data.errors[0].field).toBe("rigid");
    const good = await post("Store/AddToCart", [
      { ...panel, InchWidth: 24 },
      { ...panel, InchWidth: 24, Name: "q.pdf" },
    ]);
    expect(good.statusCode, good.body).toBe(200);
  });
});
