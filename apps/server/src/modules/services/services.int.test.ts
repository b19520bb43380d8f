import {
  CHART_DETAILS_MISSING,
  PANTONE_ADD_FAILED,
  PANTONE_CHOICE_MISSING,
  SPOT_COLOR_LIMIT_MESSAGE,
  SPOT_COLOR_REQUIRED,
} from "@portal/contract";
import type { Db } from "@portal/db";
import { cartItems, libraryFiles, preflightReports } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { clearLines, signInOn } from "../cart/cart.testkit.js";

/** A library file of a user with a finished preflight that found these spot colours. */
async function libraryFile(db: Db, userId: number, name: string, spotColors: string[] | null): Promise<number> {
  const [file] = await db
    .insert(libraryFiles)
    .values({
      userId,
      folderPath: `/ImgLibrary/${userId}`,
      name,
      size: 2048,
      sha256: "a".repeat(64),
      kind: "pdf",
      storageKey: `test/${userId}/${name}`,
    })
    .returning({ id: libraryFiles.id });
  if (spotColors) {
    await db.insert(preflightReports).values({ fileId: file!.id, status: "done", report: { spotColors } });
  }
  return file!.id;
}

describe("add-on services", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let other: SignedIn;
  let logoFile: number;
  let plainFile: number;
  let theirFile: number;
  const post = (path: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Store/${path}`, body, who.auth);
  const services = async () => (await post("GetCart", {})).json().Data?.services ?? [];

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearLines(t.database.db, buyer.Id);
  });

  it("lists the services the brand offers, with catalog prices", async () => {
    const res = await t.get("/api/Store/GetServiceItems", buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual([
      expect.objectContaining({
        ItemNo: "TS-SVC-1",
        Name: "Color Matching Service",
        Price: 75,
        PriceCents: 7500,
        Tag: "colormatching",
        ImageUrl: "/api/TileMenu/Image/service-color-matching.svg",
      }),
      expect.objectContaining({ ItemNo: "TS-PMSC", Name: "Pantone Color Chart", Price: 45, Tag: "pantonechart" }),
    ]);
    expect((await t.get("/api/Store/GetServiceItems")).statusCode).toBe(401);
  });

  it("gives the Pantone chart details and products", async () => {
    const details = (await post("GetPantoneChartDetails", { userId: buyer.Id })).json();
    expect(details.Status).toBe("ok");
    expect(details.Data[0]).toEqual({
      Id: "TS-PMSC",
      FullUrl: "/api/TileMenu/Image/service-pantone-chart.svg",
      InchHeight: 36,
      InchWidth: 24,
      ImageUrl: "/api/TileMenu/Image/service-pantone-chart.svg",
    });
    const products = (await post("GetPantoneChartProducts", { userId: buyer.Id })).json().Data;
    expect(products.map((p: { ProductName: string; PriceCents: number }) => [p.ProductName, p.PriceCents])).toEqual([
      ["Calendered Vinyl", 4500],
      ["Cast Vinyl", 5500],
      ["3 mm ACM", 6500],
    ]);
    expect(products[0]).toMatchObject({ Name: "Pantone Chart on Calendered Vinyl", Price: 45 });
    expect((await post("GetPantoneChartDetails", { userId: other.Id })).statusCode).toBe(403);
  });

  it("adds a Pantone chart only with a product and a finish chosen", async () => {
    const products = (await post("GetPantoneChartProducts", {})).json().Data;
    const cast = products.find((p: { ProductName: string }) => p.ProductName === "Cast Vinyl");
    for (const body of [
      { userId: buyer.Id, ProductId: cast.Id, Finish: "SELECT" },
      { userId: buyer.Id, ProductId: cast.Id },
      { userId: buyer.Id, ProductId: "Select", Finish: "GLOSS" },
      { userId: buyer.Id, Finish: "GLOSS" },
      { userId: buyer.Id, ProductId: cast.Id, Finish: "SHINY" },
    ]) {
      const res = await post("AddPantoneChart", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Status: "invalid", Message: PANTONE_CHOICE_MISSING });
    }
    const unknown = await post("AddPantoneChart", { userId: buyer.Id, ProductId: 99999, Finish: "GLOSS" });
    expect(unknown.json()).toEqual({ Status: "failed", Message: PANTONE_ADD_FAILED });
    expect(await services()).toEqual([]);

    const ok = await post("AddPantoneChart", { userId: buyer.Id, ProductId: String(cast.Id), Finish: "clear" });
    expect(ok.json().Status, ok.body).toBe("ok");
    expect(await services()).toEqual([
      expect.objectContaining({
        ItemNo: "TS-PMSC",
        ItemDesc: "Pantone Chart on Cast Vinyl (Clear Coat)",
        LaminateType: "CLEAR",
        Quantity: 1,
        PriceCents: 5500,
        Tag: "pantonechart",
      }),
    ]);
    expect((await post("AddPantoneChart", { userId: other.Id, ProductId: cast.Id, Finish: "GLOSS" })).statusCode).toBe(
      403,
    );
  });

  describe("colour matching", () => {
    beforeAll(async () => {
      const db = t.database.db;
      logoFile = await libraryFile(db, buyer.Id, "logo.pdf", [
        "CutContourCad",
        "CutContour",
        "Thru-cut",
        "PANTONE 186 C",
        "Reflex Blue",
      ]);
      plainFile = await libraryFile(db, buyer.Id, "photo.tif", []);
      await libraryFile(db, buyer.Id, "pending.pdf", null);
      theirFile = await libraryFile(db, other.Id, "theirs.pdf", ["PANTONE 300 C"]);
    });

    it("lists the spot colours of the user's files, without cut and route colours", async () => {
      const res = await post("GetFileColorSet", { userId: buyer.Id });
      expect(res.json().Data).toEqual({
        SpotColorFiles: { [String(logoFile)]: "logo.pdf" },
        SpotColors: { [String(logoFile)]: [{ name: "PANTONE 186 C" }, { name: "Reflex Blue" }] },
        SpotColorLimit: 5,
      });
      expect(res.json().Data.SpotColorFiles[String(plainFile)]).toBeUndefined();
      expect((await post("GetFileColorSet", { userId: other.Id })).statusCode).toBe(403);
    });

    it("needs at least one and at most 5 colours of the file", async () => {
      const none = await post("AddOption1ToCart", {
        colorSetId: logoFile,
        colorSetFilename: "logo.pdf",
        colorSetColors: [],
      });
      expect(none.json()).toEqual({ Status: "invalid", Message: SPOT_COLOR_REQUIRED });
      const six = await post("AddOption1ToCart", {
        colorSetId: logoFile,
        colorSetColors: ["A", "B", "C", "D", "E", "F"],
      });
      expect(six.json()).toEqual({ Status: "invalid", Message: SPOT_COLOR_LIMIT_MESSAGE });
      const foreign = await post("AddOption1ToCart", { colorSetId: logoFile, colorSetColors: ["PANTONE 999 C"] });
      expect(foreign.json()).toEqual({ Status: "invalid", Message: "PANTONE 999 C is not a spot colour of logo.pdf." });
      const theirs = await post("AddOption1ToCart", { colorSetId: theirFile, colorSetColors: ["PANTONE 300 C"] });
      expect(theirs.json()).toEqual({ Status: "failed", Message: "This file is not in your image library." });
      expect(await services()).toEqual([]);
    });

    it("adds a TS-SVC-1 line with the file name and colours; adding again replaces the colours", async () => {
      const first = await post("AddOption1ToCart", {
        colorSetId: String(logoFile),
        colorSetFilename: "ignored.pdf",
        colorSetColors: [{ name: "PANTONE 186 C" }],
      });
      expect(first.json().Status, first.body).toBe("ok");
      expect(await services()).toEqual([
        expect.objectContaining({
          ItemNo: "TS-SVC-1",
          ItemDesc: "Color Matching Service",
          Filename: "logo.pdf",
          Colors: ["PANTONE 186 C"],
          Quantity: 1,
          PriceCents: 7500,
          Tag: "colormatching",
        }),
      ]);
      await post("AddOption1ToCart", { colorSetId: logoFile, colorSetColors: ["PANTONE 186 C", "Reflex Blue"] });
      const lines = await services();
      expect(lines).toHaveLength(1);
      expect(lines[0].Colors).toEqual(["PANTONE 186 C", "Reflex Blue"]);
      const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
      expect(rows).toHaveLength(1);
      // A service alone is under $150: the 90OC line brings it up.
      const cart = (await post("GetCart", {})).json().Data;
      expect(cart).toMatchObject({ SubtotalCents: 7500, TotalCents: 15000, minimumCharge: { PriceCents: 7500 } });
      // Service quantities are fixed.
      const qty = await post("UpdateQuantity", { cartId: rows[0]!.id, qty: 3 });
      expect(qty.json()).toMatchObject({ Status: "invalid", Message: "The quantity of a service cannot be changed." });
    });
  });
});

describe("services on a brand without them (NGS)", () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("offers no service, no chart details and refuses to add them", async () => {
    t = await startTestApp({ BRAND: "NGS" });
    const buyer = await signInOn(t, "buyer");
    expect((await t.get("/api/Store/GetServiceItems", buyer.auth)).json().Data).toEqual([]);
    const details = await t.post("/api/Store/GetPantoneChartDetails", {}, buyer.auth);
    expect(details.json()).toEqual({ Status: "nodata", Message: CHART_DETAILS_MISSING, Data: [] });
    const add = await t.post("/api/Store/AddPantoneChart", { ProductId: 1, Finish: "GLOSS" }, buyer.auth);
    expect(add.json()).toEqual({ Status: "failed", Message: PANTONE_ADD_FAILED });
    const colour = await t.post("/api/Store/AddOption1ToCart", { colorSetId: 1, colorSetColors: ["X"] }, buyer.auth);
    expect(colour.json()).toEqual({ Status: "failed", Message: "This service is not offered." });
  });
});
