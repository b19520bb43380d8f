import { CANNOT_ACT_ON_SELF, type StaffUser, USER_DEACTIVATED, USER_SIGNED_OUT } from "@portal/contract";
import type { Caller } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import {
  activeRefreshTokens,
  allUsersWithCompany,
  endSessions,
  findUser,
  updateUserAndEndSessions,
} from "../identity/users.service.js";

/** How much of a stored token hash the staff list shows: enough to tell sessions apart, useless as a token. */
const TOKEN_PREFIX_CHARS = 8;

const notFound = () => new ApiError("failed", "User not found", 422);
const notOnSelf = () =>
  new ApiError("invalid", CANNOT_ACT_ON_SELF, 400, { errors: [{ field: "Id", message: CANNOT_ACT_ON_SELF }] });

/** The debug user list of docs/product/accounts.md, for the configured staff usernames only. */
export class StaffUsersService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async all(caller: Caller): Promise<StaffUser[]> {
    this.ctx.auth.assertStaff(caller);
    const [rows, tokens] = await Promise.all([allUsersWithCompany(this.db), activeRefreshTokens(this.db)]);
    const byUser = new Map<number, StaffUser["refreshTokens"]>();
    for (const t of tokens) {
      const list = byUser.get(t.userId) ?? [];
      list.push({
        token: `${t.tokenHash.slice(0, TOKEN_PREFIX_CHARS)}…`,
        created: t.createdAt.toISOString(),
        expires: t.expiresAt.toISOString(),
        isActive: true,
      });
      byUser.set(t.userId, list);
    }
    // The users of this server's franchise first, then the others.
    const own = (franchise: string) => (franchise === caller.franchise ? 0 : 1);
    const sorted = [...rows].sort((a, b) => own(a.user.franchise) - own(b.user.franchise));
    return sorted.map(({ user, companyName }) => ({
      Id: user.id,
      Username: user.username,
      FirstName: user.firstName,
      LastName: user.lastName,
      Email: user.email,
      Level: user.level,
      Franchise: user.franchise,
      CompanyName: companyName ?? "",
      Role: user.role,
      Active: user.active,
      refreshTokens: byUser.get(user.id) ?? [],
    }));
  }

  /** Deactivates the user and ends all their sessions, in one transaction. Never deletes. */
  async remove(caller: Caller, id: number): Promise<string> {
    this.ctx.auth.assertStaff(caller);
    if (id === caller.id) throw notOnSelf();
    const target = await findUser(this.db, id);
    if (!target) throw notFound();
    await updateUserAndEndSessions(this.db, target.id, { active: false });
    return USER_DEACTIVATED;
  }

  /** Signs the user out everywhere: every refresh token is revoked. */
  async logout(caller: Caller, id: number): Promise<string> {
    this.ctx.auth.assertStaff(caller);
    const target = await findUser(this.db, id);
    if (!target) throw notFound();
    await endSessions(this.db, target.id);
    return USER_SIGNED_OUT;
  }
}
