import {
  IMAGE_MISSING_TEXT,
  SAVED_CART_EMPTY,
  SAVED_CART_NAME_REQUIRED,
  SAVED_CART_OWNER_ONLY,
  savedCartNameTaken,
} from "@portal/contract";
import { CART_MAX_QUANTITY_MESSAGE } from "@portal/contract";
import { cartItems, catalogUnavailable, libraryFiles, savedCarts, users } from "@portal/db/schema";
import type { Db } from "@portal/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, updateUsers } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive, clearLines, corex } from "../cart/cart.testkit.js";
import { visibleSavedCartsQuery } from "./savedCarts.repo.js";

describe("saved carts", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let manager: SignedIn;
  let stranger: SignedIn;
  const post = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Store/${path}`, body, who.auth);
  const db = () => t.database.db;
  const cartLines = (userId: number) => db().select().from(cartItems).where(eq(cartItems.userId, userId));
  const list = async (who: SignedIn = buyer) => {
    const res = await post("GetSavedCarts", {}, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as { Id: number; Name: string; Mine: boolean; Shared: boolean }[];
  };
  const save = async (name: string, who: SignedIn = buyer) => {
    const res = await post("SaveCart", { name }, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data.Id as number;
  };

  beforeAll(async () => {
    // Wholesale has office managers; manager is Northside's (buyer's company), buyer2 is Lakeshore's.
    t = await startTestApp({ BRAND: "Wholesale" });
    buyer = await signIn(t, "buyer");
    manager = await signIn(t, "manager");
    stranger = await signIn(t, "buyer2");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const who of [buyer, manager, stranger]) await clearLines(db(), who.Id);
    await db().delete(savedCarts);
    await db().delete(catalogUnavailable);
  });

  it("saves the whole cart under a name and empties it; lists it with lines, saver, date and today's price", async () => {
    await addLine(db(), buyer.Id, adhesive(2));
    await addLine(db(), buyer.Id, corex(10));
    const cartBefore = (await post("GetCart", {})).json().Data;
    const res = await post("SaveCart", { name: "  Storefront refresh " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Status: "ok",
      Message: 'Your cart was saved as "Storefront refresh".',
      Data: { Name: "Storefront refresh", Lines: 2 },
    });
    expect(await cartLines(buyer.Id)).toEqual([]);

    const [saved] = await list();
    expect(saved).toMatchObject({
      Name: "Storefront refresh",
      SavedById: buyer.Id,
      Shared: false,
      Mine: true,
      EstimatedPriceCents: cartBefore.SubtotalCents,
    });
    const full = saved as unknown as { SavedBy: string; SavedAt: string; Lines: { ItemNo: string; Flag: string }[] };
    expect(full.SavedBy).not.toBe("");
    expect(Date.now() - Date.parse(full.SavedAt)).toBeLessThan(60_000);
    expect(full.Lines.map((l) => [l.ItemNo, l.Flag])).toEqual([
      ["ADH-CAL", ""],
      ["COREX-4MM", ""],
    ]);
  });

  it("refuses an empty cart, an empty name and a name already used, changing nothing", async () => {
    const empty = await post("SaveCart", { name: "Nothing" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().Message).toBe(SAVED_CART_EMPTY);

    await addLine(db(), buyer.Id, adhesive(1));
    const noName = await post("SaveCart", { name: "   " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().Message).toContain(SAVED_CART_NAME_REQUIRED);
    await save("Banners");
    await addLine(db(), buyer.Id, adhesive(3));
    const taken = await post("SaveCart", { name: "Banners" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().Message).toBe(savedCartNameTaken("Banners"));
    expect(await cartLines(buyer.Id)).toHaveLength(1);
    expect(await list()).toHaveLength(1);
  });

  it("opens a saved cart replacing the cart, or merged after its lines; the saved cart stays", async () => {
    await addLine(db(), buyer.Id, adhesive(2));
    const id = await save("Two banners");
    await addLine(db(), buyer.Id, corex(5));

    const merged = await post("OpenSavedCart", { savedCartId: id, mode: "merge" });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().Data).toEqual({ Added: 1, Flagged: [] });
    expect((await cartLines(buyer.Id)).map((r) => r.itemNo).sort()).toEqual(["ADH-CAL", "COREX-4MM"]);

    const replaced = await post("OpenSavedCart", { savedCartId: id, mode: "replace" });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const rows = await cartLines(buyer.Id);
    expect(rows.map((r) => [r.itemNo, r.quantity])).toEqual([["ADH-CAL", 2]]);
    // Priced today, not the stale price the line was saved with.
    expect(rows[0]!.priceCents).toBeGreaterThan(1);
    expect(await list()).toHaveLength(1);
  });

  it("opens lines whose file was deleted or whose material became unavailable flagged, not dropped", async () => {
    const kept = `/ImgLibrary/${buyer.Id}/saved/kept.pdf`;
    await db()
      .insert(libraryFiles)
      .values({
        userId: buyer.Id,
        folderPath: `/ImgLibrary/${buyer.Id}/saved`,
        name: "kept.pdf",
        size: 1000,
        sha256: "0".repeat(64),
        kind: "pdf",
        storageKey: "test/saved-kept",
      });
    await addLine(db(), buyer.Id, adhesive(1, { fullUrl: kept, filename: "kept.pdf" }));
    await addLine(
      db(),
      buyer.Id,
      adhesive(1, { fullUrl: `/ImgLibrary/${buyer.Id}/saved/gone.pdf`, filename: "gone.pdf" }),
    );
    await addLine(db(), buyer.Id, corex(10));
    const id = await save("Mixed");
    await db()
      .insert(catalogUnavailable)
      .values({ franchise: "Wholesale", kind: "material", key: "COREX-4MM", changedBy: buyer.Id });

    const [saved] = (await list()) as unknown as { Lines: { Flag: string; PriceText: string }[] }[];
    expect(saved!.Lines.map((l) => l.Flag === "")).toEqual([true, false, false]);
    expect(saved!.Lines[1]).toMatchObject({ Flag: IMAGE_MISSING_TEXT, PriceText: "Price: N/A" });
    expect(saved!.Lines[2]!.Flag).toContain("4 mm Corex");

    const res = await post("OpenSavedCart", { savedCartId: id, mode: "replace" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Added).toBe(3);
    expect(res.json().Data.Flagged).toEqual([
      `Line 2 (Calendered Vinyl, gone.pdf): ${IMAGE_MISSING_TEXT}`,
      expect.stringMatching(/^Line 3 \(4 mm Corex, yard-sign\.pdf\): .*4 mm Corex/),
    ]);
    const products = (await post("GetCart", {})).json().Data.products;
    expect(products).toHaveLength(3);
    expect(products[1].ImageMissing).toBe(true);
    expect(products[2].PriceError).toContain("4 mm Corex");
  });

  it("renames and deletes; the name rule holds on rename", async () => {
    await addLine(db(), buyer.Id, adhesive(1));
    const first = await save("First");
    await addLine(db(), buyer.Id, adhesive(1));
    await save("Second");
    const clash = await post("RenameSavedCart", { savedCartId: first, name: "Second" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().Message).toBe(savedCartNameTaken("Second"));
    expect((await post("RenameSavedCart", { savedCartId: first, name: "Renamed" })).statusCode).toBe(200);
    expect((await list()).map((c) => c.Name).sort()).toEqual(["Renamed", "Second"]);
    expect((await post("DeleteSavedCart", { savedCartId: first })).statusCode).toBe(200);
    expect((await list()).map((c) => c.Name)).toEqual(["Second"]);
    const gone = await post("DeleteSavedCart", { savedCartId: first });
    expect(gone.statusCode).toBe(404);
  });

  it("another company's saved cart is 403 for every call, and never listed", async () => {
    await addLine(db(), buyer.Id, adhesive(1));
    const id = await save("Ours");
    await post("ShareSavedCart", { savedCartId: id, shared: true });
    expect(await list(stranger)).toEqual([]);
    for (const [path, body] of [
      ["OpenSavedCart", { savedCartId: id, mode: "replace" }],
      ["RenameSavedCart", { savedCartId: id, name: "Mine now" }],
      ["ShareSavedCart", { savedCartId: id, shared: false }],
      ["DeleteSavedCart", { savedCartId: id }],
    ] as const) {
      const res = await post(path, body, stranger);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
    }
    // Naming another user as userId does not help either.
    expect((await post("GetSavedCarts", { userId: buyer.Id }, stranger)).statusCode).toBe(403);
    expect((await post("SaveCart", { userId: buyer.Id, name: "x" }, stranger)).statusCode).toBe(403);
    expect(await cartLines(stranger.Id)).toEqual([]);
    expect((await list()).map((c) => c.Name)).toEqual(["Ours"]);
  });

  it("a shared cart is visible to the company's office manager only, to read; unshared it is not", async () => {
    await addLine(db(), buyer.Id, adhesive(1));
    const id = await save("For approval");
    expect(await list(manager)).toEqual([]);
    expect((await post("OpenSavedCart", { savedCartId: id, mode: "merge" }, manager)).statusCode).toBe(403);

    expect((await post("ShareSavedCart", { savedCartId: id, shared: true })).statusCode).toBe(200);
    const seen = await list(manager);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ Id: id, Name: "For approval", Mine: false, Shared: true });
    expect(await list(stranger)).toEqual([]);
    // The office manager reads it; only the saver acts on it.
    const rename = await post("RenameSavedCart", { savedCartId: id, name: "Taken over" }, manager);
    expect(rename.statusCode).toBe(403);
    expect(rename.json().Message).toBe(SAVED_CART_OWNER_ONLY);
    expect((await post("DeleteSavedCart", { savedCartId: id }, manager)).statusCode).toBe(403);

    expect((await post("ShareSavedCart", { savedCartId: id, shared: false })).statusCode).toBe(200);
    expect(await list(manager)).toEqual([]);
  });
  it("merging an accessory the cart holds grows that line (one line per item), and refuses past 999 changing nothing", async () => {
    const stakes = (Quantity: number) => post("AddToCartMisc", { userId: buyer.Id, ItemNo: "STK-H-10X30", Quantity });
    expect((await stakes(10)).statusCode).toBe(200);
    await addLine(db(), buyer.Id, adhesive(1));
    const id = await save("Stakes and a banner");
    expect((await stakes(5)).statusCode).toBe(200);

    const merged = await post("OpenSavedCart", { savedCartId: id, mode: "merge" });
    expect(merged.statusCode, merged.body).toBe(200);
    const rows = await cartLines(buyer.Id);
    expect(rows.map((r) => [r.itemNo, r.quantity]).sort()).toEqual([
      ["ADH-CAL", 1],
      ["STK-H-10X30", 15],
    ]);
    expect(rows.find((r) => r.itemNo === "STK-H-10X30")!.priceCents).toBe(15 * 150);

    // 995 stakes in the cart: merging the saved 10 would pass 999.
    expect((await stakes(980)).statusCode).toBe(200);
    const before = await cartLines(buyer.Id);
    const over = await post("OpenSavedCart", { savedCartId: id, mode: "merge" });
    expect(over.statusCode).toBe(422);
    expect(over.json().Message).toBe(`Line 1 (H-Stake 10 x 30 in): ${CART_MAX_QUANTITY_MESSAGE}`);
    expect(await cartLines(buyer.Id)).toEqual(before);
  });

  it("a shared cart follows its saver's current company: moved to another company, the old manager no longer sees it", async () => {
    await addLine(db(), buyer.Id, adhesive(1));
    const id = await save("Moving on");
    expect((await post("ShareSavedCart", { savedCartId: id, shared: true })).statusCode).toBe(200);
    expect((await list(manager)).map((c) => c.Id)).toEqual([id]);
    const [home] = await db().select({ customerId: users.customerId }).from(users).where(eq(users.id, buyer.Id));
    const [away] = await db().select({ customerId: users.customerId }).from(users).where(eq(users.id, stranger.Id));
    try {
      await updateUsers(t.database, { customerId: away!.customerId }, eq(users.id, buyer.Id));
      expect(await list(manager)).toEqual([]);
      const read = await post("RenameSavedCart", { savedCartId: id, name: "x" }, manager);
      expect(read.statusCode).toBe(403);
      expect(read.json().Message).not.toBe(SAVED_CART_OWNER_ONLY);
      // The saver still has it.
      expect((await list()).map((c) => c.Id)).toEqual([id]);
    } finally {
      await updateUsers(t.database, { customerId: home!.customerId }, eq(users.id, buyer.Id));
    }
    expect((await list(manager)).map((c) => c.Id)).toEqual([id]);
  });

  it("lists carts by index: the user's own by saved_carts_user_name_uq, the company's shared ones by saved_carts_shared_user_idx", async () => {
    await addLine(db(), buyer.Id, adhesive(1));
    const id = await save("Indexed");
    expect((await post("ShareSavedCart", { savedCartId: id, shared: true })).statusCode).toBe(200);
    const [me] = await db().select({ customerId: users.customerId }).from(users).where(eq(users.id, manager.Id));
    // A few demo rows make any plan cheap: with sequential scans priced out, a branch no index serves
    // still shows as Seq Scan, so the plan names the indexes the query can use.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = visibleSavedCartsQuery(tx as unknown as Db, manager.Id, me!.customerId);
      const res = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return res.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("saved_carts_user_name_uq");
    expect(plan).toContain("saved_carts_shared_user_idx");
    expect(plan).not.toContain("Seq Scan on saved_carts");
    expect((await list(manager)).map((c) => c.Name)).toEqual(["Indexed"]);
  });
});
