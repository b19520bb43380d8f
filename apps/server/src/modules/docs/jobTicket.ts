/**
 * The production floor's job ticket (docs/product/shop-order-desk.md): one PDF per order, or per
 * line. The order desk builds this model from the order; the documents module draws it.
 */
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
  lines: JobTicketLine[];
}

/** Draws the ticket: a page per line, each with a scannable code of '<order>-<line>'. */
export async function renderJobTicket(_model: JobTicketModel): Promise<Uint8Array> {
  throw new Error("renderJobTicket is being written on the documents branch");
}
