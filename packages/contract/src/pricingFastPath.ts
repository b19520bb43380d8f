import {
  CHOICE_PLACEHOLDER,
  GetPricingRequestSchema,
  type ItemOptionKey,
  MAX_PRICING_ITEMS,
  MAX_QUANTITY,
  type PricingItem,
} from "./catalog.js";
import { PRODUCT_TYPES } from "./tileMenuData.js";
import { INT32_MAX } from "./validators.js";

/**
 * Store/GetPricing's body as GetPricingRequestSchema parses it, for the plain bodies the portal sends
 * (every field absent or of its usual kind and well within its bounds), in a fraction of zod's time:
 * undefined for anything else, which then goes to the schema, the one source of the rules and of
 * every message (docs/decisions/0042-fast-signed-in-calls.md). It never accepts what the schema
 * refuses nor answers differently: pricingFastPath.test.ts compares the two on generated bodies.
 */
export function pricingItemsIfPlain(body: unknown): PricingItem[] | undefined {
  if (!Array.isArray(body) || body.length > MAX_PRICING_ITEMS) return undefined;
  const items: PricingItem[] = new Array(body.length);
  for (let i = 0; i < body.length; i++) {
    const item = plainItem(body[i]);
    if (item === undefined) return undefined;
    items[i] = item;
  }
  return items;
}

const PRODUCT_TYPE_SET: ReadonlySet<string> = new Set(PRODUCT_TYPES);
/** Only priced by their material, so a size of 0 is allowed (GetPricingRequestSchema). */
const FIXED_PRICE_TYPES: ReadonlySet<string> = new Set(["misc", "Rolled"]);
const NO = Symbol("not plain");

function plainItem(raw: unknown): PricingItem | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const item = raw as Record<string, unknown>;
  const userId = item.userId;
  if (userId !== undefined && !(Number.isInteger(userId) && (userId as number) >= 0 && (userId as number) <= INT32_MAX))
    return undefined;
  const itemNo = item.ItemNo;
  if (typeof itemNo !== "string") return undefined;
  const trimmed = itemNo.trim();
  if (trimmed === "" || trimmed === CHOICE_PLACEHOLDER || trimmed.length > 60 || !withoutControls(itemNo))
    return undefined;
  const productType = item.product_type;
  if (typeof productType !== "string" || !PRODUCT_TYPE_SET.has(productType)) return undefined;
  const width = size(item.InchWidth, false);
  const height = size(item.InchHeight, false);
  const overlap = size(item.Overlap, true);
  if (width === NO || height === NO || overlap === NO) return undefined;
  if (!FIXED_PRICE_TYPES.has(productType) && !(width > 0 && height > 0)) return undefined;
  const quantity = item.Quantity === undefined ? 1 : item.Quantity;
  if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_QUANTITY) return undefined;
  const laminate = choice(item.LaminateType);
  const rotate = choice(item.Rotate);
  const sheetSize = choice(item.MaterialSheetSize);
  const rollSize = choice(item.rollSize);
  if (laminate === NO || rotate === NO || sheetSize === NO || rollSize === NO) return undefined;
  if (rotate !== "" && rotate !== CHOICE_PLACEHOLDER && rotate !== "yes" && rotate !== "no") return undefined;
  const options = optionChoices(item);
  if (options === undefined) return undefined;
  const parsed = {
    ItemNo: trimmed,
    product_type: productType as PricingItem["product_type"],
    InchWidth: width,
    InchHeight: height,
    Quantity: quantity as number,
    LaminateType: laminate === CHOICE_PLACEHOLDER ? "" : laminate,
    ...options,
    Rotate: (rotate === CHOICE_PLACEHOLDER ? "" : rotate) as PricingItem["Rotate"],
    MaterialSheetSize: sheetSize,
    Overlap: overlap,
    rollSize: rollSize === CHOICE_PLACEHOLDER ? "" : rollSize,
  };
  return userId === undefined ? parsed : { userId: userId as number, ...parsed };
}

/** The item's option choices, in ITEM_OPTION_KEYS' order. */
function optionChoices(item: Record<string, unknown>): Record<ItemOptionKey, string> | undefined {
  const size = choice(item.size);
  const sides = choice(item.sides);
  const roundCorners = choice(item.round_corners);
  const holes = choice(item.holes);
  const holePlacement = choice(item.hole_placement);
  const holeEdgeDistance = choice(item.hole_edge_distance);
  const holeHoleDistance = choice(item.hole_hole_distance);
  const grommets = choice(item.grommets);
  const selfCut = choice(item.self_cut);
  const cutFinish = choice(item.cut_finish);
  if (
    size === NO ||
    sides === NO ||
    roundCorners === NO ||
    holes === NO ||
    holePlacement === NO ||
    holeEdgeDistance === NO ||
    holeHoleDistance === NO ||
    grommets === NO ||
    selfCut === NO ||
    cutFinish === NO
  )
    return undefined;
  return {
    size,
    sides,
    round_corners: roundCorners,
    holes,
    hole_placement: holePlacement,
    hole_edge_distance: holeEdgeDistance,
    hole_hole_distance: holeHoleDistance,
    grommets,
    self_cut: selfCut,
    cut_finish: cutFinish,
  };
}

/** A size or overlap: absent is 0; a plain number or numeric text from 0 up. */
function size(value: unknown, selectIsBlank: boolean): number | typeof NO {
  if (value === undefined) return 0;
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "" || (selectIsBlank && value === CHOICE_PLACEHOLDER)) return 0;
    return size(Number(text), false);
  }
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > INT32_MAX) return NO;
  return value;
}

/** A choice: absent is ''; text of at most 100 characters without control characters. */
function choice(value: unknown): string | typeof NO {
  if (value === undefined) return "";
  if (typeof value !== "string" || value.length > 100 || !withoutControls(value)) return NO;
  return value;
}

/**
 * Whether text holds none of the characters validators.ts refuses in a single line, not even at its
 * ends (where the schema would trim them away first: such text goes to the schema).
 */
function withoutControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return false;
  }
  return true;
}

/**
 * The request schemas that have a fast path for plain input, and that path: the server's validator
 * tries it first and parses with the schema when it answers undefined.
 */
export const PLAIN_INPUT_PATHS: ReadonlyMap<unknown, (input: unknown) => unknown> = /* @__PURE__ */ new Map([
  [GetPricingRequestSchema, pricingItemsIfPlain],
]);
