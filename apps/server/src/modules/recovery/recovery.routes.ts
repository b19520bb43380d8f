import type { App, AppContext } from "../../platform/context.js";

export function recoveryRoutes(_app: App, _ctx: AppContext): void {}
