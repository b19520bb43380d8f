import { Worker } from "node:worker_threads";

/**
 * The bench's client (the calls a browser would make from elsewhere) in a thread of its own, so that
 * the API thread does only the server's side of those calls. `handler` is the source of a CommonJS
 * `async function handle(message)` (it sees `workerData`); each `request` posts one message and
 * resolves with what `handle` returned and the client thread's own CPU time spent on it (Linux
 * schedstat, null elsewhere), so that a bench can take the client's cost out of the process's.
 */
export async function startClientThread<Message, Reply>(handler: string, workerData: unknown) {
  const worker = new Worker(
    `
const fs = require("node:fs");
const { parentPort, workerData } = require("node:worker_threads");
const threadCpuMs = () => {
  try {
    return Number(fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    return null;
  }
};
${handler}
parentPort.on("message", async (message) => {
  const cpu = threadCpuMs();
  try {
    const reply = await handle(message);
    const after = threadCpuMs();
    parentPort.postMessage({ reply, cpuMs: cpu === null || after === null ? null : after - cpu });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.stack ? error.stack : error) });
  }
});
`,
    { eval: true, workerData },
  );
  const failed = new Promise<never>((_, reject) => worker.once("error", reject));
  failed.catch(() => {});
  await Promise.race([new Promise((resolve) => worker.once("online", resolve)), failed]);
  return {
    async request(message: Message): Promise<{ reply: Reply; cpuMs: number | null }> {
      const answered = new Promise<{ reply: Reply; cpuMs: number | null } | { error: string }>((resolve) =>
        worker.once("message", resolve),
      );
      worker.postMessage(message);
      const answer = await Promise.race([answered, failed]);
      if ("error" in answer) throw new Error(`bench client: ${answer.error}`);
      return answer;
    },
    terminate: () => worker.terminate(),
  };
}
