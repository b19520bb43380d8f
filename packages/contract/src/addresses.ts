import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { DEFAULT_COUNTRY, STATE_NOT_CHOSEN } from "./lists.js";
import { INT32_MAX, isEmail, isPhone, optionalText, requiredText, text } from "./validators.js";

/** docs/product/accounts.md: what a successful address save says. */
export const ADDRESS_UPDATED = "Address Updated.";
export const ADDRESS_DELETED = "Address deleted.";
export const ADDRESS_EMAIL_MESSAGE = "Email is not correct.";
export const ADDRESS_PHONE_MESSAGE = "PhoneNumber is not correct. Use 10 digits, such as (612) 555-0101.";

/** A record key sent as a string ('0' for a new one) or a number; always a string of digits after parsing. */
export function recordKey(name: string, options: { allowNew: boolean }) {
  const message = `${name} is required.`;
  return z
    .union([text({ error: message }), z.number({ error: message })], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0, { error: message })
    .refine(
      (v) => v === "" || (/^\d{1,10}$/.test(v) && Number(v) <= INT32_MAX && (options.allowNew || Number(v) > 0)),
      {
        error: `${name} is not correct.`,
      },
    );
}

/** Residential: true is a Residence, false a Business. Accepts a boolean or 'true'/'false'. */
const ResidentialSchema = z
  .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
    error: "Residential must be true (Residence) or false (Business).",
  })
  .optional()
  .default(false);

/** A required State: empty or the select's first entry 'Select' both count as missing. */
export function requiredState(message = "State is required.") {
  return requiredText(message, 60).refine((v) => v !== STATE_NOT_CHOSEN, { error: message });
}

export function optionalEmail(message: string) {
  return optionalText(254, "Email").refine((v) => v === "" || isEmail(v), { error: message });
}

export function optionalPhone(message: string) {
  return optionalText(40, "Phone").refine((v) => v === "" || isPhone(v), { error: message });
}

/** POST /Account/GetShippingAddresses. */
export const AddressListRequestSchema = z.object({ userId: UserIdSchema.optional() });

/** POST /Account/GetEditAddress and /Account/DeleteAddress. */
export const AddressKeyRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  shipkey: recordKey("shipkey", { allowNew: false }),
});

/**
 * POST /Account/ManageAddress (docs/product/accounts.md): ShipKey '0' adds, any other key edits that
 * address. Text is trimmed; each missing required field gives '{field} is required.' on its own line.
 */
export const ManageAddressRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  ShipKey: recordKey("ShipKey", { allowNew: true }).optional().default("0"),
  FirstName: requiredText("FirstName is required.", 100),
  LastName: requiredText("LastName is required.", 100),
  CompanyName: optionalText(200, "CompanyName"),
  Address1: requiredText("Address1 is required."),
  Address2: optionalText(200, "Address2"),
  City: requiredText("City is required.", 100),
  State: requiredState(),
  Zip: requiredText("Zip is required.", 20),
  Country: requiredText("Country is required.", 60),
  PhoneNumber: optionalPhone(ADDRESS_PHONE_MESSAGE),
  Email: optionalEmail(ADDRESS_EMAIL_MESSAGE),
  Residential: ResidentialSchema,
  County: optionalText(100, "County"),
});
export type ManageAddressRequest = z.input<typeof ManageAddressRequestSchema>;

/** A saved shipping address as the screens and checkout read it. */
export const AddressSchema = z.object({
  ShipKey: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  CompanyName: z.string(),
  Address1: z.string(),
  Address2: z.string(),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  Country: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  Residential: z.boolean(),
  County: z.string(),
  userId: z.number().int(),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListSchema = z.array(AddressSchema);

/** The add form's starting values (docs/product/accounts.md: State 'Select', Country US). */
export function emptyAddress(): Omit<Address, "userId"> {
  return {
    ShipKey: "0",
    FirstName: "",
    LastName: "",
    CompanyName: "",
    Address1: "",
    Address2: "",
    City: "",
    State: STATE_NOT_CHOSEN,
    Zip: "",
    Country: DEFAULT_COUNTRY,
    PhoneNumber: "",
    Email: "",
    Residential: false,
    County: "",
  };
}
