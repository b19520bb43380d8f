import { z } from "zod";
import { PreflightSummarySchema } from "./library.js";
import { ORDER_STATUSES, type OrderStatus } from "./orders.js";
import { ORDER_PROOF_STATES } from "./proofs.js";
import { multiLineText, text } from "./validators.js";

/**
 * The shop's order desk (docs/product/shop-order-desk.md, docs/decisions/0013-shop-order-desk.md):
 * the queue at /staff/orders, the workspace at /staff/orders/{orderNumber}, and the status moves,
 * shipments and cancellations staff make there. Staff calls live under /api/Staff/...; money in
 * replies is US dollars as numbers (the customer screens do the same).
 */

/** How staff see a status (the customer's tab labels are orderStatusLabel's). */
export const STAFF_STATUS_LABELS: Record<OrderStatus, string> = {
  needs_approval: "Needs approval",
  ordered: "Ordered",
  in_production: "In production",
  on_hold: "On hold",
  shipped: "Shipped",
  invoiced: "Completed",
  cancelled: "Cancelled",
};

export const ORDER_CHANGED = "The order changed; reload it.";
export const orderCannotBeCancelled = (orderNumber: number, status: OrderStatus) =>
  `Order ${orderNumber} is ${STAFF_STATUS_LABELS[status].toLowerCase()} and cannot be cancelled.`;
export const orderCannotMove = (orderNumber: number, from: OrderStatus, to: OrderStatus) =>
  `Order ${orderNumber} is ${STAFF_STATUS_LABELS[from].toLowerCase()} and cannot be moved to ${STAFF_STATUS_LABELS[to].toLowerCase()}.`;
export const cancelUnderWay = (orderNumber: number) =>
  `Order ${orderNumber} is being cancelled: its card refund has started. Cancel it again to finish.`;
export const TRACKING_NUMBER_RULE = "Tracking number must be 6 to 40 letters and digits.";
export const CARRIER_RULE = "Carrier is required (at most 40 characters).";

/** Carriers whose tracking page the portal links to; any other carrier shows the number only. */
export const TRACKED_CARRIERS = ["FedEx", "UPS", "USPS"] as const;
const TRACKING_PAGES: Record<string, (n: string) => string> = {
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
};

/** The carrier's tracking page for a number, or "" for a carrier without one. */
export function trackingLink(carrier: string, trackingNumber: string): string {
  const page = TRACKING_PAGES[carrier.trim().toLowerCase()];
  return page ? page(trackingNumber) : "";
}

export const OrderNumberParamSchema = z.object({
  orderNumber: z.coerce
    .number({ error: "The order number must be a number." })
    .int({ error: "The order number must be a whole number." })
    .min(1, { error: "The order number must be a positive number." })
    .max(2_147_483_647, { error: "No such order number." }),
});
export const OrderLineParamSchema = OrderNumberParamSchema.extend({
  lineId: z.coerce
    .number({ error: "The line must be a number." })
    .int({ error: "The line must be a whole number." })
    .min(1, { error: "The line must be a positive number." })
    .max(2_147_483_647, { error: "No such line." }),
});

const IsoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Dates are YYYY-MM-DD." });
const booleanQuery = z.enum(["true", "false"], { error: "late must be true or false." }).transform((v) => v === "true");

/** GET /Staff/Orders: filters and search of the queue. Dates are shop (US Central) calendar days. */
export const StaffOrderQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(ORDER_STATUSES, { error: "Unknown status." }).optional(),
  customerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  productType: text().trim().max(60).optional(),
  late: booleanQuery.optional(),
  /** Only orders in this proof state (docs/product/proofs.md). */
  proof: z.enum(ORDER_PROOF_STATES, { error: "Unknown proof state." }).optional(),
  /** Order number, customer name, a user's e-mail or a file name. */
  q: text().trim().max(200).optional(),
});
export type StaffOrderQuery = z.infer<typeof StaffOrderQuerySchema>;

