import {
  CatalogMaterialListSchema,
  CategoriesReplySchema,
  PRICE_NOT_AVAILABLE,
  PRODUCT_TYPES,
  PricingReplySchema,
  ProductOptionsSchema,
  TILE_CATEGORIES,
  TilesReplySchema,
} from "@portal/contract";
import { DEMO_PASSWORD } from "@portal/db";
import { materialSheetSizes, users } from "@portal/db/schema";
import { type PriceItemInput, priceBookProblems, priceProject } from "@portal/pricing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, updateUsers } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { loadCatalogRows } from "./catalog.repo.js";
import { buildPriceBook } from "./priceBook.js";

const PORTAL_TYPES = ["adhesive", "rigid", "Wallcoverings", "Window Decoration", "Magnetic", "Rolled"] as const;

/** The option keys the portal uses (docs/product/portal.md). */
const PORTAL_OPTION_KEYS = [
  "size",
  "sides",
  "round_corners",
  "holes",
  "hole_placement",
  "hole_edge_distance",
  "hole_hole_distance",
  "grommets",
  "self_cut",
  "cut_finish",
  "Overlap",
  "Rotate",
  "LaminateType",
];

/** Fields the portal sends with every image besides the priced ones (docs/product/portal.md). */
function portalImage(fields: Record<string, unknown>, index: number): Record<string, unknown> {
  return {
    Id: `img-${index}`,
    Name: `artwork-${index}.pdf`,
    LineNumber: index + 1,
    CartID: 0,
    SetId: "",
    ItemDesc: "",
    Price: "",
    SquareFeet: 0,
    DPI: 150,
    base64String: "",
    errorList: [],
    warningList: [],
    toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
    size: "custom",
    sides: "Select",
    round_corners: "Select",
    holes: "Select",
    hole_placement: "Select",
    hole_edge_distance: "",
    hole_hole_distance: "",
    grommets: "Select",
    self_cut: "no",
    cut_finish: "Select",
    Overlap: "Select",
    Rotate: "no",
    MaterialSheetSize: "",
    SheetWidth: "",
    SheetHeight: "",
    rollSize: "",
    LaminateType: "Select",
    ...fields,
  };
}

interface Case {
  /** What the portal sends. */
  send: Record<string, unknown>;
  /** What the engine must be asked: the material's visible, priced options only; rolls by their ItemNo. */
  engine: PriceItemInput;
}

const rigid = (fields: Record<string, unknown>) => ({
  product_type: "rigid",
  size: "custom",
  sides: "1",
  round_corners: "none",
  holes: "none",
  hole_placement: "top",
  self_cut: "no",
  Rotate: "no",
  MaterialSheetSize: "48,96",
  LaminateType: "none",
  ...fields,
});

