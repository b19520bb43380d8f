import type { BrandContact } from "@portal/contract";
import type { MailMessage } from "../../platform/mail.js";

export interface ProofMailFacts {
  brandName: string;
  contact: BrandContact;
  publicUrl: string;
  orderNumber: number;
  userId: number;
  customerName: string;
  lineNo: number;
  product: string;
  filename: string;
  version: number;
  message: string;
}

/** The customer's e-mail when the shop sends a proof: what for, the shop's message and the link to answer. */
export function proofSentMail(to: string, f: ProofMailFacts): MailMessage {
  const link = `${f.publicUrl.replace(/\/$/, "")}/store/orderdetails/${f.orderNumber}/${f.userId}?details=1`;
  const signature =
    f.contact.addressLines[0] === f.brandName ? f.contact.addressLines : [f.brandName, ...f.contact.addressLines];
  const what = `item ${f.lineNo} (${f.product}${f.filename ? `, ${f.filename}` : ""})`;
  return {
    to,
    subject: `${f.brandName}: a proof of your order ${f.orderNumber} waits for your approval`,
    text: [
      `Hello ${f.customerName},`,
      "",
      `We have sent ${f.version > 1 ? `version ${f.version} of ` : ""}the proof of ${what} of your order ${f.orderNumber}.`,
      "",
      `Message from the shop: ${f.message}`,
      "",
      "Please look at it and approve it, or tell us what should change. Your order goes into production once the proof is approved.",
      "",
      `Open the proof: ${link}`,
      "",
      ...signature,
      f.contact.phone,
      f.contact.email,
    ].join("\n"),
  };
}
