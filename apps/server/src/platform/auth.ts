import type { Brand } from "@portal/contract";
import type { Db } from "@portal/db";
import { users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
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
  /** Level >= 2 where the brand has officeManager. */
  isOfficeManager: boolean;
  /** Refresh-token family of this session. */
  family: string;
}

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
  constructor(private readonly o: AuthOptions) {}

  async issueAccessToken(userId: number, family: string): Promise<string> {
    return new SignJWT({ fam: family })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.o.key);
  }

  isStaffUsername(username: string): boolean {
    return this.o.staffUsernames.some((s) => s.toLowerCase() === username.toLowerCase());
  }

  /** The caller of a request, or 401 when the token is missing, expired or the user is inactive. */
  async caller(req: FastifyRequest, options: CallerOptions = {}): Promise<Caller> {
    const header = req.headers.authorization;
    if (!header?.startsWith("Bearer ")) throw unauthenticated();
    let sub: string | undefined;
    let family = "";
    try {
      const { payload } = await jwtVerify(header.slice(7), this.o.key, { algorithms: ["HS256"] });
      sub = payload.sub;
      family = typeof payload.fam === "string" ? payload.fam : "";
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw unauthenticated("Your session has expired. Please sign in again.");
      throw unauthenticated();
    }
    const [row] = await this.o.db
      .select()
      .from(users)
      .where(eq(users.id, Number(sub)));
    if (!row || !row.active) throw unauthenticated();
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
      isOfficeManager: this.o.brand.switches.officeManager && row.level >= 2 && row.customerId !== null,
      family,
    };
  }

  /**
   * DESIGN.md section 5: a userId in a body must be the caller, or a user of the caller's own company
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
