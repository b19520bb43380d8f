import {
  type CatalogMaterial,
  type CategoryTile,
  type DropdownEntry,
  type OptionChoiceRow,
  type OptionConditionRow,
  type OptionRow,
  PRODUCT_TYPES,
  type ProductOptions,
  type ProductType,
  TILE_FILTERS,
  TILE_NO_DESCRIPTION,
  type TileEntry,
  type TileFilter,
  type TilesReply,
  tileImageUrl,
} from "@portal/contract";
import type { PriceBook } from "@portal/pricing";
import type { CatalogRows } from "./catalog.repo.js";
import { buildPriceBook } from "./priceBook.js";
import { categoryLook, productTypeIcon, type TileImageSpec, tileSvg } from "./tileImages.js";

type MaterialRow = CatalogRows["materials"][number];
type OptionDbRow = CatalogRows["options"][number];

/** A priced option of a material, with the conditions that decide whether it shows. */
interface PricedOptionRule {
  key: string;
  conditions: OptionConditionRow[];
}

export interface MaterialEntry {
  row: MaterialRow;
  productType: ProductType;
  info: CatalogMaterial;
  /** Rolled media: rollSize -> the ItemNo of that roll in the price book. */
  rolls: ReadonlyMap<string, string>;
  /** Options with prices in the book that this material's form has. */
  pricedOptions: PricedOptionRule[];
}

function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}

function group<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

interface DetailOptions {
  dtOptions: ProductOptions["dtOptions"];
  /** Each option's choices by option key and value. */
  choices: ReadonlyMap<string, ProductOptions["dtOptionChoices"][number]>;
}

/**
 * One loaded catalog: the price book and every catalog reply, built once from the tables and
 * shared by all requests until the catalog is reloaded. Read-only after construction (the reply
 * caches fill lazily with values that depend only on the rows).
 */
export class CatalogSnapshot {
  readonly loadedAt = new Date();
  readonly book: PriceBook;
  /** Price book rows that could not be used; empty for a sound catalog. */
  readonly problems: string[];
  readonly tiles: TilesReply;

  private readonly materials = new Map<string, MaterialEntry>();
  private readonly materialsByType = new Map<ProductType, CatalogMaterial[]>();
  private readonly materialsJson = new Map<ProductType, string>();
  private readonly categoriesByItemNo = new Map<string, CategoryTile[]>();
  private readonly optionsByKey: Map<string, OptionDbRow>;
  private readonly optionsJson = new Map<string, string>();
  /** lineDetails' view of a material's options, built once per product type and material. */
  private readonly detailOptions = new Map<string, DetailOptions>();
  private readonly images = new Map<string, TileImageSpec>();
  private readonly svgs = new Map<string, string>();

