import type { PGlite, Transaction } from "@electric-sql/pglite";
import { NamedStatements, preparedTexts } from "./pgliteNamed.js";

type Statements = Pick<Transaction, "query" | "exec">;

/** The next turn of the event loop when called from an immediate (the loop's check phase). */
const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The next turn of the event loop, its timers included, from anywhere: from an I/O callback or a
 * timer, an immediate runs in this turn's check phase, so a second one is awaited.
 */
const nextTurn = () => immediate().then(immediate);

const ignore = () => {};

/**
 * The app's PGlite client, one statement per turn of the event loop (the app's Drizzle and pg-boss
 * share it). PGlite runs SQL synchronously on the calling thread (WASM in-process), and a statement
 * queued behind another starts in the same task as the one before it ends: a request's statements,
 * and those of the requests and jobs queued behind them, ran as one task and the API thread stalled
 * for all of them at once (docs/decisions/0007-files-and-preflight.md). Here each statement runs in
 * a turn of its own, first come first served, and timers, I/O and other requests run between two
 * statements. A transaction holds the
 * turns from BEGIN to COMMIT (PGlite runs nothing else meanwhile either); its own statements each
 * wait for a turn of the loop too.
 */
export class PgliteInTurns {
  /** Settles in the turn after the last statement (or transaction) queued so far has ended. */
  private free: Promise<void> = Promise.resolve();
  /** Statements queued or running, or whose turn has not ended yet. */
  private pending = 0;

  /** The statements `executePrepared` runs, prepared by name (pgliteNamed.ts). */
  private readonly named: NamedStatements;

  constructor(readonly pglite: PGlite) {
    this.named = new NamedStatements(pglite);
  }

  /**
   * Runs `run` in a turn of its own: the next turn of the loop when nothing is queued (not the task
   * that asked, a request's parsing and checks, say), else the turn after the last one queued.
   */
  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const turn = this.pending === 0 ? nextTurn() : this.free;
    this.pending++;
    const result = turn.then(run);
    // The statement ran in an immediate: the next one in the immediate of the next turn.
    this.free = result
      .then(ignore, ignore)
      .then(immediate)
      .then(() => {
        this.pending--;
      });
    return result;
  }

  query: PGlite["query"] = (text, params, options) =>
    this.inTurn(() =>
      preparedTexts.has(text)
        ? this.named.query(text, params, options, false)
        : this.pglite.query(text, params, options),
    );

  exec: PGlite["exec"] = (text, options) => this.inTurn(() => this.pglite.exec(text, options));

  transaction: PGlite["transaction"] = (callback) =>
    this.inTurn(() =>
      this.pglite.transaction((tx) => {
        // Each statement after BEGIN in a turn of its own (they follow BEGIN or one another).
        const statements: Statements = {
          query: (text, params, options) =>
            immediate().then(() => {
              if (!preparedTexts.has(text)) return tx.query(text, params, options);
              // tx.query refuses a statement after COMMIT or ROLLBACK; the named path must too.
              if (tx.closed) throw new Error("Transaction is closed");
              return this.named.query(text, params, options, true);
            }),
          exec: (text, options) => immediate().then(() => tx.exec(text, options)),
        };
        // Drizzle's transaction session calls query only; the rest is the transaction's own.
        return callback({
          ...statements,
          sql: (strings, ...params) => tx.sql(strings, ...params),
          rollback: () => tx.rollback(),
          listen: (channel, listener) => tx.listen(channel, listener),
          get closed() {
            return tx.closed;
          },
        });
      }),
    );

  /** Resolves once no statement is queued or running (those queued meanwhile included). */
  async drain(): Promise<void> {
    for (let last = this.free; ; last = this.free) {
      await last;
      if (last === this.free) return;
    }
  }

  /** Closes PGlite after the statements already queued have run (a write nobody awaited included). */
  async close(): Promise<void> {
    await this.drain();
    await this.pglite.close();
  }
}
