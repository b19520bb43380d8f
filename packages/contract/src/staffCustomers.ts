import { z } from "zod";
import { formatCentsUsd } from "./catalog.js";
import { id, multiLineText, optionalText, requiredText, text, websiteField } from "./validators.js";

// ---------------------------------------------------------------- account applications

export const APPLICATION_STATUSES = ["new", "approved", "declined"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** GET /Staff/Applications: the brand's applications, newest first; by status ('all' for every one). */
export const StaffApplicationQuerySchema = z.object({
  status: z
    .enum([...APPLICATION_STATUSES, "all"], { error: "Status must be new, approved, declined or all." })
    .optional()
    .default("new"),
});

export const StaffApplicationSchema = z.object({
  Id: z.number().int(),
  CompanyName: z.string(),
  ContactName: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  Address1: z.string(),
  Address2: z.string(),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  ResaleCertificate: z.string(),
  Website: z.string(),
  Message: z.string(),
  Created: z.string(),
  Status: z.enum(APPLICATION_STATUSES),
  DecidedBy: z.string(),
  Decided: z.string().nullable(),
  Note: z.string(),
  /** The customer an approval created. */
  CustomerId: z.number().int().nullable(),
});
export type StaffApplication = z.infer<typeof StaffApplicationSchema>;

export const ApplicationIdParamsSchema = z.object({ applicationId: id("Application id").min(1) });

/** Approve or decline: the note is kept with the decision for staff; the applicant never sees it. */
export const ApplicationDecisionSchema = z.object({
  Note: multiLineText().trim().max(2000, { error: "Note must be at most 2000 characters." }).optional().default(""),
});

export const APPLICATION_APPROVED = (email: string) =>
  `Application approved: the customer account was created and an invitation was sent to ${email}.`;
export const APPLICATION_DECLINED = (email: string) => `Application declined: ${email} was told by e-mail.`;
export const applicationNotFound = (applicationId: number) => `There is no application ${applicationId}.`;
export const applicationAlreadyDecided = (status: ApplicationStatus) => `This application was already ${status}.`;

// ---------------------------------------------------------------- customers

export const StaffAccountQuerySchema = z.object({
  q: text().trim().max(200).optional().default(""),
});

export const StaffAccountRowSchema = z.object({
  Id: z.number().int(),
  CompanyName: z.string(),
  Users: z.number().int(),
  TermsAccount: z.boolean(),
  Created: z.string(),
});
export type StaffAccountRow = z.infer<typeof StaffAccountRowSchema>;

export const AccountIdParamsSchema = z.object({ customerId: id("Customer id").min(1) });
export const AccountUserParamsSchema = z.object({
  customerId: id("Customer id").min(1),
  userId: id("User id").min(1),
});

export const CREDIT_LIMIT_TERMS_ONLY = "A credit limit applies to terms accounts only.";
export const TAX_EXEMPT_NEEDS_CERTIFICATE =
  "A tax-exempt customer needs the resale (tax exemption) certificate number.";
export const CREDIT_LIMIT_RULE = "Credit limit must be a whole number of cents from 0 to 2147483647, or empty.";

/**
 * POST /Staff/Accounts/{customerId}/Settings: the company data and the settings checkout and pricing
 * read (docs/decisions/0025-customer-settings.md). The whole form is sent; each field that differs is
 * recorded as a change.
 */
export const TERMS_DAYS_RULE = "Terms (days) must be a whole number from 0 to 365.";

export const StaffAccountSettingsSchema = z
  .object({
    CompanyName: requiredText("Company Name is required."),
    PhoneNumber: optionalText(40, "Phone Number"),
    Address1: optionalText(200, "Address1"),
    Address2: optionalText(200, "Address2"),
    City: optionalText(100, "City"),
    State: optionalText(40, "State"),
    Zip: optionalText(20, "Zip"),
    Website: websiteField(200),
    TermsAccount: z.boolean({ error: "TermsAccount must be true or false." }),
    TaxExempt: z.boolean({ error: "TaxExempt must be true or false." }),
    ResaleCertificate: optionalText(60, "Resale Certificate Number"),
    ShippingAccount: optionalText(60, "Shipping Account"),
    RequiresApproval: z.boolean({ error: "RequiresApproval must be true or false." }),
    ProofsRequired: z.boolean({ error: "ProofsRequired must be true or false." }),
    PONumberRequired: z.boolean({ error: "PONumberRequired must be true or false." }),
    TermsDays: z
      .number({ error: TERMS_DAYS_RULE })
      .int({ error: TERMS_DAYS_RULE })
      .min(0, { error: TERMS_DAYS_RULE })
      .max(365, { error: TERMS_DAYS_RULE }),
    CreditLimitCents: z
      .number({ error: CREDIT_LIMIT_RULE })
      .int({ error: CREDIT_LIMIT_RULE })
      .min(0, { error: CREDIT_LIMIT_RULE })
      .max(2_147_483_647, { error: CREDIT_LIMIT_RULE })
      .nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.TaxExempt && v.ResaleCertificate === "") {
      ctx.addIssue({ code: "custom", path: ["ResaleCertificate"], message: TAX_EXEMPT_NEEDS_CERTIFICATE });
    }
    if (!v.TermsAccount && v.CreditLimitCents !== null) {
      ctx.addIssue({ code: "custom", path: ["CreditLimitCents"], message: CREDIT_LIMIT_TERMS_ONLY });
    }
  });