  /**
   * @param availabilityStamp what staff had marked unavailable for the brand when it was loaded
   *   (catalog.repo unavailableStamp), so a process can tell its snapshot is behind.
   */
  constructor(
    readonly rows: CatalogRows,
    readonly availabilityStamp = "",
  ) {
    const built = buildPriceBook(rows);
    this.book = built.book;
    this.problems = built.problems;
    this.optionsByKey = new Map(rows.options.map((o) => [o.key, o]));

    const typeNames = new Map(rows.productTypes.map((t) => [t.key, t]));
    const laminates = new Map(rows.laminates.map((l) => [l.key, l]));
    const rollSizes = new Map(rows.rollSizes.map((s) => [s.key, s]));
    const sheetsOf = group(rows.sheets, (s) => s.itemNo);
    const laminatesOf = group(rows.materialLaminates, (l) => l.itemNo);
    const rollsOf = group(rows.rolls, (r) => r.mediaItemNo);
    const laminateOrder = new Map(rows.laminates.map((l, i) => [l.key, i]));

    for (const row of rows.materials) {
      if (!isProductType(row.productType)) continue;
      const rolls = (rollsOf.get(row.itemNo) ?? []).filter((r) => rollSizes.has(r.rollSizeKey));
      rolls.sort((a, b) => (rollSizes.get(a.rollSizeKey)?.sort ?? 0) - (rollSizes.get(b.rollSizeKey)?.sort ?? 0));
      const allowed = (laminatesOf.get(row.itemNo) ?? [])
        .map((l) => l.laminateKey)
        .sort((a, b) => (laminateOrder.get(a) ?? 0) - (laminateOrder.get(b) ?? 0));
      const info: CatalogMaterial = {
        ItemNo: row.itemNo,
        ItemDesc: row.name,
        Description: row.description,
        product_type: row.productType,
        rigid_type: row.rigidType,
        Available: row.available,
        ImageUrl: tileImageUrl(row.imageKey),
        MaxWidth: row.maxWidthIn,
        SheetSizes: (sheetsOf.get(row.itemNo) ?? []).map((s) => ({
          MaterialSheetSize: `${s.widthIn},${s.heightIn}`,
          SheetWidth: s.widthIn,
          SheetHeight: s.heightIn,
          Name: `${s.widthIn} x ${s.heightIn} in`,
        })),
        Laminates: allowed.flatMap((key) => {
          const l = laminates.get(key);
          return l ? [{ LaminateType: l.key, Name: l.name, Available: l.available }] : [];
        }),
        RollSizes: rolls.map((r) => {
          const size = rollSizes.get(r.rollSizeKey)!;
          return {
            rollSize: size.key,
            Name: size.name,
            WidthIn: size.widthIn,
            LengthIn: size.lengthIn,
            Available: r.available,
          };
        }),
      };
      const entry: MaterialEntry = {
        row,
        productType: row.productType,
        info,
        rolls: new Map(rolls.map((r) => [r.rollSizeKey, r.itemNo])),
        pricedOptions: this.optionKeys(row.productType, row.itemNo)
          .filter((o) => Object.hasOwn(this.book.optionPrices, o.key))
          .map((o) => ({ key: o.key, conditions: this.conditionsFor(new Set([o.key])) })),
      };
      this.materials.set(row.itemNo, entry);
      const list = this.materialsByType.get(row.productType) ?? [];
      list.push(info);
      this.materialsByType.set(row.productType, list);
    }
    for (const type of PRODUCT_TYPES) {
      this.materialsJson.set(type, JSON.stringify(this.materialsByType.get(type) ?? []));
    }

    this.tiles = this.buildTiles();
    this.buildImages(typeNames);
  }

  // ------------------------------------------------------------ materials and tiles

  material(itemNo: string): MaterialEntry | undefined {
    return this.materials.get(itemNo);
  }

  /** GetAllMaterials' Data: the JSON text of the type's materials (one material when itemNo is set). */
  materialsJsonOf(productType: ProductType, itemNo = ""): string | undefined {
    if (!itemNo) return this.materialsJson.get(productType);
    const entry = this.materials.get(itemNo);
    return entry && entry.productType === productType ? JSON.stringify([entry.info]) : undefined;
  }

  /** The category tiles a material is offered in; undefined for an unknown ItemNo. */
  categoriesOf(itemNo: string): CategoryTile[] | undefined {
    if (!this.materials.has(itemNo)) return undefined;
    return this.categoriesByItemNo.get(itemNo) ?? [];
  }