export const StaffOrderRowSchema = z.object({
  OrderNumber: z.number().int(),
  Status: z.enum(ORDER_STATUSES),
  CustomerId: z.number().int().nullable(),
  Customer: z.string(),
  OrderedBy: z.string(),
  Email: z.string(),
  DateOrdered: z.string(),
  ProductionDate: z.string(),
  ShipDate: z.string(),
  Total: z.number(),
  Lines: z.number().int(),
  /** The customer's references from checkout ('' when none); the search finds them. */
  PONumber: z.string(),
  JobName: z.string(),
  /** Production date passed and not shipped, and no proof holds it from production (docs/product/proofs.md). */
  Late: z.boolean(),
  /** The order's proof state (docs/product/proofs.md); null without proofs. */
  Proof: z.enum(ORDER_PROOF_STATES).nullable(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRowSchema>;

export const StaffOrderPageSchema = z.object({
  Orders: z.array(StaffOrderRowSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
  /** Orders per status under the same filters except status (the tabs' counts). */
  Counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
});
export type StaffOrderPage = z.infer<typeof StaffOrderPageSchema>;

/** GET /Staff/Customers?q=: the queue's customer filter. */
export const StaffCustomerQuerySchema = z.object({ q: text().trim().max(200).optional().default("") });
export const StaffCustomerOptionSchema = z.object({ Id: z.number().int(), Name: z.string() });

export const StaffStatusChangeSchema = z.object({
  From: z.enum(ORDER_STATUSES).nullable(),
  To: z.enum(ORDER_STATUSES),
  By: z.string(),
  At: z.string(),
  Note: z.string(),
  /** An approval step's decision (docs/product/approvals.md); the note says which step and, declined, why. */
  Decision: z.enum(["approved", "declined"]).nullable(),
});

export const StaffPaymentSchema = z.object({
  Kind: z.enum(["card", "terms"]),
  Status: z.enum(["charged", "pending_release", "on_account", "voided", "refunded"]),
  Amount: z.number(),
  /** 'Visa ending 4242'; empty for terms. */
  Card: z.string(),
  Refunded: z.number(),
});

export const StaffShipmentSchema = z.object({
  Id: z.number().int(),
  Carrier: z.string(),
  TrackingNumber: z.string(),
  TrackingLink: z.string(),
  WeightLb: z.number().nullable(),
  LineIds: z.array(z.number().int()),
  By: z.string(),
  At: z.string(),
});

export const StaffOrderLineSchema = z.object({
  LineId: z.number().int(),
  LineNo: z.number().int(),
  Kind: z.enum(["product", "service", "charge"]),
  ItemNo: z.string(),
  Product: z.string(),
  ProductType: z.string(),
  Material: z.string(),
  WidthIn: z.number().nullable(),
  HeightIn: z.number().nullable(),
  Quantity: z.number().int(),
  Price: z.number(),
  /** Every chosen option, as the customer saw it: label and value. */
  Options: z.array(z.object({ Name: z.string(), Value: z.string() })),
  /** Services ordered for this line (colour matching, proofs, ...). */
  Services: z.array(z.string()),
  Filename: z.string(),
  /** Signed, expiring link to the artwork's thumbnail; "" when none. */
  ThumbnailUrl: z.string(),
  /** GET path that streams the original file with its real name; "" without artwork. */
  ArtworkPath: z.string(),
  Preflight: PreflightSummarySchema.extend({
    pageCount: z.number().int().nullable(),
    fonts: z.array(z.string()),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
  }).nullable(),
  /** Warnings the customer accepted with Add Anyway: their texts. */
  AcceptedWarnings: z.array(z.string()),
  Shipped: z.boolean(),
});
export type StaffOrderLine = z.infer<typeof StaffOrderLineSchema>;

const AddressSchema = z.object({
  Name: z.string(),
  Company: z.string(),
  Address1: z.string(),
  Address2: z.string(),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  Country: z.string(),
  Phone: z.string(),
  Email: z.string(),
});

export const StaffOrderDetailSchema = z.object({
  OrderNumber: z.number().int(),
  Status: z.enum(ORDER_STATUSES),
  /** Name the version in every move: a move against an older version gets ORDER_CHANGED. */
  Version: z.number().int(),
  /** The moves the status machine allows from here (staff's buttons). */
  AllowedMoves: z.array(z.enum(ORDER_STATUSES)),
  CustomerId: z.number().int().nullable(),
  Customer: z.string(),
  OrderedBy: z.object({ Name: z.string(), Username: z.string(), Email: z.string() }),
  PlacedBy: z.string(),
  DateOrdered: z.string(),
  ProductionDate: z.string(),
  ShipDate: z.string(),
  Late: z.boolean(),
  ShipTo: AddressSchema.extend({ Residential: z.boolean() }),
  BillTo: AddressSchema,
  Carrier: z.string(),
  ShippingMethod: z.string(),
  ShippingAccount: z.string(),
  BlindShipping: z.boolean(),
  Notes: z.string(),
  Payments: z.array(StaffPaymentSchema),
  Items: z.number(),
  MinimumCharge: z.number(),
  Subtotal: z.number(),
  Freight: z.number(),
  Tax: z.number(),
  Total: z.number(),
  History: z.array(StaffStatusChangeSchema),
  Shipments: z.array(StaffShipmentSchema),
  Lines: z.array(StaffOrderLineSchema),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;

const NoteSchema = multiLineText()
  .trim()
  .max(2000, { error: "The note must be at most 2000 characters." })
  .optional()
  .default("");
const VersionSchema = z.number({ error: "Version is required." }).int().min(0).max(2_147_483_647);

/** POST /Staff/Orders/{orderNumber}/Move: production, hold, release from hold, completed. */
export const StaffMoveRequestSchema = z.object({
  To: z.enum(ORDER_STATUSES, { error: "Unknown status." }),
  Version: VersionSchema,
  Note: NoteSchema,
});

export const PackageSchema = z.object({
  Carrier: text({ error: CARRIER_RULE }).trim().min(1, { error: CARRIER_RULE }).max(40, { error: CARRIER_RULE }),
  /** Spaces inside are dropped ('1Z 999 AA1' is '1Z999AA1'); then 6 to 40 letters and digits. */
  TrackingNumber: text({ error: TRACKING_NUMBER_RULE })
    .transform((s) => s.replace(/\s+/g, ""))
    .pipe(text().regex(/^[A-Za-z0-9]{6,40}$/, { error: TRACKING_NUMBER_RULE })),
  WeightLb: z
    .number({ error: "Weight must be a number of pounds." })
    .positive({ error: "Weight must be more than 0 lb." })
    .max(100_000, { error: "Weight must be at most 100000 lb." })
    .nullable()
    .optional()
    .default(null),
});

/** POST /Staff/Orders/{orderNumber}/Ship: packages for the whole order (no LineIds) or for chosen lines. */
export const StaffShipRequestSchema = z.object({
  Version: VersionSchema,
  Packages: z
    .array(PackageSchema)
    .min(1, { error: "Add at least one package." })
    .max(50, { error: "At most 50 packages at once." }),
  LineIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(500).optional(),
  Note: NoteSchema,
});

/** POST /Staff/Orders/{orderNumber}/Cancel: voids or refunds the card payments (terms: none). */
export const StaffCancelRequestSchema = z.object({ Version: VersionSchema, Note: NoteSchema });

export const orderNotFound = (orderNumber: number) => `There is no order ${orderNumber}.`;
export const RELEASE_IS_THE_MANAGERS =
  "An order waiting for approval is released by the customer's office manager, not by staff.";
export const SHIP_WITH_PACKAGES = "An order is shipped by recording its packages.";
export const CANCEL_WITH_CANCEL = "An order is cancelled with Cancel, which also voids or refunds its payment.";

/** The reply to a move, a shipment or a cancel: the order's status and version from now on. */
export const StaffMoveResultSchema = z.object({
  OrderNumber: z.number().int(),
  Status: z.enum(ORDER_STATUSES),
  Version: z.number().int(),
  AllowedMoves: z.array(z.enum(ORDER_STATUSES)),
});
export type StaffMoveResult = z.infer<typeof StaffMoveResultSchema>;
