import autocannon from "autocannon";
import { startClientThread } from "./clientThread.js";

type LoadOptions = Pick<autocannon.Options, "url" | "method" | "headers" | "body" | "connections" | "duration">;

/** autocannon's own (documented in its README, missing from @types/autocannon). */
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: unknown[], options: LoadOptions): autocannon.Result;
};

interface Load {
  /** Requests per second over the run. */
  rps: number;
  /** Latency percentiles in ms, as autocannon gives them. */
  latency: autocannon.Histogram;
  /** Non-2xx replies, errors and timeouts. */
  failed: number;
}

/**
 * autocannon in one client thread kept for the whole benchmark, off the server's event loop. A thread
 * per run (autocannon's `workers` option) starts cold every time: on a 2-core machine its compiling,
 * on V8's background threads, took CPU from the server for the first second of every run (measured
 * with bench/pricing.ts: that thread group busy at each run's start, quiet after when the thread is kept).
 */
export async function startLoadThread() {
  const thread = await startClientThread<LoadOptions, unknown>(
    `const autocannon = require("autocannon");
async function handle(options) {
  return autocannon({ ...options, skipAggregateResult: true });
}`,
    null,
  );
  return {
    async run(options: LoadOptions): Promise<Load> {
      const { reply } = await thread.request(options);
      const raw = reply as { totalCompletedRequests: number; duration: number };
      // The per-second request counts stay in the thread; the run's count over its length is the mean.
      const result = aggregateResult([reply], options);
      return {
        rps: raw.totalCompletedRequests / raw.duration,
        latency: result.latency,
        failed: result.non2xx + result.errors + result.timeouts,
      };
    },
    terminate: () => thread.terminate(),
  };
}