  private buildTiles(): TilesReply {
    const categories = this.rows.categories.map((c) => ({
      category: c.name,
      description: c.description || TILE_NO_DESCRIPTION,
      imageUrl: tileImageUrl(c.imageKey),
    }));
    const categoryById = new Map(this.rows.categories.map((c, i) => [c.id, { row: c, order: i }]));
    const memberships = this.rows.categoryMaterials
      .filter((m) => categoryById.has(m.categoryId) && this.materials.has(m.itemNo))
      .map((m) => ({ m, category: categoryById.get(m.categoryId)!, material: this.materials.get(m.itemNo)! }))
      .sort((a, b) => a.category.order - b.category.order || a.m.sort - b.m.sort);

    const filtersOf = (m: (typeof memberships)[number]["m"]): TileFilter[] =>
      TILE_FILTERS.filter((f) =>
        f === "upload" ? m.offerUpload : f === "designer" ? m.offerDesigner : m.offerLibrary,
      );

    const entries: TileEntry[] = memberships.map(({ m, category, material }) => ({
      category: category.row.name,
      substrateName: material.row.name,
      substrateValue: material.row.itemNo,
      productType: material.productType,
      optionValue: m.optionValue,
      filters: filtersOf(m),
      substrateUnAvailable: !material.row.available,
      description: material.row.description || TILE_NO_DESCRIPTION,
      imageUrl: material.info.ImageUrl,
    }));

    for (const { category, material } of memberships) {
      const list = this.categoriesByItemNo.get(material.row.itemNo) ?? [];
      if (!list.some((c) => c.category === category.row.name)) list.push(categories[category.order]!);
      this.categoriesByItemNo.set(material.row.itemNo, list);
    }

    // 'Know What You Need?': one entry per material and option value, in material order, with every
    // sub-option any of its tiles offers.
    const dropdown = new Map<string, { entry: DropdownEntry; filters: Set<TileFilter>; order: number }>();
    for (const { m, material } of memberships) {
      const key = `${material.row.itemNo}\u0000${m.optionValue}`;
      const existing = dropdown.get(key);
      if (existing) {
        for (const f of filtersOf(m)) existing.filters.add(f);
        continue;
      }
      dropdown.set(key, {
        entry: {
          substrateName: material.row.name,
          substrateValue: material.row.itemNo,
          productType: material.productType,
          optionValue: m.optionValue,
          filters: [],
          substrateUnAvailable: !material.row.available,
        },
        filters: new Set(filtersOf(m)),
        order: material.row.sort,
      });
    }
    const dropdownEntries = [...dropdown.values()]
      .sort((a, b) => a.order - b.order)
      .map(({ entry, filters }) => ({ ...entry, filters: TILE_FILTERS.filter((f) => filters.has(f)) }));

    return [categories, entries, dropdownEntries];
  }

  // ------------------------------------------------------------ option configuration

  /** The options of a product type's form, narrowed to a material when itemNo is set, in order. */
  private optionKeys(productType: string, itemNo: string): { key: string; sort: number; option: OptionDbRow }[] {
    const seen = new Set<string>();
    const result: { key: string; sort: number; option: OptionDbRow }[] = [];
    for (const row of this.rows.typeOptions) {
      if (row.productType !== productType || (row.itemNo !== null && row.itemNo !== itemNo)) continue;
      const option = this.optionsByKey.get(row.optionKey);
      if (!option || seen.has(row.optionKey)) continue;
      seen.add(row.optionKey);
      result.push({ key: row.optionKey, sort: row.sort, option });
    }
    return result.sort((a, b) => a.sort - b.sort || a.key.localeCompare(b.key));
  }

  private conditionsFor(keys: ReadonlySet<string>): OptionConditionRow[] {
    return this.rows.conditions
      .filter((c) => keys.has(c.optionKey))
      .map((c) => ({
        OptionKey: c.optionKey,
        OtherOptionKey: c.otherOptionKey,
        Condition: c.condition,
        ConditionValue: c.conditionValue,
      }));
  }

  /** Materials whose laminates or roll sizes feed a choice list: the one chosen, or all of the type. */
  private materialsFor(productType: string, itemNo: string): MaterialEntry[] {
    if (itemNo) {
      const entry = this.materials.get(itemNo);
      return entry ? [entry] : [];
    }
    return [...this.materials.values()].filter((m) => m.productType === productType);
  }

