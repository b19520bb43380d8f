import {
  customerNotFound,
  formatCentsUsd,
  NOTHING_CHANGED,
  OFFICE_MANAGER_LEVEL,
  SETTINGS_SAVED,
  type StaffAccountDetail,
  type StaffAccountRow,
  type StaffAccountSettingsSchema,
  type StaffSpendLimits,
  userNotOfCustomer,
} from "@portal/contract";
import type { z } from "zod";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { shopMonth } from "../../platform/businessCalendar.js";
import { ApiError } from "../../platform/http.js";
import { addressesOfUsers } from "../addresses/addresses.service.js";
import { spendLimitsOf } from "../approvals/approvals.service.js";
import {
  type CustomerRow,
  changesOf,
  customerList,
  customerUsers,
  findCustomer,
  insertChanges,
  lockCustomer,
  type NewChange,
  peopleByIds,
  setUserShowPrice,
  updateCustomer,
} from "../identity/users.service.js";
import { openTermsBalanceCents, orderHistoryOf, spentCents } from "../orders/orders.service.js";

type Settings = z.output<typeof StaffAccountSettingsSchema>;
type Setting = keyof Settings;

/** Display names of users (for "who" columns of staff pages). */
export async function userNamesOf(ctx: AppContext, ids: readonly number[]): Promise<Map<number, string>> {
  const people = await peopleByIds(ctx.database.db, ids);
  return new Map([...people].map(([id, p]) => [id, p.name]));
}

/** How each setting is named and shown in the change history. */
const LABELS: Record<Setting, string> = {
  CompanyName: "Company name",
  PhoneNumber: "Phone",
  Address1: "Address 1",
  Address2: "Address 2",
  City: "City",
  State: "State",
  Zip: "Zip",
  Website: "Website",
  TermsAccount: "Terms account",
  TaxExempt: "Tax exempt",
  ResaleCertificate: "Resale certificate",
  ShippingAccount: "Own shipping account",
  RequiresApproval: "Orders need office manager approval",
  ProofsRequired: "Proofs required",
  PONumberRequired: "PO number required",
  TermsDays: "Terms",
  CreditLimitCents: "Credit limit",
};

function settingsOf(c: CustomerRow): Settings {
  return {
    CompanyName: c.companyName,
    PhoneNumber: c.phoneNumber,
    Address1: c.address1,
    Address2: c.address2,
    City: c.city,
    State: c.state,
    Zip: c.zip,
    Website: c.website,
    TermsAccount: c.termsAccount,
    TaxExempt: c.taxExempt,
    ResaleCertificate: c.resaleCertificate,
    ShippingAccount: c.shippingAccount,
    RequiresApproval: c.requiresApproval,
    ProofsRequired: c.proofsRequired,
    PONumberRequired: c.poNumberRequired,
    TermsDays: c.termsDays,
    CreditLimitCents: c.creditLimitCents,
  };
}

function columnsOf(s: Settings) {
  return {
    companyName: s.CompanyName,
    phoneNumber: s.PhoneNumber,
    address1: s.Address1,
    address2: s.Address2,
    city: s.City,
    state: s.State,
    zip: s.Zip,
    website: s.Website,
    termsAccount: s.TermsAccount,
    taxExempt: s.TaxExempt,
    resaleCertificate: s.ResaleCertificate,
    shippingAccount: s.ShippingAccount,
    requiresApproval: s.RequiresApproval,
    proofsRequired: s.ProofsRequired,
    poNumberRequired: s.PONumberRequired,
    termsDays: s.TermsDays,
    creditLimitCents: s.CreditLimitCents,
  };
}

function shown(field: Setting, value: Settings[Setting]): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (field === "CreditLimitCents") return value === null ? "No limit" : formatCentsUsd(value as number);
  if (field === "TermsDays") return `Net ${value}`;
  return String(value ?? "");
}

const notFound = (customerId: number) => new ApiError("error", customerNotFound(customerId), 404);

/**
 * The staff customer page (docs/product/accounts.md, docs/decisions/0025-customer-settings.md): this
 * brand's customers, one customer's data, users, addresses, orders and settings, and every change
 * staff made, with who, when, the old and the new value.
 */
