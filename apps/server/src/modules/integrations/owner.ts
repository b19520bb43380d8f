import type { Caller } from "../../platform/auth.js";
import { forbidden } from "../../platform/http.js";

/** Whose keys or endpoints a call concerns: the shop's (customerId null) or one company's. */
export interface IntegrationOwner {
  franchise: string;
  customerId: number | null;
}

/**
 * The shop's for staff.admin (the route's access already checked it), the caller's company for an
 * office manager; anyone else 403 with `refused` (docs/product/integration-api.md).
 */
export function integrationOwner(caller: Caller, kind: "shop" | "company", refused: string): IntegrationOwner {
  if (kind === "shop") {
    if (caller.staffRole !== "admin") throw forbidden("Your staff role does not allow this.");
    return { franchise: caller.franchise, customerId: null };
  }
  if (!caller.isOfficeManager || caller.customerId === null) throw forbidden(refused);
  return { franchise: caller.franchise, customerId: caller.customerId };
}
