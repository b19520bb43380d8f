// Entry of the pattern-drawing thread when the server runs from its TypeScript sources (tsx, vitest):
// a worker does not inherit the main thread's loader, so tsx is registered before the task module.
import { register } from "tsx/esm/api";

register();
const worker = await import("./patternDraw.worker.ts");
export default worker.default;
