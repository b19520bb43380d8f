import {
  type AddToCartMiscRequestSchema,
  BUSINESS,
  CART_ITEM_NOT_FOUND,
  CART_MAX_QUANTITY,
  CART_MAX_QUANTITY_MESSAGE,
  type Cart,
  type CartProduct,
  type CartService as CartServiceLine,
  cartLineEditable,
  dollarsFromCents,
  formatCentsUsd,
  IMAGE_MISSING_TEXT,
  PRICE_NOT_AVAILABLE,
  SERVICE_QUANTITY_FIXED,
  type StepStake,
  tileImageUrl,
} from "@portal/contract";
import type { z } from "zod";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, invalid } from "../../platform/http.js";
import type { MaterialEntry } from "../catalog/catalogSnapshot.js";
import type { Db } from "@portal/db";
import { listStepStakes } from "../catalog/catalog.service.js";
import type { UserRow } from "../identity/users.service.js";
import { existingImages } from "../library/files.service.js";
import {
  cartItemCount,
  clearCart,
  deleteCartItems,
  findCartItem,
  insertCartItem,
  listCart,
  lockedMiscLine,
  updateCartItem,
} from "./cart.repo.js";
import { cartLineFullUrl } from "./cartLines.js";
import type { NewCartRow } from "./cart.repo.js";
import { type CartRow, type PricedCart, type PricedLine, priceCart } from "./cartPricing.js";

export { cartLineFullUrl };

import { type ShopCatalog, shopCatalog } from "./shopCatalog.js";

/** Cart lines for the other modules (checkout, orders, portal, services): cart owns cart_items. */
export {
  type CartRow,
  cartRowsById,
  deleteCartItems,
  insertCartItem,
  listCart,
  lockedCart,
  maxSetId,
  type NewCartRow,
  setRows,
  updateCartItem,
} from "./cart.repo.js";

type AddToCartMisc = z.output<typeof AddToCartMiscRequestSchema>;

/**
 * A line coming back into the cart (a saved cart opened, a reorder), in the caller's transaction: an
 * accessory the cart already holds adds to that line's quantity, as Store/AddToCartMisc does (one line
 * per item); any other line is inserted. Past CART_MAX_QUANTITY it throws naming the line (`name`), so
 * the transaction changes nothing.
 */
export async function putCartLine(tx: Db, values: NewCartRow, name: string): Promise<void> {
  const tooMany = () => new ApiError("failed", `${name}: ${CART_MAX_QUANTITY_MESSAGE}`, 422);
  if (values.quantity !== undefined && values.quantity > CART_MAX_QUANTITY) throw tooMany();
  if (values.kind === "product" && values.productType === "misc") {
    const line = await lockedMiscLine(tx, values.userId, values.itemNo, values.filename ?? "");
    if (line) {
      const quantity = line.quantity + (values.quantity ?? 1);
      if (quantity > CART_MAX_QUANTITY) throw tooMany();
      const each = Math.round((values.priceCents ?? 0) / Math.max(1, values.quantity ?? 1));
      await updateCartItem(tx, line.id, { quantity, priceCents: each * quantity });
      return;
    }
  }
  await insertCartItem(tx, values);
}

/**
 * Fields of a product line that are columns of cart_items or that the reply sets itself; `fields`
 * never stores or overrides them.
 */
export const CART_LINE_RESERVED: ReadonlySet<string> = new Set([
  "CartID",
  "ItemSeqNo",
  "SetId",
  "SetName",
  "LineNumber",
  "ItemNo",
  "ItemDesc",
  "product_type",
  "Quantity",
  "Price",
  "PriceCents",
  "PriceText",
  "SquareFeet",
  "Filename",
  "ImageUrl",
  "FullUrl",
  "OrderNotes",
  "ImageMissing",
  "ImageMessage",
  "Editable",
  "Details",
  "PriceError",
  "userId",
  "base64String",
]);

export interface Money {
  Price: number;
  PriceCents: number;
  PriceText: string;
}

export function money(cents: number, hidden: boolean): Money {
  if (hidden) return { Price: 0, PriceCents: 0, PriceText: PRICE_NOT_AVAILABLE };
  return { Price: dollarsFromCents(cents), PriceCents: cents, PriceText: formatCentsUsd(cents) };
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) =>
    typeof v === "string" ? [v] : v && typeof v === "object" && "name" in v ? [String(v.name)] : [],
  );
}

/** GetCart's last reply per cached list of lines (gone with the list when the cart cache drops it). */
const builtCarts = new WeakMap<
  readonly CartRow[],
  { catalog: ShopCatalog; hidden: boolean; missing: string; reply: Cart }
>();

