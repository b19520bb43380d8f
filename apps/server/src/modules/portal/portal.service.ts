import {
  type AddToCartLine,
  applyRotate,
  CART_ITEM_NOT_FOUND,
  CART_MAX_QUANTITY,
  checkImage,
  coerceCartLine,
  dollarsFromCents,
  type FieldError,
  fieldText,
  PORTAL_PRODUCT_TYPES,
  type PortalItem,
  PRODUCT_TYPES,
  type ProductType,
  type ProjectImage,
  panelsLocked,
  parsePair,
  projectWarnings,
} from "@portal/contract";
import { MAX_PRINT_LENGTH_IN, priceItem } from "@portal/pricing";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden, invalid } from "../../platform/http.js";
import { claimRequestKey, requestKeyTaken } from "../../platform/requestKeys.js";
import {
  CART_LINE_RESERVED,
  cartRowsById,
  deleteCartItems,
  insertCartItem,
  maxSetId,
  type NewCartRow,
  setRows,
} from "../cart/cart.service.js";
import { type CartRow, engineInput, priceCart } from "../cart/cartPricing.js";
import { type ShopCatalog, shopCatalog } from "../cart/shopCatalog.js";
import { imageReport } from "../library/files.service.js";
import { resolveLibraryPath } from "../library/library.paths.js";

/** No printed side may be longer than 100 ft (docs/decisions/0019-maximum-print-sizes.md). */
const MAX_SIDE_IN = MAX_PRINT_LENGTH_IN;
const MAX_FIELDS = 150;
const MAX_TEXT = 2000;

/** Never stored in `fields`: the cart line's own columns and reply fields, and the portal's client-only state. */
const NOT_STORED = new Set([...CART_LINE_RESERVED, "errorList", "warningList", "toolbox"]);

/** A product line as the portal loads it into a project (Portal/GetCartItem; a reorder line changed in the portal). */
export function projectImage(r: CartRow, priceCents: number, hidden: boolean): ProjectImage {
  return {
    ...r.fields,
    CartID: r.id,
    SetId: r.setId,
    SetName: r.setName,
    LineNumber: r.lineNumber,
    ItemNo: r.itemNo,
    ItemDesc: r.itemDesc,
    product_type: r.productType,
    Quantity: r.quantity,
    Name: typeof r.fields.Name === "string" && r.fields.Name ? r.fields.Name : r.filename,
    FullUrl: r.fullUrl,
    ImageUrl: r.imageUrl,
    OrderNotes: r.orderNotes,
    Price: hidden ? 0 : dollarsFromCents(priceCents),
    base64String: "",
  };
}

/** Rolled lines come from the pattern library through the same call. */
const ACCEPTED_TYPES: readonly string[] = [...PORTAL_PRODUCT_TYPES, "Rolled"];

interface PreparedLine {
  row: NewCartRow;
  clientSetId: number;
}

