import {
  envelope,
  StaffCustomerOptionSchema,
  StaffCustomerQuerySchema,
  StaffOrderPageSchema,
  StaffOrderQuerySchema,
} from "@portal/contract";
import { z } from "zod";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { StaffQueueService } from "./staffQueue.service.js";

const tags = ["Staff orders"];
const security = [{ bearer: [] }];

/** The order desk's reading calls: the queue and its customer filter (docs/decisions/0013-shop-order-desk.md). */
export function staffQueueRoutes(app: App, ctx: AppContext): void {
  const queue = new StaffQueueService(ctx.database.db, ctx.brand.franchise);

  app.get(
    "/Staff/Orders",
    {
      config: { access: "staff:ops" },
      schema: {
        tags,
        summary: "Staff (ops, admin): every order of this brand, newest first, a page at a time, with the tabs' counts",
        description:
          "Filters: status, customerId, from/to (US Central calendar days the order was placed), productType (a line of that type), late (accepted, not shipped, production date before the last business day). q finds an order number, a customer's company name, an e-mail of the user who ordered or placed it, or an artwork file name. Counts: orders per status under every filter but status.",
        security,
        querystring: StaffOrderQuerySchema,
        response: { 200: envelope(StaffOrderPageSchema) },
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
        security,
        querystring: StaffCustomerQuerySchema,
        response: { 200: envelope(z.array(StaffCustomerOptionSchema)) },
      },
    },
    async (req) => ok(await queue.customers(req.query.q)),
  );
}
