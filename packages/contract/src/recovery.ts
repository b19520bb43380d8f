import { z } from "zod";
import { isEmail, optionalText, requiredText, text, websiteField } from "./validators.js";

/** Trade account application (the apply route; its screen is ours to design). */
export const TradeApplicationSchema = z.object({
  CompanyName: requiredText("Company Name is required."),
  ContactName: requiredText("Contact Name is required."),
  Email: requiredText("Email address is required.", 254).refine(isEmail, { error: "Email address is not correct." }),
  PhoneNumber: requiredText("Phone Number is required.", 40),
  Address1: requiredText("Address1 is required."),
  Address2: optionalText(200, "Address2"),
  City: requiredText("City is required."),
  State: requiredText("State is required.", 40).refine((v) => v !== "Select", { error: "State is required." }),
  Zip: requiredText("Zip is required.", 20),
  ResaleCertificate: optionalText(60, "Resale Certificate Number"),
  Website: websiteField(200),
  Message: optionalText(2000, "Message", { multiLine: true }),
});
export type TradeApplication = z.input<typeof TradeApplicationSchema>;
export const APPLICATION_SENT = (brandName: string) =>
  `Thank you for applying. ${brandName} will review your application and contact you within one business day.`;

/** Staff sign-in as a customer: a one-time token issued for that purpose. */
export const BeLoginIssueSchema = z.object({
  Username: requiredText("Username is required.", 100),
});
export const BeLoginIssueReplySchema = z.object({ Url: z.string(), ExpiresAt: z.string() });
export const BeLoginRedeemSchema = z.object({
  Token: text({ error: "This link is not valid." }).min(10, { error: "This link is not valid." }).max(200),
});
