/**
 * A small, deterministic page layout for the downloadable PDFs.
 *
 * A document is a list of blocks (the text model). `layoutDocument` turns the blocks into drawing operations on
 * US Letter pages, wrapping text to the page width and starting a new page when the content runs long. It is pure:
 * text widths come from a `TextMetrics` function, so the same model always gives the same pages. `drawPages` then
 * paints the operations with pdf-lib.
 */
import { type PDFFont, type PDFPage, rgb } from "pdf-lib";

export type Rgb = readonly [number, number, number];

export type DrawOp =
  | { kind: "text"; x: number; y: number; text: string; size: number; bold: boolean; color: Rgb }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; thickness: number; color: Rgb; dash?: number[] }
  | {
      kind: "rect";
      x: number;
      y: number;
      width: number;
      height: number;
      fill?: Rgb;
      stroke?: Rgb;
      thickness?: number;
      dash?: number[];
    };

export interface DefinitionItem {
  term: string;
  text: string;
}

export interface TableColumn {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
}

export type Block =
  | { kind: "title"; text: string; subtitle: string }
  | { kind: "section"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "steps"; items: string[] }
  | { kind: "definitions"; items: DefinitionItem[] }
  | { kind: "callout"; label: string; text: string }
  | { kind: "fields"; labels: string[] }
  | { kind: "table"; columns: TableColumn[]; rows: string[][]; rowHeight: number }
  | {
      kind: "bleedDiagram";
      labels: { bleed: string; trim: string; safe: string };
      sample: string;
      caption: string;
    }
  /** Blocks kept on one page when they fit on one. */
  | { kind: "group"; blocks: Block[] }
  | { kind: "pageBreak" };

export interface DocumentModel {
  title: string;
  subject: string;
  author: string;
  /** Left part of the footer of every page. */
  footer: string;
  blocks: Block[];
}

export interface TextMetrics {
  width(text: string, size: number, bold: boolean): number;
}

export interface PageGeometry {
  width: number;
  height: number;
  margin: number;
}

/** US Letter, 8.5 in x 11 in, with .75 in margins (72 points to the inch). */
export const LETTER: PageGeometry = { width: 612, height: 792, margin: 54 };

const INK: Rgb = [0.13, 0.13, 0.15];
const ACCENT: Rgb = [0.106, 0.145, 0.255];
const MUTED: Rgb = [0.4, 0.42, 0.46];
const RULE: Rgb = [0.78, 0.8, 0.84];
const TABLE_HEAD: Rgb = [0.91, 0.93, 0.96];
const CALLOUT_FILL: Rgb = [1, 0.96, 0.86];
const CALLOUT_EDGE: Rgb = [0.85, 0.55, 0.05];
const BLEED_RED: Rgb = [0.82, 0.16, 0.16];
const ART_FILL: Rgb = [0.8, 0.88, 0.97];

const BODY = 10;
const BODY_LEADING = 14;
const SMALL = 8;

/** Splits text into lines no wider than maxWidth; a word longer than a line is broken between characters. */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    if (measure(word) <= maxWidth) {
      line = word;
      continue;
    }
    let piece = "";
    for (const ch of word) {
      if (piece && measure(piece + ch) > maxWidth) {
        lines.push(piece);
        piece = "";
      }
      piece += ch;
    }
    line = piece;
  }
  if (line) lines.push(line);
  return lines;
}

/** The plain text of a block, one entry per logical line (before wrapping). */
export function blockText(block: Block): string[] {
  switch (block.kind) {
    case "title":
      return [block.text, block.subtitle];
    case "section":
    case "heading":
    case "paragraph":
      return [block.text];
    case "bullets":
      return block.items;
    case "steps":
      return block.items.map((item, i) => `${i + 1}. ${item}`);
    case "definitions":
      return block.items.map((d) => `${d.term}: ${d.text}`);
    case "callout":
      return [`${block.label}: ${block.text}`];
    case "fields":
      return block.labels;
    case "table":
      return [block.columns.map((c) => c.header), ...block.rows].map((cells) => cells.join(" | "));
    case "bleedDiagram":
      return [block.labels.bleed, block.labels.trim, block.labels.safe, block.sample, block.caption];
    case "group":
      return block.blocks.flatMap(blockText);
    case "pageBreak":
      return [];
  }
}

