import {
  ApplicationDecisionSchema,
  ApplicationIdParamsSchema,
  envelope,
  StaffApplicationQuerySchema,
  StaffApplicationSchema,
} from "@portal/contract";
import { z } from "zod";
import { callerOf, staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { ApplicationsService } from "./applications.service.js";

/** The staff list of account applications (support, admin; docs/decisions/0013-shop-order-desk.md roles). */
export function applicationRoutes(app: App, ctx: AppContext): void {
  const service = new ApplicationsService(ctx);

  app.get(
    "/Staff/Applications",
    staffRoute("support", {
      summary: "this brand's account applications, newest first (status new by default)",
      querystring: StaffApplicationQuerySchema,
      response: { 200: envelope(z.array(StaffApplicationSchema)) },
    }),
    async (req) => ok(await service.list(req.query.status)),
  );

  app.get(
    "/Staff/Applications/:applicationId",
    staffRoute("support", {
      summary: "one application",
      params: ApplicationIdParamsSchema,
      response: { 200: envelope(StaffApplicationSchema) },
    }),
    async (req) => ok(await service.one(req.params.applicationId)),
  );

  app.post(
    "/Staff/Applications/:applicationId/Approve",
    staffRoute("support", {
      summary: "approve: creates the customer and invites the contact as its office manager",
      description:
        "One transaction: the customer (company data from the application), the invitation link (Level 2) and its e-mail, the decision with the note (kept for staff). A decided application answers 409.",
      params: ApplicationIdParamsSchema,
      body: ApplicationDecisionSchema,
      response: { 200: envelope(StaffApplicationSchema) },
    }),
    async (req) => {
      const message = await service.approve(callerOf(req), req.params.applicationId, req.body.Note);
      return ok(await service.one(req.params.applicationId), message);
    },
  );

  app.post(
    "/Staff/Applications/:applicationId/Decline",
    staffRoute("support", {
      summary: "decline: a polite e-mail to the applicant; the note is kept for staff",
      params: ApplicationIdParamsSchema,
      body: ApplicationDecisionSchema,
      response: { 200: envelope(StaffApplicationSchema) },
    }),
    async (req) => {
      const message = await service.decline(callerOf(req), req.params.applicationId, req.body.Note);
      return ok(await service.one(req.params.applicationId), message);
    },
  );
}