export type StaffAccountSettings = z.input<typeof StaffAccountSettingsSchema>;

export const StaffShowPriceSchema = z.object({
  ShowPrice: z.boolean({ error: "ShowPrice must be true or false." }),
});

export const StaffAccountUserSchema = z.object({
  Id: z.number().int(),
  Username: z.string(),
  Name: z.string(),
  Email: z.string(),
  Level: z.number().int(),
  Active: z.boolean(),
  ShowPrice: z.boolean(),
});

export const StaffAccountAddressSchema = z.object({
  Id: z.number().int(),
  User: z.string(),
  Name: z.string(),
  CompanyName: z.string(),
  Lines: z.string(),
  Residential: z.boolean(),
});

export const StaffAccountOrderSchema = z.object({
  OrderNumber: z.number().int(),
  Placed: z.string(),
  Status: z.string(),
  User: z.string(),
  PaymentKind: z.string(),
  TotalCents: z.number().int(),
});

export const StaffAccountChangeSchema = z.object({
  Id: z.number().int(),
  Field: z.string(),
  /** The user whose setting it was; '' for the company's. */
  User: z.string(),
  Old: z.string(),
  New: z.string(),
  By: z.string(),
  At: z.string(),
});

export const StaffAccountDetailSchema = z.object({
  Id: z.number().int(),
  Created: z.string(),
  Settings: z.object({
    CompanyName: z.string(),
    PhoneNumber: z.string(),
    Address1: z.string(),
    Address2: z.string(),
    City: z.string(),
    State: z.string(),
    Zip: z.string(),
    Website: z.string(),
    TermsAccount: z.boolean(),
    TaxExempt: z.boolean(),
    ResaleCertificate: z.string(),
    ShippingAccount: z.string(),
    RequiresApproval: z.boolean(),
    ProofsRequired: z.boolean(),
    PONumberRequired: z.boolean(),
    TermsDays: z.number().int(),
    CreditLimitCents: z.number().int().nullable(),
  }),
  /** Terms orders not yet completed or cancelled (what the credit limit is measured against). */
  OpenBalanceCents: z.number().int(),
  Users: z.array(StaffAccountUserSchema),
  Addresses: z.array(StaffAccountAddressSchema),
  Orders: z.array(StaffAccountOrderSchema),
  Changes: z.array(StaffAccountChangeSchema),
});
export type StaffAccountDetail = z.infer<typeof StaffAccountDetailSchema>;

export const customerNotFound = (customerId: number) => `There is no customer ${customerId}.`;
export const userNotOfCustomer = (userId: number) => `User ${userId} is not a user of this customer.`;
export const SETTINGS_SAVED = "Customer settings saved.";
export const NOTHING_CHANGED = "Nothing changed.";

/** Checkout's refusal on a terms account whose open balance would pass its credit limit. */
export const creditLimitExceeded = (orderCents: number, openCents: number, limitCents: number) =>
  `This order (${formatCentsUsd(orderCents)}) would bring your open balance of ${formatCentsUsd(openCents)} to ${formatCentsUsd(openCents + orderCents)}, over your credit limit of ${formatCentsUsd(limitCents)}. Please contact us to raise the limit or settle open invoices.`;

// ---------------------------------------------------------------- catalog availability

export const AVAILABILITY_KINDS = ["material", "choice"] as const;

export const StaffAvailabilityMaterialSchema = z.object({
  ItemNo: z.string(),
  Name: z.string(),
  ProductType: z.string(),
  /** For this brand now. */
  Available: z.boolean(),
  /** False when the catalog itself withdrew it (staff cannot mark it available). */
  InCatalog: z.boolean(),
  ChangedBy: z.string(),
  Changed: z.string().nullable(),
});
export const StaffAvailabilityChoiceSchema = z.object({
  OptionKey: z.string(),
  OptionName: z.string(),
  Value: z.string(),
  Name: z.string(),
  Available: z.boolean(),
  InCatalog: z.boolean(),
  ChangedBy: z.string(),
  Changed: z.string().nullable(),
});
export const StaffAvailabilitySchema = z.object({
  Materials: z.array(StaffAvailabilityMaterialSchema),
  Choices: z.array(StaffAvailabilityChoiceSchema),
});
export type StaffAvailability = z.infer<typeof StaffAvailabilitySchema>;

/** POST /Staff/Catalog/Availability: a material (Key = ItemNo) or an option choice (Key = option, Value). */
export const StaffSetAvailabilitySchema = z.object({
  Kind: z.enum(AVAILABILITY_KINDS, { error: "Kind must be material or choice." }),
  Key: requiredText("Key is required.", 100),
  Value: optionalText(100, "Value"),
  Available: z.boolean({ error: "Available must be true or false." }),
});
export type StaffSetAvailability = z.input<typeof StaffSetAvailabilitySchema>;

export const noMaterial = (itemNo: string) => `There is no material ${itemNo}.`;
export const noChoice = (optionKey: string, value: string) => `There is no choice ${value} of option ${optionKey}.`;
export const WITHDRAWN_FROM_CATALOG = "This is withdrawn from the catalog itself; it cannot be marked available here.";
