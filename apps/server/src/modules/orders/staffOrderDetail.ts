import type { Readable } from "node:stream";
import {
  dollarsFromCents,
  ORDER_NOT_FOUND,
  type ProductType,
  type StaffOrderDetail,
  type StaffOrderLine,
  TRACKED_CARRIERS,
  trackingLink,
} from "@portal/contract";
import type { PreflightReport } from "@portal/preflight";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { shopCatalog } from "../cart/shopCatalog.js";
import type { JobTicketLine, JobTicketModel } from "../docs/jobTicket.js";
import { type FileWithPreflight, libraryFileOf } from "../library/files.service.js";
import { HeldFiles } from "../library/heldFiles.js";
import type { ImageLinks } from "../library/imageLinks.js";
import { joinPath } from "../library/library.paths.js";
import { preflightSummary } from "../library/library.service.js";
import { linesOfOrder, type OrderLineRow, type OrderRow, paymentsOfOrder } from "./orders.repo.js";
import { shipmentsOfOrders } from "./shipments.js";
import { brandOrder, customerName, historyOf, peopleByIds, shipmentLineIds } from "./staffQueue.repo.js";
import { isLate, lateCutoff } from "./staffQueue.service.js";
import { allowedMoves } from "./statusMachine.js";

const notFound = (message: string) => new ApiError("error", message, 404);

const CONTENT_TYPES: Record<FileWithPreflight["kind"], string> = {
  pdf: "application/pdf",
  ai: "application/postscript",
  tiff: "image/tiff",
};

/** The original artwork file of a line, ready to stream. */
export interface Artwork {
  name: string;
  size: number;
  contentType: string;
  stream: Readable;
}

function fieldText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "";
  if (Array.isArray(value)) return value.map(fieldText).filter(Boolean).join(", ");
  return "";
}

