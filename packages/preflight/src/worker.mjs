// Entry of a preflight thread of its own (runPreflight with another heap limit) when running from the TypeScript
// sources (tsx, vitest): a worker does not inherit the main thread's loader, so tsx is registered before the task
// module (threads.ts).
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
