import type { PGlite, Transaction } from "@electric-sql/pglite";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function queriesInTurns(client: Pick<Transaction, "query" | "exec">): Pick<Transaction, "query" | "exec"> {
  return {
    async query(text, params, options) {
      await nextTurn();
      return client.query(text, params, options);
    },
    async exec(text, options) {
      await nextTurn();
      return client.exec(text, options);
    },
  };
}

/**
 * The app's PGlite client, each statement in its own turn of the event loop. PGlite runs SQL
 * synchronously on the calling thread (WASM in-process) and a statement queued behind another
 * starts in the same task as the one before it ends, so a request's statements, and every other
 * request's queued behind them, ran as one task: the API thread stalled for all of them at once
 * (docs/decisions/0007-files-and-preflight.md). Waiting for the next turn before each statement lets
 * timers, I/O and other requests run between two statements; a transaction's statements too.
 */
export function pgliteInTurns(pglite: PGlite): PGlite {
  const client: Pick<PGlite, "query" | "exec" | "transaction"> = {
    ...queriesInTurns(pglite),
    async transaction(callback) {
      await nextTurn();
      // Drizzle's transaction session calls query only; the rest is the transaction's own.
      return pglite.transaction((tx) =>
        callback({
          ...queriesInTurns(tx),
          sql: (strings, ...params) => tx.sql(strings, ...params),
          rollback: () => tx.rollback(),
          listen: (channel, listener) => tx.listen(channel, listener),
          get closed() {
            return tx.closed;
          },
        }),
      );
    },
  };
  // Drizzle's PGlite session calls query and transaction only.
  return client as PGlite;
}
