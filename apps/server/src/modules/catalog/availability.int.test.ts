import { noMaterial, WITHDRAWN_FROM_CATALOG } from "@portal/contract";
import { catalogUnavailable, libraryFiles, orders, preflightReports } from "@portal/db/schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { checkout, checkoutBody, placeOrder, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive, clearLines, portalLine } from "../cart/cart.testkit.js";

describe("Staff/Catalog/Availability", () => {
  let t: TestApp;
  let ops: SignedIn;
  let admin: SignedIn;
  let support: SignedIn;
  let buyer: SignedIn;
  let manager: SignedIn;
  let art = "";
  const db = () => t.database.db;

  const set = (body: Record<string, unknown>, who = ops) => t.post("/api/Staff/Catalog/Availability", body, who.auth);
  const material = (ItemNo: string, Available: boolean) => set({ Kind: "material", Key: ItemNo, Available });
  const tiles = async () => (await t.post("/api/TileMenu/GetTiles", { userId: 0 })).json().Data;
  const materials = async () =>
    JSON.parse(
      (await t.post("/api/TileMenu/GetAllMaterials", { userId: 0, product_type: "adhesive", ItemNo: "" })).json().Data,
    ) as { ItemNo: string; Available: boolean }[];
  const options = async () =>
    JSON.parse(
      (
        await t.post("/api/Portal/GetProductOptions", { product_type: "adhesive", ItemNo: "ADH-CAL" }, buyer.auth)
      ).json().Data,
    ) as { dtOptionChoices: { OptionKey: string; ChoiceValue: string; ChoiceAvailable: boolean }[] };
  const line = (over: Record<string, unknown> = {}) => portalLine(buyer.Id, art, "art.pdf", over);
  const addToCart = (over: Record<string, unknown> = {}) => t.post("/api/Store/AddToCart", [line(over)], buyer.auth);
  const orderCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    ops = await signIn(t, "staff.ops");
    admin = await signIn(t, "staff.admin");
    support = await signIn(t, "staff.support");
    buyer = await signIn(t, "buyer");
    manager = await signIn(t, "manager");
    const folder = `/ImgLibrary/${buyer.Id}`;
    const [file] = await db()
      .insert(libraryFiles)
      .values({
        userId: buyer.Id,
        folderPath: folder,
        name: "art.pdf",
        size: 1000,
        sha256: "0".repeat(64),
        kind: "pdf",
        storageKey: `k/${buyer.Id}/art.pdf`,
      })
      .returning();
    await db()
      .insert(preflightReports)
      .values({
        fileId: file!.id,
        status: "done",
        report: { widthIn: 24, heightIn: 36, minEffectivePpi: 300, hasWhitespace: false },
        toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
      });
    art = `${folder}/art.pdf`;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearLines(db(), buyer.Id);
    await db().delete(catalogUnavailable);
    await t.post("/api/Catalog/Reload", {}, ops.auth);
  });

  it("a material marked unavailable: tiles, materials and AddToCart follow at once; back again, all follow", async () => {
    const res = await material("ADH-CAL", false);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().Data.Materials.find((m: { ItemNo: string }) => m.ItemNo === "ADH-CAL");
    expect(row).toMatchObject({ Available: false, InCatalog: true, ChangedBy: "Staff staff.ops" });

    const [, entries] = await tiles();
    expect(entries.find((e: { substrateValue: string }) => e.substrateValue === "ADH-CAL").substrateUnAvailable).toBe(
      true,
    );
    expect((await materials()).find((m) => m.ItemNo === "ADH-CAL")!.Available).toBe(false);
    const refused = await addToCart();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toContain("temporarily unavailable");
    expect((await t.post("/api/Store/GetCart", {}, buyer.auth)).json().Status).toBe("nodata");

    expect((await material("ADH-CAL", true)).statusCode).toBe(200);
    const [, again] = await tiles();
    expect(again.find((e: { substrateValue: string }) => e.substrateValue === "ADH-CAL").substrateUnAvailable).toBe(
      false,
    );
    expect((await addToCart()).statusCode).toBe(200);
  });

  it("an option choice marked unavailable: GetProductOptions shows it and AddToCart refuses it", async () => {
    const res = await set({ Kind: "choice", Key: "cut_finish", Value: "embedded", Available: false }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const choice = (await options()).dtOptionChoices.find(
      (c) => c.OptionKey === "cut_finish" && c.ChoiceValue === "embedded",
    );
    expect(choice!.ChoiceAvailable).toBe(false);
    const refused = await addToCart({ cut_finish: "embedded" });
    expect(refused.statusCode).toBe(400);
    expect((await addToCart({ cut_finish: "square" })).statusCode).toBe(200);
  });

  it("flags a cart line whose material became unavailable and refuses checkout naming it", async () => {
    await addLine(db(), buyer.Id, adhesive(2));
    await material("ADH-CAL", false);
    const cart = (await t.post("/api/Store/GetCart", {}, buyer.auth)).json().Data;
    expect(cart.products[0].PriceError).toBe("Calendered Vinyl is no longer available.");
    const before = await orderCount();
    const res = await checkout(t, buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain("Calendered Vinyl is no longer available.");
    expect(await orderCount()).toBe(before);

    await material("ADH-CAL", true);
    await placeOrder(t, buyer);
  });

  it("another process's AddToCart and checkout see a mark at once (menus within the catalog TTL)", async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    try {
      const post = (url: string, body: unknown) =>
        other.inject({ method: "POST", url, payload: body as never, headers: buyer.auth });
      // The other process has its catalog loaded before the mark.
      expect((await post("/api/TileMenu/GetTiles", {})).statusCode).toBe(200);
      await addLine(db(), buyer.Id, adhesive(1));
      await material("ADH-CAL", false);
      const add = await post("/api/Store/AddToCart", [line()]);
      expect(add.statusCode).toBe(400);
      const res = await post("/api/Store/Checkout", { userId: buyer.Id, ...checkoutBody() });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toContain("Calendered Vinyl is no longer available.");
    } finally {
      await other.close();
    }
  });

  it("answers unknown materials 404, withdrawn ones 422, bad input 400, changing nothing", async () => {
    const unknown = await material("NOPE", false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(noMaterial("NOPE"));
    const withdrawn = await set({ Kind: "choice", Key: "round_corners", Value: "1", Available: true });
    expect(withdrawn.statusCode).toBe(422);
    expect(withdrawn.json().Message).toBe(WITHDRAWN_FROM_CATALOG);
    for (const body of [
      { Kind: "laminate", Key: "gloss", Available: false },
      { Kind: "material", Key: "", Available: false },
      { Kind: "material", Key: "ADH-CAL", Available: "no" },
      { Kind: "material", Key: "ADH\u0000CAL", Available: false },
    ]) {
      expect((await set(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await db().select().from(catalogUnavailable)).toEqual([]);
  });

  it("gives customers and support 403 (visitors 401), changing nothing", async () => {
    for (const who of [buyer, manager, support]) {
      expect((await t.get("/api/Staff/Catalog/Availability", who.auth)).statusCode).toBe(403);
      expect((await set({ Kind: "material", Key: "ADH-CAL", Available: false }, who)).statusCode).toBe(403);
    }
    expect((await t.get("/api/Staff/Catalog/Availability")).statusCode).toBe(401);
    expect((await t.post("/api/Staff/Catalog/Availability", { Kind: "material", Key: "ADH-CAL" })).statusCode).toBe(
      401,
    );
    expect(await db().select().from(catalogUnavailable)).toEqual([]);
    expect((await materials()).find((m) => m.ItemNo === "ADH-CAL")!.Available).toBe(true);
  });
});
