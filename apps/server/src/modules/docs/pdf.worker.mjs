// Entry of the PDF worker threads when the server runs from its TypeScript sources (tsx, vitest): a worker does not
// inherit the main thread's loader, so tsx is registered here before the worker module is imported.
import { register } from "tsx/esm/api";

register();
const worker = await import("./pdf.worker.ts");
export default worker.default;
