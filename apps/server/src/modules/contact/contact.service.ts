import type { ContactRequestSchema } from "@portal/contract";
import { contactThankYou } from "@portal/contract";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { insertContactMessage } from "./contact.repo.js";

type Contact = z.output<typeof ContactRequestSchema>;

/** Stores the message and queues the e-mail to the shop in one transaction; returns the thank-you text. */
export async function submitContact(ctx: AppContext, contact: Contact): Promise<string> {
  const { brand, mailer, database } = ctx;
  const to = ctx.config.shopEmail ?? brand.contact.email;
  const outboxIds = await database.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      brand: brand.id,
      name: contact.Name,
      businessName: contact.BusinessName,
      email: contact.Email,
      phoneNumber: contact.PhoneNumber,
      message: contact.Message,
    });
    const id = await mailer.queue(tx, {
      to,
      replyTo: contact.Email,
      subject: `${brand.name}: wholesale enquiry from ${contact.Name}`,
      text: [
        `A wholesale enquiry came in through the ${brand.name} contact form.`,
        "",
        `Name: ${contact.Name}`,
        `Business: ${contact.BusinessName || "(not given)"}`,
        `Email: ${contact.Email}`,
        `Phone: ${contact.PhoneNumber || "(not given)"}`,
        "",
        contact.Message,
      ].join("\n"),
    });
    return [id];
  });
  await mailer.deliver(outboxIds);
  return contactThankYou(brand.name);
}
