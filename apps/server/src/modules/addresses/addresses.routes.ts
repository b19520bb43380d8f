import type { App, AppContext } from "../../platform/context.js";

export function addressRoutes(_app: App, _ctx: AppContext): void {}
