import {
  envelope,
  OrderNumberParamSchema,
  StaffCancelRequestSchema,
  StaffMoveRequestSchema,
  StaffMoveResultSchema,
  StaffShipRequestSchema,
} from "@portal/contract";
import { callerOf, staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { StaffMovesService } from "./staffMoves.service.js";

const secured = [{ bearer: [] }];
const refusals =
  "404 for an unknown order; 409 'The order changed; reload it.' when Version is not the order's (nothing written); 422 with the reason when the order's status does not allow it.";

/** The order desk's writes: status moves, shipments and cancels (staff.ops and staff.admin). */
export function staffMoveRoutes(app: App, ctx: AppContext): void {
  const desk = new StaffMovesService(ctx, app.log);

  app.post(
    "/Staff/Orders/:orderNumber/Move",
    staffRoute("ops", {
      summary: "move an order: to in_production, on_hold, back from hold (To = the status it was held from), invoiced",
      description: `Writes the status, the history row (who, when, from, to, Note) and a new Version together, and e-mails the customer at in_production and on_hold. ${refusals}`,
      security: secured,
      params: OrderNumberParamSchema,
      body: StaffMoveRequestSchema,
      response: { 200: envelope(StaffMoveResultSchema) },
    }),
    async (req) => ok(await desk.move(callerOf(req), req.params.orderNumber, req.body)),
  );

  app.post(
    "/Staff/Orders/:orderNumber/Ship",
    staffRoute("ops", {
      summary: "record packages (carrier, tracking number, weight) for the whole order or for chosen product lines",
      description: `The order must be in_production. It becomes shipped (history row, e-mail with tracking links) once every product line is in a package; a partial shipment keeps it in production. Lines of another order or already shipped are refused. ${refusals}`,
      security: secured,
      params: OrderNumberParamSchema,
      body: StaffShipRequestSchema,
      response: { 200: envelope(StaffMoveResultSchema) },
    }),
    async (req) => ok(await desk.ship(callerOf(req), req.params.orderNumber, req.body)),
  );

  app.post(
    "/Staff/Orders/:orderNumber/Cancel",
    staffRoute("ops", {
      summary:
        "cancel an order before it ships: refunds charged cards, drops held ones; terms orders need no card operation",
      description: `A refund the gateway refuses leaves the order as it was (422 with the gateway's reason). Cancelling again after a failure completes it without refunding twice. ${refusals}`,
      security: secured,
      params: OrderNumberParamSchema,
      body: StaffCancelRequestSchema,
      response: { 200: envelope(StaffMoveResultSchema) },
    }),
    async (req) => ok(await desk.cancel(callerOf(req), req.params.orderNumber, req.body)),
  );
}
