import {
  ACCOUNT_UPDATED,
  AcceptedInviteSchema,
  AcceptInviteRequestSchema,
  AccountListSchema,
  AccountUserRequestSchema,
  AddedAccountSchema,
  AddFranchiseAccountRequestSchema,
  EditAccountRequestSchema,
  EditAccountSchema,
  EmptyEnvelopeSchema,
  envelope,
  GetEditAccountRequestSchema,
  GetInviteRequestSchema,
  INVITE_ACCEPTED,
  InviteAccountUserRequestSchema,
  InviteSchema,
  ORDER_STATUS_EMAILS_OFF,
  ORDER_STATUS_EMAILS_ON,
  RemovedAccountSchema,
  RemoveFranchiseAccountRequestSchema,
  SetOrderStatusEmailsRequestSchema,
  SetPONumberRequiredRequestSchema,
  PO_NUMBER_REQUIRED_ON,
  PO_NUMBER_REQUIRED_OFF,
  StaffUserActionSchema,
  StaffUserListSchema,
  UserAccountSchema,
} from "@portal/contract";
import { callerOf, staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { forbidden, ok } from "../../platform/http.js";
import { hasActiveOrders } from "../orders/orders.service.js";
import { AccountsService } from "./accounts.service.js";
import { acceptInvite, describeInvite, INVITE_BRANDS_ONLY, inviteUser } from "./invite.service.js";
import { StaffUsersService } from "./staffUsers.service.js";

const ACCESS =
  "userId must be the caller, or a user of the caller's own company when the caller is an office manager (Level >= 2 where the brand has officeManager); otherwise 403 with no data.";

/** Account page, account form, Manage Users, invitations and the staff user list (docs/product/accounts.md). */
export function accountRoutes(app: App, ctx: AppContext): void {
  const accounts = new AccountsService(ctx, { hasActiveOrders });
  const staff = new StaffUsersService(ctx);

  app.post(
    "/Account/GetUserAccount",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "The account page's summary of a user, with the customer's flags",
        description: ACCESS,
        body: AccountUserRequestSchema,
        response: { 200: envelope(UserAccountSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const target = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await accounts.userAccount(target));
    },
  );

  app.post(
    "/Account/SetOrderStatusEmails",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Turns the user's order status e-mails on or off",
        description: ACCESS,
        body: SetOrderStatusEmailsRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const target = await ctx.auth.assertCanActFor(caller, req.body.userId);
      await accounts.setOrderStatusEmails(target, req.body.OrderStatusEmails);
      return ok(undefined, req.body.OrderStatusEmails ? ORDER_STATUS_EMAILS_ON : ORDER_STATUS_EMAILS_OFF);
    },
  );

  app.post(
    "/Account/SetPONumberRequired",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "The office manager turns 'PO number required' on or off for their own company",
        description: ACCESS,
        body: SetPONumberRequiredRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      await accounts.setPoNumberRequired(callerOf(req), req.body.PONumberRequired);
      return ok(undefined, req.body.PONumberRequired ? PO_NUMBER_REQUIRED_ON : PO_NUMBER_REQUIRED_OFF);
    },
  );

  app.post(
    "/Account/GetEditAccount",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "The fields of the account form (Level in the body is ignored)",
        description: ACCESS,
        body: GetEditAccountRequestSchema,
        response: { 200: envelope(EditAccountSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const target = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await accounts.editAccount(target));
    },
  );

  app.post(
    "/Account/EditAccount",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Saves the account form; replies 'Account Updated.'",
        description: `${ACCESS} Level changes only when an office manager edits another user of their company, and only to 1 or 2, never above the manager's own level; otherwise Level is ignored.`,
        body: EditAccountRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const target = await ctx.auth.assertCanActFor(caller, req.body.userId);
      await accounts.updateAccount(caller, target, req.body);
      return ok(undefined, ACCOUNT_UPDATED);
    },
  );

  app.post(
    "/Account/GetAccounts",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Office managers: the users of their own company (the Manage Users table)",
        description: "Anyone but an office manager gets 403.",
        body: AccountUserRequestSchema,
        response: { 200: envelope(AccountListSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(await accounts.list(caller));
    },
  );

  app.post(
    "/Account/AddFranchiseAccount",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Office managers: adds a user (with Username and Password) to their own company",
        description:
          "Franchise in the body is ignored: the user joins this brand's franchise. Level 2 only when asked for by an office manager; otherwise 1. Username is unique within the franchise.",
        body: AddFranchiseAccountRequestSchema,
        response: { 200: envelope(AddedAccountSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      await ctx.auth.assertCanActFor(caller, req.body.userId);
      const added = await accounts.add(caller, req.body);
      return ok({ Id: added.Id, Username: added.Username }, added.message);
    },
  );

  app.post(
    "/Account/RemoveFranchiseAccount",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Office managers: removes a user of their own company (userId is the user to remove)",
        description:
          "The user is deactivated and signed out; a user with active orders stays active, marked for removal, until the orders are processed. Nobody is deleted; an office manager cannot remove themselves.",
        body: RemoveFranchiseAccountRequestSchema,
        response: { 200: envelope(RemovedAccountSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const target = await ctx.auth.assertCanActFor(caller, req.body.userId);
      const { message, ...state } = await accounts.remove(caller, target);
      return ok(state, message);
    },
  );

  app.post(
    "/Account/InviteAccountUser",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "Wholesale brands: e-mails a single-use link (7 days) to join the caller's company",
        description: "Other brands get 403.",
        body: InviteAccountUserRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      if (ctx.brand.franchise !== "Wholesale") throw forbidden(INVITE_BRANDS_ONLY);
      const account = await ctx.auth.assertCanActFor(caller, req.body.userId);
      return ok(undefined, await inviteUser(ctx, caller, account, req.body));
    },
  );

  app.post(
    "/Account/GetInvite",
    {
      config: { access: "public" },
      schema: {
        tags: ["Account"],
        summary: "Who an invitation link is for and which company it joins (the link stays unused)",
        body: GetInviteRequestSchema,
        response: { 200: envelope(InviteSchema) },
      },
    },
    async (req) => ok(await describeInvite(ctx, req.body.Token)),
  );

  app.post(
    "/Account/AcceptInvite",
    {
      config: { access: "public" },
      schema: {
        tags: ["Account"],
        summary: "Uses an invitation link once: creates a Level 1 user of the inviting company",
        body: AcceptInviteRequestSchema,
        response: { 200: envelope(AcceptedInviteSchema) },
      },
    },
    async (req) => ok(await acceptInvite(ctx, req.body), INVITE_ACCEPTED),
  );

  app.get(
    "/users/GetAll",
    staffRoute("support", {
      tags: ["Users"],
      summary: "every user with their active refresh tokens (a short hash prefix, never a token)",
      response: { 200: envelope(StaffUserListSchema) },
    }),
    async (req) => ok(await staff.all(callerOf(req))),
  );

  app.post(
    "/users/RemoveUser",
    staffRoute("support", {
      tags: ["Users"],
      summary: "deactivates the user (the whole user object is sent; Id is read) and signs them out",
      body: StaffUserActionSchema,
      response: { 200: EmptyEnvelopeSchema },
    }),
    async (req) => ok(undefined, await staff.remove(callerOf(req), req.body.Id)),
  );

  app.post(
    "/users/LogoutUser",
    staffRoute("support", {
      tags: ["Users"],
      summary: "revokes every refresh token of the user",
      body: StaffUserActionSchema,
      response: { 200: EmptyEnvelopeSchema },
    }),
    async (req) => ok(undefined, await staff.logout(callerOf(req), req.body.Id)),
  );
}
