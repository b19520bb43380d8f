import { API_KEY_OWNER_INACTIVE, type Brand, STAFF_ROLES, type StaffRole } from "@portal/contract";
import type { FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { UserRow } from "../modules/identity/users.service.js";
import type { CallerCache } from "./callerCache.js";
import { forbidden, unauthenticated } from "./http.js";

const ACCESS_TOKEN_SECONDS = 15 * 60;

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
  /** Set when the call came with a machine key: the key acts as its owner within its scopes. */
  apiKeyId?: number;
}

/** A live machine key (modules/integrations): whose it is and what it may do. */
export interface MachineKey {
  id: number;
  ownerId: number;
  /** The company of a company key; null for a shop key. */
  customerId: number | null;
  scopes: string[];
}

interface VerifiedToken {
  sub: number;
  family: string;
  expiresAtMs: number;
}

/** Verified access tokens, so a token's signature is checked once, not on every call. Bounded. */
const VERIFIED_CACHE_MAX = 20_000;

/** The stored row behind a token: the user, and whether the token's session is still live. */
export interface CallerRow {
  id: number;
  username: string;
  customerId: number | null;
  franchise: string;
  role: string;
  level: number;
  forcePass: boolean;
  active: boolean;
  showPrice: boolean;
  liveSession: number | null;
}

/** What Auth reads from the users' owner (modules/identity/users.service.ts). */
export interface AuthUsers {
  callerRow(args: { id: number; family: string }): Promise<CallerRow[]>;
  findUser(id: number): Promise<UserRow | undefined>;
}

export interface AuthOptions {
  users: AuthUsers;
  key: Buffer;
  brand: Brand;
  staffUsernames: string[];
  /** Callers' rows kept a moment and forgotten on every change (platform/callerCache.ts). */
  cache?: CallerCache;
}

export interface CallerOptions {
  /** Calls a ForcePass user may make before changing the password (change password, logout). */
  allowForcePass?: boolean;
}

export class Auth {
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(private readonly o: AuthOptions) {}

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
    const load = async () => (await this.o.users.callerRow({ id: sub, family }))[0];
    const row = this.o.cache ? await this.o.cache.row(sub, family, load) : await load();
    if (!row?.active) throw unauthenticated();
    if (row.liveSession === null) throw unauthenticated("Your session has ended. Please sign in again.");
    if (row.forcePass && !options.allowForcePass) {
      throw unauthenticated("You must change your password before logging in.");
    }
    return this.callerFrom(row, family);
  }

  private callerFrom(
    row: Pick<CallerRow, "id" | "username" | "customerId" | "franchise" | "role" | "level" | "forcePass" | "showPrice">,
    family: string,
  ): Caller {
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
   * The caller a machine key acts as: its owner, read now (docs/decisions/0039-integration-api.md).
   * The key stops (401) when the owner is inactive or no longer may make such a key: a shop key's
   * owner must still be staff.admin, a company key's an office manager of that company.
   */
  async keyCaller(key: MachineKey): Promise<Caller> {
    const row = await this.o.users.findUser(key.ownerId);
    if (!row?.active) throw unauthenticated(API_KEY_OWNER_INACTIVE);
    const caller = { ...this.callerFrom(row, `key:${key.id}`), apiKeyId: key.id };
    if (!this.integrationOwnerMay(row, key.customerId)) throw unauthenticated(API_KEY_OWNER_INACTIVE);
    return caller;
  }

  /**
   * Whether a user may (still) own a shop integration (customerId null: staff.admin) or a company's (an
   * office manager of that company): machine keys and webhook endpoints stop when not.
   */
  integrationOwnerMay(
    row: Parameters<Auth["callerFrom"]>[0] & { active: boolean },
    customerId: number | null,
  ): boolean {
    if (!row.active) return false;
    const caller = this.callerFrom(row, "integration");
    return customerId === null
      ? caller.staffRole === "admin"
      : caller.isOfficeManager && caller.customerId === customerId;
  }

  /**
   * docs/product/security.md: a userId in a body must be the caller, or a user of the caller's own company
   * when the caller is an office manager; otherwise 403. Returns the target user's row.
   */
  async assertCanActFor(caller: Caller, userId: number | undefined) {
    const target = userId === undefined || userId === caller.id ? caller.id : userId;
    const row = await this.o.users.findUser(target);
    if (!row) throw forbidden();
    if (row.id === caller.id) return row;
    if (caller.isOfficeManager && row.customerId !== null && row.customerId === caller.customerId) return row;
    throw forbidden();
  }

  /**
   * The id of the user a call acts for, with assertCanActFor's rule, but without reading the row
   * when that is the caller (whose row the caller cache has just checked: decision 0028).
   */
  async actingUserId(caller: Caller, userId: number | undefined): Promise<number> {
    if (userId === undefined || userId === caller.id) return caller.id;
    return (await this.assertCanActFor(caller, userId)).id;
  }

  assertStaff(caller: Caller): void {
    if (!caller.isStaff) throw forbidden("Only staff can do this.");
  }
}
