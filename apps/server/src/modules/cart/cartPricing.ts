import type { Brand } from "@portal/contract";
import {
  BUSINESS,
  ITEM_OPTION_KEYS,
  optionVisible,
  PANTONE_CHART_ITEM_NO,
  PricingItemSchema,
  type ServiceTag,
} from "@portal/contract";
import { applyMinimumCharge, type PriceItemInput, priceItem } from "@portal/pricing";
import type { Parcel } from "../../platform/shipping/index.js";
import type { CartRow } from "./cart.repo.js";
import type { ShopCatalog } from "./shopCatalog.js";

export type { CartRow };

/** The content a cart line carries, wherever it is kept (a saved cart, an order's lines). */
type CartLineContent = Pick<
  CartRow,
  | "kind"
  | "setId"
  | "setName"
  | "lineNumber"
  | "itemNo"
  | "itemDesc"
  | "productType"
  | "quantity"
  | "priceCents"
  | "squareFeet"
  | "filename"
  | "imageUrl"
  | "fullUrl"
  | "fields"
  | "orderNotes"
>;

/** A line kept outside the cart as the cart row it would be, to be priced or copied into the cart. */
export function unsavedCartRow(userId: number, l: CartLineContent): CartRow {
  const now = new Date();
  return {
    id: 0,
    userId,
    kind: l.kind,
    setId: l.setId,
    setName: l.setName,
    lineNumber: l.lineNumber,
    itemNo: l.itemNo,
    itemDesc: l.itemDesc,
    productType: l.productType,
    quantity: l.quantity,
    priceCents: l.priceCents,
    squareFeet: l.squareFeet,
    filename: l.filename,
    imageUrl: l.imageUrl,
    fullUrl: l.fullUrl,
    fields: l.fields,
    orderNotes: l.orderNotes,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Pricing a cart on the server (docs/product/pricing.md): every line again from the price
 * book, never from the price stored on the line or sent by a client.
 * - Products (portal images, step stakes, pattern rolls): the pricing engine over the catalog's price
 *   book, read from the line's fields exactly as Store/GetPricing reads a project image (the same
 *   schema and the same choice of priced options), so the cart equals the GetPricing sums.
 * - Colour matching (TS-SVC-1): the service's price x quantity. Pantone chart (TS-PMSC): the price of
 *   the chart product chosen (fields.ChartProductId) x quantity.
 * - 90OC: with minPricing and portalPricing, 0 < subtotal < $150.00 is brought up to $150.00.
 * Shipping weight per line: printed area x the material's weight per sq ft; rigid lines whole sheets
 * x sheet area x weight; pattern rolls the roll's area; services and other fixed-price pieces (step
 * stakes) 0.5 lb each.
 */

const SERVICE_WEIGHT_LB = 0.5;
const materialUnavailable = (name: string) => `${name} is no longer available.`;
const FIXED_PIECE_WEIGHT_LB = 0.5;
/** Packing allowance around flat pieces, and the size of a tube of rolled film. */
const FLAT_PADDING_IN = 2;
const FLAT_DEPTH_IN = 4;
const TUBE_EXTRA_IN = 4;
const TUBE_SIDE_IN = 6;
const SMALL_BOX: Omit<Parcel, "weightLb"> = { lengthIn: 12, widthIn: 12, heightIn: 4 };

export interface PricedLine {
  row: CartRow;
  kind: "product" | "service";
  /** The price now (whole cents); the stored price when the line cannot be priced. */
  priceCents: number;
  squareFeet: number;
  weightLb: number;
  parcel: Parcel;
  /** Why the line cannot be priced any more (it then blocks checkout). */
  error?: string;
  tag?: ServiceTag;
  /** Business days a service adds to production. */
  extraBusinessDays: number;
}

