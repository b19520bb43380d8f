import { formatCentsUsd } from "@portal/contract";
import type { MailMessage } from "../../platform/mail.js";

interface MailLine {
  itemNo: string;
  itemDesc: string;
  quantity: number;
  priceCents: number;
  filename: string;
}

export interface OrderMailFacts {
  brandName: string;
  publicUrl: string;
  orderNumber: number;
  placedBy: string;
  waitsForRelease: boolean;
  lines: MailLine[];
  itemsCents: number;
  minimumChargeCents: number;
  freightCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethod: string;
  shipTo: string[];
  productionDate: string;
  shipDate: string;
  payment: string;
  /** The customer's references; '' or missing when not given. */
  poNumber?: string;
  jobName?: string;
}

function lineText(l: MailLine): string {
  const file = l.filename ? ` (${l.filename})` : "";
  return `  ${l.quantity} x ${l.itemDesc || l.itemNo}${file}: ${formatCentsUsd(l.priceCents)}`;
}

function orderSummary(f: OrderMailFacts): string[] {
  const references = [
    ...(f.poNumber ? [`PO Number: ${f.poNumber}`] : []),
    ...(f.jobName ? [`Job Name: ${f.jobName}`] : []),
  ];
  return [
    ...(references.length > 0 ? [...references, ""] : []),
    "Items:",
    ...f.lines.map(lineText),
    ...(f.minimumChargeCents > 0 ? [`  $150 Minimum Purchase Charge: ${formatCentsUsd(f.minimumChargeCents)}`] : []),
    "",
    `Subtotal: ${formatCentsUsd(f.itemsCents + f.minimumChargeCents)}`,
    `Shipping (${f.shippingMethod}): ${formatCentsUsd(f.freightCents)}`,
    `Tax: ${formatCentsUsd(f.taxCents)}`,
    `Total: ${formatCentsUsd(f.totalCents)}`,
    `Payment: ${f.payment}`,
    "",
    "Ship to:",
    ...f.shipTo.map((l) => `  ${l}`),
  ];
}

/** The order confirmation for the person whose cart it was. */
export function confirmationMail(to: string, f: OrderMailFacts): MailMessage {
  const heading = f.waitsForRelease
    ? `Your order ${f.orderNumber} has been placed and waits for release by your office manager. Your card is charged when the order is released.`
    : `Thank you for your order ${f.orderNumber}. It goes to production on ${f.productionDate} and ships on ${f.shipDate}.`;
  return {
    to,
    subject: f.waitsForRelease
      ? `${f.brandName}: order ${f.orderNumber} waits for release`
      : `${f.brandName}: order ${f.orderNumber} confirmation`,
    text: [
      heading,
      "",
      ...orderSummary(f),
      "",
      `Order details: ${f.publicUrl}/store/orderdetails/${f.orderNumber}`,
    ].join("\n"),
  };
}

/** docs/product/cart-and-checkout.md: an office manager is told that an order waits for release. */
export function releaseNeededMail(to: string, managerName: string, f: OrderMailFacts): MailMessage {
  return {
    to,
    subject: `${f.brandName}: order ${f.orderNumber} waits for release`,
    text: [
      `Hello ${managerName},`,
      "",
      `An order waits for release: order ${f.orderNumber}, placed by ${f.placedBy}, for ${formatCentsUsd(f.totalCents)}.`,
      "It goes to production only after an office manager releases it. Sign in, open your account, choose Manage Accounts and release it from the 'Release to Production' orders.",
      "",
      ...orderSummary(f),
      "",
      `Sign in: ${f.publicUrl}`,
    ].join("\n"),
  };
}
