// Entry of the database set-up thread when the server runs from its TypeScript sources (tsx, vitest):
// a worker does not inherit the main thread's loader, so tsx is registered before the task module.
import { register } from "tsx/esm/api";

register();
await import("./databaseSetup.worker.ts");
