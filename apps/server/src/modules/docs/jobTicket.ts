/**
 * The production floor's job ticket (docs/product/shop-order-desk.md): one PDF per order, or per line. The order
 * desk builds this model from the order; the documents module draws it (docs/decisions/0022-pdf-documents.md).
 */
import {
  COLORS,
  type Content,
  code128DataUrl,
  gridTable,
  imageDataUrl,
  LETTER,
  letterhead,
  pageFooter,
  renderPdf,
  termTable,
} from "./pdf.js";

export interface JobTicketLine {
  lineNo: number;
  product: string;
  productType: string;
  material: string;
  widthIn: number | null;
  heightIn: number | null;
  quantity: number;
  /** Every chosen option: label and value. */
  options: { name: string; value: string }[];
  services: string[];
  filename: string;
  /** PNG bytes of the artwork's thumbnail, when there is one. */
  thumbnailPng: Uint8Array | null;
}

export interface JobTicketModel {
  brandName: string;
  orderNumber: number;
  customer: string;
  orderedBy: string;
  /** Shop calendar day, YYYY-MM-DD. */
  productionDate: string;
  shipDate: string;
  shippingMethod: string;
  shipTo: string[];
  notes: string;
  /** The customer's references from checkout ('' when none; docs/product/orders.md). */
  poNumber?: string;
  jobName?: string;
  lines: JobTicketLine[];
}

/** What the barcode of a line encodes, and what is printed under it: '<order>-<line>'. */
export function jobTicketCode(orderNumber: number, lineNo: number): string {
  return `${orderNumber}-${lineNo}`;
}

