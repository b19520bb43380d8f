import {
  type CategoryData,
  type GetCategoryDataRequestSchema,
  type GetPatternImageRequestSchema,
  type GetPatternLibraryRequestSchema,
  PATTERN_LIBRARY_OFF,
  PATTERN_PAGE_SIZE,
  PATTERN_PRODUCT_TYPE,
  type Pattern,
  type PatternImageData,
  type PatternLibraryData,
  type ScrollTag,
  type ScrollTagsData,
  type SubstrateFilter,
  type TagValueRow,
  TEXTURE_LIBRARY_OFF,
  type Texture,
} from "@portal/contract";
import type { z } from "zod";
import type { Caller } from "../../platform/auth.js";
import type { PlatformContext } from "../../platform/context.js";
import { ApiError, invalid, unauthenticated } from "../../platform/http.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { type Drawable, type ImageKind, PatternImages, type Variant } from "./patternImages.js";
import { loadPatternLibrary, loadTextures, type PatternRow, type TextureRow } from "./patterns.repo.js";

/** Library rows loaded by another process (or straight into the database) show after this long. */
const LIBRARY_TTL_MS = 5 * 60_000;

type LibraryFilters = Pick<z.output<typeof GetPatternLibraryRequestSchema>, "filters" | "substrates">;

interface Library {
  tagValues: TagValueRow[];
  scroll: TagValueRow[];
  patterns: Pattern[];
  rows: Map<string, PatternRow>;
  byStem: Map<string, PatternRow>;
  tagsOf: Map<string, string[]>;
  substrateItemNos: string[];
}

/** A file name without its extension: a pattern's print file (.png) and thumbnail (.webp) share it. */
const stemOf = (filename: string) => filename.replace(/\.(png|webp)$/, "");
const variantsOf = (row: PatternRow): Variant[] => [
  ...(row.hasOpaque ? (["opaque"] as const) : []),
  ...(row.hasTransparent ? (["transparent"] as const) : []),
];
const drawableOf = (library: "patterns" | "textures", row: PatternRow | TextureRow): Drawable => ({
  library,
  stem: stemOf(row.filename),
  generator: row.generator,
  params: row.params,
});

/** An image URL into the pattern library, however it is spelt (case, percent-encoding, '//' or '/./'). */
function isPatternLibraryUrl(url: string): boolean {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // Not valid percent-encoding: looked at as sent.
  }
  return decoded
    .toLowerCase()
    .replace(/[/.\\]+/g, "/")
    .includes("/api/patternlibrary/");
}

/** The fields of a Store/AddToCart line that the pattern check looks at. */
export interface CartLinePattern {
  productType: string;
  itemNo: string;
  patternNumber: string;
  fullUrl: string;
  imageUrl: string;
}

function thumbUrl(library: "PatternLibrary" | "Textures", variant: Variant | "", stem: string): string {
  return variant ? `/api/${library}/Thumb/${variant}/${stem}.webp` : `/api/${library}/Thumb/${stem}.webp`;
}

function printUrl(library: "PatternLibrary" | "Textures", variant: Variant | "", stem: string): string {
  return variant ? `/api/${library}/Print/${variant}/${stem}.png` : `/api/${library}/Print/${stem}.png`;
}

/**
 * The pattern library (docs/product/patterns.md) and the texture library. The library is catalogue
 * data, the same for every user: with the brand's publicLibrary a visitor may read it; a signed-in
 * caller may only name itself (or, as office manager, its company's users) as userId.
 */
