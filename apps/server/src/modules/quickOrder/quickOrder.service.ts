import {
  type AddToCartLine,
  CART_MAX_QUANTITY,
  QUICK_ORDER_COLUMNS,
  QUICK_ORDER_NO_GOOD_ROWS,
  type QuickOrderCheck,
  type QuickOrderRow,
} from "@portal/contract";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { money } from "../cart/cart.service.js";
import { existingImages } from "../library/files.service.js";
import { PortalService } from "../portal/portal.service.js";
import { readQuickOrderFile, type SheetRow } from "./quickOrderFile.js";

/** The portal's field names as the template's columns name them. */
const COLUMN_OF_FIELD: Record<string, string> = {
  FullUrl: "File",
  Name: "File",
  product_type: "Product type",
  ItemNo: "Material",
  InchWidth: "Width",
  InchHeight: "Height",
  Quantity: "Quantity",
};
const MIN_SIDE_IN = 1;

/** A header matched case- and space-insensitively ("product type", "Product Type"). */
const norm = (s: string) => s.toLowerCase().replace(/[\s_]+/g, "");
const KNOWN = new Map(QUICK_ORDER_COLUMNS.map((c) => [norm(c), c]));

interface CheckedRow extends QuickOrderRow {
  item: AddToCartLine;
}

/**
 * Quick order (docs/product/quick-order.md): a CSV or XLSX file, one row a cart line, each row checked
 * and priced by the portal's own AddToCart rules (PortalService.checkItems); the good rows added on
 * confirm through AddToCart itself.
 */
export class QuickOrderService {
  private readonly portal: PortalService;

  constructor(private readonly ctx: AppContext) {
    this.portal = new PortalService(ctx);
  }

  private pricesHidden(caller: Caller): boolean {
    return !(this.ctx.brand.switches.portalPricing && caller.showPrice);
  }

  async check(caller: Caller, bytes: Buffer): Promise<QuickOrderCheck> {
    const rows = await this.checkRows(caller, bytes);
    const hidden = this.pricesHidden(caller);
    const good = rows.filter((r) => r.Errors.length === 0);
    const total = money(
      good.reduce((sum, r) => sum + r.PriceCents, 0),
      hidden,
    );
    return {
      Rows: rows.map(({ item: _item, ...r }) => ({ ...r, ...money(r.PriceCents, hidden || r.Errors.length > 0) })),
      GoodRows: good.length,
      TotalCents: total.PriceCents,
      TotalText: total.PriceText,
    };
  }

  /** Confirm: the file checked again and its good rows added to the cart in one AddToCart. */
  async add(caller: Caller, bytes: Buffer): Promise<number> {
    const good = (await this.checkRows(caller, bytes)).filter((r) => r.Errors.length === 0);
    if (good.length === 0) throw new ApiError("failed", QUICK_ORDER_NO_GOOD_ROWS, 422);
    await this.portal.addToCart(
      caller,
      good.map((r) => r.item),
    );
    return good.length;
  }

  private async checkRows(caller: Caller, bytes: Buffer): Promise<CheckedRow[]> {
    const sheet = await readQuickOrderFile(bytes);
    const root = `/ImgLibrary/${caller.id}`;
    const built = sheet.map((r) => this.build(r, root));
    const present = await existingImages(
      this.ctx.database.db,
      built.map((b) => b.fullUrl),
    );
    const toCheck = built.filter((b) => b.errors.length === 0 && present.has(b.fullUrl));
    const results = await this.portal.checkItems(
      caller,
      toCheck.map((b) => b.item),
    );
    const resultOf = new Map(toCheck.map((b, i) => [b, results[i]!]));
    return built.map((b) => {
      const errors = [...b.errors];
      if (errors.length === 0 && !present.has(b.fullUrl)) errors.push(`File: ${b.cells.File} is not in your library.`);
      const result = resultOf.get(b);
      for (const e of result?.errors ?? []) errors.push(`${COLUMN_OF_FIELD[e.field] ?? e.field}: ${e.message}`);
      return {
        Row: b.row,
        File: b.cells.File ?? "",
        ProductType: b.cells["Product type"] ?? "",
        Material: b.cells.Material ?? "",
        Width: b.cells.Width ?? "",
        Height: b.cells.Height ?? "",
        Quantity: b.cells.Quantity ?? "",
        Price: 0,
        PriceCents: errors.length === 0 ? (result?.priceCents ?? 0) : 0,
        PriceText: "",
        Errors: errors.map((e) => `Row ${b.row}, ${e}`),
        item: b.item,
      };
    });
  }

  /** A row as an AddToCart line, with the errors the portal's rules cannot name by column. */
  private build(r: SheetRow, root: string) {
    const cells: Record<string, string> = {};
    const options: Record<string, string> = {};
    for (const [header, value] of Object.entries(r.cells)) {
      const known = KNOWN.get(norm(header));
      if (known) cells[known] = value;
      else options[header] = value;
    }
    const errors: string[] = [];
    const required = (column: string) => {
      if (!cells[column]) errors.push(`${column}: must not be empty.`);
    };
    for (const c of QUICK_ORDER_COLUMNS) required(c);
    const side = (column: "Width" | "Height") => {
      const text = cells[column];
      if (!text) return 0;
      const n = Number(text);
      if (!Number.isFinite(n)) errors.push(`${column}: ${text} is not a number.`);
      else if (n < MIN_SIDE_IN) errors.push(`${column}: ${text} is below the minimum of ${MIN_SIDE_IN} in.`);
      return n;
    };
    const width = side("Width");
    const height = side("Height");
    const quantityText = cells.Quantity ?? "";
    const quantity = Number(quantityText);
    if (quantityText && !(Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_QUANTITY))
      errors.push(`Quantity: ${quantityText} must be a whole number from 1 to ${CART_MAX_QUANTITY}.`);
    const file = (cells.File ?? "").replace(/^\/+/, "");
    const fullUrl = file ? `${root}/${file}` : "";
    const name = file.split("/").pop() ?? "";
    const item: AddToCartLine = {
      ...options,
      Name: name,
      FullUrl: fullUrl,
      ImageUrl: "",
      ItemNo: cells.Material ?? "",
      product_type: cells["Product type"] ?? "",
      InchWidth: width,
      InchHeight: height,
      Quantity: quantity,
      SetId: r.row,
      CartID: "",
    };
    return { row: r.row, cells, item, fullUrl, errors };
  }
}
