import type { Database } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

export interface ChannelHandlers {
  /** A notification on the channel (its payload). */
  onNotify(payload: string | undefined): void;
  /** Whether notifications reach this process now; while false, some may be missed. */
  onListening(on: boolean): void;
}

/**
 * Listens to a PostgreSQL notification channel (decision 0028): PGlite's own notifications
 * (delivered with the commit, in this process), or a dedicated connection to the PostgreSQL server
 * that reconnects when lost (`onListening(false)` meanwhile). Returns the function that stops it.
 */
export async function listenToChannel(
  database: Database,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const stop = await database.pglite.listen(channel, handlers.onNotify);
    handlers.onListening(true);
    return async () => {
      handlers.onListening(false);
      await stop();
    };
  }
  const pool = database.pool;
  if (!pool) return async () => undefined;

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      handlers.onListening(false);
      next.removeAllListeners("notification");
      next.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err, channel }, "database notifications lost; reconnecting");
      retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
      retry.unref();
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", (msg) => {
      if (msg.channel === channel) handlers.onNotify(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    client = next;
    handlers.onListening(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    handlers.onListening(false);
    await client?.end().catch(() => undefined);
  };
}