/** A 20-item project over every product type. */
const PROJECT: Case[] = [
  {
    send: {
      ItemNo: "ADH-CAL",
      product_type: "adhesive",
      InchWidth: 24,
      InchHeight: 36,
      Quantity: 10,
      LaminateType: "gloss",
      cut_finish: "square",
    },
    engine: {
      ItemNo: "ADH-CAL",
      product_type: "adhesive",
      InchWidth: 24,
      InchHeight: 36,
      Quantity: 10,
      LaminateType: "gloss",
      options: { cut_finish: "square" },
    },
  },
  {
    send: {
      ItemNo: "ADH-CAST",
      product_type: "adhesive",
      InchWidth: "48",
      InchHeight: "96",
      Quantity: "3",
      LaminateType: "matte",
      cut_finish: "embedded",
    },
    engine: {
      ItemNo: "ADH-CAST",
      product_type: "adhesive",
      InchWidth: 48,
      InchHeight: 96,
      Quantity: 3,
      LaminateType: "matte",
      options: { cut_finish: "embedded" },
    },
  },
  {
    send: {
      ItemNo: "ADH-WRAP",
      product_type: "adhesive",
      InchWidth: 60,
      InchHeight: 200,
      Quantity: 2,
      LaminateType: "gloss",
      cut_finish: "square",
    },
    engine: {
      ItemNo: "ADH-WRAP",
      product_type: "adhesive",
      InchWidth: 60,
      InchHeight: 200,
      Quantity: 2,
      LaminateType: "gloss",
      options: { cut_finish: "square" },
    },
  },
  {
    send: {
      ItemNo: "ADH-FLOOR",
      product_type: "adhesive",
      InchWidth: 36,
      InchHeight: 36,
      Quantity: 4,
      LaminateType: "antislip",
      cut_finish: "square",
    },
    engine: {
      ItemNo: "ADH-FLOOR",
      product_type: "adhesive",
      InchWidth: 36,
      InchHeight: 36,
      Quantity: 4,
      LaminateType: "antislip",
      options: { cut_finish: "square" },
    },
  },
  {
    send: {
      ItemNo: "ADH-WALL",
      product_type: "adhesive",
      InchWidth: 48,
      InchHeight: 120,
      Quantity: 1,
      LaminateType: "dryerase",
      cut_finish: "embedded",
    },
    engine: {
      ItemNo: "ADH-WALL",
      product_type: "adhesive",
      InchWidth: 48,
      InchHeight: 120,
      Quantity: 1,
      LaminateType: "dryerase",
      options: { cut_finish: "embedded" },
    },
  },
  {
    send: {
      ItemNo: "ADH-ROUGH",
      product_type: "adhesive",
      InchWidth: 48,
      InchHeight: 48,
      Quantity: 0,
      LaminateType: "none",
      cut_finish: "square",
    },
    // Quantity below 1 becomes 1.
    engine: {
      ItemNo: "ADH-ROUGH",
      product_type: "adhesive",
      InchWidth: 48,
      InchHeight: 48,
      Quantity: 1,
      LaminateType: "none",
      options: { cut_finish: "square" },
    },
  },
  {
    send: rigid({
      ItemNo: "ACM-3MM",
      InchWidth: 24,
      InchHeight: 18,
      Quantity: 10,
      size: "18,24",
      sides: "2",
      round_corners: "0.25",
    }),
    engine: {
      ItemNo: "ACM-3MM",
      product_type: "rigid",
      InchWidth: 24,
      InchHeight: 18,
      Quantity: 10,
      LaminateType: "none",
      Rotate: "no",
      MaterialSheetSize: "48,96",
      options: { sides: "2", round_corners: "0.25", holes: "none" },
    },
  },
  {
    send: rigid({
      ItemNo: "ACM-6MM",
      InchWidth: 60,
      InchHeight: 120,
      Quantity: 2,
      holes: "4",
      hole_placement: "corners",
      hole_edge_distance: 1,
      hole_hole_distance: "",
      MaterialSheetSize: "60,120",
      LaminateType: "matte",
    }),
    engine: {
      ItemNo: "ACM-6MM",
      product_type: "rigid",
      InchWidth: 60,
      InchHeight: 120,
      Quantity: 2,
      LaminateType: "matte",
      Rotate: "no",
      MaterialSheetSize: "60,120",
      options: { sides: "1", round_corners: "none", holes: "4" },
    },
  },
  {
    // Grommets show (holes EQ none) and are priced on Corex.
    send: rigid({ ItemNo: "COREX-4MM", InchWidth: 18, InchHeight: 24, Quantity: 50, grommets: "4", Rotate: "yes" }),
    engine: {
      ItemNo: "COREX-4MM",
      product_type: "rigid",
      InchWidth: 18,
      InchHeight: 24,
      Quantity: 50,
      LaminateType: "none",
      Rotate: "yes",
      MaterialSheetSize: "48,96",
      options: { sides: "1", round_corners: "none", holes: "none", grommets: "4" },
    },
  },
  {
    // Grommets are hidden once there are holes, so they are not charged.
    send: rigid({ ItemNo: "COREX-10MM", InchWidth: 24, InchHeight: 36, Quantity: 6, holes: "2", grommets: "4" }),
    engine: {
      ItemNo: "COREX-10MM",
      product_type: "rigid",
      InchWidth: 24,
      InchHeight: 36,
      Quantity: 6,
      LaminateType: "none",
      Rotate: "no",
      MaterialSheetSize: "48,96",
      options: { sides: "1", round_corners: "none", holes: "2" },
    },
  },
  {
    send: rigid({
      ItemNo: "ACM-3MM",
      InchWidth: 12,
      InchHeight: 12,
      Quantity: 100,
      Rotate: "yes",
      MaterialSheetSize: "60,120",
      LaminateType: "gloss",
      round_corners: "0.5",
    }),
    engine: {
      ItemNo: "ACM-3MM",
      product_type: "rigid",
      InchWidth: 12,
      InchHeight: 12,
      Quantity: 100,
      LaminateType: "gloss",
      Rotate: "yes",
      MaterialSheetSize: "60,120",
      options: { sides: "1", round_corners: "0.5", holes: "none" },
    },
  },
  {
    send: {
      ItemNo: "WALL-T2",
      product_type: "Wallcoverings",
      InchWidth: 120,
      InchHeight: 96,
      Quantity: 1,
      Overlap: "0.25",
      LaminateType: "matte",
    },
    engine: {
      ItemNo: "WALL-T2",
      product_type: "Wallcoverings",
      InchWidth: 120,
      InchHeight: 96,
      Quantity: 1,
      Overlap: 0.25,
      LaminateType: "matte",
      options: {},
    },
  },
  {
    send: {
      ItemNo: "WALL-PSF",
      product_type: "Wallcoverings",
      InchWidth: 200,
      InchHeight: 108,
      Quantity: 2,
      Overlap: 0.5,
      LaminateType: "none",
    },
    engine: {
      ItemNo: "WALL-PSF",
      product_type: "Wallcoverings",
      InchWidth: 200,
      InchHeight: 108,
      Quantity: 2,
      Overlap: 0.5,
      LaminateType: "none",
      options: {},
    },
  },
  {
    send: {
      ItemNo: "WIN-CLEAR",
      product_type: "Window Decoration",
      InchWidth: 40,
      InchHeight: 30,
      Quantity: 3,
      LaminateType: "gloss",
    },
    engine: {
      ItemNo: "WIN-CLEAR",
      product_type: "Window Decoration",
      InchWidth: 40,
      InchHeight: 30,
      Quantity: 3,
      LaminateType: "gloss",
      options: {},
    },
  },
  {
    send: { ItemNo: "WIN-PERF", product_type: "Window Decoration", InchWidth: 53, InchHeight: 60, Quantity: 2 },
    engine: {
      ItemNo: "WIN-PERF",
      product_type: "Window Decoration",
      InchWidth: 53,
      InchHeight: 60,
      Quantity: 2,
      options: {},
    },
  },
  {
    send: {
      ItemNo: "WIN-FROST",
      product_type: "Window Decoration",
      InchWidth: 36,
      InchHeight: 12,
      Quantity: 8,
      LaminateType: "none",
    },
    engine: {
      ItemNo: "WIN-FROST",
      product_type: "Window Decoration",
      InchWidth: 36,
      InchHeight: 12,
      Quantity: 8,
      LaminateType: "none",
      options: {},
    },
  },
  {
    send: {
      ItemNo: "MAG-30",
      product_type: "Magnetic",
      InchWidth: 24,
      InchHeight: 12,
      Quantity: 4,
      size: "12,24",
      round_corners: "0.5",
      LaminateType: "gloss",
    },
    engine: {
      ItemNo: "MAG-30",
      product_type: "Magnetic",
      InchWidth: 24,
      InchHeight: 12,
      Quantity: 4,
      LaminateType: "gloss",
      options: { round_corners: "0.5" },
    },
  },
  {
    send: { ItemNo: "ROLL-T2", product_type: "Rolled", InchWidth: "", InchHeight: "", Quantity: 2, rollSize: "52x120" },
    engine: { ItemNo: "ROLL-T2-52X120", product_type: "Rolled", InchWidth: 0, InchHeight: 0, Quantity: 2 },
  },
  {
    send: { ItemNo: "ROLL-VINYL", product_type: "Rolled", Quantity: 1, rollSize: "24x120" },
    engine: { ItemNo: "ROLL-VINYL-24X120", product_type: "Rolled", InchWidth: 0, InchHeight: 0, Quantity: 1 },
  },
  {
    send: { ItemNo: "STK-H-10X30", product_type: "misc", Quantity: 50 },
    engine: { ItemNo: "STK-H-10X30", product_type: "misc", InchWidth: 0, InchHeight: 0, Quantity: 50 },
  },
];

