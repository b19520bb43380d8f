import type { App, AppContext } from "../../platform/context.js";

export function paymentRoutes(_app: App, _ctx: AppContext): void {}
