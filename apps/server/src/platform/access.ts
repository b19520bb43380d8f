import { API_KEY_INVALID, API_KEY_SCOPE_REFUSED, type StaffRole } from "@portal/contract";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { Auth, Caller, MachineKey } from "./auth.js";
import { forbidden, unauthenticated } from "./http.js";
import { keyScopeOf, unknownKeyRoutes } from "./keyScopes.js";

/**
 * Who may call a route, declared in its options (`config: { access }`) and checked in an onRequest
 * hook, before the body is parsed or validated: an anonymous caller never learns a route's schema
 * from a 400 (docs/decisions/0013-shop-order-desk.md, docs/product/security.md).
 *
 * - `public`: anyone; a token, if sent, is ignored.
 * - `signedInIfSent`: anyone, but a token, when sent, is checked (401 when bad) and gives the caller
 *   (`callerIfSent`): calls a visitor may make that answer a signed-in user for that user.
 * - `signedIn`: any signed-in user (customers and staff alike; services still check whose data it is).
 * - `signedIn:forcePass`: also a user who must change the password first (change password, logout).
 * - `staff:<role>`: staff with that role, or staff.admin (who may do everything staff may).
 * - `staff:any`: any staff user.
 *
 * A call with a machine key (header X-API-Key) acts as the key's owner: the same access rules, and
 * the key's scope for the route (keyScopes.ts); an unknown or revoked key is 401, a route outside
 * its scopes 403 (docs/decisions/0039-integration-api.md).
 */
export type Access =
  | "public"
  | "signedInIfSent"
  | "signedIn"
  | "signedIn:forcePass"
  | `staff:${StaffRole}`
  | "staff:any";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set by the access hook for every signed-in call. */
    caller?: Caller;
  }
}

/** Routes under this prefix must declare their access; the app refuses to start otherwise. */
const API_PREFIX = "/api/";

function staffMay(caller: Caller, role: StaffRole | "any"): boolean {
  if (!caller.isStaff || caller.staffRole === null) return false;
  return role === "any" || caller.staffRole === "admin" || caller.staffRole === role;
}

const STAFF_ROLE_REFUSED = "Your staff role does not allow this.";

/** Whether a route with this access needs a bearer token (the OpenAPI security requirement). */
export function needsToken(access: Access): boolean {
  return access !== "public" && access !== "signedInIfSent";
}

/** Machine keys as the access hook needs them (modules/integrations/apiKeys.service.ts). */
export interface MachineKeys {
  /** The live key with this secret, its call counted against its rate limit (429 beyond), or null. */
  authenticate(secret: string): Promise<MachineKey | null>;
}

/** The header a machine key travels in (API_KEY_HEADER), as Node gives it. */
const KEY_HEADER = "x-api-key";

/**
 * Authenticates and authorises every request by its route's declared access, and makes start-up
 * fail when an /api route declares none (so a new route cannot forget).
 */
export function registerAccessHook(app: FastifyInstance, auth: Auth, keys: MachineKeys): void {
  // Checked when the app is ready rather than in onRoute itself: a plugin's routes (the docs UI)
  // get their access from an onRoute hook of their own, which runs after this one.
  const apiRoutes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(API_PREFIX)) apiRoutes.push(route);
  });
  app.addHook("onReady", async () => {
    const undeclared = apiRoutes.filter((r) => r.config?.access === undefined);
    if (undeclared.length > 0) {
      const list = undeclared.map((r) => `${[r.method].flat().join(",")} ${r.url}`).join(", ");
      throw new Error(`Routes without a declared access (config: { access }): ${list}`);
    }
    const stale = unknownKeyRoutes(apiRoutes);
    if (stale.length > 0) throw new Error(`keyScopes.ts names routes that do not exist: ${stale.join(", ")}`);
  });

  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (access === undefined) return;
    const secret = req.headers[KEY_HEADER];
    if (secret !== undefined) {
      const scope = keyScopeOf(req.method, req.routeOptions.url ?? "");
      // A public call a key has no scope for ignores the key, as it ignores a token.
      if (access === "public" && scope === undefined) return;
      const key = typeof secret === "string" && secret !== "" ? await keys.authenticate(secret) : null;
      if (!key) throw unauthenticated(API_KEY_INVALID);
      if (scope === undefined || !key.scopes.includes(scope)) throw forbidden(API_KEY_SCOPE_REFUSED);
      const caller = await auth.keyCaller(key);
      if (access !== "public") checkStaffRole(access, caller);
      req.caller = caller;
      return;
    }
    if (access === "public") return;
    if (access === "signedInIfSent" && req.headers.authorization === undefined) return;
    const caller = await auth.caller(req, { allowForcePass: access === "signedIn:forcePass" });
    checkStaffRole(access, caller);
    req.caller = caller;
  });
}

function checkStaffRole(access: Access, caller: Caller): void {
  if (!access.startsWith("staff:")) return;
  const role = access.slice("staff:".length) as StaffRole | "any";
  if (!caller.isStaff) throw forbidden("Only staff can do this.");
  if (!staffMay(caller, role)) throw forbidden(STAFF_ROLE_REFUSED);
}

/** The caller the access hook found; a route that needs a token always has one. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new Error(`${req.routeOptions.url}: no caller; declare the route's access.`);
  return req.caller;
}

/** On a `signedInIfSent` route: the caller when a token was sent (and checked), otherwise null. */
export function callerIfSent(req: FastifyRequest): Caller | null {
  const access = req.routeOptions.config?.access;
  if (access !== "signedInIfSent" && (access === undefined || !needsToken(access))) {
    throw new Error(`${req.routeOptions.url}: callerIfSent needs access signedInIfSent.`);
  }
  return req.caller ?? null;
}

/**
 * The options of a staff route: its access, a tag (Staff unless given), and a summary that starts with
 * who may call it ('Staff (support, admin): ...', 'Staff: ...' for any staff user), the rest of the
 * schema as given.
 */
export function staffRoute<S extends { summary: string; tags?: string[] }>(
  role: Exclude<StaffRole, "admin"> | "any",
  schema: S,
): { config: { access: Access }; schema: S & { tags: string[] } } {
  const who = role === "any" ? "Staff" : `Staff (${role}, admin)`;
  return {
    config: { access: `staff:${role}` },
    schema: { ...schema, tags: schema.tags ?? ["Staff"], summary: `${who}: ${schema.summary}` },
  };
}
