import { type BrandContact, formatCentsUsd, trackingLink } from "@portal/contract";
import type { MailMessage } from "../../platform/mail.js";

/**
 * The customer's e-mails at the desk's moves that matter (docs/product/shop-order-desk.md): in
 * production, on hold (with the shop's note), shipped (with tracking links) and cancelled (with the
 * refund). Each is signed with the brand's name and address.
 */

export interface StatusMailFacts {
  brandName: string;
  contact: BrandContact;
  publicUrl: string;
  orderNumber: number;
  userId: number;
  customerName: string;
}

export type StatusMailEvent =
  | { kind: "in_production"; productionDate: string }
  | { kind: "on_hold"; note: string }
  | { kind: "shipped"; packages: { carrier: string; trackingNumber: string }[]; invoiceNumber?: number }
  | { kind: "cancelled"; refundedCents: number; terms: boolean; note: string };

function signature(f: StatusMailFacts): string[] {
  const lines =
    f.contact.addressLines[0] === f.brandName ? f.contact.addressLines : [f.brandName, ...f.contact.addressLines];
  return [...lines, f.contact.phone, f.contact.email];
}

/** 'UPS 1Z999AA10123456784: https://...' or, for a carrier without a tracking page, the number alone. */
function packageLine(p: { carrier: string; trackingNumber: string }): string {
  const link = trackingLink(p.carrier, p.trackingNumber);
  return `  ${p.carrier} ${p.trackingNumber}${link ? `: ${link}` : ""}`;
}

function body(e: StatusMailEvent): { subject: string; lines: string[] } {
  switch (e.kind) {
    case "in_production":
      return {
        subject: "is in production",
        lines: [`Your order is now in production. Production date: ${e.productionDate}.`],
      };
    case "on_hold":
      return {
        subject: "is on hold",
        lines: [
          "We have put your order on hold.",
          ...(e.note ? ["", `Note from the shop: ${e.note}`] : []),
          "",
          "Please contact us if we can help to get it going again.",
        ],
      };
    case "shipped":
      return {
        subject: "has shipped",
        lines: [
          `Your order has shipped in ${e.packages.length === 1 ? "one package" : `${e.packages.length} packages`}:`,
          ...e.packages.map(packageLine),
          ...(e.invoiceNumber === undefined
            ? []
            : ["", `Invoice ${e.invoiceNumber} is attached; it can also be downloaded from the order's details.`]),
        ],
      };
    case "cancelled":
      return {
        subject: "was cancelled",
        lines: [
          "Your order was cancelled.",
          e.terms
            ? "Nothing was charged to your account for it."
            : e.refundedCents > 0
              ? `We refunded ${formatCentsUsd(e.refundedCents)} to your card; it can take a few days to show on your statement.`
              : "Your card was not charged for it.",
          ...(e.note ? ["", `Note from the shop: ${e.note}`] : []),
        ],
      };
  }
}

export function orderStatusMail(to: string, f: StatusMailFacts, event: StatusMailEvent): MailMessage {
  const { subject, lines } = body(event);
  const link = `${f.publicUrl.replace(/\/$/, "")}/store/orderdetails/${f.orderNumber}/${f.userId}`;
  return {
    to,
    subject: `${f.brandName}: your order ${f.orderNumber} ${subject}`,
    text: [
      `Hello ${f.customerName},`,
      "",
      `Order ${f.orderNumber}`,
      ...lines,
      "",
      `Order details: ${link}`,
      "",
      ...signature(f),
    ].join("\n"),
  };
}
