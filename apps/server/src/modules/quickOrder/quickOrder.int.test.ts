import { QUICK_ORDER_TOO_LARGE, quickOrderTooManyRows } from "@portal/contract";
import { libraryFiles, preflightReports } from "@portal/db/schema";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { clearLines } from "../cart/cart.testkit.js";

const HEADER = "File,Product type,Material,Width,Height,Quantity,LaminateType,cut_finish";

describe("quick order from a spreadsheet", () => {
  let t: TestApp;
  let buyer: SignedIn;
  const db = () => t.database.db;
  const send = (path: string, content: Buffer, name = "order.csv") =>
    t.post(`/api/Store/${path}`, { FileName: name, Content: content.toString("base64") }, buyer.auth);
  const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join("\n"));

  beforeAll(async () => {
    t = await startTestApp({ BRAND: "Wholesale" });
    buyer = await signIn(t, "buyer");
    for (const name of ["left.pdf", "right.pdf"]) {
      const [file] = await db()
        .insert(libraryFiles)
        .values({
          userId: buyer.Id,
          folderPath: `/ImgLibrary/${buyer.Id}`,
          name,
          size: 1000,
          sha256: "0".repeat(64),
          kind: "pdf",
          storageKey: `quick/${name}`,
        })
        .returning();
      await db()
        .insert(preflightReports)
        .values({
          fileId: file!.id,
          status: "done",
          report: { widthIn: 24, heightIn: 36, minEffectivePpi: 300, hasWhitespace: false },
          toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
        });
    }
  });
  afterAll(() => t.close());
  beforeEach(() => clearLines(db(), buyer.Id));

  it("checks and prices each row with the portal's rules, names errors by row and column, adds the good rows", async () => {
    const file = csv(
      "left.pdf,adhesive,ADH-CAL,24,36,2,none,square",
      "right.pdf,adhesive,ADH-CAL,24,36,1,none,square",
      "left.pdf,adhesive,ADH-CAL,0,36,1,none,square",
      "right.pdf,adhesive,ADH-CAL,12,18,5,none,square",
      "left.pdf,adhesive,ADH-CAL,24,36,3,none,square",
    );
    const res = await send("QuickOrderCheck", file);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data.GoodRows).toBe(4);
    expect(data.Rows.map((r: { Row: number }) => r.Row)).toEqual([2, 3, 4, 5, 6]);
    expect(data.Rows[2].Errors).toEqual(["Row 4, Width: 0 is below the minimum of 1 in."]);
    for (const i of [0, 1, 3, 4]) {
      expect(data.Rows[i].Errors).toEqual([]);
      expect(data.Rows[i].PriceCents).toBeGreaterThan(0);
    }
    expect(data.TotalCents).toBe([0, 1, 3, 4].reduce((sum, i) => sum + data.Rows[i].PriceCents, 0));
    // Checking writes nothing.
    expect((await t.post("/api/Store/GetCartTotal", {}, buyer.auth)).json().Data.ItemCount).toBe(0);

    const added = await send("QuickOrderAdd", file);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ Message: "4 rows were added to your cart.", Data: { Added: 4 } });
    const cart = (await t.post("/api/Store/GetCart", {}, buyer.auth)).json().Data;
    expect(cart.products.map((p: { Quantity: number }) => p.Quantity)).toEqual([2, 1, 5, 3]);
    // The same prices as the check showed.
    expect(cart.products.map((p: { PriceCents: number }) => p.PriceCents)).toEqual(
      [0, 1, 3, 4].map((i) => data.Rows[i].PriceCents),
    );
  });

  it("names the column of every other mistake: file, material, quantity, a size that is not a number", async () => {
    const res = await send(
      "QuickOrderCheck",
      csv(
        "missing.pdf,adhesive,ADH-CAL,24,36,1,none,square",
        "left.pdf,adhesive,NO-SUCH,24,36,1,none,square",
        "left.pdf,adhesive,ADH-CAL,24,36,0,none,square",
        "left.pdf,adhesive,ADH-CAL,abc,36,1,none,square",
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const errors = res.json().Data.Rows.map((r: { Errors: string[] }) => r.Errors);
    expect(errors[0]).toEqual(["Row 2, File: missing.pdf is not in your library."]);
    expect(errors[1]).toEqual(["Row 3, Material: There is no material NO-SUCH."]);
    expect(errors[2]).toEqual(["Row 4, Quantity: 0 must be a whole number from 1 to 999."]);
    expect(errors[3]).toEqual(["Row 5, Width: abc is not a number."]);
    const none = await send("QuickOrderAdd", csv("missing.pdf,adhesive,ADH-CAL,24,36,1,none,square"));
    expect(none.statusCode).toBe(422);
  });

  it("refuses a file of 10,000 rows and a file over 20 MB with a clear message, adding nothing", async () => {
    const rows = Array.from({ length: 10_000 }, () => "left.pdf,adhesive,ADH-CAL,24,36,1,none,square");
    const many = await send("QuickOrderAdd", csv(...rows));
    expect(many.statusCode).toBe(400);
    expect(many.json().Message).toBe(quickOrderTooManyRows(10_000));

    const big = Buffer.alloc(20 * 1024 * 1024 + 1, "a");
    const large = await send("QuickOrderCheck", big);
    expect(large.statusCode).toBe(400);
    expect(large.json().Message).toBe(QUICK_ORDER_TOO_LARGE);
    expect((await t.post("/api/Store/GetCartTotal", {}, buyer.auth)).json().Data.ItemCount).toBe(0);
  });

  it("reads formula cells as text, never evaluating them (CSV and XLSX)", async () => {
    const fromCsv = await send("QuickOrderCheck", csv(`"=cmd|' /C calc'!A0",adhesive,ADH-CAL,24,36,1,none,square`));
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    expect(fromCsv.json().Data.Rows[0]).toMatchObject({
      File: "=cmd|' /C calc'!A0",
      Errors: ["Row 2, File: =cmd|' /C calc'!A0 is not in your library."],
    });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Order");
    sheet.addRow(HEADER.split(","));
    sheet.addRow(["left.pdf", "adhesive", "ADH-CAL", 24, 36, 2, "none", "square"]);
    const formulaRow = sheet.addRow(["left.pdf", "adhesive", "ADH-CAL", 24, 36, 1, "none", "square"]);
    formulaRow.getCell(1).value = { formula: "cmd|' /C calc'!A0", result: "left.pdf" };
    formulaRow.getCell(6).value = { formula: "1+1", result: 2 };
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const fromXlsx = await send("QuickOrderCheck", bytes, "order.xlsx");
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    const [good, formula] = fromXlsx.json().Data.Rows;
    expect(good).toMatchObject({ Row: 2, Errors: [], Quantity: "2" });
    expect(formula).toMatchObject({ Row: 3, File: "=cmd|' /C calc'!A0", Quantity: "=1+1" });
    expect(formula.Errors).toContain("Row 3, Quantity: =1+1 must be a whole number from 1 to 999.");
  });
});
