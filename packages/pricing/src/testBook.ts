/**
 * A small price book for the tests. The figures are round on purpose so the worked prices in
 * price.test.ts can be checked by hand; they are not the shop's prices.
 */
import type { PriceBook } from "./priceBook.js";

export const TEST_BOOK: PriceBook = {
  materials: {
    // Adhesive vinyl: $5.00/sq ft, $4.00 from 50 sq ft, $3.00 from 200 sq ft; 1 sq ft minimum a piece.
    "ADH-GLOSS": {
      itemNo: "ADH-GLOSS",
      productType: "adhesive",
      pricing: {
        kind: "area",
        tiers: [
          { minSqFt: 0, centsPerSqFt: 500 },
          { minSqFt: 50, centsPerSqFt: 400 },
          { minSqFt: 200, centsPerSqFt: 300 },
        ],
        minBillableSqFtPerPiece: 1,
      },
      maxPrintWidthIn: 53,
      allowedLaminates: ["none", "gloss", "matte"],
    },
    // 3 mm ACM: $90.00 a 48x96 sheet, $140.00 a 60x120 sheet.
    "ACM-3MM": {
      itemNo: "ACM-3MM",
      productType: "rigid",
      pricing: {
        kind: "sheet",
        sheets: [
          { key: "48x96", widthIn: 48, heightIn: 96, centsPerSheet: 9000 },
          { key: "60x120", widthIn: 60, heightIn: 120, centsPerSheet: 14000 },
        ],
      },
    },
    // 4 mm Corex (corrugated plastic): $25.00 a 48x96 sheet.
    "COREX-4MM": {
      itemNo: "COREX-4MM",
      productType: "rigid",
      pricing: { kind: "sheet", sheets: [{ key: "48x96", widthIn: 48, heightIn: 96, centsPerSheet: 2500 }] },
    },
    // Wallcovering: $3.50/sq ft, $3.00 from 100 sq ft; prints panels up to 52 in wide.
    "WALL-SMOOTH": {
      itemNo: "WALL-SMOOTH",
      productType: "Wallcoverings",
      pricing: {
        kind: "area",
        tiers: [
          { minSqFt: 0, centsPerSqFt: 350 },
          { minSqFt: 100, centsPerSqFt: 300 },
        ],
        minBillableSqFtPerPiece: 0,
      },
      maxPanelWidthIn: 52,
    },
    // Perforated window film: $6.00/sq ft, 2 sq ft minimum a piece.
    "WINDOW-PERF": {
      itemNo: "WINDOW-PERF",
      productType: "Window Decoration",
      pricing: { kind: "area", tiers: [{ minSqFt: 0, centsPerSqFt: 600 }], minBillableSqFtPerPiece: 2 },
    },
    // Magnetic sheeting: $8.00/sq ft, $7.00 from 25 sq ft; 1 sq ft minimum a piece.
    "MAG-30": {
      itemNo: "MAG-30",
      productType: "Magnetic",
      pricing: {
        kind: "area",
        tiers: [
          { minSqFt: 0, centsPerSqFt: 800 },
          { minSqFt: 25, centsPerSqFt: 700 },
        ],
        minBillableSqFtPerPiece: 1,
      },
    },
    // Step stakes: $1.25 each.
    "STEP-STAKE": {
      itemNo: "STEP-STAKE",
      productType: "misc",
      pricing: { kind: "fixed", centsEach: 125 },
    },
    // A pattern roll: $95.00 a roll.
    "PATTERN-ROLL": {
      itemNo: "PATTERN-ROLL",
      productType: "Rolled",
      pricing: { kind: "fixed", centsEach: 9500 },
    },
  },
  laminates: {
    none: { centsPerSqFt: 0 },
    gloss: { centsPerSqFt: 100 },
    matte: { centsPerSqFt: 120 },
    clear: { centsPerSqFt: 75 },
  },
  optionPrices: {
    round_corners: { no: { cents: 0, per: "piece" }, yes: { cents: 50, per: "piece" } },
    grommets: {
      "0": { cents: 0, per: "piece" },
      "4": { cents: 100, per: "piece" },
      "8": { cents: 200, per: "piece" },
    },
    holes: { "0": { cents: 0, per: "piece" }, "4": { cents: 80, per: "piece" } },
    sides: { "1": { cents: 0, per: "sqft" }, "2": { cents: 150, per: "sqft" } },
  },
};
