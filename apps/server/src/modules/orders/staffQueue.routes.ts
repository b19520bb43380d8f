import {
  envelope,
  OrderLineParamSchema,
  OrderNumberParamSchema,
  StaffCustomerOptionSchema,
  StaffCustomerQuerySchema,
  StaffOrderDetailSchema,
  StaffOrderPageSchema,
  StaffOrderQuerySchema,
} from "@portal/contract";
import contentDisposition from "content-disposition";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { App, AppContext } from "../../platform/context.js";
import { ApiError, ok } from "../../platform/http.js";
import { sharedSecret } from "../../platform/secrets.js";
import { plainReply } from "../../platform/serialization.js";
import type { JobTicketModel } from "../docs/jobTicket.js";
import { PdfWorkersBusy } from "../docs/pdfWorkers.js";
import { ImageLinks } from "../library/imageLinks.js";
import { StaffOrderDetailService } from "./staffOrderDetail.js";
import { StaffQueueService } from "./staffQueue.service.js";

const tags = ["Staff orders"];

/** The plain-ASCII stand-in for old clients ('Grüße.pdf' -> 'Gru_e.pdf'); filename* carries the real name. */
function asciiName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
}

/**
 * The order desk's reading calls (docs/decisions/0013-shop-order-desk.md): the queue and its customer
 * filter, one order's workspace, a line's original artwork and the job tickets.
 */
export function staffQueueRoutes(app: App, ctx: AppContext): void {
  const queue = new StaffQueueService(ctx.database.db, ctx.brand.franchise);
  // The same key as the library's links, so the thumbnails load through /api/Library/Thumbnail.
  const links = new ImageLinks(() => sharedSecret(ctx.database.db, "library-image-links"));
  app.addHook("onReady", () => links.load());
  const detail = new StaffOrderDetailService(ctx, links);
  // Job tickets are drawn in the app's worker threads, so printing one does not hold up the other requests.
  const pdfs = ctx.pdfs;

  const sendTicket = async (reply: FastifyReply, model: JobTicketModel, lineNo: number | undefined) => {
    let bytes: Uint8Array;
    try {
      bytes = (await pdfs.jobTicket(model, lineNo === undefined ? {} : { lineNo })).pdf;
    } catch (err) {
      if (err instanceof PdfWorkersBusy) throw new ApiError("error", err.message, 503);
      throw err;
    }
    const filename = `job-ticket-${model.orderNumber}${lineNo === undefined ? "" : `-${lineNo}`}.pdf`;
    return reply
      .type("application/pdf")
      .header("Content-Disposition", contentDisposition(filename, { type: "inline" }))
      .header("Cache-Control", "private, no-store")
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };

  app.get(
    "/Staff/Orders",
    {
      config: { access: "staff:ops" },
      schema: {
        tags,
        summary: "Staff (ops, admin): every order of this brand, newest first, a page at a time, with the tabs' counts",
        description:
          "Filters: status, customerId, from/to (US Central calendar days the order was placed), productType (a line of that type), late (accepted, not shipped, production date before the last business day). q finds an order number, a customer's company name, the e-mail of the user who ordered, or an artwork file name. Counts: orders per status under every filter but status.",
        querystring: StaffOrderQuerySchema,
        // The page is built whole by the service from the database's typed columns, so its reply is
        // written without zod's check (docs/decisions/0046-staff-queue-at-scale.md).
        response: { 200: plainReply(envelope(StaffOrderPageSchema)) },
      },
    },
    async (req) => ok(await queue.page(req.query)),
  );

  app.get(
    "/Staff/Customers",
    {
      config: { access: "staff:ops" },
      schema: {
        tags,
        summary: "Staff (ops, admin): this brand's customers whose company name contains q (the queue's filter)",
        querystring: StaffCustomerQuerySchema,
        response: { 200: envelope(z.array(StaffCustomerOptionSchema)) },
      },
    },
    async (req) => ok(await queue.customers(req.query.q)),
  );

  app.get(
    "/Staff/Orders/:orderNumber",
    {
      config: { access: "staff:ops" },
      schema: {
        tags,
        summary:
          "Staff (ops, admin): one order's workspace: customer, addresses, payments (masked), history, shipments, lines",
        description:
          "Each line: product, material, size, quantity, every chosen option, services, file name, a signed thumbnail link, the artwork's download path, the preflight report and the warnings accepted with Add Anyway. AllowedMoves and Version are what the moves need. 404 for an order of another brand.",
        params: OrderNumberParamSchema,
        response: { 200: envelope(StaffOrderDetailSchema) },
      },
    },
    async (req) => ok(await detail.detail(req.params.orderNumber)),
  );

  app.get(
    "/Staff/Orders/:orderNumber/Lines/:lineId/Artwork",
    {
      config: { access: "staff:ops" },
      schema: {
        tags,
        summary: "Staff (ops, admin): a line's original artwork file, streamed, under the file's own name",
        description: "404 when the line is not part of the order, has no artwork, or the file is no longer stored.",
        params: OrderLineParamSchema,
      },
    },
    async (req, reply) => {
      const file = await detail.artwork(req.params.orderNumber, req.params.lineId);
      return reply
        .type(file.contentType)
        .header("Content-Length", String(file.size))
        .header("Content-Disposition", contentDisposition(file.name, { fallback: asciiName(file.name) }))
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .send(file.stream);
    },
  );

  app.get(
    "/Staff/Orders/:orderNumber/JobTicket",
    {
      config: { access: "staff:ops" },
      schema: {
        tags,
        summary: "Staff (ops, admin): the order's job ticket (PDF, a page per product line)",
        params: OrderNumberParamSchema,
      },
    },
    async (req, reply) => {
      const { model } = await detail.jobTicket(req.params.orderNumber);
      return sendTicket(reply, model, undefined);
    },
  );

  app.get(
    "/Staff/Orders/:orderNumber/Lines/:lineId/JobTicket",
    {
      config: { access: "staff:ops" },
      schema: {
        tags,
        summary: "Staff (ops, admin): one line's job ticket (PDF)",
        params: OrderLineParamSchema,
      },
    },
    async (req, reply) => {
      const { model, lineNo } = await detail.jobTicket(req.params.orderNumber, req.params.lineId);
      return sendTicket(reply, model, lineNo);
    },
  );
}
