import { type Brand, STAFF_ROLES, type StaffRole } from "@portal/contract";
import type { Db } from "@portal/db";
import { refreshTokens, users } from "@portal/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { forbidden, unauthenticated } from "./http.js";

export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** The acting user, always from the bearer token and the stored row, never from the request body. */
export interface Caller {
  id: number;
  username: string;
  customerId: number | null;
  franchise: string;
  level: number;
  forcePass: boolean;
  isStaff: boolean;
  /** ops, support or admin for staff (by position in STAFF_USERNAMES); null for customers. */
  staffRole: StaffRole | null;
  /** Level >= 2 where the brand has officeManager. */
  isOfficeManager: boolean;
  /** Refresh-token family of this session. */
  family: string;
  /** The user's own price setting (docs/product/accounts.md); prices also need the brand's portalPricing. */
  showPrice: boolean;
}

interface VerifiedToken {
  sub: number;
  family: string;
  expiresAtMs: number;
}

/** Verified access tokens, so a token's signature is checked once, not on every call. Bounded. */
const VERIFIED_CACHE_MAX = 20_000;

export interface AuthOptions {
  db: Db;
  key: Buffer;
  brand: Brand;
  staffUsernames: string[];
}

export interface CallerOptions {
  /** Calls a ForcePass user may make before changing the password (change password, logout). */
  allowForcePass?: boolean;
}

export class Auth {
  private readonly verified = new Map<string, VerifiedToken>();
  // One narrow, prepared lookup per call: the stored row decides Level, activity and ForcePass.
  private readonly callerRow;

  constructor(private readonly o: AuthOptions) {
    this.callerRow = o.db
      .select({
        id: users.id,
        username: users.username,
        customerId: users.customerId,
        franchise: users.franchise,
        role: users.role,
        level: users.level,
        forcePass: users.forcePass,
        active: users.active,
        showPrice: users.showPrice,
        liveSession: refreshTokens.id,
      })
      .from(users)
      // The session (refresh-token family) must still be live: logout and password resets end its
      // access tokens at once, not when they expire.
      .leftJoin(
        refreshTokens,
        and(
          eq(refreshTokens.userId, users.id),
          eq(refreshTokens.family, sql.placeholder("family")),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare("auth_caller_row");
  }

  private async verify(token: string): Promise<VerifiedToken> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expiresAtMs > Date.now()) return hit;
      this.verified.delete(token);
      throw unauthenticated("Your session has expired. Please sign in again.");
    }
    try {
      const { payload } = await jwtVerify(token, this.o.key, { algorithms: ["HS256"] });
      const entry = {
        sub: Number(payload.sub),
        family: typeof payload.fam === "string" ? payload.fam : "",
        expiresAtMs: (payload.exp ?? 0) * 1000,
      };
      if (this.verified.size >= VERIFIED_CACHE_MAX) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, entry);
      return entry;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw unauthenticated("Your session has expired. Please sign in again.");
      throw unauthenticated();
    }
  }

  async issueAccessToken(userId: number, family: string): Promise<string> {
    return new SignJWT({ fam: family })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.o.key);
  }

  isStaffUsername(username: string): boolean {
    return this.staffRoleOf(username) !== null;
  }

  /** STAFF_USERNAMES names the internal users in role order: ops, support, admin (decision 0013). */
  staffRoleOf(username: string): StaffRole | null {
    const i = this.o.staffUsernames.findIndex((s) => s.toLowerCase() === username.toLowerCase());
    return i < 0 ? null : (STAFF_ROLES[i] ?? null);
  }

  /** The caller of a request, or 401 when the token is missing, expired or the user is inactive. */
  async caller(req: FastifyRequest, options: CallerOptions = {}): Promise<Caller> {
    const header = req.headers.authorization;
    if (!header?.startsWith("Bearer ")) throw unauthenticated();
    const { sub, family } = await this.verify(header.slice(7));
    const [row] = await this.callerRow.execute({ id: sub, family });
    if (!row?.active) throw unauthenticated();
    if (row.liveSession === null) throw unauthenticated("Your session has ended. Please sign in again.");
    if (row.forcePass && !options.allowForcePass) {
      throw unauthenticated("You must change your password before logging in.");
    }
    const isStaff = row.role === "staff" && this.isStaffUsername(row.username);
    return {
      id: row.id,
      username: row.username,
      customerId: row.customerId,
      franchise: row.franchise,
      level: row.level,
      forcePass: row.forcePass,
      isStaff,
      staffRole: isStaff ? this.staffRoleOf(row.username) : null,
      isOfficeManager: this.o.brand.switches.officeManager && row.level >= 2 && row.customerId !== null,
      family,
      showPrice: row.showPrice,
    };
  }

  /**
   * docs/product/security.md: a userId in a body must be the caller, or a user of the caller's own company
   * when the caller is an office manager; otherwise 403. Returns the target user's row.
   */
  async assertCanActFor(caller: Caller, userId: number | undefined) {
    const target = userId === undefined || userId === caller.id ? caller.id : userId;
    const [row] = await this.o.db.select().from(users).where(eq(users.id, target));
    if (!row) throw forbidden();
    if (row.id === caller.id) return row;
    if (caller.isOfficeManager && row.customerId !== null && row.customerId === caller.customerId) return row;
    throw forbidden();
  }

  assertStaff(caller: Caller): void {
    if (!caller.isStaff) throw forbidden("Only staff can do this.");
  }
}
