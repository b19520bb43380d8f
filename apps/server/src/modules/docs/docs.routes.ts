import type { App, AppContext } from "../../platform/context.js";

/** Downloadable PDFs (art specs and guides). */
export function docsRoutes(_app: App, _ctx: AppContext): void {}
