// Entry of the pooled preflight threads when running from the TypeScript sources (tsx, vitest): a
// worker does not inherit the main thread's loader, so tsx is registered before the task module.
import { register } from "tsx/esm/api";

register();
const task = await import("./poolWorker.ts");
export default task.default;
