import type { StaffRole } from "@portal/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Auth, Caller } from "./auth.js";
import { forbidden } from "./http.js";

/**
 * Who may call a route, declared in its options (`config: { access }`) and checked in an onRequest
 * hook, before the body is parsed or validated: an anonymous caller never learns a route's schema
 * from a 400 (docs/decisions/0013-shop-order-desk.md).
 *
 * - `public`: anyone.
 * - `signedIn`: any signed-in user (customers and staff alike; services still check whose data it is).
 * - `signedIn:forcePass`: also a user who must change the password first (change password, logout).
 * - `staff:<role>`: staff with that role, or staff.admin (who may do everything staff may).
 * - `staff:any`: any staff user.
 */
export type Access = "public" | "signedIn" | "signedIn:forcePass" | `staff:${StaffRole}` | "staff:any";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set by the access hook for every route that is not public. */
    caller?: Caller;
  }
}

export function staffMay(caller: Caller, role: StaffRole | "any"): boolean {
  if (!caller.isStaff || caller.staffRole === null) return false;
  return role === "any" || caller.staffRole === "admin" || caller.staffRole === role;
}

export const STAFF_ROLE_REFUSED = "Your staff role does not allow this.";

/** Authenticates and authorises every request by its route's declared access. */
export function registerAccessHook(app: FastifyInstance, auth: Auth): void {
  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (access === undefined || access === "public") return;
    const caller = await auth.caller(req, { allowForcePass: access === "signedIn:forcePass" });
    if (access.startsWith("staff:")) {
      const role = access.slice("staff:".length) as StaffRole | "any";
      if (!caller.isStaff) throw forbidden("Only staff can do this.");
      if (!staffMay(caller, role)) throw forbidden(STAFF_ROLE_REFUSED);
    }
    req.caller = caller;
  });
}

/** The caller the access hook found; a route that is not public always has one. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new Error(`${req.routeOptions.url}: no caller; declare the route's access.`);
  return req.caller;
}
