import type { App, AppContext } from "../../platform/context.js";
import { DOCUMENTS, documentBytes } from "./docs.service.js";

/** Downloadable PDFs (art specs and guides). One route per document; other names fall through to the 404. */
export function docsRoutes(app: App, ctx: AppContext): void {
  for (const doc of DOCUMENTS) {
    // The app registers this module under /api; the contract's paths include that prefix.
    const url = doc.path.replace(/^\/api(?=\/)/, "");
    app.get(
      url,
      { config: { access: "public" }, schema: { tags: ["Docs"], summary: doc.summary } },
      async (_req, reply) => {
        const bytes = await documentBytes(doc.name, ctx.brand, ctx.pdfs);
        return reply
          .type("application/pdf")
          .header("Content-Disposition", `attachment; filename="${doc.filename}"`)
          .header("Cache-Control", "public, max-age=3600")
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
  }
}