/** The whole text model of a document: every logical line in reading order. */
export function documentText(model: DocumentModel): string[] {
  return model.blocks.flatMap(blockText);
}

class Cursor {
  readonly pages: DrawOp[][] = [];
  ops: DrawOp[] = [];
  y = 0;

  constructor(
    readonly g: PageGeometry,
    readonly metrics: TextMetrics,
  ) {
    this.newPage();
  }

  get left(): number {
    return this.g.margin;
  }
  get right(): number {
    return this.g.width - this.g.margin;
  }
  get width(): number {
    return this.right - this.left;
  }
  get top(): number {
    return this.g.height - this.g.margin;
  }
  /** Lowest point body content may reach; the footer sits below it. */
  get bottom(): number {
    return this.g.margin + 18;
  }
  get atTop(): boolean {
    return this.y === this.top;
  }

  newPage(): void {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = this.top;
  }

  /** Starts a new page unless `height` still fits (a block taller than a page starts at the top of one). */
  ensure(height: number): void {
    if (this.y - height < this.bottom && !this.atTop) this.newPage();
  }

  gap(points: number): void {
    if (!this.atTop) this.y -= points;
  }

  wrap(text: string, width: number, size = BODY, bold = false): string[] {
    return wrapText(text, width, (s) => this.metrics.width(s, size, bold));
  }

  text(text: string, x: number, baseline: number, size = BODY, bold = false, color: Rgb = INK): void {
    this.ops.push({ kind: "text", x, y: baseline, text, size, bold, color });
  }

  /** Draws wrapped lines downwards from the cursor, each line checked against the page bottom. */
  flow(lines: string[], x: number, size = BODY, bold = false, color: Rgb = INK, leading = BODY_LEADING): void {
    for (const line of lines) {
      this.ensure(leading);
      this.text(line, x, this.y - size, size, bold, color);
      this.y -= leading;
    }
  }
}

function layoutTitle(c: Cursor, block: Extract<Block, { kind: "title" }>): void {
  c.flow(c.wrap(block.text, c.width, 20, true), c.left, 20, true, ACCENT, 25);
  c.y -= 2;
  c.flow(c.wrap(block.subtitle, c.width, 11), c.left, 11, false, MUTED, 15);
  c.y -= 6;
  c.ops.push({ kind: "line", x1: c.left, y1: c.y, x2: c.right, y2: c.y, thickness: 1.5, color: ACCENT });
  c.y -= 12;
}

/** `keep`: height of what follows that must stay on the heading's page. */
function layoutHeading(c: Cursor, text: string, keep: number): void {
  const lines = c.wrap(text, c.width, 13, true);
  c.gap(12);
  c.ensure(lines.length * 17 + 4 + keep);
  c.flow(lines, c.left, 13, true, ACCENT, 17);
  c.y -= 4;
}

function layoutSection(c: Cursor, text: string, keep: number): void {
  const lines = c.wrap(text, c.width, 15, true);
  c.gap(18);
  c.ensure(lines.length * 19 + 10 + keep);
  c.flow(lines, c.left, 15, true, ACCENT, 19);
  c.y -= 2;
  c.ops.push({ kind: "line", x1: c.left, y1: c.y, x2: c.right, y2: c.y, thickness: 0.8, color: ACCENT });
  c.y -= 8;
}

function layoutList(c: Cursor, items: string[], numbered: boolean): void {
  const indent = numbered ? 18 : 14;
  for (const [i, item] of items.entries()) {
    const lines = c.wrap(item, c.width - indent);
    c.ensure(Math.min(lines.length, 2) * BODY_LEADING);
    const marker = numbered ? `${i + 1}.` : "\u2022";
    c.text(marker, c.left + (numbered ? 0 : 3), c.y - BODY, BODY, numbered, numbered ? ACCENT : INK);
    c.flow(lines, c.left + indent);
    c.y -= 3;
  }
  c.y -= 3;
}

