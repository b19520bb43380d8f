import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

/**
 * Statement texts that `executePrepared` runs as named prepared statements. On PGlite the texts here run through
 * `NamedStatements` below instead of PGlite's `query`; every other statement is parsed and planned each call.
 */
export const preparedTexts = new Set<string>();

/** Registers a text as prepared (bounded like the names of `executePrepared`: a few shapes of hot statements). */
export function markPrepared(text: string): void {
  if (preparedTexts.size < 1000) preparedTexts.add(text);
}

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description (none for a statement returning no rows), read once when it was prepared. */
  rowDescription: BackendMessage | undefined;
}

/**
 * The named prepared statements of one PGlite database (docs/decisions/0047-place-order-in-few-statements.md).
 * PGlite's `query` sends Parse, Describe, Bind, Describe, Execute and Sync each as a call of its own into PostgreSQL,
 * and PostgreSQL parses and plans the unnamed statement every time. A statement prepared here is parsed and described
 * once for the database; each call then sends Bind, Execute and Sync in one message, and after a few calls PostgreSQL
 * keeps a generic plan when that costs no more (`plan_cache_mode` auto), as on a PostgreSQL server. The rows come back
 * as `query` gives them (the same parsers and row modes). A prepared statement outlives a rolled-back transaction.
 */
export class NamedStatements {
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly pglite: PGlite) {}

  /** Runs `text` with `params` as PGlite's `query` would; `inTransaction` when called within one (no file sync). */
  async query<T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean) {
    const pglite = this.pglite;
    return pglite._runExclusiveQuery(async () => {
      let statement = this.prepared.get(text);
      if (!statement) {
        const name = `pglite_${this.prepared.size + 1}`;
        const described = await this.send([
          protocol.serialize.parse({ name, text, types: options?.paramTypes }),
          protocol.serialize.describe({ type: "S", name }),
          protocol.serialize.sync(),
        ]);
        statement = {
          name,
          paramTypes: parse.parseDescribeStatementResults(described),
          rowDescription: described.find((m) => m.name === "rowDescription"),
        };
        this.prepared.set(text, statement);
      }
      const { paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = options?.serializers?.[paramTypes[i]!] ?? pglite.serializers[paramTypes[i]!];
        return serialize ? serialize(value) : String(value);
      });
      let messages: BackendMessage[];
      try {
        messages = await this.send([
          protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
      } catch (err) {
        // As PGlite's query reports a failed statement: the error with its text and parameters.
        if (err && typeof err === "object") Object.assign(err, { query: text, params });
        throw err;
      }
      if (!inTransaction) await pglite.syncToFs();
      const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(all, pglite.parsers, options)[0] as Results<T>;
    });
  }

  private send(parts: Uint8Array[]): Promise<BackendMessage[]> {
    const length = parts.reduce((n, p) => n + p.length, 0);
    const message = new Uint8Array(length);
    let at = 0;
    for (const part of parts) {
      message.set(part, at);
      at += part.length;
    }
    return this.pglite.execProtocolStream(message, { syncToFs: false });
  }
}
