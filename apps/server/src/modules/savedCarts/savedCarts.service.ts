import {
  IMAGE_MISSING_TEXT,
  SAVED_CART_EMPTY,
  SAVED_CART_NOT_FOUND,
  SAVED_CART_OWNER_ONLY,
  type SavedCart,
  savedCartNameTaken,
} from "@portal/contract";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden } from "../../platform/http.js";
import {
  type CartRow,
  cartLineFullUrl,
  deleteCartItems,
  lockedCart,
  money,
  putCartLine,
} from "../cart/cart.service.js";
import { type PricedLine, priceCart, unsavedCartRow } from "../cart/cartPricing.js";
import { shopCatalog } from "../cart/shopCatalog.js";
import { isUniqueViolation, peopleByIds } from "../identity/users.service.js";
import { existingImages } from "../library/files.service.js";
import {
  deleteSavedCart,
  findSavedCart,
  insertSavedCart,
  linesOfSavedCarts,
  type NewSavedLine,
  type SavedCartRow,
  type SavedLineRow,
  savedCartNamed,
  updateSavedCart,
  visibleSavedCarts,
} from "./savedCarts.repo.js";

const notFound = () => new ApiError("error", SAVED_CART_NOT_FOUND, 404);
const failed = (message: string) => new ApiError("failed", message, 422);

function asSavedLine(row: CartRow, position: number): NewSavedLine {
  return {
    position,
    kind: row.kind,
    setId: row.setId,
    setName: row.setName,
    lineNumber: row.lineNumber,
    itemNo: row.itemNo,
    itemDesc: row.itemDesc,
    productType: row.productType,
    quantity: row.quantity,
    priceCents: row.priceCents,
    squareFeet: row.squareFeet,
    filename: row.filename,
    imageUrl: row.imageUrl,
    fullUrl: cartLineFullUrl(row),
    fields: row.fields,
    orderNotes: row.orderNotes,
  };
}

function lineName(seq: number, row: CartRow): string {
  const name = [row.itemDesc || row.itemNo, row.filename].filter((v) => v.trim() !== "").join(", ");
  return `Line ${seq}${name ? ` (${name})` : ""}`;
}

/** A line priced today, with why it cannot be bought as it is ("" when it can). */
interface CheckedLine {
  lineId: number;
  row: CartRow;
  priced: PricedLine;
  flag: string;
}

/**
 * Saved carts (docs/product/saved-carts.md, decision docs/decisions/0031-saved-carts.md): personal to
 * the user who saved them; a shared one is also shown to the office managers of the saver's company,
 * to read. Every call acts for the caller only.
 */