function layoutDefinitions(c: Cursor, items: DefinitionItem[]): void {
  const termWidth = 132;
  const textX = c.left + termWidth + 12;
  for (const item of items) {
    const terms = c.wrap(item.term, termWidth, BODY, true);
    const texts = c.wrap(item.text, c.right - textX);
    const height = Math.max(terms.length, texts.length) * BODY_LEADING;
    c.ensure(height);
    const top = c.y;
    terms.forEach((line, i) => {
      c.text(line, c.left, top - BODY - i * BODY_LEADING, BODY, true, ACCENT);
    });
    texts.forEach((line, i) => {
      c.text(line, textX, top - BODY - i * BODY_LEADING);
    });
    c.y = top - height - 4;
    c.ops.push({ kind: "line", x1: c.left, y1: c.y + 2, x2: c.right, y2: c.y + 2, thickness: 0.4, color: RULE });
  }
  c.y -= 4;
}

function layoutCallout(c: Cursor, label: string, text: string): void {
  const pad = 9;
  const inner = c.width - 2 * pad - 4;
  const lines = [...c.wrap(text, inner)];
  const height = pad * 2 + (lines.length + 1) * BODY_LEADING;
  c.gap(4);
  c.ensure(height);
  const top = c.y;
  c.ops.push({ kind: "rect", x: c.left, y: top - height, width: c.width, height, fill: CALLOUT_FILL });
  c.ops.push({ kind: "rect", x: c.left, y: top - height, width: 4, height, fill: CALLOUT_EDGE });
  c.y = top - pad;
  c.flow([label], c.left + 4 + pad, BODY, true, [0.55, 0.33, 0]);
  c.flow(lines, c.left + 4 + pad);
  c.y = top - height - 10;
}

function layoutFields(c: Cursor, labels: string[]): void {
  for (const label of labels) {
    c.ensure(26);
    const baseline = c.y - 16;
    c.text(label, c.left, baseline, BODY, true, ACCENT);
    const start = c.left + c.metrics.width(label, BODY, true) + 8;
    c.ops.push({
      kind: "line",
      x1: start,
      y1: baseline - 2,
      x2: c.right,
      y2: baseline - 2,
      thickness: 0.6,
      color: MUTED,
    });
    c.y -= 26;
  }
  c.y -= 4;
}

function layoutTable(c: Cursor, block: Extract<Block, { kind: "table" }>): void {
  const pad = 5;
  const widths = block.columns.map((col) => col.share * c.width);
  const cellLines = (cells: string[], bold: boolean) =>
    cells.map((cell, i) => c.wrap(cell, (widths[i] ?? 0) - 2 * pad, BODY, bold));
  const rowHeightOf = (lines: string[][], min: number) =>
    Math.max(min, Math.max(...lines.map((l) => l.length)) * BODY_LEADING + 2 * pad);

  const header = cellLines(
    block.columns.map((col) => col.header),
    true,
  );
  const headerHeight = rowHeightOf(header, 0);

  const drawRow = (lines: string[][], height: number, bold: boolean, fill?: Rgb) => {
    let x = c.left;
    for (const [i, cell] of lines.entries()) {
      const w = widths[i] ?? 0;
      c.ops.push({ kind: "rect", x, y: c.y - height, width: w, height, fill, stroke: MUTED, thickness: 0.6 });
      cell.forEach((line, j) => {
        c.text(line, x + pad, c.y - pad - BODY - j * BODY_LEADING + 2, BODY, bold || i === 0, bold ? ACCENT : INK);
      });
      x += w;
    }
    c.y -= height;
  };

  c.gap(4);
  const rows = block.rows.map((cells) => cellLines(cells, false));
  c.ensure(headerHeight + rowHeightOf(rows[0] ?? [[]], block.rowHeight));
  drawRow(header, headerHeight, true, TABLE_HEAD);
  for (const lines of rows) {
    const height = rowHeightOf(lines, block.rowHeight);
    if (c.y - height < c.bottom) {
      c.newPage();
      drawRow(header, headerHeight, true, TABLE_HEAD);
    }
    drawRow(lines, height, false);
  }
  c.y -= 10;
}

