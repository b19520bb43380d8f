import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type CategoryData,
  FIRST_PATTERN_CATEGORY,
  PATTERN_FILENAME_MESSAGE,
  PATTERN_LIBRARY_OFF,
  type PatternImageData,
  type PatternLibraryData,
  type ScrollTagsData,
  TEXTURE_LIBRARY_OFF,
  type Texture,
} from "@portal/contract";
import { DEMO_PASSWORD } from "@portal/db";
import { cartItems, patternSubstrates, patterns, patternTags } from "@portal/db/schema";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import { freshDatabase, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { PATTERN_THUMBNAILS_JOB } from "./patterns.routes.js";
import { PatternService } from "./patterns.service.js";

const json = <T>(res: { json(): { Data: string } }): T => JSON.parse(res.json().Data) as T;

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
}

describe("PatternLibrary on a brand with library and publicLibrary (Wholesale)", () => {
  let t: TestApp;
  let buyer: SignedIn;
  let buyer2: SignedIn;

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    // Ten more wood patterns, so that the Wood category has more than one page.
    const extra = Array.from({ length: 10 }, (_, i) => ({
      patternNumber: `WD-9${i}`,
      filename: `extra-wood-${i}.png`,
      patternName: `Extra Wood ${i} Plank`,
      designName: `Extra Wood ${i}`,
      scrollTag: "wood",
      generator: "wood",
      params: { base: "#c8a06a", fg: "#7a5230", seed: 90 + i },
      sort: 100 + i,
    }));
    await t.database.db.insert(patterns).values(extra);
    await t.database.db
      .insert(patternSubstrates)
      .values(extra.map((p) => ({ patternNumber: p.patternNumber, mediaItemNo: "ROLL-T2" })));
    await t.database.db
      .insert(patternTags)
      .values(extra.map((p) => ({ patternNumber: p.patternNumber, tagValue: "brown" })));
    buyer = await signIn(t, "buyer");
    buyer2 = await signIn(t, "buyer2");
  });
  afterAll(() => t.close());

  it("gives a visitor the quick-scroll categories, Wood first, with substrates and filter tags", async () => {
    const res = await t.post("/api/PatternLibrary/GetScrollTags", {
      userId: 0,
      store_id: "Wholesale",
      PageId: "PublicLibrary",
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = json<ScrollTagsData>(res);
    expect(data.ScrollTags.map((s) => s.tagName)).toEqual([
      "Wood",
      "Stone",
      "Geometric",
      "Floral",
      "Textile",
      "Abstract",
    ]);
    expect(data.ScrollTags[0]?.tagName).toBe(FIRST_PATTERN_CATEGORY);
    expect(data.ScrollTags.map((s) => s.PatternCount)).toEqual([18, 8, 8, 8, 8, 8]);
    expect(data.SubstrateFilters.map((s) => s.ItemNo)).toEqual(["ROLL-PSF", "ROLL-T2", "ROLL-VINYL"]);
    expect(data.SubstrateFilters.find((s) => s.ItemNo === "ROLL-T2")?.RollSizes.map((r) => r.rollSize)).toEqual([
      "24x120",
      "52x120",
      "52x360",
    ]);
    expect(data.ttTagValues.filter((v) => v.tagType === "style").map((v) => v.tagName)).toEqual([
      "Modern",
      "Classic",
      "Rustic",
      "Playful",
    ]);
    expect(JSON.stringify(data)).not.toMatch(/cents|price/i);
  });

  it("pages a category by count: the first page, then the rest after the count already shown", async () => {
    const first = json<CategoryData>(await t.post("/api/PatternLibrary/GetCategoryData", { fetchTag: "", count: 0 }));
    expect(first).toMatchObject({ scrollTag: "wood", tagName: "Wood", Total: 18, NextCount: 12, HasMore: true });
    expect(first.DesignRows).toHaveLength(12);
    expect(first.DesignRows[0]).toMatchObject({
      designName: "Harbor Oak",
      PatternName: "Harbor Oak Plank",
      Filename: "harbor-oak.png",
      ImageUrl: "/api/PatternLibrary/Thumb/opaque/harbor-oak.webp",
      TransparentImageUrl: "/api/PatternLibrary/Thumb/transparent/harbor-oak.webp",
      showBackground: true,
      base64String: "",
    });
    const second = json<CategoryData>(
      await t.post("/api/PatternLibrary/GetCategoryData", { fetchTag: "wood", count: first.NextCount }),
    );
    expect(second).toMatchObject({ Total: 18, NextCount: 18, HasMore: false });
    expect(second.DesignRows.map((p) => p.PatternNumber)).toEqual(Array.from({ length: 6 }, (_, i) => `WD-9${i + 4}`));
    const none = json<CategoryData>(
      await t.post("/api/PatternLibrary/GetCategoryData", { fetchTag: "wood", count: 40 }),
    );
    expect(none).toMatchObject({ DesignRows: [], NextCount: 40, HasMore: false });

    const bad = await t.post("/api/PatternLibrary/GetCategoryData", { fetchTag: "wood", count: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain("count must not be negative.");
    const unknown = await t.post("/api/PatternLibrary/GetCategoryData", { fetchTag: "plastic" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toBe("There is no category plastic.");
  });

  it("filters by colour and style tags (one of each checked type) and by substrate", async () => {
    const blue = json<CategoryData>(
      await t.post("/api/PatternLibrary/GetCategoryData", { fetchTag: "geometric", filters: ["blue"] }),
    );
    expect(blue.DesignRows.map((p) => p.designName)).toEqual(["Navy Chevron", "Polka Teal"]);
    const blueModern = json<CategoryData>(
      await t.post("/api/PatternLibrary/GetCategoryData", { fetchTag: "geometric", filters: ["blue", "modern"] }),
    );
    expect(blueModern.DesignRows.map((p) => p.designName)).toEqual(["Navy Chevron"]);
    const blueOrGreen = json<CategoryData>(
      await t.post("/api/PatternLibrary/GetCategoryData", { fetchTag: "geometric", filters: ["blue", "green"] }),
    );
    expect(blueOrGreen.DesignRows.map((p) => p.designName)).toEqual(["Navy Chevron", "Sage Chevron", "Polka Teal"]);

    const fabric = json<PatternLibraryData>(
      await t.post("/api/PatternLibrary/GetPatternLibrary", { substrates: ["ROLL-PSF"] }),
    );
    expect(fabric.DesignRows.length).toBeGreaterThan(0);
    expect(fabric.DesignRows.every((p) => p.Substrates.includes("ROLL-PSF"))).toBe(true);
    expect(fabric.DesignRows.map((p) => p.designName)).not.toContain("Verde Alpi");
    const counts = json<ScrollTagsData>(
      await t.post("/api/PatternLibrary/GetScrollTags", { substrates: ["ROLL-PSF"], filters: ["red"] }),
    );
    expect(counts.ScrollTags.find((s) => s.tagValue === "floral")?.PatternCount).toBe(2);

    const unknown = await t.post("/api/PatternLibrary/GetCategoryData", {
      filters: ["purple"],
      substrates: ["ACM-3MM"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toBe("There is no filter purple.\nThere is no substrate ACM-3MM.");
  });

  it("the image call returns the opaque or transparent 480 x 480 thumbnail and the print file's URL", async () => {
    const opaque = json<PatternImageData>(
      await t.post("/api/PatternLibrary/GetPatternImage", {
        userId: 0,
        store_id: "Wholesale",
        filename: "harbor-oak.png",
        isOpaque: true,
      }),
    );
    expect(opaque).toMatchObject({
      Filename: "harbor-oak.png",
      isOpaque: true,
      ImageUrl: "/api/PatternLibrary/Thumb/opaque/harbor-oak.webp",
      FullUrl: "/api/PatternLibrary/Print/opaque/harbor-oak.png",
      ContentType: "image/webp",
    });
    const o = await sharp(Buffer.from(opaque.base64String, "base64")).metadata();
    expect(o).toMatchObject({ format: "webp", width: 480, height: 480, hasAlpha: false });

    const transparent = json<PatternImageData>(
      await t.post("/api/PatternLibrary/GetPatternImage", { filename: "harbor-oak.png", isOpaque: "false" }),
    );
    const tr = await sharp(Buffer.from(transparent.base64String, "base64")).metadata();
    expect(tr).toMatchObject({ format: "webp", width: 480, height: 480, hasAlpha: true });
    expect(transparent.FullUrl).toBe("/api/PatternLibrary/Print/transparent/harbor-oak.png");

    const opaqueOnly = await t.post("/api/PatternLibrary/GetPatternImage", {
      filename: "concrete.png",
      isOpaque: false,
    });
    expect(opaqueOnly.statusCode).toBe(404);
    expect(opaqueOnly.json().Message).toBe("Concrete has no transparent version.");
    const missing = await t.post("/api/PatternLibrary/GetPatternImage", { filename: "no-such-pattern.png" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe("There is no pattern no-such-pattern.png.");
  });

  it("refuses a bad file name or a path in it with a clear 400 and reads nothing outside the library", async () => {
    const outside = path.join(t.config.dataDir, "secret.png");
    fs.writeFileSync(outside, "not a pattern");
    for (const filename of [
      "../secret.png",
      "../../etc/passwd",
      "/etc/passwd",
      "patterns/../../secret.png",
      "..%2Fsecret.png",
      "harbor-oak.png/../../secret.png",
      "HARBOR-OAK.PNG",
      "harbor-oak.png\u0000.txt",
      "",
    ]) {
      const res = await t.post("/api/PatternLibrary/GetPatternImage", { filename, isOpaque: true });
      expect(res.statusCode, filename).toBe(400);
      expect(res.json()).toMatchObject({ Status: "invalid" });
      expect(res.json().Message, filename).toContain(PATTERN_FILENAME_MESSAGE);
    }
    for (const url of [
      "/api/PatternLibrary/Thumb/opaque/..%2F..%2Fsecret.webp",
      "/api/PatternLibrary/Thumb/opaque/%2E%2E%2Fsecret.webp",
      "/api/PatternLibrary/Print/..%2F/harbor-oak.png",
      "/api/PatternLibrary/Thumb/opaque/harbor-oak.png",
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).not.toContain("not a pattern");
    }
    expect(filesUnder(path.join(t.config.dataDir, "files")).every((f) => f.startsWith(`patterns${path.sep}`))).toBe(
      true,
    );
  });

  it("serves thumbnails and print files cacheably, with an ETag that answers 304", async () => {
    const thumb = await t.get("/api/PatternLibrary/Thumb/transparent/navy-chevron.webp");
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(thumb.headers["cache-control"]).toContain("public");
    const etag = String(thumb.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(thumb.rawPayload.length).toBeLessThan(100_000);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 480, height: 480, hasAlpha: true });

    const again = await t.get("/api/PatternLibrary/Thumb/transparent/navy-chevron.webp", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await t.get("/api/PatternLibrary/Thumb/opaque/navy-chevron.webp", { "if-none-match": etag });
    expect(other.statusCode).toBe(200);

    const print = await t.get("/api/PatternLibrary/Print/opaque/navy-chevron.png");
    expect(print.statusCode).toBe(200);
    expect(print.headers["content-type"]).toBe("image/png");
    expect(await sharp(print.rawPayload).metadata()).toMatchObject({ format: "png", width: 1440, height: 1440 });
    const stored = filesUnder(path.join(t.config.dataDir, "files"));
    expect(stored).toContain(path.join("patterns", "v2", "print", "opaque", "navy-chevron.png"));
  });

  it("a visitor cannot name a user; a signed-in buyer may name only itself", async () => {
    const visitor = await t.post("/api/PatternLibrary/GetScrollTags", { userId: buyer.Id });
    expect(visitor.statusCode).toBe(401);
    const own = await t.post("/api/PatternLibrary/GetScrollTags", { userId: buyer.Id }, buyer.auth);
    expect(own.statusCode).toBe(200);
    const other = await t.post("/api/PatternLibrary/GetCategoryData", { userId: buyer2.Id }, buyer.auth);
    expect(other.statusCode).toBe(403);
    const badToken = await t.post("/api/PatternLibrary/GetScrollTags", {}, { authorization: "Bearer nonsense" });
    expect(badToken.statusCode).toBe(401);
  });

  it("a visitor cannot add a pattern roll to a cart; a buyer orders two rolls priced by roll size", async () => {
    const line = (rollSize: string) => ({
      userId: buyer.Id,
      ItemNo: "ROLL-T2",
      product_type: "Rolled",
      rollSize,
      Quantity: 1,
      Name: "Harbor Oak Plank",
      PatternNumber: "WD-101",
      FullUrl: "/api/PatternLibrary/Print/opaque/harbor-oak.png",
      ImageUrl: "/api/PatternLibrary/Thumb/opaque/harbor-oak.webp",
      base64String: "",
    });
    const before = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    const visitor = await t.post("/api/Store/AddToCart", [line("24x120")]);
    expect(visitor.statusCode).toBe(401);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.Id))).toHaveLength(
      before.length,
    );

    const res = await t.post("/api/Store/AddToCart", [line("24x120"), { ...line("52x120"), SetId: 1 }], buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    const rolls = rows.filter((r) => r.productType === "Rolled").map((r) => [r.fields.rollSize, r.priceCents]);
    expect(rolls).toEqual(
      expect.arrayContaining([
        ["24x120", 4900],
        ["52x120", 9500],
      ]),
    );
  });

  it("refuses a pattern on a substrate it is not printed on, or an unknown pattern, and adds nothing", async () => {
    const before = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer2.Id));
    const line = { userId: buyer2.Id, product_type: "Rolled", rollSize: "24x120", Quantity: 1, base64String: "" };
    const wrong = await t.post(
      "/api/Store/AddToCart",
      [
        { ...line, ItemNo: "ROLL-T2", PatternNumber: "ST-103", Name: "Verde Alpi Marble" },
        { ...line, ItemNo: "ROLL-PSF", PatternNumber: "ST-103", Name: "Verde Alpi Marble" },
      ],
      buyer2.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe("Verde Alpi Marble: Verde Alpi cannot be printed on ROLL-PSF.");
    const unknown = await t.post(
      "/api/Store/AddToCart",
      [{ ...line, ItemNo: "ROLL-T2", PatternNumber: "XX-999", Name: "Nothing" }],
      buyer2.auth,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toBe("Nothing: There is no pattern XX-999.");
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer2.Id))).toHaveLength(
      before.length,
    );
  });

  it("refuses a forged pattern line: a pattern image without its pattern or with another's, a pattern on another product; adds nothing", async () => {
    const before = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer2.Id));
    const roll = { userId: buyer2.Id, product_type: "Rolled", rollSize: "24x120", Quantity: 1, base64String: "" };
    const verde = "/api/PatternLibrary/Print/opaque/verde-alpi.png";
    const cases: [line: Record<string, unknown>, message: string][] = [
      // Verde Alpi is not printed on ROLL-PSF: leaving out PatternNumber must not get it through.
      [
        { ...roll, ItemNo: "ROLL-PSF", Name: "Verde", FullUrl: verde },
        "A roll with an image must name its PatternNumber.",
      ],
      [
        { ...roll, ItemNo: "ROLL-PSF", Name: "Verde", ImageUrl: "/api/PatternLibrary/Thumb/opaque/verde-alpi.webp" },
        "A roll with an image must name its PatternNumber.",
      ],
      [
        { ...roll, ItemNo: "ROLL-PSF", Name: "Verde", FullUrl: "/api/Textures/Print/texture-raw-concrete.png" },
        "A roll with an image must name its PatternNumber.",
      ],
      [
        { ...roll, ItemNo: "ROLL-PSF", PatternNumber: "ST-101", Name: "Verde", FullUrl: verde },
        "FullUrl must be the print file of Carrara Vein.",
      ],
      [
        {
          ...roll,
          ItemNo: "ROLL-PSF",
          PatternNumber: "ST-101",
          Name: "Verde",
          FullUrl: "/api/PatternLibrary/Print/opaque/carrara-vein.png",
          ImageUrl: "/api/PatternLibrary/Thumb/opaque/verde-alpi.webp",
        },
        "ImageUrl must be a thumbnail of Carrara Vein.",
      ],
      ...["/api//PatternLibrary/Print/opaque/verde-alpi.png", "/api/%50atternlibrary/Print/opaque/verde-alpi.png"].map(
        (FullUrl): [Record<string, unknown>, string] => [
          {
            userId: buyer2.Id,
            Name: "Verde",
            FullUrl,
            ItemNo: "ADH-CAL",
            product_type: "adhesive",
            InchWidth: 24,
            InchHeight: 36,
            Quantity: 1,
            LaminateType: "none",
            cut_finish: "square",
            base64String: "",
          },
          "A pattern is ordered as a Rolled line.",
        ],
      ),
    ];
    for (const [line, message] of cases) {
      const res = await t.post("/api/Store/AddToCart", [line], buyer2.auth);
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(res.json().Message).toBe(`Verde: ${message}`);
    }
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer2.Id))).toHaveLength(
      before.length,
    );
  });

  it("draws the thumbnails ahead once the server listens, and none before", async () => {
    const walnut = path.join(t.config.dataDir, "files", "patterns", "v2", "thumb", "opaque", "smoked-walnut.webp");
    expect(fs.existsSync(walnut)).toBe(false);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(fs.existsSync(walnut)).toBe(true), { timeout: 30_000, interval: 100 });
    expect((await sharp(walnut).metadata()).width).toBe(480);
  });
});

