/**
 * The one place that makes PDFs (guides, job tickets, and later invoices): pdfmake with the Roboto fonts that ship
 * inside the pdfmake package, so nothing is fetched over the network. Decision: docs/decisions/0022-pdf-documents.md.
 *
 * Building blocks shared by the documents live here: the page geometry, colours, the running footer, the letterhead
 * with the brand's name and address, the two table styles, images and the Code 128 barcode.
 */
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import type {
  Content,
  CustomTableLayout,
  DynamicContent,
  TableCell,
  TDocumentDefinitions,
  TDocumentInformation,
} from "pdfmake/interfaces";

export type { Content };

const FONT_DIR = dirname(createRequire(import.meta.url).resolve("pdfmake/fonts/Roboto/Roboto-Regular.ttf"));

let pdfmakeLoaded: Promise<typeof import("pdfmake").default> | undefined;
/**
 * pdfmake, imported with the first document: the API thread imports this module for the layout helpers
 * only, and draws nothing (the PDF worker threads do), so it never holds pdfmake, bwip-js or sharp for
 * it (docs/decisions/0043-server-memory.md).
 */
function loadPdfmake(): Promise<typeof import("pdfmake").default> {
  pdfmakeLoaded ??= import("pdfmake").then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      Roboto: {
        normal: join(FONT_DIR, "Roboto-Regular.ttf"),
        bold: join(FONT_DIR, "Roboto-Medium.ttf"),
        italics: join(FONT_DIR, "Roboto-Italic.ttf"),
        bolditalics: join(FONT_DIR, "Roboto-MediumItalic.ttf"),
      },
    });
    // Documents are built from our own data only: no URL is fetched and no file but the fonts is read.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR + sep));
    return pdfmake;
  });
  return pdfmakeLoaded;
}

/** US Letter, 8.5 in x 11 in, with .75 in margins (72 points to the inch). */
export const LETTER = { width: 612, height: 792, margin: 54 } as const;

export const COLORS = {
  ink: "#212126",
  accent: "#1b2541",
  muted: "#666b75",
  rule: "#c7ccd6",
  tableHead: "#e8edf5",
  calloutFill: "#fff5db",
  calloutEdge: "#d98c0d",
  calloutLabel: "#8c5400",
  bleed: "#d12929",
  artFill: "#cce0f7",
} as const;

const BODY_SIZE = 10;
export const SMALL_SIZE = 8;

/** A pdfmake document definition whose metadata names at least the title. */
export type PdfDefinition = Omit<TDocumentDefinitions, "info"> & { info: TDocumentInformation & { title: string } };

/**
 * Renders a document definition to PDF bytes. pdfkit derives the file identifier from the metadata, so the same
 * definition and creation date always give the same bytes.
 */
export async function renderPdf(definition: PdfDefinition, created: Date): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  return pdfmake
    .createPdf({
      pageSize: "LETTER",
      language: "en-US",
      defaultStyle: { font: "Roboto", fontSize: BODY_SIZE, color: COLORS.ink, lineHeight: 1.25 },
      ...definition,
      info: { producer: "pdfmake", creator: definition.info.author, ...definition.info, creationDate: created },
    })
    .getBuffer();
}

/** Footer of every page: a rule, `left` and "Page n of m". */
export function pageFooter(left: string): DynamicContent {
  return (currentPage, pageCount) => ({
    margin: [LETTER.margin, 10, LETTER.margin, 0],
    stack: [
      {
        canvas: [
          {
            type: "line",
            x1: 0,
            y1: 0,
            x2: LETTER.width - 2 * LETTER.margin,
            y2: 0,
            lineWidth: 0.5,
            lineColor: COLORS.rule,
          },
        ],
      },
      {
        margin: [0, 4, 0, 0],
        fontSize: SMALL_SIZE,
        color: COLORS.muted,
        columns: [
          { text: left, width: "*" },
          { text: `Page ${currentPage} of ${pageCount}`, width: "auto", alignment: "right" },
        ],
      },
    ],
  });
}

export interface Letterhead {
  /** The brand's name, large. */
  name: string;
  /** Smaller lines under the name: the brand's address on an invoice, the kind of document on a ticket. */
  lines?: readonly string[];
}

