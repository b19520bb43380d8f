import {
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MAX_ROWS,
  QUICK_ORDER_NO_ROWS,
  QUICK_ORDER_NOT_READABLE,
  QUICK_ORDER_TOO_LARGE,
  quickOrderTooManyRows,
} from "@portal/contract";
import type ExcelJS from "exceljs";
import Papa from "papaparse";
import { ApiError } from "../../platform/http.js";

/** One data row: its spreadsheet row number and its cells by header (as text, trimmed). */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

const refuse = (message: string) => new ApiError("invalid", message, 400);

/** ZIP's local file header: an XLSX file is a ZIP archive. */
function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function toRows(table: string[][]): SheetRow[] {
  const [header, ...body] = table;
  if (!header) throw refuse(QUICK_ORDER_NO_ROWS);
  const names = header.map((h) => h.trim());
  const rows: SheetRow[] = [];
  for (const [i, values] of body.entries()) {
    if (values.every((v) => v.trim() === "")) continue;
    const cells: Record<string, string> = {};
    for (const [c, name] of names.entries()) if (name) cells[name] = (values[c] ?? "").trim();
    rows.push({ row: i + 2, cells });
  }
  if (rows.length === 0) throw refuse(QUICK_ORDER_NO_ROWS);
  if (rows.length > QUICK_ORDER_MAX_ROWS) throw refuse(quickOrderTooManyRows(rows.length));
  return rows;
}

function parseCsv(bytes: Buffer): string[][] {
  const parsed = Papa.parse<string[]>(bytes.toString("utf8").replace(/^\uFEFF/, ""), {
    skipEmptyLines: "greedy",
    // Cells stay text: nothing is typed, and a cell starting with '=' is never evaluated.
    dynamicTyping: false,
  });
  if (parsed.errors.some((e) => e.type === "Quotes")) throw refuse(QUICK_ORDER_NOT_READABLE);
  return parsed.data;
}

/** A cell as the text a person sees typed: a formula as its text ('=...'), never its result. */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return "";
  if (typeof v === "object") {
    if ("formula" in v && v.formula) return `=${v.formula}`;
    if ("sharedFormula" in v && v.sharedFormula) return `=${v.sharedFormula}`;
    if ("richText" in v) return v.richText.map((r) => r.text).join("");
    if ("text" in v) return String(v.text);
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    if ("error" in v) return String(v.error);
  }
  return String(v);
}

async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  // Imported on the first XLSX file: exceljs is some 7 MB of heap (docs/decisions/0043-server-memory.md).
  const { default: excel } = await import("exceljs");
  const book = new excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(QUICK_ORDER_NOT_READABLE);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw refuse(QUICK_ORDER_NO_ROWS);
  if (sheet.actualRowCount - 1 > QUICK_ORDER_MAX_ROWS) throw refuse(quickOrderTooManyRows(sheet.actualRowCount - 1));
  const table: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values: string[] = [];
    for (let c = 1; c <= width; c++) values.push(cellText(row.getCell(c)));
    table[n - 1] = values;
  });
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return table;
}

/** The rows of a quick-order file, CSV or XLSX (told apart by content, not name). */
export async function readQuickOrderFile(bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.length > QUICK_ORDER_MAX_BYTES) throw refuse(QUICK_ORDER_TOO_LARGE);
  return toRows(isZip(bytes) ? await parseXlsx(bytes) : parseCsv(bytes));
}
