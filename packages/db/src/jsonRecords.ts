import { getTableColumns, getTableName, is, SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** Drizzle column types whose values JSON.stringify writes as PostgreSQL reads them back. */
const JSON_SAFE_COLUMNS = new Set([
  "PgBoolean",
  "PgDateString",
  "PgDoublePrecision",
  "PgInteger",
  "PgJsonb",
  "PgNumeric",
  "PgNumericNumber",
  "PgReal",
  "PgSmallInt",
  "PgText",
  "PgTimestamp",
  "PgTimestampString",
  "PgUUID",
  "PgVarchar",
]);

/**
 * Rows written through one JSON parameter (`insert … select … from json_populate_recordset(null::t, $n)`)
 * instead of one parameter a value: a statement's text then does not change with the number of rows, and
 * neither Drizzle nor the driver handles each value on its own (a 20-line order was 438 parameters, and
 * building them was most of Place Order's CPU in the API on PostgreSQL; decision 0047).
 *
 * The columns written are those without a database-side default (identity, sequence, now()), plus
 * `given`, which every row must then carry; a value a row leaves undefined takes the column's default as
 * the schema declares it, as Drizzle's insert would. Values go as JSON.stringify writes them (a Date as its
 * ISO time, a jsonb value nested), and PostgreSQL reads each into its column's type.
 */
export class JsonRecords<T extends PgTable> {
  private readonly columns: { key: string; name: string; fallback: unknown }[];
  /** Columns the database fills: a row giving one of them is refused rather than silently dropped. */
  private readonly leftOut: Set<string>;
  readonly table: string;

  constructor(table: T, options: { given?: readonly (keyof T["$inferSelect"] & string)[] } = {}) {
    this.table = getTableName(table);
    const given = new Set<string>(options.given ?? []);
    this.leftOut = new Set();
    this.columns = Object.entries(getTableColumns(table)).flatMap(([key, column]) => {
      // Values skip Drizzle's mapping and its JS-side defaults: a column that needs either cannot go this way.
      const js = column as { columnType: string; defaultFn?: unknown; onUpdateFn?: unknown };
      if (!JSON_SAFE_COLUMNS.has(js.columnType) || js.defaultFn || js.onUpdateFn) {
        throw new Error(
          `${this.table}.${column.name}: a ${js.columnType} column or a JS default cannot be written as JSON`,
        );
      }
      const byDatabase =
        (column as { generatedIdentity?: unknown }).generatedIdentity !== undefined || is(column.default, SQL);
      if (byDatabase && !given.has(key)) {
        this.leftOut.add(key);
        return [];
      }
      return [{ key, name: column.name, fallback: byDatabase ? undefined : (column.default ?? null) }];
    });
  }

  /** The column list, quoted. */
  private get names(): string {
    return this.columns.map((c) => `"${c.name}"`).join(", ");
  }

  /** `insert into <table> (<columns>) select <columns> from json_populate_recordset(null::<table>, <rows>::json)`. */
  insert(rows: readonly T["$inferInsert"][], options: { overridingSystemValue?: boolean } = {}): SQL {
    return this.statement(this.encode(rows), "json_populate_recordset", options.overridingSystemValue ?? false);
  }

  /** The same for one row (json_populate_record). */
  insertOne(row: T["$inferInsert"], options: { overridingSystemValue?: boolean } = {}): SQL {
    return this.statement(this.encode(row), "json_populate_record", options.overridingSystemValue ?? false);
  }

  private statement(json: string, fn: string, overriding: boolean): SQL {
    const into = `insert into "${this.table}" (${this.names})${overriding ? " overriding system value" : ""}`;
    return sql`${sql.raw(`${into} select ${this.names} from ${fn}(null::"${this.table}", `)}${json}${sql.raw("::json)")}`;
  }

  /** The rows as the JSON parameter (one row: an object). */
  private encode(rows: readonly T["$inferInsert"][] | T["$inferInsert"]): string {
    const record = (row: Record<string, unknown>) => {
      for (const key of this.leftOut) {
        if (row[key] !== undefined) throw new Error(`${this.table}.${key}: the database fills it; name it in given`);
      }
      const out: Record<string, unknown> = {};
      for (const c of this.columns) {
        const value = row[c.key];
        if (value === undefined && c.fallback === undefined) {
          throw new Error(`${this.table}.${c.name}: every row gives it (JsonRecords given)`);
        }
        out[c.name] = value === undefined ? c.fallback : value;
      }
      return out;
    };
    return JSON.stringify(Array.isArray(rows) ? rows.map(record) : record(rows as Record<string, unknown>));
  }
}
