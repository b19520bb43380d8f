import { formatCentsUsd } from "@portal/contract";
import type { MailMessage } from "../../platform/mail.js";

export interface ApprovalMailFacts {
  brandName: string;
  publicUrl: string;
  orderNumber: number;
  totalCents: number;
  buyerName: string;
}

const orderLink = (f: ApprovalMailFacts) => `${f.publicUrl.replace(/\/$/, "")}/store/orderdetails/${f.orderNumber}`;

/** To the next approver of a chain once the one before approved (docs/product/approvals.md). */
export function nextApproverMail(to: string, approverName: string, approvedBy: string, f: ApprovalMailFacts) {
  return {
    to,
    subject: `${f.brandName}: order ${f.orderNumber} waits for your approval`,
    text: [
      `Hello ${approverName},`,
      "",
      `Order ${f.orderNumber} by ${f.buyerName} (${formatCentsUsd(f.totalCents)}) was approved by ${approvedBy} and now waits for your approval.`,
      "Release or decline it under Release to Production on your account page.",
      "",
      `Order details: ${orderLink(f)}`,
      "",
      f.brandName,
    ].join("\n"),
  } satisfies MailMessage;
}

/** To the buyer when an approver declined the order: the reason, and the lines back in the cart. */
export function declinedMail(to: string, declinedBy: string, reason: string, f: ApprovalMailFacts): MailMessage {
  return {
    to,
    subject: `${f.brandName}: your order ${f.orderNumber} was declined`,
    text: [
      `Hello ${f.buyerName},`,
      "",
      `Your order ${f.orderNumber} (${formatCentsUsd(f.totalCents)}) was declined by ${declinedBy} and cancelled. Your card was not charged.`,
      "",
      `Reason: ${reason}`,
      "",
      "Its items are back in your cart, so you can change the order and place it again.",
      "",
      `Order details: ${orderLink(f)}`,
      "",
      f.brandName,
    ].join("\n"),
  };
}