  private choicesFor(option: OptionDbRow, productType: string, itemNo: string, hidePrices: boolean) {
    const per = option.pricePerSqFt ? ("sqft" as const) : ("piece" as const);
    const price = (cents: number) => (hidePrices ? 0 : cents);
    const choices: OptionChoiceRow[] = [];
    if (option.isTextbox) return choices;
    if (option.choiceSource === "laminates") {
      const keys = new Set(
        this.materialsFor(productType, itemNo).flatMap((m) => m.info.Laminates.map((l) => l.LaminateType)),
      );
      for (const laminate of this.rows.laminates) {
        if (!keys.has(laminate.key)) continue;
        choices.push({
          OptionKey: option.key,
          ChoiceName: laminate.name,
          ChoiceValue: laminate.key,
          ChoiceAvailable: laminate.available,
          ChoiceSort: laminate.sort,
          ChoiceLongDesc: laminate.description,
          ChoicePrice: price(laminate.centsPerSqFt),
          ChoicePricePer: "sqft",
        });
      }
      return choices;
    }
    if (option.choiceSource === "roll_sizes") {
      const offered = new Map<string, boolean>();
      for (const m of this.materialsFor(productType, itemNo)) {
        for (const size of m.info.RollSizes)
          offered.set(size.rollSize, (offered.get(size.rollSize) ?? false) || size.Available);
      }
      for (const size of this.rows.rollSizes) {
        if (!offered.has(size.key)) continue;
        choices.push({
          OptionKey: option.key,
          ChoiceName: size.name,
          ChoiceValue: size.key,
          ChoiceAvailable: offered.get(size.key)!,
          ChoiceSort: size.sort,
          ChoiceLongDesc: `${size.widthIn} in wide, ${size.lengthIn / 12} ft long.`,
          ChoicePrice: 0,
          ChoicePricePer: "piece",
        });
      }
      return choices;
    }
    for (const c of this.rows.choices) {
      if (c.optionKey !== option.key || (c.productType !== null && c.productType !== productType)) continue;
      choices.push({
        OptionKey: option.key,
        ChoiceName: c.name,
        ChoiceValue: c.value,
        ChoiceAvailable: c.available,
        ChoiceSort: c.sort,
        ChoiceLongDesc: c.longDesc,
        ChoicePrice: price(c.priceCents),
        ChoicePricePer: per,
      });
    }
    return choices;
  }

  /**
   * What identifies a line besides its material and file (issue 17): its size and each option it was
   * ordered with, as the options form names them ('Laminate: Gloss', 'Drilled Holes: 4 Holes'),
   * in the form's order. Options left at nothing, unticked boxes and the size picker are left out.
   */
  lineDetails(productType: string, itemNo: string, fields: Readonly<Record<string, unknown>>): string[] {
    const details: string[] = [];
    const width = Number(fields.InchWidth);
    const height = Number(fields.InchHeight);
    if (width > 0 && height > 0) details.push(`Size: ${width} x ${height} in`);
    if (!isProductType(productType)) return details;
    const options = this.detailOptionsOf(productType, itemNo);
    for (const option of options.dtOptions) {
      if (option.OptionKey === "size") continue;
      const raw = fields[option.OptionKey];
      const value = typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean" ? String(raw) : "";
      if (value.trim() === "" || value === "Select") continue;
      if (option.IsCheckbox) {
        if (value === "true" || value === "yes") details.push(option.OptionName);
        continue;
      }
      const choice = options.choices.get(`${option.OptionKey}\u0000${value}`);
      const name = option.OptionName.replace(/\s*\(in\)$/, "");
      details.push(`${name}: ${choice ? choice.ChoiceName : option.IsTextbox ? `${value} in` : value}`);
    }
    return details;
  }

  private detailOptionsOf(productType: ProductType, itemNo: string): DetailOptions {
    const key = `${productType}\u0000${itemNo}`;
    let found = this.detailOptions.get(key);
    if (!found) {
      const options = this.productOptions(productType, itemNo, true);
      const choices = new Map<string, ProductOptions["dtOptionChoices"][number]>();
      // The first choice of a key and value wins, as a search of the list in order would find it.
      for (const c of options.dtOptionChoices) {
        const k = `${c.OptionKey}\u0000${c.ChoiceValue}`;
        if (!choices.has(k)) choices.set(k, c);
      }
      found = { dtOptions: options.dtOptions, choices };
      this.detailOptions.set(key, found);
    }
    return found;
  }

