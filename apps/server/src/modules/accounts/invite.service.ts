import {
  type AcceptInviteRequestSchema,
  INVITE_DAYS,
  INVITE_SENT,
  type Invite,
  type InviteAccountUserRequestSchema,
  LINK_INVALID_MESSAGE,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { z } from "zod";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden } from "../../platform/http.js";
import { consumeToken, findLiveToken, issueOneTimeToken } from "../identity/oneTimeTokens.service.js";
import { assertNewPassword } from "../identity/passwordPolicy.js";
import { hashPassword } from "../identity/passwords.js";
import {
  type CustomerRow,
  findCustomer,
  findUser,
  insertUser,
  isUniqueViolation,
  type UserRow,
  usernameTaken,
} from "../identity/users.service.js";
import { usernameTakenError } from "./accounts.service.js";

type InviteInput = z.output<typeof InviteAccountUserRequestSchema>;
type AcceptInput = z.output<typeof AcceptInviteRequestSchema>;

export const INVITE_BRANDS_ONLY = "Inviting users is only available on Wholesale accounts.";

const linkInvalid = () =>
  new ApiError("invalid", LINK_INVALID_MESSAGE, 400, { errors: [{ field: "Token", message: LINK_INVALID_MESSAGE }] });

const fullName = (u: Pick<UserRow, "firstName" | "lastName" | "username">) =>
  `${u.firstName} ${u.lastName}`.trim() || u.username;

/**
 * Invite User (Wholesale brands): a single-use link, valid for INVITE_DAYS, e-mailed to the invitee; the
 * token row and the outbox message are written in one transaction.
 */
export async function inviteUser(ctx: AppContext, caller: Caller, account: UserRow, input: InviteInput) {
  if (ctx.brand.franchise !== "Wholesale") throw forbidden(INVITE_BRANDS_ONLY);
  const customer = await findCustomer(ctx.database.db, account.customerId);
  if (!customer) throw forbidden("Only users of a customer account can invite users.");
  const inviter = (await findUser(ctx.database.db, caller.id)) ?? account;
  const inviterName = fullName(inviter);
  const mailId = await ctx.database.db.transaction((tx) =>
    queueInvitation(ctx, tx, {
      customer,
      issuedBy: caller.id,
      firstName: input.FirstName,
      lastName: input.LastName,
      email: input.Email,
      level: 1,
      replyTo: inviter.email || undefined,
      subject: `${inviterName} invited you to ${customer.companyName} on ${ctx.brand.name}`,
      intro: `${inviterName} of ${customer.companyName} invited you to order printed graphics with ${ctx.brand.name}.`,
    }),
  );
  await ctx.mailer.deliver([mailId]);
  return INVITE_SENT(input.Email);
}

export interface Invitation {
  customer: Pick<CustomerRow, "id" | "franchise" | "companyName">;
  issuedBy: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The Level the invitee gets: 1 for Invite User, 2 for the office manager of an approved application. */
  level: 1 | 2;
  replyTo?: string;
  subject: string;
  /** The sentence that says who invites, before the link's instructions. */
  intro: string;
}

/**
 * The invitation link and its e-mail, in the caller's transaction (Invite User, and the approval of an
 * account application): a single-use token valid for INVITE_DAYS and the outbox message. Returns the
 * message id to deliver after commit.
 */
export async function queueInvitation(ctx: AppContext, tx: Db, invitation: Invitation): Promise<number> {
  const { customer } = invitation;
  const token = await issueOneTimeToken(tx, "invite", INVITE_DAYS * 24 * 60, {
    customerId: customer.id,
    issuedBy: invitation.issuedBy,
    franchise: customer.franchise,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    email: invitation.email,
    level: invitation.level,
  });
  const link = `${ctx.config.publicUrl}/accept-invite?token=${token}`;
  return ctx.mailer.queue(tx, {
    to: invitation.email,
    replyTo: invitation.replyTo,
    subject: invitation.subject,
    text: [
      `Hello ${invitation.firstName},`,
      "",
      invitation.intro,
      `To join, open this link within ${INVITE_DAYS} days and choose a username and password. The link works once.`,
      "",
      link,
      "",
      "If you did not expect this invitation, you can ignore this e-mail.",
      "",
      ctx.brand.name,
      ctx.brand.contact.phone,
    ].join("\n"),
  });
}

/** Who is invited where, for the accept-invite screen; the link is not used by looking. */
export async function describeInvite(ctx: AppContext, token: string): Promise<Invite> {
  const { db } = ctx.database;
  const row = await findLiveToken(db, "invite", token);
  if (!row || row.franchise !== ctx.brand.franchise) throw linkInvalid();
  const customer = await findCustomer(db, row.customerId);
  if (!customer) throw linkInvalid();
  const inviter = row.issuedBy === null ? undefined : await findUser(db, row.issuedBy);
  return {
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    CompanyName: customer.companyName,
    // An approved application's office manager is invited by the shop, not by a colleague.
    InvitedBy: row.level >= 2 ? ctx.brand.name : inviter ? fullName(inviter) : customer.companyName,
    BrandName: ctx.brand.name,
  };
}

/**
 * Uses the link and creates the invitee as a user of the inviting company (Level 1, or 2 for an approved
 * application's office manager), in one transaction:
 * a taken username leaves the link unused; a used or expired link creates nothing.
 */
export async function acceptInvite(ctx: AppContext, input: AcceptInput): Promise<{ Username: string }> {
  const { db } = ctx.database;
  if (!(await findLiveToken(db, "invite", input.Token))) throw linkInvalid();
  await assertNewPassword(input.NewPassword, { field: "NewPassword", username: input.Username });
  const passwordHash = await hashPassword(input.NewPassword);
  try {
    return await db.transaction(async (tx) => {
      const row = await consumeToken(tx, "invite", input.Token);
      if (!row || row.franchise !== ctx.brand.franchise || row.customerId === null) throw linkInvalid();
      if (await usernameTaken(tx, row.franchise, input.Username)) throw usernameTakenError();
      const user = await insertUser(tx, {
        customerId: row.customerId,
        franchise: row.franchise,
        role: "customer",
        username: input.Username,
        passwordHash,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        level: row.level >= 2 ? 2 : 1,
      });
      return { Username: user.username };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw usernameTakenError();
    throw err;
  }
}