function bearer(s: { JwtToken: string }) {
  return { authorization: `Bearer ${s.JwtToken}` };
}

describe("catalog: tile menu, materials, options and pricing", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let manager: SignedIn;
  let buyer2: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await signIn(t, "buyer");
    manager = await signIn(t, "manager");
    buyer2 = await signIn(t, "buyer2");
  });
  afterAll(() => t.close());

  const project = (userId: number) => PROJECT.map((c, i) => portalImage({ ...c.send, userId }, i));

  it("GetTiles gives visitors the three lists: all eight categories, the tiles and the dropdown", async () => {
    const res = await t.post("/api/TileMenu/GetTiles", { userId: 0, franchise: "Wholesale" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Status).toBe("ok");
    const [categories, tiles, dropdown] = TilesReplySchema.parse(body.Data);
    expect(categories.map((c) => c.category)).toEqual([...TILE_CATEGORIES]);
    for (const category of TILE_CATEGORIES) {
      expect(tiles.filter((m) => m.category === category).length, category).toBeGreaterThan(0);
    }
    expect(tiles.filter((m) => m.category === "Floors")).toEqual([
      expect.objectContaining({
        substrateName: "Floor Graphics Vinyl",
        substrateValue: "ADH-FLOOR",
        productType: "adhesive",
        optionValue: "antislip",
        filters: ["upload", "library"],
        substrateUnAvailable: false,
        imageUrl: "/api/TileMenu/Image/material-floor-vinyl.svg",
      }),
    ]);
    // The unavailable material is flagged in its tile and in the dropdown.
    expect(tiles.find((m) => m.substrateValue === "ADH-REFL")).toMatchObject({
      category: "Signage",
      substrateUnAvailable: true,
    });
    expect(dropdown.find((d) => d.substrateValue === "ADH-REFL")?.substrateUnAvailable).toBe(true);
    expect(tiles.filter((m) => m.substrateUnAvailable).map((m) => m.substrateValue)).toEqual(["ADH-REFL"]);
    // One dropdown entry per material and option value, with the sub-options of all its tiles.
    const wallT2 = dropdown.filter((d) => d.substrateValue === "WALL-T2");
    expect(wallT2).toEqual([expect.objectContaining({ filters: ["upload", "designer", "library"] })]);
    expect(new Set(dropdown.map((d) => `${d.substrateValue}|${d.optionValue}`)).size).toBe(dropdown.length);
  });

  it("serves every tile image as a cached SVG, and a 404 envelope for an unknown key", async () => {
    const res = await t.post("/api/TileMenu/GetTiles", {});
    const [categories, tiles] = TilesReplySchema.parse(res.json().Data);
    const urls = new Set([...categories, ...tiles].map((x) => x.imageUrl));
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      const img = await t.get(url);
      expect(img.statusCode, url).toBe(200);
      expect(img.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(img.headers["cache-control"]).toBe("public, max-age=86400");
      expect(img.body.startsWith("<svg")).toBe(true);
    }
    const floors = await t.get("/api/TileMenu/Image/category-floors.svg");
    expect(floors.body).toContain("<title>Floors</title>");
    const glass = await t.get("/api/TileMenu/Image/category-glass-walls-windows.svg");
    expect(glass.body).toContain("Glass Walls &amp; Windows");
    for (const url of ["/api/TileMenu/Image/nope.svg", "/api/TileMenu/Image/category-floors.png"]) {
      const missing = await t.get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ Status: "error" });
    }
  });

  it("GetCategories lists the categories a material is offered in", async () => {
    const res = await t.post("/api/TileMenu/GetCategories", { userId: 0, ItemNo: "WALL-T2" });
    expect(res.statusCode).toBe(200);
    const categories = CategoriesReplySchema.parse(res.json().Data);
    expect(categories.map((c) => c.category)).toEqual(["Wallpaper", "Architectural Finishes"]);
    const unknown = await t.post("/api/TileMenu/GetCategories", { userId: 0, ItemNo: "NOPE" });
    expect(unknown.json()).toMatchObject({ Status: "nodata", Data: [] });
    const missing = await t.post("/api/TileMenu/GetCategories", { userId: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ Status: "invalid", Message: "ItemNo is required." });
  });

  it("GetAllMaterials answers JSON text for each product type the portal asks for", async () => {
    for (const type of PORTAL_TYPES) {
      const res = await t.post("/api/TileMenu/GetAllMaterials", { userId: 0, product_type: type, ItemNo: "" });
      expect(res.statusCode, type).toBe(200);
      const { Status, Data } = res.json();
      expect(Status).toBe("ok");
      expect(typeof Data).toBe("string");
      const list = CatalogMaterialListSchema.parse(JSON.parse(Data));
      expect(list.length, type).toBeGreaterThan(0);
      expect(list.every((m) => m.product_type === type)).toBe(true);
    }
    const rigid = CatalogMaterialListSchema.parse(
      JSON.parse((await t.post("/api/TileMenu/GetAllMaterials", { userId: 0, product_type: "rigid" })).json().Data),
    );
    expect(rigid.map((m) => [m.ItemNo, m.rigid_type, m.SheetSizes.map((s) => s.MaterialSheetSize)])).toEqual([
      ["ACM-3MM", "acm", ["48,96", "60,120"]],
      ["ACM-6MM", "acm", ["48,96", "60,120"]],
      ["COREX-4MM", "corex", ["48,96"]],
      ["COREX-10MM", "corex", ["48,96"]],
    ]);
    const floor = JSON.parse(
      (
        await t.post("/api/TileMenu/GetAllMaterials", { userId: 0, product_type: "adhesive", ItemNo: "ADH-FLOOR" })
      ).json().Data,
    );
    expect(floor).toEqual([
      expect.objectContaining({
        ItemNo: "ADH-FLOOR",
        ItemDesc: "Floor Graphics Vinyl",
        Available: true,
        Laminates: [{ LaminateType: "antislip", Name: "Anti-Slip Floor Laminate", Available: true }],
      }),
    ]);
    const walls = CatalogMaterialListSchema.parse(
      JSON.parse((await t.post("/api/TileMenu/GetAllMaterials", { product_type: "Wallcoverings" })).json().Data),
    );
    expect(walls.map((w) => w.MaxWidth)).toEqual([52, 52]);
    const rolls = CatalogMaterialListSchema.parse(
      JSON.parse((await t.post("/api/TileMenu/GetAllMaterials", { product_type: "Rolled" })).json().Data),
    );
    expect(rolls.find((r) => r.ItemNo === "ROLL-PSF")?.RollSizes.map((s) => s.rollSize)).toEqual(["24x120", "52x120"]);
    const wrongType = await t.post("/api/TileMenu/GetAllMaterials", { product_type: "rigid", ItemNo: "ADH-CAL" });
    expect(wrongType.json()).toMatchObject({ Status: "nodata", Data: "[]" });
    const badType = await t.post("/api/TileMenu/GetAllMaterials", { product_type: "Paper" });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().Message).toContain("product_type must be one of");
  });

  it("GetProductOptions gives the three tables for each product type, with conditions on its own options", async () => {
    const seen = new Set<string>();
    for (const type of PORTAL_TYPES) {
      const res = await t.post(
        "/api/Portal/GetProductOptions",
        { userId: buyer.Id, product_type: type, ItemNo: "", PageId: 1, franchise: "Wholesale", InchWidth: 10 },
        bearer(buyer),
      );
      expect(res.statusCode, type).toBe(200);
      expect(typeof res.json().Data).toBe("string");
      const options = ProductOptionsSchema.parse(JSON.parse(res.json().Data));
      expect(options.PriceHidden).toBe(false);
      const keys = options.dtOptions.map((o) => o.OptionKey);
      expect(keys.length, type).toBeGreaterThan(0);
      for (const k of keys) seen.add(k);
      const sorts = options.dtOptions.map((o) => o.Sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      for (const choice of options.dtOptionChoices) expect(keys, choice.OptionKey).toContain(choice.OptionKey);
      for (const c of options.dtOptionCondition) {
        expect(keys, `${type} ${c.OptionKey}`).toContain(c.OptionKey);
        expect(keys, `${type} ${c.OptionKey} -> ${c.OtherOptionKey}`).toContain(c.OtherOptionKey);
      }
      for (const option of options.dtOptions.filter((o) => !o.IsTextbox)) {
        expect(
          options.dtOptionChoices.some((c) => c.OptionKey === option.OptionKey),
          option.OptionKey,
        ).toBe(true);
      }
    }
    const get = async (product_type: string, ItemNo: string) =>
      ProductOptionsSchema.parse(
        JSON.parse(
          (await t.post("/api/Portal/GetProductOptions", { product_type, ItemNo }, bearer(buyer))).json().Data,
        ),
      );
    const rigidAll = await get("rigid", "");
    expect(rigidAll.dtOptions.map((o) => o.OptionKey)).not.toContain("grommets");
    expect(rigidAll.dtOptions.map((o) => o.OptionKey)).toContain("Rotate");
    expect(rigidAll.dtOptionCondition).toContainEqual({
      OptionKey: "hole_placement",
      OtherOptionKey: "holes",
      Condition: "NEQ",
      ConditionValue: "none",
    });
    expect(
      rigidAll.dtOptionChoices.find((c) => c.OptionKey === "round_corners" && c.ChoiceValue === "1"),
    ).toMatchObject({ ChoiceAvailable: false, ChoicePrice: 75, ChoicePricePer: "piece" });
    const corex = await get("rigid", "COREX-4MM");
    for (const o of corex.dtOptions) seen.add(o.OptionKey);
    for (const key of PORTAL_OPTION_KEYS) expect(seen, key).toContain(key);
    expect(corex.dtOptions.map((o) => o.OptionKey)).toContain("grommets");
    expect(corex.dtOptionCondition).toContainEqual({
      OptionKey: "grommets",
      OtherOptionKey: "holes",
      Condition: "EQ",
      ConditionValue: "none",
    });
    expect(corex.dtOptionChoices.filter((c) => c.OptionKey === "LaminateType").map((c) => c.ChoiceValue)).toEqual([
      "none",
    ]);
    const adhesive = await get("adhesive", "ADH-CAL");
    expect(adhesive.dtOptions.map((o) => o.OptionKey)).toEqual(["cut_finish", "LaminateType"]);
    expect(adhesive.dtOptionChoices.filter((c) => c.OptionKey === "cut_finish").map((c) => c.ChoiceValue)).toEqual([
      "square",
      "embedded",
    ]);
    expect(adhesive.dtOptionChoices.find((c) => c.ChoiceValue === "luster")).toMatchObject({
      ChoiceAvailable: false,
      ChoicePrice: 175,
      ChoicePricePer: "sqft",
    });
    expect(adhesive.dtOptions.find((o) => o.OptionKey === "cut_finish")?.HelpText).toContain("CutContourCad");
    const magnets = await get("Magnetic", "");
    expect(magnets.dtOptionChoices.filter((c) => c.OptionKey === "size").map((c) => c.ChoiceValue)).toEqual([
      "custom",
      "12,18",
      "12,24",
      "18,24",
    ]);
    expect(magnets.dtOptions.map((o) => o.OptionKey)).not.toContain("cut_finish");
    expect(magnets.dtOptions.map((o) => o.OptionKey)).not.toContain("Rotate");

    const wrong = await t.post(
      "/api/Portal/GetProductOptions",
      { product_type: "rigid", ItemNo: "ADH-CAL" },
      bearer(buyer),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      Status: "invalid",
      Message: "ItemNo ADH-CAL belongs to adhesive, not rigid.",
    });
    const visitor = await t.post("/api/Portal/GetProductOptions", { product_type: "rigid", ItemNo: "" });
    expect(visitor.statusCode).toBe(401);
  });

  it("GetPricing prices a 20-item project exactly as the pricing engine does over the seeded book", async () => {
    const res = await t.post("/api/Store/GetPricing", project(buyer.Id), bearer(buyer));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.Status).toBe("ok");
    const priced = PricingReplySchema.parse(body.Data);
    expect(priced).toHaveLength(20);

    const { book } = buildPriceBook(await loadCatalogRows(t.database.db));
    const expected = priceProject(
      PROJECT.map((c) => c.engine),
      book,
    );
    expect(expected.ok).toBe(true);
    expect(priced.map((p) => p.Total)).toEqual(expected.items.map((r) => (r.ok ? r.Total : Number.NaN)));
    expect(priced.map((p) => p.SquareFeet)).toEqual(expected.items.map((r) => (r.ok ? r.SquareFeet : Number.NaN)));
    expect(priced.reduce((sum, p) => sum + p.Total, 0)).toBe(expected.Total);
    expect(priced.every((p) => !p.PriceHidden)).toBe(true);
  });

  it("GetPricing matches hand-figured prices", async () => {
    const res = await t.post("/api/Store/GetPricing", project(buyer.Id), bearer(buyer));
    const priced = PricingReplySchema.parse(res.json().Data);
    // Calendered vinyl 24 x 36 in x 10: 6 sq ft a piece, 60 sq ft. Tiers 0: 575, 50: 525, 150: 475,
    // 500: 450 c -> min(60 x 575, 60 x 525, 150 x 475, 500 x 450) = 31,500; gloss 150 x 60 = 9,000.
    expect(priced[0]).toEqual({ Total: 40500, TotalText: "$405.00", SquareFeet: 60, PriceHidden: false });
    // 3 mm ACM 24 x 18 in x 10 on 48 x 96: floor(48 / 24) x floor(96 / 18) = 2 x 5 = 10 a sheet, 1 sheet
    // = 9,500; double-sided 200 c x 30 sq ft = 6,000; 1/4 in corners 75 x 10 = 750.
    expect(priced[6]).toEqual({
      Total: 16250,
      TotalText: "$162.50",
      SquareFeet: 30,
      PriceHidden: false,
      Sheets: 1,
      PiecesPerSheet: 10,
    });
    // 4 mm Corex 18 x 24 in x 50, rotated (96 x 48): floor(96 / 18) x floor(48 / 24) = 5 x 2 = 10 a
    // sheet, 5 sheets x 4,200 = 21,000; 4 grommets 160 x 50 = 8,000.
    expect(priced[8]).toMatchObject({ Total: 29000, SquareFeet: 150, Sheets: 5, PiecesPerSheet: 10 });
    // 10 mm Corex 24 x 36 in x 6: 2 x 2 = 4 a sheet, 2 sheets x 7,800 = 15,600; 2 holes 60 x 6 = 360;
    // the grommets are hidden by the holes and cost nothing.
    expect(priced[9]).toMatchObject({ Total: 15960, Sheets: 2 });
    // Type II roll 52 in x 10 ft x 2 = 2 x 9,500; step stakes 50 x 150.
    expect(priced[17]).toMatchObject({ Total: 19000, SquareFeet: 0 });
    expect(priced[19]).toMatchObject({ Total: 7500, TotalText: "$75.00" });
  });

  it("GetPricing refuses a missing or bad field with Status invalid naming the item and field", async () => {
    const good = portalImage(PROJECT[0]!.send, 0);
    const cases: [unknown[], string, string][] = [
      [[good, good, { ...good, InchWidth: "" }], "2.InchWidth", "Item 3: InchWidth must be greater than 0."],
      [[good, { ...good, InchHeight: "abc" }], "1.InchHeight", "Item 2: InchHeight must be a number."],
      [[{ ...good, ItemNo: undefined }], "0.ItemNo", "Item 1: ItemNo is required."],
      [[{ ...good, ItemNo: "Select" }], "0.ItemNo", "Item 1: ItemNo is required: choose a material."],
      [[{ ...good, Quantity: 2.5 }], "0.Quantity", "Item 1: Quantity must be a whole number."],
      [[{ ...good, product_type: "Paper" }], "0.product_type", "Item 1: product_type must be one of"],
      [[good, { ...good, LaminateType: "antislip" }], "1.LaminateType", "Item 2: Laminate antislip is not available"],
      [[{ ...good, ItemNo: "NOPE" }], "0.ItemNo", "Item 1: Unknown material NOPE."],
      [[{ ...good, product_type: "rigid" }], "0.product_type", "Item 1: Material ADH-CAL is a adhesive material."],
      [
        [portalImage({ ...PROJECT[6]!.send, InchWidth: 50, InchHeight: 100 }, 0)],
        "0.InchWidth",
        "Item 1: A 50 x 100 in piece does not fit on the 48 x 96 in sheet.",
      ],
      [[portalImage({ ...PROJECT[6]!.send, MaterialSheetSize: "" }, 0)], "0.MaterialSheetSize", "Choose a sheet size."],
      [[portalImage({ ...PROJECT[17]!.send, rollSize: "" }, 0)], "0.rollSize", "Item 1: rollSize is required"],
      [[portalImage({ ...PROJECT[6]!.send, sides: "3" }, 0)], "0.sides", "Item 1: Unknown choice 3 for sides."],
      [[portalImage({ ...PROJECT[6]!.send, Rotate: "maybe" }, 0)], "0.Rotate", "Item 1: Rotate must be yes or no."],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.post("/api/Store/GetPricing", body, bearer(buyer));
      expect(res.statusCode, message).toBe(400);
      const reply = res.json();
      expect(reply.Status).toBe("invalid");
      expect(reply.Message).toContain(message);
      expect(reply.Data.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const notArray = await t.post("/api/Store/GetPricing", good, bearer(buyer));
    expect(notArray.statusCode).toBe(400);
    expect(notArray.json().Status).toBe("invalid");
  });

  it("GetPricing needs a token and keeps userId to the caller (this brand has no office managers)", async () => {
    const anonymous = await t.post("/api/Store/GetPricing", project(0));
    expect(anonymous.statusCode).toBe(401);
    const otherCompany = await t.post("/api/Store/GetPricing", project(buyer2.Id), bearer(buyer));
    expect(otherCompany.statusCode).toBe(403);
    const buyerForManager = await t.post("/api/Store/GetPricing", project(manager.Id), bearer(buyer));
    expect(buyerForManager.statusCode).toBe(403);
    const managerForBuyer = await t.post("/api/Store/GetPricing", project(buyer.Id), bearer(manager));
    expect(managerForBuyer.statusCode).toBe(403);
    const own = await t.post("/api/Store/GetPricing", project(manager.Id), bearer(manager));
    expect(own.statusCode).toBe(200);
  });

  it("hides prices, but not square feet, from a user whose showPrice is off", async () => {
    await updateUsers(t.database, { showPrice: false }, eq(users.id, buyer2.Id));
    try {
      const res = await t.post("/api/Store/GetPricing", project(buyer2.Id), bearer(buyer2));
      expect(res.statusCode).toBe(200);
      const priced = PricingReplySchema.parse(res.json().Data);
      expect(priced.every((p) => p.PriceHidden && p.Total === 0 && p.TotalText === PRICE_NOT_AVAILABLE)).toBe(true);
      expect(priced[0]!.SquareFeet).toBe(60);
      const options = ProductOptionsSchema.parse(
        JSON.parse(
          (await t.post("/api/Portal/GetProductOptions", { product_type: "rigid" }, bearer(buyer2))).json().Data,
        ),
      );
      expect(options.PriceHidden).toBe(true);
      expect(options.dtOptionChoices.every((c) => c.ChoicePrice === 0)).toBe(true);
    } finally {
      await updateUsers(t.database, { showPrice: true }, eq(users.id, buyer2.Id));
    }
    const shown = PricingReplySchema.parse(
      (await t.post("/api/Store/GetPricing", project(buyer2.Id), bearer(buyer2))).json().Data,
    );
    expect(shown[0]!.Total).toBe(40500);
  });

  it("keeps the catalog cached until staff reload it", async () => {
    const item = [portalImage(PROJECT[6]!.send, 0)];
    const before = PricingReplySchema.parse((await t.post("/api/Store/GetPricing", item, bearer(buyer))).json().Data);
    expect(before[0]!.Total).toBe(16250);
    const sheet = and(
      eq(materialSheetSizes.itemNo, "ACM-3MM"),
      eq(materialSheetSizes.widthIn, 48),
      eq(materialSheetSizes.heightIn, 96),
    );
    await t.database.db.update(materialSheetSizes).set({ centsPerSheet: 9900 }).where(sheet);
    try {
      const cached = PricingReplySchema.parse((await t.post("/api/Store/GetPricing", item, bearer(buyer))).json().Data);
      expect(cached[0]!.Total).toBe(16250);
      const refused = await t.post("/api/Catalog/Reload", {}, bearer(buyer));
      expect(refused.statusCode).toBe(403);
      const staff = await signIn(t, "staff.ops");
      const reload = await t.post("/api/Catalog/Reload", {}, bearer(staff));
      expect(reload.statusCode, reload.body).toBe(200);
      expect(reload.json().Data.Materials).toBeGreaterThan(20);
      const fresh = PricingReplySchema.parse((await t.post("/api/Store/GetPricing", item, bearer(buyer))).json().Data);
      expect(fresh[0]!.Total).toBe(16250 + 400);
    } finally {
      await t.database.db.update(materialSheetSizes).set({ centsPerSheet: 9500 }).where(sheet);
      const staff = await signIn(t, "staff.ops");
      await t.post("/api/Catalog/Reload", {}, bearer(staff));
    }
  });
});

