import {
  ACCOUNT_ADDED,
  ACCOUNT_MESSAGES,
  ACCOUNT_REMOVAL_PENDING,
  ACCOUNT_REMOVED,
  type AccountListItem,
  type AddFranchiseAccountRequestSchema,
  CANNOT_REMOVE_SELF,
  type EditAccount,
  type EditAccountRequestSchema,
  OFFICE_MANAGER_LEVEL,
  OFFICE_MANAGERS_ONLY,
  type UserAccount,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { z } from "zod";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError, forbidden } from "../../platform/http.js";
import { assertNewPassword } from "../identity/passwordPolicy.js";
import { hashPassword } from "../identity/passwords.js";
import {
  customerUsers,
  endSessions,
  findCustomer,
  insertUser,
  isUniqueViolation,
  type UserRow,
  updateCustomer,
  updateUser,
  usernameTaken,
} from "../identity/users.service.js";

/** Whether a user still has orders in progress; such a user stays active after removal until they are done. */
export type ActiveOrdersCheck = (db: Db, userId: number) => Promise<boolean>;

/** The orders module's check, passed in by the routes (accounts has no table of its own to ask). */
export interface AccountsServiceOptions {
  hasActiveOrders: ActiveOrdersCheck;
}

type EditInput = z.output<typeof EditAccountRequestSchema>;
type AddInput = z.output<typeof AddFranchiseAccountRequestSchema>;

export const usernameTakenError = () =>
  new ApiError("invalid", ACCOUNT_MESSAGES.usernameTaken, 400, {
    errors: [{ field: "Username", message: ACCOUNT_MESSAGES.usernameTaken }],
  });

/**
 * The Level a user ends up with after an edit. Level sent by a client is ignored (docs/product/security.md)
 * except for an office manager editing another user of their own company: then only 1 or 2, never above
 * the manager's own level, and never for a user whose level is above the manager's.
 */
function levelAfterEdit(caller: Caller, target: UserRow, requested: number | undefined): number {
  if (requested === undefined || requested === target.level) return target.level;
  if (!caller.isOfficeManager || target.id === caller.id) return target.level;
  if (target.customerId === null || target.customerId !== caller.customerId) return target.level;
  if (target.level > caller.level) return target.level;
  if (requested !== 1 && requested !== OFFICE_MANAGER_LEVEL) return target.level;
  if (requested > caller.level) return target.level;
  return requested;
}

/** The Level of a user an office manager adds: 1 unless 2 is asked for and the manager may give it. */
function levelForNewUser(caller: Caller, requested: number | undefined): number {
  return requested === OFFICE_MANAGER_LEVEL && caller.level >= OFFICE_MANAGER_LEVEL ? OFFICE_MANAGER_LEVEL : 1;
}

function listItem(u: UserRow): AccountListItem {
  return {
    Id: u.id,
    FirstName: u.firstName,
    LastName: u.lastName,
    Email: u.email,
    PhoneNumber: u.phoneNumber,
    Website: u.website,
    Username: u.username,
    Level: u.level,
    Active: u.active,
    RemovalRequested: u.removalRequestedAt !== null,
  };
}

/** The account page, the account form and Manage Users (docs/product/accounts.md). */
export class AccountsService {
  private readonly hasActiveOrders: ActiveOrdersCheck;

  constructor(
    private readonly ctx: AppContext,
    options: AccountsServiceOptions,
  ) {
    this.hasActiveOrders = options.hasActiveOrders;
  }

  private get db() {
    return this.ctx.database.db;
  }

  private assertOfficeManager(caller: Caller): number {
    if (!caller.isOfficeManager || caller.customerId === null) throw forbidden(OFFICE_MANAGERS_ONLY);
    return caller.customerId;
  }

  async userAccount(target: UserRow): Promise<UserAccount> {
    const customer = await findCustomer(this.db, target.customerId);
    return {
      Id: target.id,
      FirstName: target.firstName,
      LastName: target.lastName,
      Email: target.email,
      PhoneNumber: target.phoneNumber,
      Website: target.website,
      CompanyName: customer?.companyName ?? "",
      Address: target.address,
      Address2: target.address2,
      City: target.city,
      State: target.state,
      Zip: target.zip,
      Country: target.country,
      Username: target.username,
      Level: target.level,
      // No customer carries a file-name pass-through setting in this build.
      passCustomerFileName: false,
      TermsAccount: customer?.termsAccount ?? false,
      TaxExempt: customer?.taxExempt ?? false,
      OrderStatusEmails: target.orderStatusEmails,
      PONumberRequired: customer?.poNumberRequired ?? false,
    };
  }

