import { z } from "zod";
import { ApprovalStepSchema } from "./approvals.js";
import { CART_MAX_QUANTITY, CART_MAX_QUANTITY_MESSAGE, UserIdSchema } from "./cart.js";
import { int32 } from "./validators.js";

/**
 * The order screens (docs/product/orders.md): order details, the
 * account's order lists by status, the release of an order waiting for approval, and reorder.
 * Money fields are US dollars as numbers; 0 when prices are hidden.
 */

/**
 * Every status an order can be in. The customer's tabs (ORDER_LIST_STATUSES) group them: in_production
 * and on_hold show under 'In Production' with ordered (docs/decisions/0013-shop-order-desk.md).
 */
export const ORDER_STATUSES = [
  "needs_approval",
  "ordered",
  "in_production",
  "on_hold",
  "shipped",
  "invoiced",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_LIST_STATUSES = ["needs_approval", "ordered", "shipped", "invoiced", "cancelled"] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

export const ORDER_NOT_FOUND = "Order not found.";
export const ORDER_NOT_AWAITING_RELEASE = "This order is not waiting for release.";
export const ORDER_RELEASED = "The order was released to production.";
export const REORDER_ADDED = "The selected items were added to your cart.";
export const REORDER_NOTHING_SELECTED = "Please select at least one item to reorder.";
export const REORDER_QUANTITY_RULE = `Quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}.`;
/** Why today's price of a reorder line differs from the order's (docs/product/orders.md, "Reorder"). */
export const REORDER_PRICES_CHANGED = "Prices changed since this order.";
export const REORDER_PRICE_SAME = "Same price as on the order.";
export const reorderQuantityChanged = (from: number, to: number) => `Quantity ${to} instead of ${from}.`;

const OrderNumberField = int32("orderNumber");

export const OrderDetailsRequestSchema = z.object({
  userId: UserIdSchema,
  orderNumber: OrderNumberField,
  level: int32("level").optional(),
});

export const OrderCheckoutSchema = z.object({
  BillingFirstName: z.string(),
  BillingLastName: z.string(),
  BillingAddress: z.string(),
  BillingAddress2: z.string(),
  BillingCity: z.string(),
  BillingState: z.string(),
  BillingZip: z.string(),
  BillingCountry: z.string(),
  ShippingFirstName: z.string(),
  ShippingLastName: z.string(),
  ShippingCompanyName: z.string(),
  ShippingAddress: z.string(),
  ShippingAddress2: z.string(),
  ShippingCity: z.string(),
  ShippingState: z.string(),
  ShippingZip: z.string(),
  ShippingCountry: z.string(),
  ShippingPhone: z.string(),
  ShippingMethod: z.string(),
  PaymentKind: z.string(),
});

export const OrderLineItemSchema = z.object({
  LineId: z.number().int(),
  ItemNo: z.string(),
  ItemDesc: z.string(),
  Filename: z.string(),
  ImageUrl: z.string(),
  base64String: z.string(),
  product_type: z.string(),
  LaminateType: z.string(),
  FinishText: z.string(),
  Colors: z.string(),
  InchWidth: z.number(),
  InchHeight: z.number(),
  SquareFeet: z.number(),
  rollSize: z.string(),
  Overlap: z.string(),
  ContourCutFile: z.string(),
  Quantity: z.number().int(),
  Price: z.number(),
  sides: z.string(),
  round_corners: z.string(),
  hole_placement: z.string(),
  hole_edge_distance: z.string(),
  hole_hole_distance: z.string(),
  grommets: z.string(),
  /** Size and options as the form names them ('Laminate: Gloss'), to tell lines apart. */
  Details: z.array(z.string()),
});
export type OrderLineItem = z.infer<typeof OrderLineItemSchema>;

/** A package the shop sent: TrackingLink is the carrier's tracking page, "" for a carrier without one. */
export const OrderShipmentSchema = z.object({
  Carrier: z.string(),
  TrackingNumber: z.string(),
  TrackingLink: z.string(),
});
export type OrderShipment = z.infer<typeof OrderShipmentSchema>;

export const OrderDetailsSchema = z.object({
  OrderNumber: z.number().int(),
  Status: z.enum(ORDER_STATUSES),
  DateOrdered: z.string(),
  ProductionDate: z.string(),
  OrderedBy: z.string(),
  /** The customer's references given at checkout ('' when none). */
  PONumber: z.string(),
  JobName: z.string(),
  Checkout: OrderCheckoutSchema,
  LineItems: z.array(OrderLineItemSchema),
  Subtotal: z.number(),
  FreightAmount: z.number(),
  TaxAmount: z.number(),
  Total: z.number(),
  PriceHidden: z.boolean(),
  /** The packages shipped so far, oldest first. */
  Shipments: z.array(OrderShipmentSchema),
  /** The approval chain of an order that waited for approval, in order; empty for one that never waited. */
  ApprovalSteps: z.array(ApprovalStepSchema),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const AccountOrdersRequestSchema = z.object({
  userId: UserIdSchema,
  Type: z.enum(ORDER_LIST_STATUSES),
  Level: int32("Level").optional(),
  page: int32("page").min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  /** Finds the order number, PO number or job name containing this text ('' or missing: every order). */
  Search: z
    .string({ error: "Search must be text." })
    .trim()
    .max(100, { error: "Search must be at most 100 characters." })
    .optional()
    .default(""),
});

export const AccountOrderRowSchema = z.object({
  SalesOrder: z.string(),
  OrderedBy: z.string(),
  DateOrdered: z.string(),
  ProductionDate: z.string(),
  Subtotal: z.number(),
  Carrier: z.string(),
  /** One entry per package, with TrackingLink beside it ("" for a carrier without a tracking page). */
  TrackingNo: z.array(z.string()),
  TrackingLink: z.array(z.string()),
  Shipments: z.array(OrderShipmentSchema),
  Status: z.enum(ORDER_STATUSES),
  AgentId: z.number().int(),
  /** The customer's references from checkout ('' when none). */
  PONumber: z.string(),
  JobName: z.string(),
  /** The order total with freight and tax (0 when prices are hidden): what a release charges. */
  Total: z.number(),
  /** A waiting order (docs/product/approvals.md): whom it waits for, and whether that is the viewer. */
  WaitingFor: z.string(),
  YourTurn: z.boolean(),
});
export type AccountOrderRowData = z.infer<typeof AccountOrderRowSchema>;

export const AccountOrdersSchema = z.object({
  Orders: z.array(AccountOrderRowSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type AccountOrders = z.infer<typeof AccountOrdersSchema>;

export const OrderStatusPairSchema = z.object({ key: z.enum(ORDER_LIST_STATUSES), value: z.string() });
export const OrderStatusListSchema = z.array(OrderStatusPairSchema);
export type OrderStatusPair = z.infer<typeof OrderStatusPairSchema>;

export const ApproveOrderRequestSchema = z.object({
  userId: UserIdSchema,
  orderNumber: OrderNumberField,
  Level: int32("Level").optional(),
});

/** A line of a reorder with the quantity the buyer chose (1 to 999). */
export const ReorderLineChoiceSchema = z.object({
  LineId: int32("LineId"),
  Quantity: z
    .number({ error: REORDER_QUANTITY_RULE })
    .int({ error: REORDER_QUANTITY_RULE })
    .min(1, { error: REORDER_QUANTITY_RULE })
    .max(CART_MAX_QUANTITY, { error: CART_MAX_QUANTITY_MESSAGE }),
});
export type ReorderLineChoice = z.infer<typeof ReorderLineChoiceSchema>;

/** quantities: today's price at these quantities instead of the order's (lines not named keep theirs). */
export const ReorderPreviewRequestSchema = z.object({
  userId: UserIdSchema,
  orderNumber: OrderNumberField,
  quantities: z.array(ReorderLineChoiceSchema).max(1000).optional(),
});

/** lines: the order's line ids (the order's quantity), or { LineId, Quantity } for a quantity of the buyer's. */
export const ReorderRequestSchema = z.object({
  userId: UserIdSchema,
  orderNumber: OrderNumberField,
  lines: z
    .array(
      // A failed union says "Invalid input"; say instead what the branch of the input's kind found
      // (an object's Quantity rule, a bare id's number rule).
      z.union([int32("lines"), ReorderLineChoiceSchema], {
        error: (iss) => {
          const branch = typeof iss.input === "object" && iss.input !== null ? 1 : 0;
          return (iss as { errors?: { message: string }[][] }).errors?.[branch]?.[0]?.message;
        },
      }),
    )
    .max(1000),
});

export const ReorderPreviewLineSchema = z.object({
  LineId: z.number().int(),
  ItemNo: z.string(),
  ItemDesc: z.string(),
  Filename: z.string(),
  /** The quantity priced today: the buyer's choice, or the order's. */
  Quantity: z.number().int(),
  OrderedQuantity: z.number().int(),
  /** The price on the order (its quantity); NewPrice is today's at Quantity. */
  OldPrice: z.number(),
  NewPrice: z.number(),
  /** Why the two prices differ (quantity, price changes), or that they do not; "" when prices are hidden and the quantity is the order's. */
  PriceNote: z.string(),
  CanReorder: z.boolean(),
  Reason: z.string(),
  /** Whether the line can be opened in the portal to change its size or options. */
  Editable: z.boolean(),
  /** A service: its quantity cannot change. */
  QuantityFixed: z.boolean(),
});
export type ReorderPreviewLine = z.infer<typeof ReorderPreviewLineSchema>;
export const ReorderPreviewSchema = z.object({ Lines: z.array(ReorderPreviewLineSchema), PriceHidden: z.boolean() });
export type ReorderPreview = z.infer<typeof ReorderPreviewSchema>;

/** One product line of an order opened in the portal as a new project, at the buyer's quantity. */
export const ReorderLineProjectRequestSchema = z.object({
  userId: UserIdSchema,
  orderNumber: OrderNumberField,
  choice: ReorderLineChoiceSchema,
});
export const REORDER_NOT_EDITABLE = "This item cannot be changed in the portal.";

/** JobName: the order's job name, which checkout starts with after a reorder (the PO number is not copied). */
export const ReorderResultSchema = z.object({ Added: z.number().int(), JobName: z.string() });

/** The group labels of docs/product/orders.md (office managers see needs_approval as 'Release to Production'). */
export function orderStatusLabel(status: OrderStatus, officeManager: boolean): string {
  switch (status) {
    case "needs_approval":
      return officeManager ? "Release to Production" : "Await Release";
    case "ordered":
    case "in_production":
      return "In Production";
    case "on_hold":
      return "On Hold";
    case "shipped":
      return "Shipped";
    case "invoiced":
      return "Completed Orders";
    case "cancelled":
      return "Cancelled";
  }
}