describe("catalog on a brand without portalPricing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BRAND: "NGS" });
  });
  afterAll(() => t.close());

  it("hides every price", async () => {
    const login = await t.post("/api/users/authenticate", {
      username: "buyer",
      password: DEMO_PASSWORD,
      Franchise: "NGS",
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.json().Data;
    const items = PROJECT.map((c, i) => portalImage({ ...c.send, userId: session.Id }, i));
    const res = await t.post("/api/Store/GetPricing", items, bearer(session));
    expect(res.statusCode, res.body).toBe(200);
    const priced = PricingReplySchema.parse(res.json().Data);
    expect(priced).toHaveLength(20);
    expect(priced.every((p) => p.PriceHidden && p.Total === 0 && p.TotalText === PRICE_NOT_AVAILABLE)).toBe(true);
    expect(priced[0]!.SquareFeet).toBe(60);

    // NGS has office managers: a manager may price for a user of the same company.
    const manager = await t.post("/api/users/authenticate", {
      username: "manager",
      password: DEMO_PASSWORD,
      Franchise: "NGS",
    });
    const forColleague = await t.post("/api/Store/GetPricing", items, bearer(manager.json().Data));
    expect(forColleague.statusCode, forColleague.body).toBe(200);
  });
});

describe("seeded catalog", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("builds a price book the pricing package accepts, from consistent tables", async () => {
    const rows = await loadCatalogRows(t.database.db);
    const { book, problems } = buildPriceBook(rows);
    expect(problems).toEqual([]);
    expect(priceBookProblems(book)).toEqual([]);

    const materials = new Map(rows.materials.map((m) => [m.itemNo, m]));
    // Every material of the portal's product types can be priced (rolls through their roll sizes).
    for (const m of rows.materials) {
      if (m.pricingKind === "roll") {
        expect(
          rows.rolls.some((r) => r.mediaItemNo === m.itemNo),
          m.itemNo,
        ).toBe(true);
      } else {
        expect(Object.hasOwn(book.materials, m.itemNo), m.itemNo).toBe(true);
      }
      expect((PRODUCT_TYPES as readonly string[]).includes(m.productType), m.itemNo).toBe(true);
    }
    expect(book.materials["ACM-3MM"]?.pricing).toEqual({
      kind: "sheet",
      sheets: [
        { key: "48x96", widthIn: 48, heightIn: 96, centsPerSheet: 9500 },
        { key: "60x120", widthIn: 60, heightIn: 120, centsPerSheet: 15500 },
      ],
    });
    expect(book.materials["WALL-T2"]?.maxPanelWidthIn).toBe(52);
    expect(book.materials["TS-SVC-1"]?.pricing).toEqual({ kind: "fixed", centsEach: 7500 });
    // Material-specific option rows belong to materials of that product type.
    for (const row of rows.typeOptions.filter((r) => r.itemNo !== null)) {
      expect(materials.get(row.itemNo!)?.productType, row.itemNo!).toBe(row.productType);
    }
    // A tile's pre-selected laminate is one its material allows.
    for (const tile of rows.categoryMaterials.filter((c) => c.optionValue !== "")) {
      expect(book.materials[tile.itemNo]?.allowedLaminates, tile.itemNo).toContain(tile.optionValue);
    }
    // Conditions only point at options shown together with them.
    for (const c of rows.conditions) {
      const typesWith = (key: string) =>
        new Set(rows.typeOptions.filter((r) => r.optionKey === key).map((r) => r.productType));
      for (const type of typesWith(c.optionKey)) expect(typesWith(c.otherOptionKey).has(type), c.optionKey).toBe(true);
    }
    expect(rows.materials.filter((m) => !m.available).map((m) => m.itemNo)).toEqual(["ADH-REFL"]);
    expect(rows.laminates.filter((l) => !l.available).map((l) => l.key)).toEqual(["luster"]);
  });
});
