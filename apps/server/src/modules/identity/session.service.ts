import { FRANCHISES, type SessionUserReply } from "@portal/contract";
import type { AppContext } from "../../platform/context.js";
import { databaseInputError } from "../../platform/databaseInput.js";
import { ApiError } from "../../platform/http.js";
import { assertNewPassword } from "./passwordPolicy.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { RefreshTokens } from "./refreshTokens.repo.js";
import { type Attempt, LoginThrottle, THROTTLED_MESSAGE, throttleKeys } from "./throttle.repo.js";
import { findCustomer, findUser, type UserRow, updateUser, userByUsername } from "./users.repo.js";
export interface SignedIn {
  user: SessionUserReply;
  refreshToken: string;
}

/** Login failures keep the spec's Status (exception + code) with an HTTP code that tells the truth. */
function loginError(code: string, http: number): ApiError {
  return new ApiError("exception", code, http);
}

export class SessionService {
  readonly refreshTokens: RefreshTokens;
  private readonly throttle: LoginThrottle;

  constructor(private readonly ctx: AppContext) {
    this.refreshTokens = new RefreshTokens(ctx.database.db, ctx.config.refreshTokenDays, ctx.config.sessionsPerUser);
    this.throttle = new LoginThrottle(ctx.database.db, ctx.config.login);
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** The franchise this server signs users in with: the request's, which must be this brand's. */
  private franchiseFor(requested: string): string {
    if (!requested) return this.ctx.brand.franchise;
    if (!(FRANCHISES as readonly string[]).includes(requested) || requested !== this.ctx.brand.franchise) {
      throw loginError("InvalidContext", 400);
    }
    return requested;
  }

  async authenticate(input: { username: string; password: string; Franchise: string }, ip: string) {
    const franchise = this.franchiseFor(input.Franchise);
    const keys = throttleKeys(franchise, input.username, ip);
    const throttled = () => new ApiError("exception", THROTTLED_MESSAGE(this.ctx.config.login.lockMinutes), 429);
    let row: UserRow | undefined;
    let attempt: Attempt;
    try {
      attempt = await this.throttle.begin(keys);
      if (attempt.userLocked) throw throttled();
      row = await userByUsername(this.db, franchise, input.username);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw databaseInputError(err) ?? loginError("InvalidBullseye", 503);
    }
    const passwordOk = await verifyPassword(row?.passwordHash, input.password);
    if (!row || !passwordOk) {
      // A locked address still lets a known user's right password in (the user's own count decides).
      if (attempt.addressLocked) throw throttled();
      throw loginError("InvalidUser", 401);
    }
    await this.throttle.succeeded(keys);
    if (!row.active) throw loginError("InvalidLogin", 403);
    const { token, family } = await this.refreshTokens.startSession(row.id, ip);
    return this.reply(row, token, family);
  }

  async refresh(token: string | undefined, ip: string) {
    if (!token) throw new ApiError("unauthorized", "Your session has ended. Please sign in again.", 401);
    const result = await this.refreshTokens.rotate(token, ip);
    if (result.kind !== "ok") {
      throw new ApiError("unauthorized", "Your session has ended. Please sign in again.", 401);
    }
    const row = await findUser(this.db, result.userId);
    if (!row?.active) throw new ApiError("unauthorized", "User not found", 401);
    return this.reply(row, result.token, result.family);
  }

  async logout(userId: number, family: string, refreshToken: string | undefined) {
    if (refreshToken) await this.refreshTokens.revokeByToken(userId, refreshToken);
    if (family) await this.refreshTokens.revokeFamily(family);
  }

  /** The old password is checked here, whatever the client did; other sessions are signed out. */
  async changePassword(userId: number, family: string, oldPassword: string, newPassword: string) {
    const row = await findUser(this.db, userId);
    if (!row) throw new ApiError("failed", "User not found", 422);
    if (!(await verifyPassword(row.passwordHash, oldPassword))) {
      throw new ApiError("invalid", "Old Password is not correct.", 400, {
        errors: [{ field: "OldPassword", message: "Old Password is not correct." }],
      });
    }
    await assertNewPassword(newPassword, {
      field: "NewPassword",
      username: row.username,
      currentHash: row.passwordHash,
    });
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await updateUser(tx, userId, { passwordHash, forcePass: false });
      await this.refreshTokens.revokeOthers(userId, family, tx);
    });
  }

  /** Office manager path: a new password for a user of their company; that user's sessions end. */
  async setPasswordFor(userId: number, newPassword: string) {
    const row = await findUser(this.db, userId);
    if (!row) throw new ApiError("failed", "User not found", 422);
    await assertNewPassword(newPassword, {
      field: "NewPassword",
      username: row.username,
      currentHash: row.passwordHash,
    });
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await updateUser(tx, userId, { passwordHash });
      await this.refreshTokens.revokeAllForUser(userId, tx);
    });
  }

  /** The session reply, and the refresh token for the cookie (it never goes in the body). */
  async reply(row: UserRow, refreshToken: string, family: string): Promise<SignedIn> {
    let companyName = "";
    if (row.customerId !== null) {
      companyName = (await findCustomer(this.db, row.customerId))?.companyName ?? "";
    }
    const user: SessionUserReply = {
      Id: row.id,
      Username: row.username,
      FirstName: row.firstName,
      LastName: row.lastName,
      Email: row.email,
      Level: row.level,
      ForcePass: row.forcePass,
      JwtToken: await this.ctx.auth.issueAccessToken(row.id, family),
      Franchise: row.franchise as SessionUserReply["Franchise"],
      CustomerId: row.customerId,
      CompanyName: companyName,
      showPrice: row.showPrice,
      IsStaff: row.role === "staff" && this.ctx.auth.isStaffUsername(row.username),
      StaffRole: row.role === "staff" ? this.ctx.auth.staffRoleOf(row.username) : null,
    };
    return { user, refreshToken };
  }
}
