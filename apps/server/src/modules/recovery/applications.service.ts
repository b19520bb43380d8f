import {
  APPLICATION_APPROVED,
  APPLICATION_DECLINED,
  type ApplicationStatus,
  applicationAlreadyDecided,
  applicationNotFound,
  type StaffApplication,
} from "@portal/contract";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { queueInvitation } from "../accounts/invite.service.js";
import { userNamesOf } from "../accounts/staffCustomers.service.js";
import { insertCustomer } from "../identity/users.service.js";
import {
  type ApplicationRow,
  applicationsOf,
  findApplication,
  lockApplication,
  recordDecision,
} from "./applications.repo.js";

/** 'Ann Lee Smith' -> first 'Ann', last 'Lee Smith'; one word is the first name. */
function splitName(contactName: string): { firstName: string; lastName: string } {
  const words = contactName.trim().split(/\s+/);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/**
 * Staff answer the Apply form's applications (docs/product/accounts.md): approve creates the customer,
 * invites its first user as office manager (Level 2) with the invitation e-mail and link of Invite User;
 * decline sends a polite e-mail. Each decision is one transaction with its e-mail queued in it; the
 * note stays with staff.
 */
export class ApplicationsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(status: ApplicationStatus | "all"): Promise<StaffApplication[]> {
    const rows = await applicationsOf(this.db, this.ctx.brand.franchise, status);
    const names = await userNamesOf(
      this.ctx,
      rows.flatMap((r) => (r.decidedBy === null ? [] : [r.decidedBy])),
    );
    return rows.map((r) => this.view(r, names));
  }

  async one(id: number): Promise<StaffApplication> {
    const row = await findApplication(this.db, this.ctx.brand.franchise, id);
    if (!row) throw new ApiError("error", applicationNotFound(id), 404);
    const names = await userNamesOf(this.ctx, row.decidedBy === null ? [] : [row.decidedBy]);
    return this.view(row, names);
  }

  private view(r: ApplicationRow, names: Map<number, string>): StaffApplication {
    return {
      Id: r.id,
      CompanyName: r.companyName,
      ContactName: r.contactName,
      Email: r.email,
      PhoneNumber: r.phoneNumber,
      Address1: r.address1,
      Address2: r.address2,
      City: r.city,
      State: r.state,
      Zip: r.zip,
      ResaleCertificate: r.resaleCertificate,
      Website: r.website,
      Message: r.message,
      Created: r.createdAt.toISOString(),
      Status: r.status,
      DecidedBy: r.decidedBy === null ? "" : (names.get(r.decidedBy) ?? ""),
      Decided: r.decidedAt?.toISOString() ?? null,
      Note: r.decisionNote,
      CustomerId: r.customerId,
    };
  }

  /** The application locked and still new, in the decision's transaction. */
  private async pending(tx: Parameters<typeof lockApplication>[0], id: number): Promise<ApplicationRow> {
    const row = await lockApplication(tx, this.ctx.brand.franchise, id);
    if (!row) throw new ApiError("error", applicationNotFound(id), 404);
    if (row.status !== "new") throw new ApiError("failed", applicationAlreadyDecided(row.status), 409);
    return row;
  }

  async approve(caller: Caller, id: number, note: string): Promise<string> {
    const brand = this.ctx.brand;
    const { app, mailId } = await this.db.transaction(async (tx) => {
      const app = await this.pending(tx, id);
      const customer = await insertCustomer(tx, {
        franchise: app.franchise,
        companyName: app.companyName,
        phoneNumber: app.phoneNumber,
        address1: app.address1,
        address2: app.address2,
        city: app.city,
        state: app.state,
        zip: app.zip,
        website: app.website,
        resaleCertificate: app.resaleCertificate,
      });
      const { firstName, lastName } = splitName(app.contactName);
      const mailId = await queueInvitation(this.ctx, tx, {
        customer,
        issuedBy: caller.id,
        firstName,
        lastName,
        email: app.email,
        level: 2,
        subject: `Your ${brand.name} trade account for ${app.companyName} is approved`,
        intro: `Your application for a trade account for ${app.companyName} was approved. You are its office manager: you can order, invite and manage your company's users and release their orders.`,
      });
      await recordDecision(tx, app.id, { status: "approved", decidedBy: caller.id, note, customerId: customer.id });
      return { app, mailId };
    });
    await this.ctx.mailer.deliver([mailId]);
    return APPLICATION_APPROVED(app.email);
  }

  async decline(caller: Caller, id: number, note: string): Promise<string> {
    const brand = this.ctx.brand;
    const { app, mailId } = await this.db.transaction(async (tx) => {
      const app = await this.pending(tx, id);
      const { firstName } = splitName(app.contactName);
      const mailId = await this.ctx.mailer.queue(tx, {
        to: app.email,
        replyTo: brand.contact.email,
        subject: `Your ${brand.name} trade account application`,
        text: [
          `Hello ${firstName || app.contactName},`,
          "",
          `Thank you for your interest in a trade account with ${brand.name} for ${app.companyName}.`,
          "After reviewing your application we are not able to open an account at this time.",
          `If you have questions, or your situation changes, we are glad to hear from you at ${brand.contact.email} or ${brand.contact.phone}.`,
          "",
          "Kind regards,",
          brand.name,
        ].join("\n"),
      });
      await recordDecision(tx, app.id, { status: "declined", decidedBy: caller.id, note, customerId: null });
      return { app, mailId };
    });
    await this.ctx.mailer.deliver([mailId]);
    return APPLICATION_DECLINED(app.email);
  }
}
