import {
  ADDRESS_DELETED,
  ADDRESS_UPDATED,
  AddressKeyRequestSchema,
  AddressListRequestSchema,
  AddressListSchema,
  AddressSchema,
  COUNTRIES,
  EmptyEnvelopeSchema,
  envelope,
  KeyValueListSchema,
  ManageAddressRequestSchema,
  MONTHS,
  US_STATES,
  yearList,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { AddressService } from "./addresses.service.js";

const listReply = { 200: envelope(KeyValueListSchema) };

/** Shipping addresses (docs/product/accounts.md) and the Account lists the address and card forms use. */
export function addressRoutes(app: App, ctx: AppContext): void {
  const addresses = new AddressService(ctx.database.db);

  // The lists hold no user data: open, so the apply form can use them too.
  app.get(
    "/Account/GetStateList",
    {
      config: { access: "public" },
      schema: { tags: ["Account"], summary: "US states and DC: key is the postal code", response: listReply },
    },
    async (_req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return ok([...US_STATES]);
    },
  );
  app.get(
    "/Account/GetCountryList",
    {
      config: { access: "public" },
      schema: { tags: ["Account"], summary: "Countries, United States first", response: listReply },
    },
    async (_req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return ok([...COUNTRIES]);
    },
  );
  app.get(
    "/Account/GetMonthList",
    {
      config: { access: "public" },
      schema: { tags: ["Account"], summary: "Card expiry months: key '01'..'12'", response: listReply },
    },
    async (_req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return ok([...MONTHS]);
    },
  );
  app.get(
    "/Account/GetYearList",
    {
      config: { access: "public" },
      schema: { tags: ["Account"], summary: "Card expiry years: this year through ten years on", response: listReply },
    },
    async (_req, reply) => {
      reply.header("Cache-Control", "no-cache");
      return ok(yearList());
    },
  );

  app.post(
    "/Account/GetShippingAddresses",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "The user's saved shipping addresses",
        body: AddressListRequestSchema,
        response: { 200: envelope(AddressListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await addresses.list(user.id));
    },
  );

  app.post(
    "/Account/GetEditAddress",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "One saved address of the user, by shipkey (another user's is 403)",
        body: AddressKeyRequestSchema,
        response: { 200: envelope(AddressSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await addresses.get(user.id, req.body.shipkey));
    },
  );

  app.post(
    "/Account/ManageAddress",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Add (ShipKey '0') or edit a shipping address; replies 'Address Updated.' with the saved address",
        description:
          "Required: FirstName, LastName, Address1, City, State (not 'Select'), Zip, Country; each missing one gives '{field} is required.', joined by new lines (Status invalid, 400). Email and PhoneNumber are checked when given.",
        body: ManageAddressRequestSchema,
        response: { 200: envelope(AddressSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await addresses.save(user.id, req.body), ADDRESS_UPDATED);
    },
  );

  app.post(
    "/Account/DeleteAddress",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Remove a saved shipping address (kept for past orders)",
        body: AddressKeyRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await ctx.auth.assertCanActFor(caller, req.body.userId);
      await addresses.remove(user.id, req.body.shipkey);
      return ok(undefined, ADDRESS_DELETED);
    },
  );
}
