import type { MailMessage } from "../../platform/mail.js";

export interface ReleasedMailFacts {
  brandName: string;
  publicUrl: string;
  orderNumber: number;
  buyerName: string;
  releasedBy: string;
  productionDate: string;
  shipDate: string;
}

/** To the buyer when an office manager released their order to production. */
export function releasedMail(to: string, f: ReleasedMailFacts): MailMessage {
  const link = `${f.publicUrl.replace(/\/$/, "")}/store/orderdetails/${f.orderNumber}`;
  return {
    to,
    subject: `${f.brandName}: your order ${f.orderNumber} was released`,
    text: [
      `Hello ${f.buyerName},`,
      "",
      `Your order ${f.orderNumber} was released to production by ${f.releasedBy}. Your card has now been charged.`,
      `Production date: ${f.productionDate}. Estimated ship date: ${f.shipDate}.`,
      "",
      `Order details: ${link}`,
      "",
      f.brandName,
    ].join("\n"),
  };
}
