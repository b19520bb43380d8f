import {
  AnswerProofRequestSchema,
  envelope,
  OrderLineParamSchema,
  OrderNumberParamSchema,
  OrderProofsRequestSchema,
  OrderProofsSchema,
  PROOF_APPROVED,
  PROOF_CHANGES_REQUESTED,
  PROOF_SENT,
  ProofLinkParamSchema,
  ProofLinkQuerySchema,
  SendProofRequestSchema,
} from "@portal/contract";
import contentDisposition from "content-disposition";
import { callerOf, staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { defineProofRenditionsJob } from "./proofRenditions.job.js";
import { ProofsService } from "./proofs.service.js";

/** The plain-ASCII stand-in for old clients; filename* carries the real name. */
function asciiName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
}

/** Proofs (docs/product/proofs.md): staff send them from the order desk, customers answer from order details. */
export function proofRoutes(app: App, ctx: AppContext): void {
  const proofs = new ProofsService(ctx, app.log);
  app.addHook("onReady", () => proofs.links.load());
  defineProofRenditionsJob(ctx.jobs, ctx.database.db, ctx.storage, app.log);

  app.post(
    "/Staff/Orders/:orderNumber/Lines/:lineId/Proofs",
    staffRoute("ops", {
      summary: "send a proof of a product line (the one file of an upload package) with a message to the customer",
      description:
        "Open a package with GET /Library/new_token, upload one PDF, TIFF, PNG or JPEG file over tus, then call this with its id. The file becomes the line's next version (a version still waiting is marked replaced), the order's Version moves on and the buyer gets an e-mail with the link. Only before production (needs_approval, ordered, on hold from those). 404 for an unknown order or line; 409 'The order changed; reload it.' when Version is not the order's; 422 with the reason otherwise (nothing written, the upload stays usable unless its file was refused).",
      params: OrderLineParamSchema,
      body: SendProofRequestSchema,
      response: { 200: envelope(OrderProofsSchema) },
    }),
    async (req) =>
      ok(await proofs.send(callerOf(req), req.params.orderNumber, req.params.lineId, req.body), PROOF_SENT),
  );

  app.get(
    "/Staff/Orders/:orderNumber/Proofs",
    staffRoute("ops", {
      summary: "an order's proofs, every version and answer with who and when, and its proof state",
      params: OrderNumberParamSchema,
      response: { 200: envelope(OrderProofsSchema) },
    }),
    async (req) => ok(await proofs.staffView(req.params.orderNumber)),
  );

  app.post(
    "/Store/GetOrderProofs",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "An order's proofs with signed thumbnail, view and download links",
        description: "The order's buyer and the office managers of its company only; anyone else gets 403.",
        body: OrderProofsRequestSchema,
        response: { 200: envelope(OrderProofsSchema) },
      },
    },
    async (req) => ok(await proofs.view(callerOf(req), req.body.orderNumber)),
  );

  app.post(
    "/Store/AnswerProof",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Approve the latest version of a proof, or ask for changes (Comment required)",
        description:
          "The order's buyer and the office managers of its company only (403 otherwise, staff included). A version already answered or replaced by a newer one is refused (422). Approving the last proof the order waited for sets its production date again from now.",
        body: AnswerProofRequestSchema,
        response: { 200: envelope(OrderProofsSchema) },
      },
    },
    async (req) => {
      const result = await proofs.answer(callerOf(req), req.body);
      return ok(result, req.body.Answer === "approve" ? PROOF_APPROVED : PROOF_CHANGES_REQUESTED);
    },
  );

  app.get(
    "/Proofs/:proofId/:kind",
    {
      // The signed link (exp, sig) is the key here: an <img> tag or a new tab sends no bearer token.
      config: { access: "public" },
      schema: {
        tags: ["Store"],
        summary: "A proof's thumbnail or preview (PNG), or its file (inline or as a download), through a signed link",
        description: "The links come from GetOrderProofs and the staff call; they expire after about a day (403 then).",
        params: ProofLinkParamSchema,
        querystring: ProofLinkQuerySchema,
      },
    },
    async (req, reply) => {
      const file = await proofs.file(req.params.proofId, req.params.kind, req.query.exp, req.query.sig);
      if (file.size !== null) reply.header("Content-Length", String(file.size));
      return reply
        .type(file.contentType)
        .header(
          "Content-Disposition",
          contentDisposition(file.name, {
            type: file.attachment ? "attachment" : "inline",
            fallback: asciiName(file.name),
          }),
        )
        .header("Cache-Control", "private, max-age=3600")
        .header("X-Content-Type-Options", "nosniff")
        .send(file.stream);
    },
  );
}