export class PortalService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private pricesHidden(caller: Caller): boolean {
    return !this.ctx.brand.switches.portalPricing || !caller.showPrice;
  }

  /** Portal/GetCartItem: the lines of the cart item's set as project images, priced now. */
  async getCartItem(caller: Caller, bodyUserId: number | undefined, cartId: number): Promise<ProjectImage[]> {
    const user = await this.ctx.auth.assertCanActFor(caller, bodyUserId);
    const [row] = await cartRowsById(this.db, [cartId]);
    if (row?.kind !== "product") throw new ApiError("error", CART_ITEM_NOT_FOUND, 404);
    if (row.userId !== user.id) throw forbidden();
    const rows = await setRows(this.db, row);
    const priced = priceCart(await shopCatalog(this.ctx), this.ctx.brand, rows);
    const hidden = this.pricesHidden(caller);
    return priced.lines.map(({ row, priceCents }) => projectImage(row, priceCents, hidden));
  }

  /**
   * Store/AddToCart: checks every line again (coercions, material, options and choices, sizes, the
   * image's errors), prices it from the price book, stores the warnings in OrderNotes, and writes all
   * lines in one transaction. Lines carrying the CartID of one of the user's lines replace that line's
   * whole set. Returns whether a set was replaced.
   *
   * With an idempotency key (one per click, docs/decisions/0018-add-to-cart-idempotency.md) a repeat
   * answers as the first did and writes nothing: a key already used is found before any check, and a
   * concurrent one waits on the key's claim in the write transaction.
   */
  async addToCart(caller: Caller, body: readonly AddToCartLine[], key?: string): Promise<{ updated: boolean }> {
    const lines = body.map((l) => coerceCartLine(l));
    const userIds = new Set(
      lines.map((l) => (l.userId === undefined || l.userId === 0 ? caller.id : Number(l.userId))),
    );
    if (userIds.size > 1) throw invalid([{ field: "userId", message: "All lines must be for the same user." }]);
    const user = await this.ctx.auth.assertCanActFor(caller, [...userIds][0]);

    const editIds = [...new Set(lines.map((l) => Number(l.CartID)).filter((id) => Number.isInteger(id) && id > 0))];
    const repeated = async () => key !== undefined && (await requestKeyTaken(this.db, user.id, "add_to_cart", key));
    if (await repeated()) return { updated: editIds.length > 0 };
    const editRows = await cartRowsById(this.db, editIds);
    if (editRows.length !== editIds.length) {
      // The first click of this key may have replaced the set just now.
      if (await repeated()) return { updated: true };
      throw new ApiError("error", CART_ITEM_NOT_FOUND, 404);
    }
    if (editRows.some((r) => r.userId !== user.id)) throw forbidden();
    const replaced = new Map<number, CartRow>();
    for (const r of editRows) for (const s of await setRows(this.db, r)) replaced.set(s.id, s);

    const catalog = await shopCatalog(this.ctx, { current: true });
    const errors: FieldError[] = [];
    const prepared: PreparedLine[] = [];
    for (const [index, line] of lines.entries()) {
      const p = await this.prepare(catalog, user.id, line, index, errors);
      if (p) prepared.push(p);
    }
    this.checkRigidSets(prepared, errors);
    if (errors.length > 0) throw invalid(errors);
    this.noteOverprice(prepared);

    const keepSetId = editRows.find((r) => r.setId > 0)?.setId;
    const wrote = await this.db.transaction(async (tx) => {
      if (key !== undefined && (await claimRequestKey(tx, user.id, "add_to_cart", key)) === undefined) return false;
      await deleteCartItems(tx, [...replaced.keys()]);
      let next = (await maxSetId(tx, user.id)) + 1;
      const setIds = new Map<number, number>();
      const lineNumbers = new Map<number, number>();
      for (const p of prepared) {
        let setId = setIds.get(p.clientSetId);
        if (setId === undefined) {
          setId = keepSetId !== undefined && setIds.size === 0 ? keepSetId : next++;
          setIds.set(p.clientSetId, setId);
        }
        const lineNumber = (lineNumbers.get(setId) ?? 0) + 1;
        lineNumbers.set(setId, lineNumber);
        await insertCartItem(tx, { ...p.row, setId, lineNumber });
      }
      return true;
    });
    return { updated: wrote ? replaced.size > 0 : editIds.length > 0 };
  }

  /**
   * Quick order (docs/product/quick-order.md): each item checked and priced exactly as AddToCart
   * would, nothing written; each item's errors keep the field they concern.
   */
  async checkItems(
    caller: Caller,
    items: readonly PortalItem[],
  ): Promise<{ errors: FieldError[]; priceCents: number }[]> {
    const catalog = await shopCatalog(this.ctx, { current: true });
    const out: { errors: FieldError[]; priceCents: number }[] = [];
    const reports = new Map<string, ReturnType<typeof imageReport>>();
    for (const [index, item] of items.entries()) {
      const errors: FieldError[] = [];
      const prepared = await this.prepare(catalog, caller.id, item, index, errors, reports);
      const name = fieldText(item, "Name");
      out.push({
        errors: errors.map((e) => ({
          field: e.field.slice(String(index).length + 1),
          message: e.message.startsWith(`${name}: `) ? e.message.slice(name.length + 2) : e.message,
        })),
        priceCents: prepared?.row.priceCents ?? 0,
      });
    }
    return out;
  }

  private async prepare(
    catalog: ShopCatalog,
    userId: number,
    raw: PortalItem,
    index: number,
    errors: FieldError[],
    reports?: Map<string, ReturnType<typeof imageReport>>,
  ): Promise<PreparedLine | undefined> {
    const name = fieldText(raw, "Name") || fieldText(raw, "Filename") || `Item ${index + 1}`;
    const fail = (field: string, message: string) => {
      errors.push({ field: `${index}.${field}`, message: `${name}: ${message}` });
      return undefined;
    };
    const keys = Object.keys(raw);
    if (keys.length > MAX_FIELDS) return fail("fields", `A line may carry at most ${MAX_FIELDS} fields.`);
    const stored: Record<string, unknown> = {};
    for (const key of keys) {
      const v = raw[key];
      if (NOT_STORED.has(key) || v === undefined) continue;
      if (v !== null && !["string", "number", "boolean"].includes(typeof v))
        return fail(key, `${key} must be text, a number or true/false.`);
      if (typeof v === "string" && v.length > MAX_TEXT) return fail(key, `${key} is too long.`);
      stored[key] = v;
    }

    const productType = fieldText(raw, "product_type");
    if (!ACCEPTED_TYPES.includes(productType) || !(PRODUCT_TYPES as readonly string[]).includes(productType))
      return fail("product_type", `product_type must be one of ${ACCEPTED_TYPES.join(", ")}.`);
    const itemNo = fieldText(raw, "ItemNo");
    const material = catalog.snapshot.material(itemNo);
    if (!itemNo || itemNo === "Select") return fail("ItemNo", "Please choose a material.");
    if (!material) return fail("ItemNo", `There is no material ${itemNo}.`);
    if (material.productType !== productType)
      return fail("ItemNo", `${itemNo} belongs to ${material.productType}, not ${productType}.`);
    if (!material.info.Available) return fail("ItemNo", `${material.info.ItemDesc} is temporarily unavailable.`);
    const patternProblem = await this.ctx.patterns.cartLineProblem({
      productType,
      itemNo,
      patternNumber: fieldText(raw, "PatternNumber"),
      fullUrl: fieldText(raw, "FullUrl"),
      imageUrl: fieldText(raw, "ImageUrl"),
    });
    if (patternProblem) return fail("PatternNumber", patternProblem);

    const quantity = Number(raw.Quantity);
    if (quantity > CART_MAX_QUANTITY) return fail("Quantity", `Quantity must be at most ${CART_MAX_QUANTITY}.`);

    let item: PortalItem = { ...stored, ItemNo: itemNo, product_type: productType, Quantity: quantity };
    const size = parsePair(fieldText(item, "size"));
    if (size) item = { ...item, InchHeight: size[0], InchWidth: size[1] };
    for (const side of ["InchWidth", "InchHeight"] as const) {
      const n = Number(item[side] ?? 0);
      if (item[side] !== undefined && item[side] !== "" && !Number.isFinite(n))
        return fail(side, `${side} must be a number.`);
      if (n < 0) return fail(side, `${side} must not be negative.`);
      if (n > MAX_SIDE_IN) return fail(side, `${side} must be at most ${MAX_SIDE_IN} in.`);
    }
    if (productType === "rigid") {
      const sheets = material.info.SheetSizes;
      const sheetKey = fieldText(item, "MaterialSheetSize") || sheets[0]?.MaterialSheetSize || "";
      if (!sheets.some((s) => s.MaterialSheetSize === sheetKey))
        return fail("MaterialSheetSize", `Sheet size ${sheetKey} is not offered for ${material.info.ItemDesc}.`);
      const rotate = fieldText(item, "Rotate") === "yes" ? "yes" : "no";
      item = applyRotate(
        { ...item, MaterialSheetSize: sheetKey, rigid_type: material.info.rigid_type },
        rotate,
        {},
      ).item;
    }

    // The image must be in the cart owner's own library (normalized as the library does), or one of
    // this server's own generated images; anything else is refused.
    const fullUrl = ownImagePath(fieldText(raw, "FullUrl"), userId);
    // Quick order reads each file's report once for all its rows.
    let pending = reports?.get(fullUrl);
    if (!pending) {
      pending = imageReport(this.db, userId, fullUrl);
      reports?.set(fullUrl, pending);
    }
    const report = await pending;
    const options = catalog.snapshot.productOptions(productType as ProductType, itemNo, false);
    const issues = checkImage({
      item,
      report,
      options,
      productType,
      rigidType: material.info.rigid_type,
      panelWidthIn: material.info.MaxWidth,
    });
    for (const [key, message] of Object.entries(issues.errors)) fail(key, message);
    if (Object.keys(issues.errors).length > 0) return undefined;

    const row: NewCartRow = {
      userId,
      kind: "product",
      setId: 0,
      setName: fieldText(raw, "SetName").slice(0, 200),
      lineNumber: 0,
      itemNo,
      itemDesc: material.info.ItemDesc,
      productType,
      quantity,
      priceCents: 0,
      squareFeet: 0,
      filename: name.slice(0, 300),
      imageUrl: ownImageUrl(fieldText(raw, "ImageUrl")).slice(0, MAX_TEXT),
      fullUrl: fullUrl.slice(0, MAX_TEXT),
      fields: { ...item, Name: name },
      orderNotes: Object.values(issues.warnings)
        .map((m) => `${name}: ${m}`)
        .join("\n"),
    };
    const built = engineInput(catalog, { ...row, id: 0, createdAt: new Date(), updatedAt: new Date() } as CartRow);
    if (!built.ok) return fail("Price", built.message);
    const priced = priceItem(built.input, catalog.snapshot.book);
    if (!priced.ok) return fail(priced.field, priced.message);
    row.priceCents = priced.Total;
    row.squareFeet = priced.SquareFeet;
    return { row, clientSetId: Number(raw.SetId) || 0 };
  }

  /** A project over $4,000 (docs/product/portal.md): the accepted Overprice warning goes with its first line. */
  private noteOverprice(prepared: PreparedLine[]): void {
    const sets = new Map<number, PreparedLine[]>();
    for (const p of prepared) sets.set(p.clientSetId, [...(sets.get(p.clientSetId) ?? []), p]);
    for (const lines of sets.values()) {
      const overprice = projectWarnings(lines.reduce((sum, p) => sum + (p.row.priceCents ?? 0), 0)).Overprice;
      const first = lines[0];
      if (overprice && first) first.row.orderNotes = [first.row.orderNotes, overprice].filter(Boolean).join("\n");
    }
  }

  /** Rigid panels of one project share the locked options (docs/product/portal.md, "Rigid panels"). */
  private checkRigidSets(prepared: PreparedLine[], errors: FieldError[]): void {
    const sets = new Map<number, PortalItem[]>();
    for (const p of prepared) {
      if (p.row.productType !== "rigid") continue;
      const list = sets.get(p.clientSetId) ?? [];
      list.push({ ...p.row.fields, ItemNo: p.row.itemNo });
      sets.set(p.clientSetId, list);
    }
    for (const items of sets.values()) {
      if (!panelsLocked(items))
        errors.push({
          field: "rigid",
          message:
            "The panels of a rigid project must share material, sheet size, size, sides, laminate, rotation, width and height.",
        });
    }
  }
}

/** A FullUrl to store: empty, one of this server's own images (/api/...), or a path inside the owner's library. */
function ownImagePath(raw: string, userId: number): string {
  if (raw === "") return "";
  if (isOwnApiUrl(raw)) return raw;
  return resolveLibraryPath(raw, userId, "FullUrl");
}

/** A display URL to store: only this server's own relative /api/ URLs; anything else is dropped. */
function ownImageUrl(raw: string): string {
  return isOwnApiUrl(raw) ? raw : "";
}

function isOwnApiUrl(raw: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return false;
  }
  return raw.startsWith("/api/") && !decoded.includes("..") && !decoded.includes("\\") && !decoded.startsWith("//");
}