describe("PatternLibrary and Textures switched off (TradeLine has neither)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BRAND: "TradeLine" });
  });
  afterAll(() => t.close());

  it("answers 404 to every library call and image", async () => {
    const buyer = await signIn(t, "buyer");
    for (const call of ["GetScrollTags", "GetCategoryData", "GetPatternLibrary"]) {
      for (const headers of [undefined, buyer.auth]) {
        const res = await t.post(`/api/PatternLibrary/${call}`, {}, headers);
        expect(res.statusCode, call).toBe(404);
        expect(res.json().Message).toBe(PATTERN_LIBRARY_OFF);
      }
    }
    expect((await t.post("/api/PatternLibrary/GetPatternImage", { filename: "harbor-oak.png" })).statusCode).toBe(404);
    expect((await t.get("/api/PatternLibrary/Thumb/opaque/harbor-oak.webp")).statusCode).toBe(404);
    const roll = await t.post(
      "/api/Store/AddToCart",
      [
        {
          userId: buyer.Id,
          ItemNo: "ROLL-T2",
          product_type: "Rolled",
          rollSize: "24x120",
          Quantity: 1,
          Name: "Harbor Oak Plank",
          PatternNumber: "WD-101",
          base64String: "",
        },
      ],
      buyer.auth,
    );
    expect(roll.statusCode).toBe(400);
    expect(roll.json().Message).toBe(`Harbor Oak Plank: ${PATTERN_LIBRARY_OFF}`);
    const textures = await t.post("/api/Textures/GetTextureLibrary", { userId: buyer.Id }, buyer.auth);
    expect(textures.statusCode).toBe(404);
    expect(textures.json().Message).toBe(TEXTURE_LIBRARY_OFF);
  });
});