function layoutBleedDiagram(c: Cursor, block: Extract<Block, { kind: "bleedDiagram" }>): void {
  const boxWidth = 236;
  const boxHeight = 150;
  const bleed = 14;
  const safe = 16;
  const captionLines = c.wrap(block.caption, c.width, 9);
  const height = boxHeight + 20 + captionLines.length * 12 + 8;
  c.gap(6);
  c.ensure(height);

  const x0 = c.left + 6;
  const y0 = c.y - 8 - boxHeight;
  const trim = { x: x0 + bleed, y: y0 + bleed, w: boxWidth - 2 * bleed, h: boxHeight - 2 * bleed };
  const safeBox = { x: trim.x + safe, y: trim.y + safe, w: trim.w - 2 * safe, h: trim.h - 2 * safe };

  c.ops.push({ kind: "rect", x: x0, y: y0, width: boxWidth, height: boxHeight, fill: ART_FILL });
  c.ops.push({
    kind: "rect",
    x: x0,
    y: y0,
    width: boxWidth,
    height: boxHeight,
    stroke: BLEED_RED,
    thickness: 1,
    dash: [5, 3],
  });
  c.ops.push({ kind: "rect", x: trim.x, y: trim.y, width: trim.w, height: trim.h, stroke: INK, thickness: 1.4 });
  c.ops.push({
    kind: "rect",
    x: safeBox.x,
    y: safeBox.y,
    width: safeBox.w,
    height: safeBox.h,
    stroke: MUTED,
    thickness: 0.8,
    dash: [2, 2],
  });
  const sampleLines = c.wrap(block.sample, safeBox.w - 16, 9, true);
  sampleLines.forEach((line, i) => {
    const w = c.metrics.width(line, 9, true);
    const baseline = safeBox.y + safeBox.h / 2 + ((sampleLines.length - 1) * 12) / 2 - 3 - i * 12;
    c.text(line, safeBox.x + (safeBox.w - w) / 2, baseline, 9, true, ACCENT);
  });

  // Labels to the right of the figure, each with a leader line to its box edge.
  const labelX = x0 + boxWidth + 36;
  const labelWidth = c.right - labelX;
  const labels: { text: string; edgeX: number; y: number; color: Rgb }[] = [
    { text: block.labels.bleed, edgeX: x0 + boxWidth, y: y0 + boxHeight - 6, color: BLEED_RED },
    { text: block.labels.trim, edgeX: trim.x + trim.w, y: trim.y + trim.h - 40, color: INK },
    { text: block.labels.safe, edgeX: safeBox.x + safeBox.w, y: safeBox.y + 8, color: MUTED },
  ];
  let nextTop = c.y - 8;
  for (const label of labels) {
    const lines = c.wrap(label.text, labelWidth, 9);
    const top = Math.min(nextTop, label.y + 6);
    lines.forEach((line, i) => {
      c.text(line, labelX, top - 9 - i * 11, 9, false, INK);
    });
    const leaderY = top - 6;
    c.ops.push({
      kind: "line",
      x1: label.edgeX,
      y1: leaderY,
      x2: labelX - 5,
      y2: leaderY,
      thickness: 0.8,
      color: label.color,
    });
    c.ops.push({ kind: "rect", x: label.edgeX - 1.75, y: leaderY - 1.75, width: 3.5, height: 3.5, fill: label.color });
    nextTop = top - lines.length * 11 - 10;
  }

  c.y = y0 - 8;
  c.flow(captionLines, c.left, 9, false, MUTED, 12);
  c.y -= 8;
}

/** Height of blocks laid out from the top of an empty page; Infinity when they need more than one page. */
function heightOf(c: Cursor, blocks: Block[]): number {
  const scratch = new Cursor(c.g, c.metrics);
  layoutBlocks(scratch, blocks);
  return scratch.pages.length === 1 ? scratch.top - scratch.y : Number.POSITIVE_INFINITY;
}

/** What must follow a heading on its page: the next block when short, else about three lines of it. */
function keepAfter(c: Cursor, next: Block | undefined): number {
  if (!next) return 0;
  if (next.kind === "heading" || next.kind === "section") return 17 + 4 + 3 * BODY_LEADING;
  return Math.min(heightOf(c, [next]), 3 * BODY_LEADING + 8);
}

