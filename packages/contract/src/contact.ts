import { z } from "zod";
import { optionalText, requiredText, text } from "./validators.js";

/** docs/product/information-pages.md, contact form. No email format check, by the spec. */
export const SPAM_TRAP_MESSAGE = "Unable to submit this form.";
export const CONTACT_EXCEPTION_MESSAGE = "There was an error submitting your form, please try again.";

export const ContactRequestSchema = z.object({
  Name: requiredText("Name is required."),
  NickName: text()
    .optional()
    .default("")
    .refine((v) => v.length === 0, { error: SPAM_TRAP_MESSAGE }),
  BusinessName: optionalText(200, "Business Name"),
  Email: requiredText("Email is required.", 254),
  PhoneNumber: optionalText(40, "Phone Number"),
  Message: requiredText("Message is required.", 5000, { multiLine: true }),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export function contactThankYou(providerName: string): string {
  return `Thank you for contacting ${providerName}. Your request has been sent, and we will be in touch soon.`;
}