  /** GetProductOptions' Data as an object (see productOptionsJson). */
  productOptions(productType: ProductType, itemNo: string, hidePrices: boolean): ProductOptions {
    const keys = this.optionKeys(productType, itemNo);
    const dtOptions: OptionRow[] = keys.map(({ option, sort }) => ({
      OptionKey: option.key,
      OptionName: option.name,
      IsCheckbox: option.isCheckbox,
      IsTextbox: option.isTextbox,
      Sort: sort,
      HelpText: option.helpText,
      PricePerSqFt: option.pricePerSqFt,
    }));
    const dtOptionChoices = keys.flatMap(({ option }) =>
      this.choicesFor(option, productType, itemNo, hidePrices).sort(
        (a, b) => a.ChoiceSort - b.ChoiceSort || a.ChoiceValue.localeCompare(b.ChoiceValue),
      ),
    );
    const order = new Map(keys.map((k, i) => [k.key, i]));
    const dtOptionCondition = this.conditionsFor(new Set(order.keys())).sort(
      (a, b) => order.get(a.OptionKey)! - order.get(b.OptionKey)! || a.OtherOptionKey.localeCompare(b.OtherOptionKey),
    );
    return { dtOptions, dtOptionChoices, dtOptionCondition, PriceHidden: hidePrices };
  }

  /** GetProductOptions' Data: JSON text, built once per product type, material and price visibility. */
  productOptionsJson(productType: ProductType, itemNo: string, hidePrices: boolean): string {
    const key = `${productType}\u0000${itemNo}\u0000${hidePrices ? 1 : 0}`;
    let json = this.optionsJson.get(key);
    if (json === undefined) {
      json = JSON.stringify(this.productOptions(productType, itemNo, hidePrices));
      this.optionsJson.set(key, json);
    }
    return json;
  }

  // ------------------------------------------------------------ tile images

  private buildImages(types: Map<string, CatalogRows["productTypes"][number]>): void {
    this.rows.categories.forEach((c, i) => {
      this.images.set(c.imageKey, { title: c.name, subtitle: "Material Selection Guide", ...categoryLook(c.name, i) });
    });
    const byKey = group(this.rows.materials, (m) => m.imageKey);
    for (const [key, rows] of byKey) {
      if (this.images.has(key)) continue;
      const first = rows[0]!;
      const type = types.get(first.productType);
      const shared = rows.length > 1;
      this.images.set(key, {
        title: shared ? (type?.name ?? first.name) : first.name,
        subtitle: type?.name ?? "",
        color: type?.color ?? "#5b6770",
        icon: productTypeIcon(first.productType),
      });
    }
    const misc = types.get("misc")?.color ?? "#5b6770";
    for (const s of this.rows.services) {
      if (!this.images.has(s.imageKey)) {
        this.images.set(s.imageKey, { title: s.name, subtitle: "Service", color: misc, icon: "service" });
      }
    }
    for (const chart of this.rows.pantoneCharts) {
      if (!this.images.has(chart.imageKey)) {
        this.images.set(chart.imageKey, { title: chart.name, subtitle: "Pantone Chart", color: misc, icon: "chart" });
      }
    }
  }

  /** The SVG of an image key, drawn once; undefined for an unknown key. */
  imageSvg(key: string): string | undefined {
    let svg = this.svgs.get(key);
    if (svg !== undefined) return svg;
    const spec = this.images.get(key);
    if (!spec) return undefined;
    svg = tileSvg(spec);
    this.svgs.set(key, svg);
    return svg;
  }

  imageKeys(): string[] {
    return [...this.images.keys()];
  }
}