export class PatternService {
  readonly images: PatternImages;
  private library: Promise<Library> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly ctx: PlatformContext,
    private readonly catalog: CatalogService,
  ) {
    this.images = new PatternImages(ctx.storage);
  }

  private get switches() {
    return this.ctx.brand.switches;
  }

  get libraryOffered(): boolean {
    return this.switches.library || this.switches.publicLibrary;
  }

  /** 404 unless the brand offers a pattern library at all. */
  assertLibraryOffered(): void {
    if (!this.libraryOffered) throw new ApiError("error", PATTERN_LIBRARY_OFF, 404);
  }

  assertTexturesOffered(): void {
    if (!this.switches.textures) throw new ApiError("error", TEXTURE_LIBRARY_OFF, 404);
  }

  /**
   * Who reads the library: a signed-in caller (its token checked by the access hook), or a visitor when
   * the brand has publicLibrary. A visitor cannot name a user.
   */
  async reader(caller: Caller | null, userId: number | undefined): Promise<Caller | null> {
    this.assertLibraryOffered();
    if (caller) {
      await this.ctx.auth.assertCanActFor(caller, userId || undefined);
      return caller;
    }
    if (!this.switches.publicLibrary || (userId !== undefined && userId !== 0)) throw unauthenticated();
    return null;
  }

  private load(): Promise<Library> {
    if (!this.library || Date.now() - this.loadedAt > LIBRARY_TTL_MS) {
      this.loadedAt = Date.now();
      const next = this.build();
      next.catch(() => {
        if (this.library === next) this.library = undefined;
      });
      this.library = next;
    }
    return this.library;
  }

  private async build(): Promise<Library> {
    const rows = await loadPatternLibrary(this.ctx.database.db);
    const tagValues: TagValueRow[] = rows.tagValues.map((t) => ({
      tagType: t.tagType,
      tagName: t.tagName,
      tagValue: t.tagValue,
    }));
    const tagsOf = new Map<string, string[]>();
    for (const t of rows.patternTags) tagsOf.set(t.patternNumber, [...(tagsOf.get(t.patternNumber) ?? []), t.tagValue]);
    const substratesOf = new Map<string, string[]>();
    for (const s of rows.substrates)
      substratesOf.set(s.patternNumber, [...(substratesOf.get(s.patternNumber) ?? []), s.mediaItemNo]);
    const scroll = tagValues.filter((t) => t.tagType === "scroll");
    const scrollOrder = new Map(scroll.map((t, i) => [t.tagValue, i]));
    const sorted = [...rows.patterns].sort(
      (a, b) => (scrollOrder.get(a.scrollTag) ?? 99) - (scrollOrder.get(b.scrollTag) ?? 99) || a.sort - b.sort,
    );
    const patterns = sorted.map((p): Pattern => {
      const stem = stemOf(p.filename);
      return {
        Filename: p.filename,
        PatternName: p.patternName,
        PatternNumber: p.patternNumber,
        designName: p.designName,
        designDescription: p.designDescription,
        scrollTag: p.scrollTag,
        tagList: tagsOf.get(p.patternNumber) ?? [],
        isOpaque: p.hasOpaque,
        showBackground: p.hasOpaque && p.hasTransparent,
        Substrates: substratesOf.get(p.patternNumber) ?? [],
        ImageUrl: p.hasOpaque ? thumbUrl("PatternLibrary", "opaque", stem) : "",
        TransparentImageUrl: p.hasTransparent ? thumbUrl("PatternLibrary", "transparent", stem) : "",
        base64String: "",
      };
    });
    return {
      tagValues,
      scroll,
      patterns,
      rows: new Map(rows.patterns.map((p) => [p.patternNumber, p])),
      byStem: new Map(rows.patterns.map((p) => [stemOf(p.filename), p])),
      tagsOf,
      substrateItemNos: [...new Set(rows.substrates.map((s) => s.mediaItemNo))].sort(),
    };
  }

  /** The Rolled media the library prints on, from the catalog (availability and roll sizes). */
  private async substrateFilters(library: Library): Promise<SubstrateFilter[]> {
    const snapshot = await this.catalog.catalog();
    return library.substrateItemNos.flatMap((itemNo) => {
      const info = snapshot.material(itemNo)?.info;
      if (!info) return [];
      return [
        {
          ItemNo: info.ItemNo,
          ItemDesc: info.ItemDesc,
          Available: info.Available,
          RollSizes: info.RollSizes.map((r) => ({ rollSize: r.rollSize, Name: r.Name, Available: r.Available })),
        },
      ];
    });
  }

  /** The patterns matching the filter checkboxes: one checked value of each tag type, and one checked substrate. */
  private filtered(library: Library, f: LibraryFilters): Pattern[] {
    const types = new Map(library.tagValues.map((t) => [t.tagValue, t.tagType]));
    const errors = [
      ...f.filters
        .filter((v) => types.get(v) !== "color" && types.get(v) !== "style")
        .map((v) => ({ field: "filters", message: `There is no filter ${v}.` })),
      ...f.substrates
        .filter((s) => !library.substrateItemNos.includes(s))
        .map((s) => ({ field: "substrates", message: `There is no substrate ${s}.` })),
    ];
    if (errors.length > 0) throw invalid(errors);
    const byType = new Map<string, Set<string>>();
    for (const v of f.filters) byType.set(types.get(v)!, (byType.get(types.get(v)!) ?? new Set()).add(v));
    return library.patterns.filter(
      (p) =>
        [...byType.values()].every((wanted) => p.tagList.some((t) => wanted.has(t))) &&
        (f.substrates.length === 0 || p.Substrates.some((s) => f.substrates.includes(s))),
    );
  }

  private scrollTags(library: Library, matching: Pattern[]): ScrollTag[] {
    return library.scroll.map((t) => ({
      tagValue: t.tagValue,
      tagName: t.tagName,
      PatternCount: matching.filter((p) => p.scrollTag === t.tagValue).length,
    }));
  }

  async getScrollTags(f: LibraryFilters): Promise<ScrollTagsData> {
    const library = await this.load();
    return {
      ScrollTags: this.scrollTags(library, this.filtered(library, f)),
      SubstrateFilters: await this.substrateFilters(library),
      ttTagValues: library.tagValues.filter((t) => t.tagType !== "scroll"),
    };
  }

  async getCategoryData(req: z.output<typeof GetCategoryDataRequestSchema>): Promise<CategoryData> {
    const library = await this.load();
    const tag = req.fetchTag ? library.scroll.find((t) => t.tagValue === req.fetchTag) : library.scroll[0];
    if (!tag) throw invalid([{ field: "fetchTag", message: `There is no category ${req.fetchTag}.` }]);
    const all = this.filtered(library, req).filter((p) => p.scrollTag === tag.tagValue);
    const page = all.slice(req.count, req.count + PATTERN_PAGE_SIZE);
    return {
      scrollTag: tag.tagValue,
      tagName: tag.tagName,
      DesignRows: page,
      Total: all.length,
      NextCount: req.count + page.length,
      HasMore: req.count + page.length < all.length,
    };
  }

  async getPatternLibrary(f: LibraryFilters): Promise<PatternLibraryData> {
    const library = await this.load();
    const matching = this.filtered(library, f);
    return {
      DesignRows: matching,
      ScrollTags: this.scrollTags(library, matching),
      SubstrateFilters: await this.substrateFilters(library),
      ttPatternTags: matching.flatMap((p) =>
        p.tagList.map((tagValue) => ({ PatternNumber: p.PatternNumber, tagValue })),
      ),
      ttTagValues: library.tagValues,
    };
  }

  /**
   * Store/AddToCart's check of every line (decisions 0009 and 0012). A pattern line is Rolled, names a pattern
   * that prints on its substrate and carries no image but that pattern's own; a Rolled line naming no
   * pattern is a plain roll and carries no image at all; no other line names a pattern or carries a
   * pattern image. Returns the problem, or undefined when the line is fine.
   */
  async cartLineProblem(line: CartLinePattern): Promise<string | undefined> {
    const images = [line.fullUrl, line.imageUrl].filter((url) => url !== "");
    if (line.productType !== PATTERN_PRODUCT_TYPE) {
      if (line.patternNumber || images.some(isPatternLibraryUrl))
        return `A pattern is ordered as a ${PATTERN_PRODUCT_TYPE} line.`;
      return undefined;
    }
    if (!line.patternNumber) return images.length > 0 ? "A roll with an image must name its PatternNumber." : undefined;
    if (!this.libraryOffered) return PATTERN_LIBRARY_OFF;
    const library = await this.load();
    const row = library.rows.get(line.patternNumber);
    if (!row) return `There is no pattern ${line.patternNumber}.`;
    const pattern = library.patterns.find((p) => p.PatternNumber === line.patternNumber);
    if (!pattern?.Substrates.includes(line.itemNo)) return `${row.designName} cannot be printed on ${line.itemNo}.`;
    const stem = stemOf(row.filename);
    const variants = variantsOf(row);
    if (line.fullUrl && !variants.some((v) => printUrl("PatternLibrary", v, stem) === line.fullUrl))
      return `FullUrl must be the print file of ${row.designName}.`;
    if (line.imageUrl && !variants.some((v) => thumbUrl("PatternLibrary", v, stem) === line.imageUrl))
      return `ImageUrl must be a thumbnail of ${row.designName}.`;
    return undefined;
  }

  /**
   * Draws the thumbnails that storage does not have yet, one at a time in the screen's order, so
   * that a fresh server's first visitors do not wait for them. Stops between two images when asked.
   */
  async warmThumbnails(stopped: () => boolean): Promise<void> {
    const library = await this.load();
    for (const variant of ["opaque", "transparent"] as const)
      for (const pattern of library.patterns) {
        if (stopped()) return;
        const row = library.rows.get(pattern.PatternNumber);
        if (row && variantsOf(row).includes(variant))
          await this.images.ensure(drawableOf("patterns", row), "thumb", variant);
      }
  }

  /** A pattern by image file name (.png or .webp), with the wanted variant; 404 for an unknown name or a missing variant. */
  async drawable(filename: string, variant: Variant): Promise<Drawable> {
    const row = (await this.load()).byStem.get(stemOf(filename));
    if (!row) throw new ApiError("error", `There is no pattern ${filename}.`, 404);
    if (!variantsOf(row).includes(variant))
      throw new ApiError("error", `${row.designName} has no ${variant} version.`, 404);
    return drawableOf("patterns", row);
  }

  /** The spec's "POST {hash}": the thumbnail of one variant, inline, and where the print file is. */
  async patternImage(req: z.output<typeof GetPatternImageRequestSchema>): Promise<PatternImageData> {
    const variant: Variant = req.isOpaque ? "opaque" : "transparent";
    const item = await this.drawable(req.filename, variant);
    const bytes = await this.images.bytes(item, "thumb", variant);
    return {
      Filename: req.filename,
      isOpaque: req.isOpaque,
      ImageUrl: thumbUrl("PatternLibrary", variant, item.stem),
      FullUrl: printUrl("PatternLibrary", variant, item.stem),
      ContentType: "image/webp",
      base64String: bytes.toString("base64"),
    };
  }

  async textureLibrary(): Promise<Texture[]> {
    return (await loadTextures(this.ctx.database.db)).map((t) => {
      const stem = stemOf(t.filename);
      return {
        TextureId: t.textureId,
        Name: t.name,
        Category: t.category,
        Description: t.description,
        Filename: t.filename,
        ImageUrl: thumbUrl("Textures", "", stem),
        FullUrl: printUrl("Textures", "", stem),
      };
    });
  }

  async textureDrawable(filename: string): Promise<Drawable> {
    const row = (await loadTextures(this.ctx.database.db)).find((t) => stemOf(t.filename) === stemOf(filename));
    if (!row) throw new ApiError("error", `There is no texture ${filename}.`, 404);
    return drawableOf("textures", row);
  }

  image(item: Drawable, kind: ImageKind, variant: Variant) {
    return this.images.open(item, kind, variant);
  }
}