export class StaffCustomersService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(q: string): Promise<StaffAccountRow[]> {
    const rows = await customerList(this.db, this.ctx.brand.franchise, q);
    return rows.map((r) => ({
      Id: r.id,
      CompanyName: r.companyName,
      Users: Number(r.users),
      TermsAccount: r.termsAccount,
      Created: r.createdAt.toISOString(),
    }));
  }

  /** The brand's customer; another brand's or an unknown one is 404. */
  private async customer(customerId: number): Promise<CustomerRow> {
    const customer = await findCustomer(this.db, customerId);
    if (!customer || customer.franchise !== this.ctx.brand.franchise) throw notFound(customerId);
    return customer;
  }

  async detail(customerId: number): Promise<StaffAccountDetail> {
    const customer = await this.customer(customerId);
    const people = await customerUsers(this.db, customer.id);
    const [addresses, orders, changes, openBalance] = await Promise.all([
      addressesOfUsers(
        this.db,
        people.map((u) => u.id),
      ),
      orderHistoryOf(this.db, customer.id),
      changesOf(this.db, customer.id),
      openTermsBalanceCents(this.db, customer.id),
    ]);
    const nameOf = new Map(people.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.username]));
    const staffNames = await userNamesOf(this.ctx, [
      ...changes.map((c) => c.changedBy),
      ...orders.map((o) => o.userId),
    ]);
    return {
      Id: customer.id,
      Created: customer.createdAt.toISOString(),
      Settings: settingsOf(customer),
      OpenBalanceCents: openBalance,
      Users: people.map((u) => ({
        Id: u.id,
        Username: u.username,
        Name: nameOf.get(u.id) ?? u.username,
        Email: u.email,
        Level: u.level,
        Active: u.active,
        ShowPrice: u.showPrice,
      })),
      Addresses: addresses.map((a) => ({
        Id: a.id,
        User: nameOf.get(a.userId) ?? "",
        Name: `${a.firstName} ${a.lastName}`.trim(),
        CompanyName: a.companyName,
        Lines: [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`, a.country].filter(Boolean).join(", "),
        Residential: a.residential,
      })),
      Orders: orders.map(({ userId, ...o }) => ({ ...o, User: nameOf.get(userId) ?? staffNames.get(userId) ?? "" })),
      Changes: changes.map((c) => ({
        Id: c.id,
        Field: c.field,
        User: c.userId === null ? "" : (nameOf.get(c.userId) ?? String(c.userId)),
        Old: c.oldValue,
        New: c.newValue,
        By: staffNames.get(c.changedBy) ?? "",
        At: c.changedAt.toISOString(),
      })),
    };
  }

  /** Each user's limits who is not an office manager (docs/product/approvals.md); staff read them. */
  async spendLimits(customerId: number): Promise<StaffSpendLimits> {
    const customer = await this.customer(customerId);
    const people = (await customerUsers(this.db, customer.id)).filter((u) => u.level < OFFICE_MANAGER_LEVEL);
    const month = shopMonth(new Date());
    const out: StaffSpendLimits = [];
    for (const u of people) {
      const spent = await spentCents(this.db, u.id, month.start, month.end);
      const { OfficeManagers: _managers, ...limits } = await spendLimitsOf(this.db, u, spent);
      out.push({ ...limits, Name: `${u.firstName} ${u.lastName}`.trim() || u.username, Username: u.username });
    }
    return out;
  }

  /**
   * Saves the form in one transaction: the customer row locked, each field that differs written and
   * recorded (field, old, new, who, when). Nothing differs: nothing is written.
   */
  async saveSettings(caller: Caller, customerId: number, input: Settings): Promise<string> {
    await this.customer(customerId);
    return this.db.transaction(async (tx) => {
      const current = await lockCustomer(tx, customerId);
      if (!current) throw notFound(customerId);
      const before = settingsOf(current);
      const changes: NewChange[] = [];
      for (const field of Object.keys(LABELS) as Setting[]) {
        if (before[field] === input[field]) continue;
        changes.push({
          customerId,
          userId: null,
          field: LABELS[field],
          oldValue: shown(field, before[field]),
          newValue: shown(field, input[field]),
          changedBy: caller.id,
        });
      }
      if (changes.length === 0) return NOTHING_CHANGED;
      await updateCustomer(tx, customerId, columnsOf(input));
      await insertChanges(tx, changes);
      return SETTINGS_SAVED;
    });
  }

  /** A user's own Show prices setting (docs/product/brands-and-access.md), set by staff and recorded. */
  async setShowPrice(caller: Caller, customerId: number, userId: number, showPrice: boolean): Promise<string> {
    await this.customer(customerId);
    const user = (await customerUsers(this.db, customerId)).find((u) => u.id === userId);
    if (!user) throw new ApiError("error", userNotOfCustomer(userId), 404);
    if (user.showPrice === showPrice) return NOTHING_CHANGED;
    await this.db.transaction(async (tx) => {
      await setUserShowPrice(tx, userId, showPrice);
      await insertChanges(tx, [
        {
          customerId,
          userId,
          field: "Show prices",
          oldValue: user.showPrice ? "Yes" : "No",
          newValue: showPrice ? "Yes" : "No",
          changedBy: caller.id,
        },
      ]);
    });
    return SETTINGS_SAVED;
  }
}