export interface PricedCart {
  lines: PricedLine[];
  products: PricedLine[];
  services: PricedLine[];
  /** Products and services. */
  itemsCents: number;
  /** The 90OC line; 0 when none. */
  minimumChargeCents: number;
  /** itemsCents + minimumChargeCents. */
  subtotalCents: number;
  weightLb: number;
  parcels: Parcel[];
  /** 'Item 2 (Cast Vinyl): ...' for each line that cannot be priced. */
  errors: string[];
  hasCorex: boolean;
  /** The most business days any service in the cart adds to production. */
  extraBusinessDays: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function num(value: unknown): number {
  const n = typeof value === "string" ? Number(value.trim()) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

function flatParcel(widthIn: number, heightIn: number, weightLb: number): Parcel {
  return {
    weightLb,
    lengthIn: Math.max(widthIn, heightIn) + FLAT_PADDING_IN,
    widthIn: Math.min(widthIn, heightIn) + FLAT_PADDING_IN,
    heightIn: FLAT_DEPTH_IN,
  };
}

function tubeParcel(shortSideIn: number, weightLb: number): Parcel {
  return { weightLb, lengthIn: shortSideIn + TUBE_EXTRA_IN, widthIn: TUBE_SIDE_IN, heightIn: TUBE_SIDE_IN };
}

/** The engine's input for a product line, as Store/GetPricing builds it, or the reason it cannot be made. */
export function engineInput(
  catalog: ShopCatalog,
  row: CartRow,
): { ok: true; input: PriceItemInput } | { ok: false; message: string } {
  const parsed = PricingItemSchema.safeParse({
    ...row.fields,
    ItemNo: row.itemNo,
    product_type: row.productType,
    Quantity: row.quantity,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "The item is not complete." };
  const item = parsed.data;
  const material = catalog.snapshot.material(item.ItemNo);
  let itemNo = item.ItemNo;
  if (material?.row.pricingKind === "roll") {
    const roll = item.rollSize ? material.rolls.get(item.rollSize) : undefined;
    if (!roll)
      return { ok: false, message: `Roll size ${item.rollSize || "(none)"} is not offered for ${material.row.name}.` };
    itemNo = roll;
  }
  const options: Record<string, string> = {};
  if (material) {
    const values = item as unknown as Record<string, string>;
    const keys: ReadonlySet<string> = new Set(ITEM_OPTION_KEYS);
    for (const rule of material.pricedOptions) {
      if (keys.has(rule.key) && optionVisible(rule.key, values, rule.conditions))
        options[rule.key] = values[rule.key] ?? "";
    }
  }
  return {
    ok: true,
    input: {
      ItemNo: itemNo,
      product_type: item.product_type,
      InchWidth: item.InchWidth,
      InchHeight: item.InchHeight,
      Quantity: item.Quantity,
      LaminateType: item.LaminateType,
      options,
      ...(item.Rotate === "yes" || item.Rotate === "no" ? { Rotate: item.Rotate } : {}),
      MaterialSheetSize: item.MaterialSheetSize,
      Overlap: item.Overlap,
      rollSize: item.rollSize,
    },
  };
}

function priceProduct(catalog: ShopCatalog, row: CartRow): PricedLine {
  const base = { row, kind: "product" as const, extraBusinessDays: 0 };
  const unpriced = (message: string): PricedLine => ({
    ...base,
    priceCents: row.priceCents,
    squareFeet: row.squareFeet,
    weightLb: 0,
    parcel: { weightLb: 0, ...SMALL_BOX },
    error: message,
  });
  // A material withdrawn, or marked unavailable by staff, after the line was added: the line is
  // flagged in the cart and checkout refuses it, naming the material.
  const material = catalog.snapshot.material(row.itemNo);
  if (material && !material.row.available) return unpriced(materialUnavailable(material.row.name));
  const built = engineInput(catalog, row);
  if (!built.ok) return unpriced(built.message);
  const result = priceItem(built.input, catalog.snapshot.book);
  if (!result.ok) return unpriced(result.message);

  const entry = catalog.snapshot.material(row.itemNo);
  const perSqFt = entry?.row.weightLbPerSqFt ?? 0;
  const width = num(row.fields.InchWidth);
  const height = num(row.fields.InchHeight);
  let weightLb: number;
  let parcel: Parcel;
  const kind = entry?.row.pricingKind;
  if (kind === "sheet") {
    const [sw, sh] = (result.detail.sheetKey ?? "0x0").split("x").map(Number) as [number, number];
    weightLb = (result.detail.sheets ?? 0) * ((sw * sh) / 144) * perSqFt;
    parcel = flatParcel(width, height, weightLb);
  } else if (kind === "roll") {
    const size = entry?.info.RollSizes.find((r) => r.rollSize === built.input.rollSize);
    const rollSqFt = size ? (size.WidthIn * size.LengthIn) / 144 : 0;
    weightLb = rollSqFt * perSqFt * row.quantity;
    parcel = tubeParcel(size?.WidthIn ?? 0, weightLb);
  } else if (kind === "fixed" || !entry) {
    weightLb = FIXED_PIECE_WEIGHT_LB * row.quantity;
    const stake = catalog.stepStakes.get(row.itemNo);
    parcel = stake ? flatParcel(stake.widthIn, stake.heightIn, weightLb) : { weightLb, ...SMALL_BOX };
  } else {
    weightLb = result.SquareFeet * perSqFt;
    parcel = tubeParcel(Math.min(width, height), weightLb);
  }
  return { ...base, priceCents: result.Total, squareFeet: result.SquareFeet, weightLb: round2(weightLb), parcel };
}

function priceService(catalog: ShopCatalog, row: CartRow): PricedLine {
  const weightLb = SERVICE_WEIGHT_LB * row.quantity;
  const service = catalog.services.get(row.itemNo);
  const base = {
    row,
    kind: "service" as const,
    squareFeet: 0,
    weightLb,
    parcel: { weightLb, ...SMALL_BOX },
    tag: service?.tag,
    extraBusinessDays: service?.extraBusinessDays ?? 0,
  };
  const unpriced = (message: string): PricedLine => ({ ...base, priceCents: row.priceCents, error: message });
  if (!service?.available) return unpriced(`${row.itemDesc || row.itemNo} is no longer offered.`);
  if (row.itemNo === PANTONE_CHART_ITEM_NO) {
    const chart = catalog.charts.get(num(row.fields.ChartProductId));
    if (!chart?.available) return unpriced(`${row.itemDesc || "This Pantone chart"} is no longer offered.`);
    return { ...base, priceCents: chart.cents * row.quantity };
  }
  // Colour matching (TS-SVC-1) and any other service: its own price each.
  return { ...base, priceCents: service.cents * row.quantity };
}

/** 90OC: the brand's minPricing (with portalPricing) brings 0 < subtotal < $150.00 up to $150.00. */
function minimumChargeFor(brand: Brand, itemsCents: number): number {
  return applyMinimumCharge(itemsCents, {
    minPricing: brand.switches.minPricing && brand.switches.portalPricing,
    minimumCents: BUSINESS.minimumChargeCents,
  }).chargeCents;
}

/**
 * A product line priced with one shop catalog, kept by what the line's price depends on (its item,
 * type, quantity, stored price and fields): GetCart prices the same lines on every call (issue 21).
 * A new snapshot (catalog reload, availability change) starts an empty cache.
 */
const productLines = new WeakMap<ShopCatalog, Map<string, Omit<PricedLine, "row">>>();
const PRODUCT_LINES_KEPT = 5000;

function cachedProduct(catalog: ShopCatalog, row: CartRow): PricedLine {
  let lines = productLines.get(catalog);
  if (!lines) {
    lines = new Map();
    productLines.set(catalog, lines);
  }
  const key = JSON.stringify([row.itemNo, row.productType, row.quantity, row.priceCents, row.squareFeet, row.fields]);
  const kept = lines.get(key);
  if (kept) return { ...kept, row };
  const { row: _row, ...priced } = priceProduct(catalog, row);
  if (lines.size >= PRODUCT_LINES_KEPT) lines.clear();
  lines.set(key, priced);
  return { ...priced, row };
}

/** Prices every line of a cart (rows in cart order). */
export function priceCart(catalog: ShopCatalog, brand: Brand, rows: readonly CartRow[]): PricedCart {
  const lines = rows.map((row) => (row.kind === "service" ? priceService(catalog, row) : cachedProduct(catalog, row)));
  const products = lines.filter((l) => l.kind === "product");
  const services = lines.filter((l) => l.kind === "service");
  const itemsCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const minimumChargeCents = minimumChargeFor(brand, itemsCents);
  const errors = lines.flatMap((l, i) =>
    l.error ? [`Item ${i + 1} (${l.row.itemDesc || l.row.itemNo}): ${l.error}`] : [],
  );
  return {
    lines,
    products,
    services,
    itemsCents,
    minimumChargeCents,
    subtotalCents: itemsCents + minimumChargeCents,
    weightLb: round2(lines.reduce((sum, l) => sum + l.weightLb, 0)),
    parcels: lines.map((l) => l.parcel),
    errors,
    hasCorex: products.some((l) => catalog.snapshot.material(l.row.itemNo)?.row.rigidType === "corex"),
    extraBusinessDays: lines.reduce((max, l) => Math.max(max, l.extraBusinessDays), 0),
  };
}
