import {
  APPLICATION_SENT,
  LINK_INVALID_MESSAGE,
  RESET_PASSWORD_SUCCESS,
  type TradeApplicationSchema,
} from "@portal/contract";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { consumeToken, findLiveToken, issueOneTimeToken } from "../identity/oneTimeTokens.service.js";
import { assertNewPassword } from "../identity/passwordPolicy.js";
import { hashPassword } from "../identity/passwords.js";
import { activeUsersByEmail, endSessions, findUser, updateUser } from "../identity/users.service.js";
import { insertApplication } from "./recovery.repo.js";

const RESET_LINK_MINUTES = 60;

const linkInvalid = () =>
  new ApiError("invalid", LINK_INVALID_MESSAGE, 400, { errors: [{ field: "Token", message: LINK_INVALID_MESSAGE }] });

/**
 * Forgot Password: every active user of this brand with that e-mail gets a single-use link. The reply
 * is the same whether or not the address is known.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<string> {
  const { db } = ctx.database;
  const matches = await activeUsersByEmail(db, ctx.brand.franchise, email);
  const ids: number[] = [];
  for (const user of matches) {
    const id = await db.transaction(async (tx) => {
      const token = await issueOneTimeToken(tx, "reset", RESET_LINK_MINUTES, { userId: user.id });
      const link = `${ctx.config.publicUrl}/reset-password?token=${token}`;
      return ctx.mailer.queue(tx, {
        to: user.email,
        subject: `${ctx.brand.name}: reset your password`,
        text: [
          `Hello ${user.firstName || user.username},`,
          "",
          `Someone asked to reset the password of your ${ctx.brand.name} account (username: ${user.username}).`,
          `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes. It works once.`,
          "",
          link,
          "",
          "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
          "",
          ctx.brand.name,
          ctx.brand.contact.phone,
        ].join("\n"),
      });
    });
    ids.push(id);
  }
  await ctx.mailer.deliver(ids);
  return RESET_PASSWORD_SUCCESS;
}

export async function resetTokenUser(ctx: AppContext, token: string) {
  const row = await findLiveToken(ctx.database.db, "reset", token);
  if (!row?.userId) throw linkInvalid();
  const user = await findUser(ctx.database.db, row.userId);
  if (!user) throw linkInvalid();
  return { Username: user.username };
}

/** Sets the new password, uses the link and ends every session of the user, in one transaction. */
export async function completePasswordReset(ctx: AppContext, token: string, newPassword: string) {
  const live = await findLiveToken(ctx.database.db, "reset", token);
  const user = live?.userId ? await findUser(ctx.database.db, live.userId) : undefined;
  if (!user) throw linkInvalid();
  await assertNewPassword(newPassword, {
    field: "NewPassword",
    username: user.username,
    currentHash: user.passwordHash,
  });
  const passwordHash = await hashPassword(newPassword);
  await ctx.database.db.transaction(async (tx) => {
    const row = await consumeToken(tx, "reset", token);
    if (!row?.userId) throw linkInvalid();
    await updateUser(tx, row.userId, { passwordHash, forcePass: false });
    await endSessions(tx, row.userId);
  });
}

type Application = z.output<typeof TradeApplicationSchema>;

/** Stores a trade account application and e-mails it to the shop, in one transaction. */
export async function submitApplication(ctx: AppContext, a: Application): Promise<string> {
  const to = ctx.config.shopEmail ?? ctx.brand.contact.email;
  const id = await ctx.database.db.transaction(async (tx) => {
    await insertApplication(tx, {
      franchise: ctx.brand.franchise,
      companyName: a.CompanyName,
      contactName: a.ContactName,
      email: a.Email,
      phoneNumber: a.PhoneNumber,
      address1: a.Address1,
      address2: a.Address2,
      city: a.City,
      state: a.State,
      zip: a.Zip,
      resaleCertificate: a.ResaleCertificate,
      website: a.Website,
      message: a.Message,
    });
    return ctx.mailer.queue(tx, {
      to,
      replyTo: a.Email,
      subject: `${ctx.brand.name}: trade account application from ${a.CompanyName}`,
      text: [
        `A trade account application came in through ${ctx.brand.name}.`,
        "",
        `Company: ${a.CompanyName}`,
        `Contact: ${a.ContactName}`,
        `Email: ${a.Email}`,
        `Phone: ${a.PhoneNumber}`,
        `Address: ${[a.Address1, a.Address2].filter(Boolean).join(", ")}, ${a.City}, ${a.State} ${a.Zip}`,
        `Resale certificate: ${a.ResaleCertificate || "(none given)"}`,
        `Website: ${a.Website || "(none given)"}`,
        "",
        a.Message,
      ].join("\n"),
    });
  });
  await ctx.mailer.deliver([id]);
  return APPLICATION_SENT(ctx.brand.name);
}
