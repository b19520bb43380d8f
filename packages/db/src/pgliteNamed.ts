import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
type Field = { name: string; dataTypeID: number };
type Parser = (value: string, typeId: number) => unknown;

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
  /** The statement's columns (none for a statement returning no rows), read once when it was prepared. */
  fields: Field[];
}

/**
 * The named prepared statements of one PGlite database (docs/decisions/0047-place-order-in-few-statements.md).
 * PGlite's `query` sends Parse, Describe, Bind, Describe, Execute and Sync each as a call of its own into PostgreSQL,
 * and PostgreSQL parses and plans the unnamed statement every time. A statement prepared here is parsed and described
 * once for the database; each call then sends Bind, Execute and Sync in one message, and after a few calls PostgreSQL
 * keeps a generic plan when that costs no more (`plan_cache_mode` auto), as on a PostgreSQL server. The rows come back
 * as `query` gives them (the same parsers and row modes), read here: PGlite's reader copies its table of about 300
 * type parsers into a new object on every call that passes parsers of its own (Drizzle's calls all do), about 0.1 ms
 * each. A prepared statement outlives a rolled-back transaction.
 */
export class NamedStatements {
  private readonly prepared = new Map<string, Prepared>();
  /** Names only ever grow: a name the server may hold is never given to another text. */
  private named = 0;

  constructor(private readonly pglite: PGlite) {}

  /** Runs `text` with `params` as PGlite's `query` would; `inTransaction` when called within one (no file sync). */
  async query<T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean) {
    const pglite = this.pglite;
    return pglite._runExclusiveQuery(async () => {
      let statement = this.prepared.get(text);
      if (!statement) {
        const name = `pglite_${++this.named}`;
        const described = await this.send([
          protocol.serialize.parse({ name, text, types: options?.paramTypes }),
          protocol.serialize.describe({ type: "S", name }),
          protocol.serialize.sync(),
        ]);
        const description = described.find((m) => m.name === "rowDescription") as { fields: Field[] } | undefined;
        statement = {
          name,
          paramTypes: parse.parseDescribeStatementResults(described),
          fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
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
      return resultsOf<T>(messages, statement.fields, options, pglite.parsers as Record<number, Parser>);
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

/** One statement's results as PGlite's `parse.parseResults` makes them, the caller's parsers before PGlite's. */
function resultsOf<T>(
  messages: BackendMessage[],
  fields: Field[],
  options: QueryOptions | undefined,
  parsers: Record<number, Parser>,
): Results<T> {
  const own = options?.parsers as Record<number, Parser> | undefined;
  const parsersOf = fields.map((f) => own?.[f.dataTypeID] ?? parsers[f.dataTypeID]);
  const asArray = options?.rowMode === "array";
  const rows: unknown[] = [];
  let command = "";
  let affectedRows = 0;
  let rowCount: number | undefined;
  for (const message of messages) {
    if (message.name === "dataRow") {
      const values = (message as unknown as { fields: (string | null)[] }).fields;
      const row: unknown[] | Record<string, unknown> = asArray ? [] : {};
      for (let i = 0; i < values.length; i++) {
        const value = values[i]!;
        const parser = parsersOf[i];
        const parsed = value === null ? null : parser ? parser(value, fields[i]!.dataTypeID) : value;
        if (asArray) (row as unknown[]).push(parsed);
        else (row as Record<string, unknown>)[fields[i]!.name] = parsed;
      }
      rows.push(row);
    } else if (message.name === "commandComplete") {
      const words = (message as unknown as { text: string }).text.split(" ");
      command = words[0]!;
      const n = Number.parseInt(words[words.length - 1]!, 10);
      if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command)) affectedRows += n;
      if (!Number.isNaN(n)) rowCount = n;
    }
  }
  return {
    rows: rows as T[],
    fields: fields.map((f) => ({ ...f })),
    command,
    affectedRows,
    ...(rowCount === undefined ? {} : { rowCount }),
  } as Results<T>;
}