/** The cart calls (docs/product/cart-and-checkout.md). The route checks who may act for which user. */
export class CartService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async itemCount(userId: number): Promise<number> {
    return cartItemCount(this.db, userId);
  }

  /** The brand's step stakes with catalog prices (none when the brand has no accessories). */
  async stepStakes(caller: Caller): Promise<StepStake[]> {
    if (!this.ctx.brand.switches.accessories) return [];
    const [rows, catalog] = await Promise.all([listStepStakes(this.db), shopCatalog(this.ctx)]);
    const hidden = this.pricesHidden(caller);
    return rows.flatMap((row) => {
      const priced = catalog.snapshot.book.materials[row.itemNo];
      if (priced?.pricing.kind !== "fixed") return [];
      return [
        {
          ItemNo: row.itemNo,
          Name: row.name,
          Description: row.description,
          ImageUrl: tileImageUrl(row.imageKey),
          InchWidth: row.widthIn,
          InchHeight: row.heightIn,
          WireGauge: row.wireGauge,
          Available: row.available,
          ...money(priced.pricing.centsEach, hidden),
        },
      ];
    });
  }

  /**
   * docs/product/cart-and-checkout.md: prices show with the brand's portalPricing and the viewer's
   * showPrice (the caller's row, kept fresh by the caller cache: decision 0028).
   */
  pricesHidden(viewer: Caller): boolean {
    return !(this.ctx.brand.switches.portalPricing && viewer.showPrice);
  }

  /** Store/GetCart: undefined for an empty cart (Status nodata). Priced now; the lines through the cart cache. */
  async getCart(caller: Caller, userId: number): Promise<Cart | undefined> {
    const [rows, catalog] = await Promise.all([
      this.ctx.cartCache.lines(userId, () => listCart(this.db, userId)),
      shopCatalog(this.ctx),
    ]);
    const hidden = this.pricesHidden(caller);
    if (rows.length === 0) return undefined;
    const urls = rows.map((r) => cartLineFullUrl(r));
    const present = await existingImages(this.db, urls);
    // The same cached lines (cartCache.ts), catalog, price setting and files give the same reply:
    // it is built once (issue 21; the reply is only read after).
    const missing = urls.filter((u) => !present.has(u)).join("\n");
    const built = builtCarts.get(rows);
    if (built?.catalog === catalog && built.hidden === hidden && built.missing === missing) return built.reply;
    const cart = priceCart(catalog, this.ctx.brand, rows);
    const reply = this.cartReply(rows, cart, catalog, present, hidden);
    builtCarts.set(rows, { catalog, hidden, missing, reply });
    return reply;
  }

  private cartReply(
    rows: readonly CartRow[],
    cart: PricedCart,
    catalog: ShopCatalog,
    present: Set<string>,
    hidden: boolean,
  ): Cart {
    const products = cart.products.map((line, i) => ({
      ...this.productLine(line, i + 1, present, hidden),
      Details: catalog.snapshot.lineDetails(line.row.productType, line.row.itemNo, line.row.fields),
    }));
    const services = cart.services.map((line) => this.serviceLine(line, hidden));
    const showMinimum = !hidden && cart.minimumChargeCents > 0;
    return {
      products,
      services,
      minimumCharge: showMinimum
        ? { ItemNo: "90OC", ItemDesc: BUSINESS.minimumChargeLabel, ...money(cart.minimumChargeCents, false) }
        : null,
      Subtotal: hidden ? 0 : dollarsFromCents(cart.itemsCents),
      SubtotalCents: hidden ? 0 : cart.itemsCents,
      Total: hidden ? 0 : dollarsFromCents(cart.subtotalCents),
      TotalCents: hidden ? 0 : cart.subtotalCents,
      PriceHidden: hidden,
      ItemCount: rows.length,
      HasCorex: cart.hasCorex,
    };
  }

  private productLine(line: PricedLine, seq: number, present: Set<string>, hidden: boolean): CartProduct {
    const row = line.row;
    const options = Object.fromEntries(Object.entries(row.fields).filter(([key]) => !CART_LINE_RESERVED.has(key)));
    const fullUrl = cartLineFullUrl(row);
    const missing = fullUrl !== "" && !present.has(fullUrl);
    const imageUrl = row.imageUrl || (typeof row.fields.ImageUrl === "string" ? row.fields.ImageUrl : "");
    return {
      ...options,
      CartID: row.id,
      ItemSeqNo: seq,
      SetId: row.setId,
      SetName: row.setName,
      LineNumber: row.lineNumber,
      ItemNo: row.itemNo,
      ItemDesc: row.itemDesc,
      product_type: row.productType,
      Quantity: row.quantity,
      ...money(line.priceCents, hidden),
      SquareFeet: line.squareFeet,
      Filename: row.filename,
      ImageUrl: imageUrl,
      FullUrl: fullUrl,
      OrderNotes: row.orderNotes,
      ImageMissing: missing,
      ImageMessage: missing ? IMAGE_MISSING_TEXT : "",
      Editable: cartLineEditable(row.productType, row.itemNo),
      Details: [],
      ...(line.error ? { PriceError: line.error } : {}),
    };
  }

  private serviceLine(line: PricedLine, hidden: boolean): CartServiceLine {
    const row = line.row;
    const finish = row.fields.LaminateType;
    return {
      CartID: row.id,
      ItemNo: row.itemNo,
      ItemDesc: row.itemDesc,
      LaminateType: typeof finish === "string" ? finish : "",
      Filename: row.filename,
      Colors: stringList(row.fields.Colors),
      Quantity: row.quantity,
      ...money(line.priceCents, hidden),
      ImageUrl: row.imageUrl,
      Tag: line.tag ?? "",
      ...(line.error ? { PriceError: line.error } : {}),
    };
  }

  /** A line the caller may change: 403 for another user's line (unless an office manager's colleague). */
  async ownedLine(caller: Caller, cartId: number): Promise<CartRow> {
    const row = await findCartItem(this.db, cartId);
    if (!row) throw new ApiError("error", CART_ITEM_NOT_FOUND, 404);
    await this.ctx.auth.assertCanActFor(caller, row.userId);
    return row;
  }

  /** Store/UpdateQuantity: sets the quantity and reprices the line from the price book. */
  async updateQuantity(caller: Caller, cartId: number, quantity: number, hidden: boolean) {
    const row = await this.ownedLine(caller, cartId);
    if (row.kind === "service") throw new ApiError("invalid", SERVICE_QUANTITY_FIXED, 400);
    const catalog = await shopCatalog(this.ctx);
    const updated = { ...row, quantity };
    const [line] = priceCart(catalog, this.ctx.brand, [updated]).lines;
    if (!line || line.error) {
      throw new ApiError("failed", `${row.itemDesc || row.itemNo}: ${line?.error ?? "cannot be priced."}`, 422);
    }
    await updateCartItem(this.db, row.id, { quantity, priceCents: line.priceCents, squareFeet: line.squareFeet });
    return { CartID: row.id, Quantity: quantity, ...money(line.priceCents, hidden) };
  }

  async deleteItem(caller: Caller, cartId: number): Promise<void> {
    const row = await this.ownedLine(caller, cartId);
    await deleteCartItems(this.db, [row.id]);
  }

  async clear(user: UserRow): Promise<number> {
    return clearCart(this.db, user.id);
  }

  /**
   * Store/AddToCartMisc: a step stake (or another accessory of product type misc) at the catalog's
   * price; name and image from the catalog, never from the client.
   */
  async addMisc(user: UserRow, input: AddToCartMisc): Promise<CartRow> {
    if (!this.ctx.brand.switches.accessories) throw new ApiError("failed", "Accessories are not offered.", 422);
    const catalog = await shopCatalog(this.ctx, { current: true });
    const entry = catalog.snapshot.material(input.ItemNo);
    const priced = catalog.snapshot.book.materials[input.ItemNo];
    if (entry?.productType !== "misc" || priced?.pricing.kind !== "fixed") {
      throw new ApiError("failed", `There is no accessory ${input.ItemNo}.`, 422);
    }
    if (!entry.row.available) throw new ApiError("failed", `${entry.row.name} is temporarily unavailable.`, 422);
    const stake = catalog.stepStakes.get(input.ItemNo);
    const filename = input.Filename ?? "";
    const centsEach = priced.pricing.centsEach;
    // Adding an accessory the cart already holds adds to that line's quantity (issue 17): one line per item.
    return this.db.transaction(async (tx) => {
      const line = await lockedMiscLine(tx, user.id, entry.row.itemNo, filename);
      if (line) {
        const quantity = line.quantity + input.Quantity;
        if (quantity > CART_MAX_QUANTITY) throw invalid([{ field: "Quantity", message: CART_MAX_QUANTITY_MESSAGE }]);
        await updateCartItem(tx, line.id, { quantity, priceCents: centsEach * quantity });
        return { ...line, quantity, priceCents: centsEach * quantity };
      }
      return this.insertMisc(tx, user, input, entry, centsEach, stake);
    });
  }

  private insertMisc(
    tx: Db,
    user: UserRow,
    input: AddToCartMisc,
    entry: MaterialEntry,
    centsEach: number,
    stake: { widthIn: number; heightIn: number } | undefined,
  ): Promise<CartRow> {
    return insertCartItem(tx, {
      userId: user.id,
      kind: "product",
      setId: input.SetId,
      itemNo: entry.row.itemNo,
      itemDesc: entry.row.name,
      productType: "misc",
      quantity: input.Quantity,
      priceCents: centsEach * input.Quantity,
      squareFeet: 0,
      filename: input.Filename ?? "",
      imageUrl: tileImageUrl(entry.row.imageKey),
      fields: {
        MaterialText: entry.row.name,
        Material: entry.row.itemNo,
        ...(stake ? { InchWidth: stake.widthIn, InchHeight: stake.heightIn } : {}),
      },
    });
  }
}