function positive(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** 'Visa ending 4242': the only card detail staff see. */
function maskedCard(brand: string, last4: string): string {
  return last4 ? `${brand || "Card"} ending ${last4}` : "";
}

function carrierOf(methodText: string): string {
  const known = TRACKED_CARRIERS.find((c) => methodText.toLowerCase().startsWith(c.toLowerCase()));
  return known ?? methodText.split(" ")[0] ?? "";
}

/**
 * The staff workspace of one order (docs/product/shop-order-desk.md, "Queue and workspace"): the
 * detail, a line's original artwork, and the job ticket's model. Orders of another brand are not found.
 */
export class StaffOrderDetailService {
  private readonly heldFiles: HeldFiles;

  constructor(
    private readonly ctx: AppContext,
    private readonly links: ImageLinks,
  ) {
    this.heldFiles = new HeldFiles(ctx.database.db, ctx.storage);
  }

  private get db() {
    return this.ctx.database.db;
  }

  private async order(orderNumber: number): Promise<OrderRow> {
    const order = await brandOrder(this.db, this.ctx.brand.franchise, orderNumber);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** The library file a line prints: the one the order kept, else the live file at the line's path. */
  private fileOf(line: OrderLineRow): Promise<FileWithPreflight | undefined> {
    return this.heldFiles.fileOfOrderLine(line.id, line.fullUrl);
  }

  /** Every chosen option of a line as the portal labels it (the catalog's option and choice names). */
  private async optionsOf(line: OrderLineRow): Promise<{ Name: string; Value: string }[]> {
    if (line.kind !== "product" || !line.productType) return [];
    const catalog = await shopCatalog(this.ctx);
    let offered: ReturnType<typeof catalog.snapshot.productOptions>;
    try {
      offered = catalog.snapshot.productOptions(line.productType as ProductType, line.itemNo, true);
    } catch {
      return [];
    }
    const options: { Name: string; Value: string }[] = [];
    for (const option of [...offered.dtOptions].sort((a, b) => a.Sort - b.Sort)) {
      const raw = line.fields[option.OptionKey];
      const text = fieldText(raw);
      if (!text || text === "Select" || (option.IsCheckbox && (raw === false || text === "false" || text === "no")))
        continue;
      const choice = offered.dtOptionChoices.find((c) => c.OptionKey === option.OptionKey && c.ChoiceValue === text);
      options.push({ Name: option.OptionName, Value: choice?.ChoiceName ?? (option.IsCheckbox ? "Yes" : text) });
    }
    return options;
  }

  private preflightOf(file: FileWithPreflight | undefined): StaffOrderLine["Preflight"] {
    if (!file) return null;
    const p = file.preflight;
    const report = p?.status === "done" ? (p.report as Partial<PreflightReport> | null) : null;
    return {
      ...preflightSummary(file),
      pageCount: report?.pages ?? null,
      fonts: report?.fontsNotOutlined ?? [],
      errors: p?.status === "failed" ? [p.error ?? "The artwork check failed."] : [],
      warnings: report?.warnings ?? [],
    };
  }

  /** Service lines (colour matching, ...) that name a product line's file go with that line. */
  private servicesOf(line: OrderLineRow, lines: readonly OrderLineRow[]): string[] {
    if (line.kind !== "product" || !line.filename) return [];
    return lines
      .filter((s) => s.kind === "service" && s.filename === line.filename)
      .map((s) => {
        const colors = fieldText(s.fields.Colors);
        return colors ? `${s.itemDesc || s.itemNo}: ${colors}` : s.itemDesc || s.itemNo;
      });
  }

  private thumbnailOf(line: OrderLineRow, file: FileWithPreflight | undefined): string {
    // A live file's link names its library path; a file the customer has deleted or replaced since is
    // one the line holds (decision 0023), linked by the line.
    if (file?.preflight?.thumbnailKey) {
      return file.deletedAt
        ? this.links.heldThumbnailUrl(line.id)
        : this.links.url("Thumbnail", joinPath(file.folderPath, file.name));
    }
    // Images the server draws itself (patterns, catalog tiles) are served under /api without a token.
    return line.imageUrl.startsWith("/api/") && !line.imageUrl.startsWith("/api/Library/") ? line.imageUrl : "";
  }

  async detail(orderNumber: number, now = new Date()): Promise<StaffOrderDetail> {
    const order = await this.order(orderNumber);
    const [lines, payments, history, shipments, shipmentLines, people, customer] = await Promise.all([
      linesOfOrder(this.db, order.id),
      paymentsOfOrder(this.db, order.id),
      historyOf(this.db, order.id),
      shipmentsOfOrders(this.db, [order.id]),
      shipmentLineIds(this.db, order.id),
      peopleByIds(this.db, [order.userId, order.placedBy]),
      customerName(this.db, order.customerId),
    ]);
    const files = await Promise.all(lines.map((l) => this.fileOf(l)));
    const shippedLines = new Set([...shipmentLines.values()].flat());
    const orderer = people.get(order.userId);
    const placer = people.get(order.placedBy);
    const methodText = order.shippingMethodText || order.shippingMethod;
    return {
      OrderNumber: order.orderNumber,
      Status: order.status,
      Version: order.version,
      AllowedMoves: allowedMoves(order.status, order.heldFrom),
      CustomerId: order.customerId,
      Customer: customer,
      OrderedBy: { Name: orderer?.name ?? "", Username: orderer?.username ?? "", Email: orderer?.email ?? "" },
      PlacedBy: placer?.name ?? "",
      DateOrdered: order.placedAt.toISOString(),
      ProductionDate: order.productionDate,
      ShipDate: order.shipDate,
      Late: isLate(order.status, order.productionDate, lateCutoff(now), order.proofState),
      ShipTo: {
        Name: `${order.shipFirstName} ${order.shipLastName}`.trim(),
        Company: order.shipCompanyName,
        Address1: order.shipAddress1,
        Address2: order.shipAddress2,
        City: order.shipCity,
        State: order.shipState,
        Zip: order.shipZip,
        Country: order.shipCountry,
        Phone: order.shipPhone,
        Email: order.shipEmail,
        Residential: order.shipResidential,
      },
      BillTo: {
        Name: order.billingName,
        Company: customer,
        Address1: order.billingAddress,
        Address2: order.billingAddress2,
        City: order.billingCity,
        State: order.billingState,
        Zip: order.billingZip,
        Country: order.billingCountry,
        Phone: "",
        Email: "",
      },
      Carrier: order.shippingMethod === "BST" ? "Customer's account" : carrierOf(methodText),
      ShippingMethod: methodText,
      ShippingAccount: order.shippingAccount,
      BlindShipping: order.blindShipping,
      Notes: order.orderNotes,
      Payments: payments.map((p) => ({
        Kind: p.kind,
        Status: p.status,
        Amount: dollarsFromCents(p.amountCents),
        Card: p.kind === "card" ? maskedCard(p.cardBrand, p.last4) : "",
        Refunded: dollarsFromCents(p.refundedCents),
      })),
      Items: dollarsFromCents(order.itemsCents),
      MinimumCharge: dollarsFromCents(order.minimumChargeCents),
      Subtotal: dollarsFromCents(order.subtotalCents),
      Freight: dollarsFromCents(order.freightCents),
      Tax: dollarsFromCents(order.taxCents),
      Total: dollarsFromCents(order.totalCents),
      History: history.map((h) => ({
        From: h.from,
        To: h.to,
        By: `${h.firstName} ${h.lastName}`.trim() || h.username,
        At: h.at.toISOString(),
        Note: h.note,
        Decision: h.decision,
      })),
      Shipments: shipments.map((s) => ({
        Id: s.id,
        Carrier: s.carrier,
        TrackingNumber: s.trackingNumber,
        TrackingLink: trackingLink(s.carrier, s.trackingNumber),
        WeightLb: s.weightLb,
        LineIds: shipmentLines.get(s.id) ?? [],
        By: s.createdBy,
        At: s.createdAt.toISOString(),
      })),
      Lines: await Promise.all(
        lines.map(async (l, i) => {
          const file = files[i];
          return {
            LineId: l.id,
            LineNo: l.lineNo,
            Kind: l.kind,
            ItemNo: l.itemNo,
            Product: l.itemDesc || l.itemNo,
            ProductType: l.productType,
            Material: l.kind === "product" ? l.itemDesc : "",
            WidthIn: positive(l.fields.InchWidth),
            HeightIn: positive(l.fields.InchHeight),
            Quantity: l.quantity,
            Price: dollarsFromCents(l.priceCents),
            Options: await this.optionsOf(l),
            Services: this.servicesOf(l, lines),
            Filename: l.filename,
            ThumbnailUrl: this.thumbnailOf(l, file),
            ArtworkPath: file ? `/api/Staff/Orders/${order.orderNumber}/Lines/${l.id}/Artwork` : "",
            Preflight: this.preflightOf(file),
            AcceptedWarnings: l.orderNotes
              .split("\n")
              .map((w) => w.trim())
              .filter(Boolean),
            Shipped: shippedLines.has(l.id),
          };
        }),
      ),
    };
  }

  private async lineOf(order: OrderRow, lineId: number): Promise<{ line: OrderLineRow; lines: OrderLineRow[] }> {
    const lines = await linesOfOrder(this.db, order.id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw notFound(`Line ${lineId} is not part of order ${order.orderNumber}.`);
    return { line, lines };
  }

  /** The line's original file, streamed from storage; 404 when the line has none (or it was deleted). */
  async artwork(orderNumber: number, lineId: number): Promise<Artwork> {
    const order = await this.order(orderNumber);
    const { line } = await this.lineOf(order, lineId);
    if (!line.fullUrl || !libraryFileOf(line.fullUrl)) {
      throw notFound(`Line ${line.lineNo} of order ${order.orderNumber} has no artwork file.`);
    }
    const file = await this.fileOf(line);
    if (!file) {
      throw notFound(`The artwork of line ${line.lineNo} (${line.filename}) is no longer in the customer's library.`);
    }
    const stat = await this.ctx.storage.stat(file.storageKey);
    if (!stat) throw notFound(`The artwork of line ${line.lineNo} (${file.name}) is missing from storage.`);
    return {
      name: file.name,
      size: stat.size,
      contentType: CONTENT_TYPES[file.kind],
      stream: await this.ctx.storage.get(file.storageKey),
    };
  }

  /**
   * The job ticket's model (the order's product lines) and, for one line's ticket, its line number
   * (a service line asked for by id joins the model so it can be printed too).
   */
  async jobTicket(orderNumber: number, lineId?: number): Promise<{ model: JobTicketModel; lineNo?: number }> {
    const order = await this.order(orderNumber);
    const all = await linesOfOrder(this.db, order.id);
    const chosen = lineId === undefined ? undefined : (await this.lineOf(order, lineId)).line;
    const lines = all.filter((l) => l.kind === "product" || l.id === chosen?.id);
    const [people, customer] = await Promise.all([
      peopleByIds(this.db, [order.userId]),
      customerName(this.db, order.customerId),
    ]);
    const ticketLines: JobTicketLine[] = [];
    for (const l of lines) {
      const file = await this.fileOf(l);
      ticketLines.push({
        lineNo: l.lineNo,
        product: l.itemDesc || l.itemNo,
        productType: l.productType,
        material: l.kind === "product" ? l.itemDesc : "",
        widthIn: positive(l.fields.InchWidth),
        heightIn: positive(l.fields.InchHeight),
        quantity: l.quantity,
        options: (await this.optionsOf(l)).map((o) => ({ name: o.Name, value: o.Value })),
        services: this.servicesOf(l, all),
        filename: l.filename,
        thumbnailPng: await this.thumbnailPng(file),
      });
    }
    const shipTo = [
      `${order.shipFirstName} ${order.shipLastName}`.trim(),
      order.shipCompanyName,
      order.shipAddress1,
      order.shipAddress2,
      `${order.shipCity}, ${order.shipState} ${order.shipZip}`,
      order.shipCountry,
    ].filter(Boolean);
    const model: JobTicketModel = {
      brandName: this.ctx.brand.name,
      orderNumber: order.orderNumber,
      customer,
      orderedBy: people.get(order.userId)?.name ?? "",
      productionDate: order.productionDate,
      shipDate: order.shipDate,
      shippingMethod: order.shippingMethodText || order.shippingMethod,
      shipTo,
      notes: order.orderNotes,
      poNumber: order.poNumber,
      jobName: order.jobName,
      lines: ticketLines,
    };
    return chosen ? { model, lineNo: chosen.lineNo } : { model };
  }

  private async thumbnailPng(file: FileWithPreflight | undefined): Promise<Uint8Array | null> {
    const key = file?.preflight?.thumbnailKey;
    if (!key) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.ctx.storage.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