describe("Textures/GetTextureLibrary on a brand with textures (Decor)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Decor" });
  });
  afterAll(() => t.close());

  it("lists the textures to a signed-in user, with drawn thumbnails; not to a visitor", async () => {
    expect((await t.post("/api/Textures/GetTextureLibrary", { userId: 0 })).statusCode).toBe(401);
    const login = await t.post("/api/users/authenticate", {
      username: "buyer",
      password: DEMO_PASSWORD,
      Franchise: "Decor",
    });
    expect(login.statusCode, login.body).toBe(200);
    const buyer = login.json().Data as { Id: number; JwtToken: string };
    const res = await t.post(
      "/api/Textures/GetTextureLibrary",
      { userId: buyer.Id },
      { authorization: `Bearer ${buyer.JwtToken}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().Data as Texture[];
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({
      TextureId: "TXR-201",
      Name: "Raw Concrete",
      Category: "Masonry",
      Description: "Raw Concrete surface texture, seamless for wall and floor mock-ups.",
      Filename: "texture-raw-concrete.png",
      ImageUrl: "/api/Textures/Thumb/texture-raw-concrete.webp",
      FullUrl: "/api/Textures/Print/texture-raw-concrete.png",
    });
    const thumb = await t.get(list[0]!.ImageUrl);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: "webp", width: 480, height: 480 });
    expect((await t.get("/api/Textures/Thumb/no-such.webp")).statusCode).toBe(404);
  });
});

describe("thumbnails drawn ahead with API and worker processes apart", () => {
  let worker: TestApp;
  let api: Awaited<ReturnType<typeof buildApp>> | undefined;
  const walnut = (dataDir: string) =>
    path.join(dataDir, "files", "patterns", "v2", "thumb", "opaque", "smoked-walnut.webp");

  beforeAll(async () => {
    // The worker: takes jobs, never listens (`npm run start:worker`).
    worker = await startTestApp({ BRAND: "Wholesale" });
  });
  afterAll(async () => {
    await api?.close();
    await worker.close();
  });

  const thumbnailJobs = async (database: TestApp["database"]) => {
    const result = (await database.db.execute(
      sql`select state from pgboss.job where name = ${PATTERN_THUMBNAILS_JOB} order by created_on`,
    )) as unknown as { rows: { state: string }[] };
    return result.rows.map((r) => r.state);
  };

  it("an API-only process queues the drawing once it listens and draws nothing itself", async () => {
    // An API process (TAKE_JOBS=false) alone on a database no process takes jobs from.
    const database = await freshDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
    const warm = vi.spyOn(PatternService.prototype, "warmThumbnails");
    const apiAlone = await buildApp({ config: { ...worker.config, dataDir, takeJobs: false }, database });
    try {
      await apiAlone.listen({ port: 0, host: "127.0.0.1" });
      await vi.waitFor(async () => expect(await thumbnailJobs(database)).toEqual(["created"]), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await apiAlone.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      warm.mockRestore();
    }
    expect(warm).not.toHaveBeenCalled();
    expect(fs.existsSync(walnut(dataDir))).toBe(false);
  });

  it("the worker draws them once an API process listens", async () => {
    expect(fs.existsSync(walnut(worker.config.dataDir))).toBe(false);
    api = await buildApp({ config: { ...worker.config, takeJobs: false }, database: worker.database });
    await api.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(fs.existsSync(walnut(worker.config.dataDir))).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
    expect((await sharp(walnut(worker.config.dataDir)).metadata()).width).toBe(480);
  });
});