  async setOrderStatusEmails(target: UserRow, on: boolean): Promise<void> {
    await updateUser(this.db, target.id, { orderStatusEmails: on });
  }

  /** Office managers only, for their own company (the company comes from the token). */
  async setPoNumberRequired(caller: Caller, required: boolean): Promise<void> {
    const customerId = this.assertOfficeManager(caller);
    await updateCustomer(this.db, customerId, { poNumberRequired: required });
  }

  async editAccount(target: UserRow): Promise<EditAccount> {
    const customer = await findCustomer(this.db, target.customerId);
    return {
      Id: target.id,
      FirstName: target.firstName,
      LastName: target.lastName,
      Email: target.email,
      PhoneNumber: target.phoneNumber,
      Website: target.website,
      Username: target.username,
      Level: target.level,
      CompanyName: customer?.companyName ?? "",
    };
  }

  async updateAccount(caller: Caller, target: UserRow, input: EditInput): Promise<void> {
    await updateUser(this.db, target.id, {
      firstName: input.FirstName,
      lastName: input.LastName,
      email: input.Email,
      phoneNumber: input.PhoneNumber,
      website: input.Website,
      level: levelAfterEdit(caller, target, input.Level),
    });
  }

  /** The users of the office manager's own company. */
  async list(caller: Caller): Promise<AccountListItem[]> {
    const customerId = this.assertOfficeManager(caller);
    return (await customerUsers(this.db, customerId)).map(listItem);
  }

  /** An office manager adds a user to their own company, on this brand's franchise. */
  async add(caller: Caller, input: AddInput): Promise<{ Id: number; Username: string; message: string }> {
    const customerId = this.assertOfficeManager(caller);
    const franchise = caller.franchise;
    if (await usernameTaken(this.db, franchise, input.Username)) throw usernameTakenError();
    await assertNewPassword(input.Password, { field: "Password", username: input.Username });
    const passwordHash = await hashPassword(input.Password);
    try {
      const row = await insertUser(this.db, {
        customerId,
        franchise,
        role: "customer",
        username: input.Username,
        passwordHash,
        firstName: input.FirstName,
        lastName: input.LastName,
        email: input.Email,
        phoneNumber: input.PhoneNumber,
        website: input.Website,
        level: levelForNewUser(caller, input.Level),
      });
      return { Id: row.id, Username: row.username, message: ACCOUNT_ADDED };
    } catch (err) {
      if (isUniqueViolation(err)) throw usernameTakenError();
      throw err;
    }
  }

  /**
   * Removes a user of the office manager's company (never the manager): deactivated and signed out, or,
   * with active orders, marked for removal and left active until those orders are processed. Never deleted.
   */
  async remove(
    caller: Caller,
    target: UserRow,
  ): Promise<{ Active: boolean; RemovalRequested: boolean; message: string }> {
    this.assertOfficeManager(caller);
    if (target.id === caller.id) {
      throw new ApiError("invalid", CANNOT_REMOVE_SELF, 400, {
        errors: [{ field: "userId", message: CANNOT_REMOVE_SELF }],
      });
    }
    if (target.role !== "customer") throw forbidden();
    return this.db.transaction(async (tx) => {
      const now = new Date();
      if (target.active && (await this.hasActiveOrders(tx, target.id))) {
        await updateUser(tx, target.id, { removalRequestedAt: target.removalRequestedAt ?? now });
        return { Active: true, RemovalRequested: true, message: ACCOUNT_REMOVAL_PENDING };
      }
      await updateUser(tx, target.id, { active: false, removalRequestedAt: target.removalRequestedAt ?? now });
      await endSessions(tx, target.id);
      return { Active: false, RemovalRequested: true, message: ACCOUNT_REMOVED };
    });
  }
}
