import {
  AccountIdParamsSchema,
  envelope,
  OrderNumberParamSchema,
  type Statement,
  StatementSchema,
} from "@portal/contract";
import contentDisposition from "content-disposition";
import type { FastifyReply } from "fastify";
import { callerOf, staffRoute } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import type { StatementModel } from "../docs/invoice.js";
import { InvoicesService, type PdfFile } from "./invoices.service.js";
import { OrdersService } from "./orders.service.js";

function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type("application/pdf")
    .header("Content-Disposition", contentDisposition(file.filename, { type: "inline" }))
    .header("Cache-Control", "private, no-store")
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

function statementOf(m: StatementModel): Statement {
  return {
    Customer: m.customer,
    StatementDate: m.statementDate,
    Terms: m.terms,
    Invoices: m.invoices.map((i) => ({
      InvoiceNumber: i.invoiceNumber,
      OrderNumber: i.orderNumber,
      PONumber: i.poNumber,
      JobName: i.jobName,
      InvoiceDate: i.invoiceDate,
      DueDate: i.dueDate,
      DaysPastDue: i.daysPastDue,
      Bucket: i.bucket,
      AmountDueCents: i.amountDueCents,
    })),
    Ageing: m.ageing,
    BalanceCents: m.balanceCents,
    NotInvoicedCents: m.notInvoicedCents,
  };
}

/** Invoices and statements (docs/product/invoices.md). */
export function invoiceRoutes(app: App, ctx: AppContext): void {
  const invoices = new InvoicesService(ctx, new OrdersService(ctx, app.log));

  app.get(
    "/Store/Orders/:orderNumber/Invoice",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "The invoice of a shipped order (PDF)",
        description:
          "Readable by the order's user and the office managers of its company (another company's order is 403), when they see prices; 422 before the order has shipped.",
        params: OrderNumberParamSchema,
      },
    },
    async (req, reply) => sendPdf(reply, await invoices.customerPdf(callerOf(req), req.params.orderNumber)),
  );

  app.get(
    "/Staff/Orders/:orderNumber/Invoice",
    staffRoute("any", {
      tags: ["Staff orders"],
      summary: "the invoice of a shipped order of this brand (PDF)",
      params: OrderNumberParamSchema,
    }),
    async (req, reply) => sendPdf(reply, await invoices.staffPdf(req.params.orderNumber)),
  );

  app.get(
    "/Account/Statement",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "The terms company's statement: open invoices, ageing and balance as of today (US Central)",
        description:
          "The company's office managers (every user of a company without one), who see prices; 403 otherwise. 422 for a company not on terms.",
        response: { 200: envelope(StatementSchema) },
      },
    },
    async (req) => {
      const customerId = await invoices.assertStatementReader(callerOf(req));
      return ok(statementOf(await invoices.statementModel(customerId)));
    },
  );

  app.get(
    "/Account/Statement.pdf",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Account"],
        summary: "The terms company's statement (PDF)",
        description: "As GET /Account/Statement.",
      },
    },
    async (req, reply) => {
      const customerId = await invoices.assertStatementReader(callerOf(req));
      return sendPdf(reply, await invoices.statementPdf(customerId));
    },
  );

  app.get(
    "/Staff/Accounts/:customerId/Statement.pdf",
    staffRoute("support", {
      summary: "a terms customer's statement (PDF)",
      params: AccountIdParamsSchema,
    }),
    async (req, reply) => sendPdf(reply, await invoices.statementPdf(req.params.customerId)),
  );
}