/** 'Tue, Nov 24, 2026' for a shop calendar day; the text as given when it is not a YYYY-MM-DD date. */
export function shopDay(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** '24 in x 36 in', or 'Not applicable' for a line without a size. */
export function lineSize(line: Pick<JobTicketLine, "widthIn" | "heightIn">): string {
  if (line.widthIn === null || line.heightIn === null) return "Not applicable";
  const n = (v: number) => String(Number(v.toFixed(3)));
  return `${n(line.widthIn)} in x ${n(line.heightIn)} in`;
}

const THUMB = 190;

/** The order header printed at the top of every page. */
function orderHeader(model: JobTicketModel): Content {
  return {
    margin: [LETTER.margin, 28, LETTER.margin, 0],
    stack: [
      letterhead({ name: model.brandName, lines: ["Job ticket", model.customer, ...references(model)] }, [
        { text: `Order ${model.orderNumber}`, fontSize: 16, bold: true },
        { text: `Due ${shopDay(model.productionDate)}`, fontSize: 10, bold: true },
        { text: `Ships ${shopDay(model.shipDate)}`, fontSize: 9, color: COLORS.muted },
      ]),
    ],
  };
}

/** 'PO 4471 · Job Riverside Mall' under the customer in the header, when given. */
function references(model: JobTicketModel): string[] {
  const parts = [model.poNumber && `PO ${model.poNumber}`, model.jobName && `Job ${model.jobName}`].filter(Boolean);
  return parts.length > 0 ? [parts.join(" · ")] : [];
}

function orderDetails(model: JobTicketModel): Content {
  const rows: { term: string; text: Content }[] = [
    { term: "Customer", text: model.customer },
    { term: "Ordered by", text: model.orderedBy },
    { term: "Production date", text: { text: shopDay(model.productionDate), bold: true } },
    { term: "Ship date", text: shopDay(model.shipDate) },
    { term: "Shipping method", text: model.shippingMethod },
    { term: "Ship to", text: model.shipTo.join("\n") },
  ];
  if (model.notes.trim()) rows.push({ term: "Order notes", text: model.notes });
  return termTable(rows, 110, [0, 0, 0, 10]);
}

async function lineContent(model: JobTicketModel, line: JobTicketLine, count: number): Promise<Content[]> {
  const code = jobTicketCode(model.orderNumber, line.lineNo);
  const [barcode, thumbnail] = await Promise.all([code128DataUrl(code), imageDataUrl(line.thumbnailPng)]);
  const picture: Content = thumbnail
    ? { image: thumbnail, fit: [THUMB, THUMB], alignment: "center" }
    : {
        table: {
          widths: [THUMB - 10],
          heights: [THUMB - 10],
          body: [
            [{ text: "No thumbnail", color: COLORS.muted, alignment: "center", margin: [0, THUMB / 2 - 16, 0, 0] }],
          ],
        },
        layout: { hLineColor: () => COLORS.rule, vLineColor: () => COLORS.rule },
      };
  const details = termTable(
    [
      { term: "Product", text: { text: line.product, bold: true } },
      { term: "Product type", text: line.productType },
      { term: "Material", text: line.material },
      { term: "Size", text: lineSize(line) },
      { term: "Quantity", text: { text: String(line.quantity), bold: true, fontSize: 14 } },
      { term: "File name", text: line.filename || "None" },
    ],
    80,
    [0, 0, 0, 0],
  );
  return [
    {
      columns: [
        {
          width: "*",
          stack: [
            { text: `Line ${line.lineNo}`, fontSize: 20, bold: true, color: COLORS.accent },
            { text: `${count === 1 ? "1 line" : `${count} lines`} in this order`, fontSize: 9, color: COLORS.muted },
          ],
        },
        {
          width: "auto",
          stack: [
            { image: barcode, width: 210, height: 60 },
            { text: code, fontSize: 14, bold: true, alignment: "center", margin: [0, 2, 0, 0] },
          ],
        },
      ],
      margin: [0, 0, 0, 10],
    },
    {
      columns: [
        { width: THUMB, stack: [picture] },
        { width: "*", stack: [details] },
      ],
      columnGap: 16,
      margin: [0, 0, 0, 12],
    },
    { text: "Options", fontSize: 12, bold: true, color: COLORS.accent, margin: [0, 0, 0, 2] },
    line.options.length > 0
      ? gridTable({
          columns: [
            { header: "Option", width: 170 },
            { header: "Choice", width: "*" },
          ],
          rows: line.options.map((o) => [o.name, o.value]),
          margin: [0, 0, 0, 10],
        })
      : { text: "No options.", color: COLORS.muted, margin: [0, 0, 0, 10] },
    { text: "Services", fontSize: 12, bold: true, color: COLORS.accent, margin: [0, 0, 0, 2] },
    line.services.length > 0
      ? { ul: line.services, margin: [0, 0, 0, 10] }
      : { text: "No services.", color: COLORS.muted, margin: [0, 0, 0, 10] },
  ];
}

/**
 * Draws the ticket: a page per line (the order's header on every page), each line with a scannable Code 128 of
 * '<order>-<line>', then the order's details (ship-to, notes). With `lineNo`, only that line.
 */
export async function renderJobTicket(model: JobTicketModel, options: { lineNo?: number } = {}): Promise<Buffer> {
  const lines = options.lineNo === undefined ? model.lines : model.lines.filter((l) => l.lineNo === options.lineNo);
  if (options.lineNo !== undefined && lines.length === 0) {
    throw new RangeError(`Order ${model.orderNumber} has no line ${options.lineNo}.`);
  }
  const pages = await Promise.all(lines.map((line) => lineContent(model, line, model.lines.length)));
  const content: Content[] = pages.map((page, i) => ({
    stack: [...page, orderDetails(model)],
    ...(i > 0 ? { pageBreak: "before" as const } : {}),
  }));
  if (content.length === 0) content.push({ text: "This order has no lines." }, orderDetails(model));

  const title =
    options.lineNo === undefined
      ? `Job ticket ${model.orderNumber}`
      : `Job ticket ${jobTicketCode(model.orderNumber, options.lineNo)}`;
  return renderPdf(
    {
      info: { title, author: model.brandName, subject: `Production job ticket for order ${model.orderNumber}` },
      pageMargins: [LETTER.margin, 100, LETTER.margin, LETTER.margin],
      header: () => orderHeader(model),
      footer: pageFooter(`${model.brandName}  |  ${title}`),
      defaultStyle: { font: "Roboto", fontSize: 10, color: COLORS.ink, lineHeight: 1.2 },
      content,
    },
    new Date(),
  );
}
