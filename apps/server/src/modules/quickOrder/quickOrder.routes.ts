import {
  envelope,
  QUICK_ORDER_MAX_BYTES,
  QuickOrderAddedSchema,
  QuickOrderCheckSchema,
  QuickOrderRequestSchema,
  quickOrderAdded,
} from "@portal/contract";
import { callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import { QuickOrderService } from "./quickOrder.service.js";

/** The JSON body carries the file base64 (4/3 of its size) and the file name. */
const BODY_LIMIT = Math.ceil((QUICK_ORDER_MAX_BYTES * 4) / 3) + 64 * 1024;

const FILE_RULES =
  "Content: the file's bytes, base64; CSV or XLSX (told apart by content), at most 20 MB and 5,000 rows under a header row (Status invalid otherwise). Columns: File (a library path under the user's root), Product type, Material (ItemNo), Width, Height (in), Quantity; any other column is an option by its key (LaminateType, cut_finish, ...). Cells are read as text: a formula is its text, never evaluated.";

/** Quick order from a spreadsheet (docs/product/quick-order.md): check, then add the good rows. */
export function quickOrderRoutes(app: App, ctx: AppContext): void {
  const quick = new QuickOrderService(ctx);

  app.post(
    "/Store/QuickOrderCheck",
    {
      bodyLimit: BODY_LIMIT,
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Checks and prices every row of a quick-order file with the portal's rules; writes nothing",
        description: `${FILE_RULES} Each row has its price or its errors, each naming the row and column ('Row 4, Width: 0 is below the minimum of 1 in.').`,
        body: QuickOrderRequestSchema,
        response: { 200: envelope(QuickOrderCheckSchema) },
      },
    },
    async (req) => ok(await quick.check(callerOf(req), Buffer.from(req.body.Content, "base64"))),
  );

  app.post(
    "/Store/QuickOrderAdd",
    {
      bodyLimit: BODY_LIMIT,
      config: { access: "signedIn" },
      schema: {
        tags: ["Store"],
        summary: "Checks the quick-order file again and adds its good rows to the caller's cart (one transaction)",
        description: `${FILE_RULES} Rows with errors are left out; a file without a good row: Status failed.`,
        body: QuickOrderRequestSchema,
        response: { 200: envelope(QuickOrderAddedSchema) },
      },
    },
    async (req) => {
      const added = await quick.add(callerOf(req), Buffer.from(req.body.Content, "base64"));
      return ok({ Added: added }, quickOrderAdded(added));
    },
  );
}