function layoutBlocks(c: Cursor, blocks: Block[]): void {
  for (const [i, block] of blocks.entries()) {
    switch (block.kind) {
      case "title":
        layoutTitle(c, block);
        break;
      case "section":
        layoutSection(c, block.text, keepAfter(c, blocks[i + 1]));
        break;
      case "heading":
        layoutHeading(c, block.text, keepAfter(c, blocks[i + 1]));
        break;
      case "paragraph": {
        const lines = c.wrap(block.text, c.width);
        // Short paragraphs are not split; longer ones start with at least two lines on the page.
        c.ensure((lines.length <= 4 ? lines.length : 2) * BODY_LEADING);
        c.flow(lines, c.left);
        c.y -= 6;
        break;
      }
      case "bullets":
        layoutList(c, block.items, false);
        break;
      case "steps":
        layoutList(c, block.items, true);
        break;
      case "definitions":
        layoutDefinitions(c, block.items);
        break;
      case "callout":
        layoutCallout(c, block.label, block.text);
        break;
      case "fields":
        layoutFields(c, block.labels);
        break;
      case "table":
        layoutTable(c, block);
        break;
      case "bleedDiagram":
        layoutBleedDiagram(c, block);
        break;
      case "group": {
        const height = heightOf(c, block.blocks);
        // The leading gap of the first block is skipped at the top of a page, so allow for it.
        if (Number.isFinite(height)) c.ensure(height + 18);
        layoutBlocks(c, block.blocks);
        break;
      }
      case "pageBreak":
        if (!c.atTop) c.newPage();
        break;
    }
  }
}

/** Lays the blocks out on pages and adds the running header and the footer (with "Page n of m"). */
export function layoutDocument(
  model: DocumentModel,
  metrics: TextMetrics,
  geometry: PageGeometry = LETTER,
): DrawOp[][] {
  const c = new Cursor(geometry, metrics);
  layoutBlocks(c, model.blocks);

  const total = c.pages.length;
  const g = geometry;
  c.pages.forEach((ops, i) => {
    const footerY = g.margin - 20;
    ops.push({
      kind: "line",
      x1: g.margin,
      y1: footerY + 12,
      x2: g.width - g.margin,
      y2: footerY + 12,
      thickness: 0.5,
      color: RULE,
    });
    ops.push({ kind: "text", x: g.margin, y: footerY, text: model.footer, size: SMALL, bold: false, color: MUTED });
    const pageLabel = `Page ${i + 1} of ${total}`;
    const w = metrics.width(pageLabel, SMALL, false);
    ops.push({
      kind: "text",
      x: g.width - g.margin - w,
      y: footerY,
      text: pageLabel,
      size: SMALL,
      bold: false,
      color: MUTED,
    });
    if (i > 0) {
      ops.push({
        kind: "text",
        x: g.margin,
        y: g.height - g.margin + 18,
        text: model.title,
        size: SMALL,
        bold: true,
        color: MUTED,
      });
    }
  });
  return c.pages;
}

/** Paints laid-out pages with pdf-lib. */
export function drawPages(pages: PDFPage[], layout: DrawOp[][], fonts: { regular: PDFFont; bold: PDFFont }): void {
  const color = (c: Rgb) => rgb(c[0], c[1], c[2]);
  layout.forEach((ops, i) => {
    const page = pages[i];
    if (!page) return;
    for (const op of ops) {
      if (op.kind === "text") {
        page.drawText(op.text, {
          x: op.x,
          y: op.y,
          size: op.size,
          font: op.bold ? fonts.bold : fonts.regular,
          color: color(op.color),
        });
      } else if (op.kind === "line") {
        page.drawLine({
          start: { x: op.x1, y: op.y1 },
          end: { x: op.x2, y: op.y2 },
          thickness: op.thickness,
          color: color(op.color),
          dashArray: op.dash,
        });
      } else {
        page.drawRectangle({
          x: op.x,
          y: op.y,
          width: op.width,
          height: op.height,
          color: op.fill ? color(op.fill) : undefined,
          borderColor: op.stroke ? color(op.stroke) : undefined,
          borderWidth: op.stroke ? (op.thickness ?? 1) : 0,
          borderDashArray: op.dash,
        });
      }
    }
  });
}
