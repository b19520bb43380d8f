/**
 * The guides' text model and how it is laid out with the shared PDF module (pdf.ts).
 *
 * A guide is a list of blocks. `documentText` gives its words in reading order (what the tests check); `guideDefinition`
 * turns the blocks into a pdfmake document on US Letter pages with a running title, a footer and page numbers.
 */

import type { Node, NodeQueries } from "pdfmake/interfaces";
import {
  COLORS,
  type Content,
  gridTable,
  horizontalRule,
  LETTER,
  type PdfDefinition,
  pageFooter,
  SMALL_SIZE,
  termTable,
} from "./pdf.js";

type GuideDefinition = PdfDefinition;

export interface DefinitionItem {
  term: string;
  text: string;
}

interface TableColumn {
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

/** The plain text of a block, one entry per logical line (before wrapping). */
function blockText(block: Block): string[] {
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

const CONTENT_WIDTH = LETTER.width - 2 * LETTER.margin;

/** Running text whose e-mail addresses are never broken across lines (the line breaker would split at a hyphen). */
function prose(text: string): Content {
  const parts = text.split(/(\S+@\S+\.[A-Za-z]+)/).filter((part) => part !== "");
  return parts.map((part) => (/^\S+@\S+$/.test(part) ? { text: part, noWrap: true } : part));
}

function titleContent(block: Extract<Block, { kind: "title" }>): Content {
  return {
    stack: [
      { text: block.text, fontSize: 20, bold: true, color: COLORS.accent },
      { text: block.subtitle, fontSize: 11, color: COLORS.muted, margin: [0, 2, 0, 0] },
      horizontalRule(1.5, COLORS.accent, [0, 6, 0, 10]),
    ],
  };
}

function sectionContent(text: string): Content {
  return {
    stack: [
      { text, fontSize: 15, bold: true, color: COLORS.accent, headlineLevel: 1 },
      horizontalRule(0.8, COLORS.accent, [0, 2, 0, 8]),
    ],
    margin: [0, 12, 0, 0],
  };
}

function listContent(items: string[], numbered: boolean): Content {
  const list = items.map((text) => ({ text, margin: [0, 0, 0, 3] as [number, number, number, number] }));
  return numbered ? { ol: list, markerColor: COLORS.accent, margin: [0, 0, 0, 6] } : { ul: list, margin: [0, 0, 0, 6] };
}

function calloutContent(label: string, text: string): Content {
  return {
    margin: [0, 4, 0, 10],
    table: { widths: ["*"], body: [[{ stack: [{ text: label, bold: true, color: COLORS.calloutLabel }, text] }]] },
    layout: {
      fillColor: () => COLORS.calloutFill,
      hLineWidth: () => 0,
      vLineWidth: (i) => (i === 0 ? 4 : 0),
      vLineColor: () => COLORS.calloutEdge,
      paddingLeft: () => 11,
      paddingRight: () => 9,
      paddingTop: () => 9,
      paddingBottom: () => 9,
    },
  };
}

/** Labels, each followed by a line to write on (the bottom border of an empty cell). */
function fieldsContent(labels: string[]): Content {
  return {
    margin: [0, 0, 0, 8],
    table: {
      widths: ["auto", "*"],
      body: labels.map((label) => [
        { text: label, bold: true, color: COLORS.accent, border: [false, false, false, false] },
        { text: "", border: [false, false, false, true] },
      ]),
    },
    layout: {
      hLineWidth: () => 0.6,
      hLineColor: () => COLORS.muted,
      paddingLeft: (i) => (i === 0 ? 0 : 8),
      paddingRight: () => 0,
      paddingTop: () => 12,
      paddingBottom: () => 2,
    },
  };
}

function tableContent(block: Extract<Block, { kind: "table" }>): Content {
  // Cell padding (5 + 5) and the rules take their share of the width before the columns do.
  const usable = CONTENT_WIDTH - block.columns.length * 10.6 - 0.6;
  return gridTable({
    columns: block.columns.map((c) => ({ header: c.header, width: c.share * usable })),
    rows: block.rows,
    rowHeight: block.rowHeight,
  });
}

/** The bleed, trim and safe boxes, with each label to the right at the end of a leader line from its edge. */
function bleedDiagramContent(block: Extract<Block, { kind: "bleedDiagram" }>): Content {
  const box = { w: 236, h: 150 };
  const bleed = 14;
  const safe = 16;
  const trim = { x: bleed, y: bleed, w: box.w - 2 * bleed, h: box.h - 2 * bleed };
  const safeBox = { x: trim.x + safe, y: trim.y + safe, w: trim.w - 2 * safe, h: trim.h - 2 * safe };
  const leaderEnd = box.w + 30;
  // Top of each label's slot in the column on the right; the leader meets the label's first line.
  const slots = [
    { text: block.labels.bleed, edgeX: box.w, top: 0, color: COLORS.bleed },
    { text: block.labels.trim, edgeX: trim.x + trim.w, top: 48, color: COLORS.ink },
    { text: block.labels.safe, edgeX: safeBox.x + safeBox.w, top: 100, color: COLORS.muted },
  ];
  const leaders = slots.flatMap((s) => [
    {
      type: "line" as const,
      x1: s.edgeX,
      y1: s.top + 6,
      x2: leaderEnd,
      y2: s.top + 6,
      lineWidth: 0.8,
      lineColor: s.color,
    },
    { type: "rect" as const, x: s.edgeX - 1.75, y: s.top + 4.25, w: 3.5, h: 3.5, color: s.color },
  ]);
  const figure: Content = {
    stack: [
      {
        canvas: [
          { type: "rect", x: 0, y: 0, w: box.w, h: box.h, color: COLORS.artFill },
          {
            type: "rect",
            x: 0,
            y: 0,
            w: box.w,
            h: box.h,
            lineColor: COLORS.bleed,
            lineWidth: 1,
            dash: { length: 5, space: 3 },
          },
          { type: "rect", x: trim.x, y: trim.y, w: trim.w, h: trim.h, lineColor: COLORS.ink, lineWidth: 1.4 },
          {
            type: "rect",
            x: safeBox.x,
            y: safeBox.y,
            w: safeBox.w,
            h: safeBox.h,
            lineColor: COLORS.muted,
            lineWidth: 0.8,
            dash: { length: 2, space: 2 },
          },
          ...leaders,
        ],
      },
      // Drawn over the middle of the safe area; a detached block does not take room in the flow.
      {
        relativePosition: { x: safeBox.x + 8, y: safeBox.y + safeBox.h / 2 - 12 - box.h },
        columns: [
          {
            width: safeBox.w - 16,
            text: block.sample,
            fontSize: 9,
            bold: true,
            color: COLORS.accent,
            alignment: "center",
          },
        ],
      },
    ],
  };
  // The labels sit in rows whose heights match the slots, so each starts level with its leader line.
  const labels: Content = {
    layout: "noBorders",
    table: {
      widths: ["*"],
      heights: slots.map((s, i) => (slots[i + 1]?.top ?? s.top) - s.top || "auto"),
      body: slots.map((s) => [{ text: s.text, fontSize: 9, lineHeight: 1.2, margin: [0, -3, 0, 0] }]),
    },
  };
  return {
    margin: [6, 8, 0, 8],
    stack: [
      {
        columns: [
          { width: leaderEnd + 5, stack: [figure] },
          { width: "*", stack: [labels] },
        ],
        columnGap: 0,
      },
      { text: block.caption, fontSize: 9, color: COLORS.muted, margin: [-6, 8, 0, 0] },
    ],
    unbreakable: true,
  };
}

function blockContent(block: Block): Content {
  switch (block.kind) {
    case "title":
      return titleContent(block);
    case "section":
      return sectionContent(block.text);
    case "heading":
      return {
        text: block.text,
        fontSize: 13,
        bold: true,
        color: COLORS.accent,
        margin: [0, 10, 0, 4],
        headlineLevel: 2,
      };
    case "paragraph":
      return { text: prose(block.text), margin: [0, 0, 0, 6] };
    case "bullets":
      return listContent(block.items, false);
    case "steps":
      return listContent(block.items, true);
    case "definitions":
      return termTable(
        block.items.map((d) => ({ term: d.term, text: d.text })),
        132,
      );
    case "callout":
      return calloutContent(block.label, block.text);
    case "fields":
      return fieldsContent(block.labels);
    case "table":
      return tableContent(block);
    case "bleedDiagram":
      return bleedDiagramContent(block);
    case "group":
      return { stack: block.blocks.map(blockContent), unbreakable: true };
    case "pageBreak":
      throw new Error("a page break is not content; guideContent handles it");
  }
}

const HEADINGS: ReadonlySet<Block["kind"]> = new Set(["section", "heading"]);
/** Blocks drawn in one piece: a heading right before one of them moves with it to the next page. */
const ATOMIC: ReadonlySet<Block["kind"]> = new Set(["bleedDiagram", "callout", "table", "group"]);

/**
 * The blocks as pdfmake content. A page break block starts the next block on a new page; a heading and the block
 * drawn in one piece after it are kept together (other headings are kept with their text by keepHeadingWithNext).
 */
function guideContent(blocks: Block[]): Content[] {
  const content: Content[] = [];
  let breakBefore = false;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as Block;
    if (block.kind === "pageBreak") {
      breakBefore = content.length > 0;
      continue;
    }
    const next = blocks[i + 1];
    let item = blockContent(block);
    if (HEADINGS.has(block.kind) && next && ATOMIC.has(next.kind)) {
      item = { stack: [item, blockContent(next)], unbreakable: true };
      i++;
    }
    content.push(breakBefore ? { stack: [item], pageBreak: "before" } : item);
    breakBefore = false;
  }
  return content;
}

/** Whether a node is body content (the footer's nodes lie below the body area, the header's above it). */
const inBody = (node: Node) => node.startPosition.verticalRatio >= 0 && node.startPosition.verticalRatio < 1;

/**
 * Keeps a heading with what follows it: a heading is moved to the next page when nothing follows it on its page, or
 * when it sits in the bottom sixth of the page and the text after it runs on to the next page.
 */
function keepHeadingWithNext(node: Node, queries: NodeQueries): boolean {
  if (!node.headlineLevel || !inBody(node)) return false;
  const runsOn = queries.getNodesOnNextPage().some(inBody);
  if (!queries.getFollowingNodesOnPage().some(inBody)) return runsOn;
  return node.startPosition.verticalRatio > 0.84 && runsOn;
}

/** The pdfmake document of a guide: its blocks, the title above every page after the first, and the footer. */
export function guideDefinition(model: DocumentModel): GuideDefinition {
  return {
    info: { title: model.title, author: model.author, subject: model.subject },
    pageMargins: [LETTER.margin, LETTER.margin, LETTER.margin, LETTER.margin + 18],
    header: (currentPage) =>
      currentPage > 1
        ? {
            text: model.title,
            fontSize: SMALL_SIZE,
            bold: true,
            color: COLORS.muted,
            margin: [LETTER.margin, 30, LETTER.margin, 0],
          }
        : null,
    footer: pageFooter(model.footer),
    pageBreakBefore: keepHeadingWithNext,
    content: guideContent(model.blocks),
  };
}