/** The brand's name with its lines on the left, `right` (document number, dates) on the right, then a rule. */
export function letterhead(brand: Letterhead, right: Content): Content {
  return {
    stack: [
      {
        columns: [
          {
            width: "*",
            stack: [
              { text: brand.name, fontSize: 12, bold: true, color: COLORS.accent },
              ...(brand.lines ?? []).map((line) => ({ text: line, fontSize: 9, color: COLORS.muted })),
            ],
          },
          { width: "auto", stack: [right], alignment: "right" },
        ],
      },
      horizontalRule(1.2, COLORS.accent, [0, 4, 0, 0]),
    ],
  };
}

/** A full-width rule. */
export function horizontalRule(
  lineWidth: number,
  color: string,
  margin: [number, number, number, number] = [0, 0, 0, 0],
): Content {
  return {
    margin,
    canvas: [{ type: "line", x1: 0, y1: 0, x2: LETTER.width - 2 * LETTER.margin, y2: 0, lineWidth, lineColor: color }],
  };
}

/** Rules between rows only: used for term/text lists. */
const RULED_ROWS: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.4),
  vLineWidth: () => 0,
  hLineColor: () => COLORS.rule,
  paddingLeft: (i) => (i === 0 ? 0 : 6),
  paddingRight: (i) => (i === 0 ? 6 : 0),
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** Term/text rows: the term bold in the accent colour in a column of `termWidth` points. */
export function termTable(
  rows: readonly { term: string; text: Content }[],
  termWidth: number,
  margin: [number, number, number, number] = [0, 0, 0, 8],
): Content {
  return {
    margin,
    layout: RULED_ROWS,
    table: {
      widths: [termWidth, "*"],
      dontBreakRows: true,
      body: rows.map((row) => [{ text: row.term, bold: true, color: COLORS.accent }, row.text]),
    },
  };
}

const GRID: CustomTableLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => COLORS.muted,
  vLineColor: () => COLORS.muted,
  fillColor: (rowIndex) => (rowIndex === 0 ? COLORS.tableHead : null),
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

/** A ruled grid with a shaded header row that repeats on every page; the first column is bold. */
export function gridTable(options: {
  columns: readonly { header: string; width: number | "*" | "auto" }[];
  rows: readonly (readonly Content[])[];
  /** Minimum height of the body rows (a worksheet leaves room to write). */
  rowHeight?: number;
  margin?: [number, number, number, number];
}): Content {
  const header: TableCell[] = options.columns.map((c) => ({ text: c.header, bold: true, color: COLORS.accent }));
  const body: TableCell[][] = options.rows.map((cells) =>
    cells.map((cell, i) => (i === 0 ? { stack: [cell], bold: true } : cell)),
  );
  return {
    margin: options.margin ?? [0, 4, 0, 10],
    layout: GRID,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: options.columns.map((c) => c.width),
      heights: (row) => (row === 0 || options.rowHeight === undefined ? "auto" : options.rowHeight),
      body: [header, ...body],
    },
  };
}

/** A data URL pdfmake can draw, or null when the bytes are not a readable image (the caller draws a placeholder). */
export async function imageDataUrl(bytes: Uint8Array | null, maxPx = 600): Promise<string | null> {
  if (!bytes || bytes.length === 0) return null;
  try {
    // Re-encoded through sharp: any format sharp reads becomes a bounded PNG, and broken bytes fail here, not mid-PDF.
    const { default: sharp } = await import("sharp");
    const png = await sharp(bytes)
      .resize({ width: maxPx, height: maxPx, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  } catch {
    return null;
  }
}

/** A Code 128 barcode as a PNG data URL (bars only: the document prints the readable text in its own font). */
export async function code128DataUrl(text: string): Promise<string> {
  const { default: bwipjs } = await import("bwip-js/node");
  const png = await bwipjs.toBuffer({
    bcid: "code128",
    text,
    scale: 3,
    height: 12,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: "FFFFFF",
  });
  return `data:image/png;base64,${png.toString("base64")}`;
}
