import type { App, AppContext } from "../../platform/context.js";

export function accountRoutes(_app: App, _ctx: AppContext): void {}