export class SavedCartsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private pricesHidden(caller: Caller): boolean {
    return !(this.ctx.brand.switches.portalPricing && caller.showPrice);
  }

  /** Saved carts are the caller's own: a userId naming anyone else is 403 (no acting for a colleague). */
  assertSelf(caller: Caller, userId: number | undefined): void {
    if (userId !== undefined && userId !== caller.id) throw forbidden();
  }

  /** The saved cart when the caller may see it; `owner`: only its saver may act on it. */
  private async visible(caller: Caller, id: number, owner: boolean): Promise<SavedCartRow> {
    const row = await findSavedCart(this.db, id);
    if (!row) throw notFound();
    if (row.userId === caller.id) return row;
    const managerSees =
      caller.isOfficeManager && row.shared && row.saverCustomerId !== null && row.saverCustomerId === caller.customerId;
    if (!managerSees) throw forbidden();
    if (owner) throw forbidden(SAVED_CART_OWNER_ONLY);
    return row;
  }

  private async check(userId: number, lines: readonly SavedLineRow[]): Promise<CheckedLine[]> {
    const rows = lines.map((l) => unsavedCartRow(userId, l));
    const [catalog, present] = await Promise.all([
      shopCatalog(this.ctx, { current: true }),
      existingImages(
        this.db,
        rows.map((r) => r.fullUrl),
      ),
    ]);
    const priced = priceCart(catalog, this.ctx.brand, rows).lines;
    return rows.map((row, i) => {
      const p = priced[i]!;
      const fileGone = row.fullUrl !== "" && !present.has(row.fullUrl);
      return { lineId: lines[i]!.id, row, priced: p, flag: fileGone ? IMAGE_MISSING_TEXT : (p.error ?? "") };
    });
  }

  async list(caller: Caller): Promise<SavedCart[]> {
    const managerOf = caller.isOfficeManager ? caller.customerId : null;
    const carts = await visibleSavedCarts(this.db, caller.id, managerOf);
    const [lines, people] = await Promise.all([
      linesOfSavedCarts(
        this.db,
        carts.map((c) => c.id),
      ),
      peopleByIds(this.db, [...new Set(carts.map((c) => c.userId))]),
    ]);
    const checked = await this.check(caller.id, lines);
    const hidden = this.pricesHidden(caller);
    return carts.map((cart) => {
      const mine = checked.filter((_, i) => lines[i]!.savedCartId === cart.id);
      const cents = mine.reduce((sum, c) => sum + (c.flag ? 0 : c.priced.priceCents), 0);
      const total = money(cents, hidden);
      return {
        Id: cart.id,
        Name: cart.name,
        SavedBy: people.get(cart.userId)?.name ?? "",
        SavedById: cart.userId,
        SavedAt: cart.createdAt.toISOString(),
        Shared: cart.shared,
        Mine: cart.userId === caller.id,
        Lines: mine.map((c) => ({
          LineId: c.lineId,
          ItemNo: c.row.itemNo,
          ItemDesc: c.row.itemDesc,
          Filename: c.row.filename,
          Quantity: c.row.quantity,
          // A flagged line has no price today: 'Price: N/A'.
          ...money(c.priced.priceCents, hidden || c.flag !== ""),
          Flag: c.flag,
        })),
        EstimatedPrice: total.Price,
        EstimatedPriceCents: total.PriceCents,
        EstimatedPriceText: total.PriceText,
        PriceHidden: hidden,
      };
    });
  }

  /** Save cart as...: the whole cart stored under the name, and the cart emptied, in one transaction. */
  async save(caller: Caller, name: string): Promise<{ Id: number; Name: string; Lines: number }> {
    if (await savedCartNamed(this.db, caller.id, name)) throw failed(savedCartNameTaken(name));
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await lockedCart(tx, caller.id);
        if (rows.length === 0) throw failed(SAVED_CART_EMPTY);
        const saved = await insertSavedCart(
          tx,
          { userId: caller.id, customerId: caller.customerId, name },
          rows.map((r, i) => asSavedLine(r, i + 1)),
        );
        await deleteCartItems(
          tx,
          rows.map((r) => r.id),
        );
        return { Id: saved.id, Name: saved.name, Lines: rows.length };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw failed(savedCartNameTaken(name));
      throw err;
    }
  }

  /**
   * Open: the saved lines into the caller's cart at today's prices, after the cart's lines (merge) or
   * instead of them (replace). Lines that cannot be bought as they are open flagged, never dropped;
   * the saved cart stays saved.
   */
  async open(caller: Caller, id: number, mode: "merge" | "replace"): Promise<{ Added: number; Flagged: string[] }> {
    const cart = await this.visible(caller, id, true);
    const lines = await linesOfSavedCarts(this.db, [cart.id]);
    const checked = await this.check(caller.id, lines);
    await this.db.transaction(async (tx) => {
      const current = await lockedCart(tx, caller.id);
      let setOffset = 0;
      if (mode === "replace") {
        await deleteCartItems(
          tx,
          current.map((r) => r.id),
        );
      } else {
        // Sets (a multi-image project) are numbered per cart: the opened sets follow the cart's own.
        setOffset = current.reduce((max, r) => Math.max(max, r.setId), 0);
      }
      for (const [i, c] of checked.entries()) {
        const { id: _id, createdAt: _c, updatedAt: _u, ...values } = c.row;
        // An accessory the cart holds already grows that line (one line per item, at most 999).
        await putCartLine(
          tx,
          {
            ...values,
            setId: values.setId > 0 ? values.setId + setOffset : 0,
            priceCents: c.priced.priceCents,
            squareFeet: c.priced.squareFeet,
          },
          lineName(i + 1, c.row),
        );
      }
    });
    const flagged = checked.flatMap((c, i) => (c.flag ? [`${lineName(i + 1, c.row)}: ${c.flag}`] : []));
    return { Added: checked.length, Flagged: flagged };
  }

  async rename(caller: Caller, id: number, name: string): Promise<void> {
    const cart = await this.visible(caller, id, true);
    if (await savedCartNamed(this.db, caller.id, name, cart.id)) throw failed(savedCartNameTaken(name));
    try {
      await updateSavedCart(this.db, cart.id, { name });
    } catch (err) {
      if (isUniqueViolation(err)) throw failed(savedCartNameTaken(name));
      throw err;
    }
  }

  async share(caller: Caller, id: number, shared: boolean): Promise<void> {
    const cart = await this.visible(caller, id, true);
    await updateSavedCart(this.db, cart.id, { shared });
  }

  async remove(caller: Caller, id: number): Promise<void> {
    const cart = await this.visible(caller, id, true);
    await deleteSavedCart(this.db, cart.id);
  }
}
