/**
 * The part of pdfmake 0.3's server API that the docs module uses. Declared here instead of using
 * @types/pdfmake, whose `/// <reference lib="dom" />` put the browser's types into the whole server
 * program, so server code could use `document` or `window` and still typecheck. Shapes follow pdfmake's
 * documentation (https://pdfmake.github.io/docs/0.3/); add what a new document needs.
 */
declare module "pdfmake/interfaces" {
  export type Margins = number | [number, number] | [number, number, number, number];
  export type Alignment = "left" | "right" | "center" | "justify";
  export type Size = number | "auto" | "*" | `${number}%`;
  export type PageBreak = "before" | "after";

  /** Text styling that any element may carry (inherited by what it contains). */
  export interface Style {
    font?: string;
    fontSize?: number;
    bold?: boolean;
    italics?: boolean;
    color?: string;
    fillColor?: string | null;
    alignment?: Alignment;
    lineHeight?: number;
    characterSpacing?: number;
    decoration?: "underline" | "lineThrough" | "overline";
    noWrap?: boolean;
  }

  interface ContentBase extends Style {
    margin?: Margins;
    style?: string | string[];
    pageBreak?: PageBreak;
    unbreakable?: boolean;
    headlineLevel?: number;
    /** A column's width (inside `columns`). */
    width?: Size;
    /** A table cell's border: left, top, right, bottom. */
    border?: [boolean, boolean, boolean, boolean];
    colSpan?: number;
    rowSpan?: number;
    relativePosition?: { x: number; y: number };
    absolutePosition?: { x: number; y: number };
  }

  export interface ContentText extends ContentBase {
    text: Content;
  }
  export interface ContentStack extends ContentBase {
    stack: Content[];
  }
  export interface ContentColumns extends ContentBase {
    columns: Content[];
    columnGap?: number;
  }
  export interface ContentUnorderedList extends ContentBase {
    ul: Content[];
    markerColor?: string;
  }
  export interface ContentOrderedList extends ContentBase {
    ol: Content[];
    markerColor?: string;
  }
  export interface ContentImage extends ContentBase {
    /** A data URL (documents draw only their own bytes). */
    image: string;
    height?: number;
    fit?: [number, number];
  }
  export interface ContentSvg extends ContentBase {
    svg: string;
    height?: number;
    fit?: [number, number];
  }

  interface CanvasBase {
    lineWidth?: number;
    lineColor?: string;
    color?: string;
    fillOpacity?: number;
    dash?: { length: number; space?: number };
  }
  export type CanvasElement =
    | (CanvasBase & { type: "line"; x1: number; y1: number; x2: number; y2: number })
    | (CanvasBase & { type: "rect"; x: number; y: number; w: number; h: number; r?: number })
    | (CanvasBase & { type: "polyline"; points: { x: number; y: number }[]; closePath?: boolean })
    | (CanvasBase & { type: "ellipse"; x: number; y: number; r1: number; r2?: number });
  export interface ContentCanvas extends ContentBase {
    canvas: CanvasElement[];
  }

  export type TableCell = Content | Record<string, never>;
  export interface Table {
    body: TableCell[][];
    widths?: Size[] | "*" | "auto";
    heights?: number | (number | "auto")[] | ((row: number) => number | "auto");
    headerRows?: number;
    dontBreakRows?: boolean;
    keepWithHeaderRows?: number;
  }
  export interface ContentTable extends ContentBase {
    table: Table;
    layout?: CustomTableLayout | "noBorders" | "headerLineOnly" | "lightHorizontalLines";
  }

  export interface ContentNode {
    table: Table;
  }
  type LayoutFn<T> = (i: number, node: ContentNode, columnIndex: number) => T;
  export interface CustomTableLayout {
    hLineWidth?: LayoutFn<number>;
    vLineWidth?: LayoutFn<number>;
    hLineColor?: LayoutFn<string>;
    vLineColor?: LayoutFn<string>;
    fillColor?: LayoutFn<string | null>;
    paddingLeft?: LayoutFn<number>;
    paddingRight?: LayoutFn<number>;
    paddingTop?: LayoutFn<number>;
    paddingBottom?: LayoutFn<number>;
  }

  export type Content =
    | string
    | number
    | Content[]
    | ContentText
    | ContentStack
    | ContentColumns
    | ContentUnorderedList
    | ContentOrderedList
    | ContentImage
    | ContentSvg
    | ContentCanvas
    | ContentTable;

  export interface PageSize {
    width: number;
    height: number;
  }
  export type DynamicContent = (
    currentPage: number,
    pageCount: number,
    pageSize: PageSize,
  ) => Content | null | undefined;

  /** A laid-out node as pageBreakBefore sees it. */
  export interface Node {
    text?: Content;
    headlineLevel?: number;
    pageNumbers: number[];
    startPosition: { pageNumber: number; left: number; top: number; verticalRatio: number; horizontalRatio: number };
  }
  export interface NodeQueries {
    getFollowingNodesOnPage(): Node[];
    getNodesOnNextPage(): Node[];
    getPreviousNodesOnPage(): Node[];
  }

  export interface TDocumentInformation {
    title?: string;
    author?: string;
    subject?: string;
    keywords?: string;
    creator?: string;
    producer?: string;
    creationDate?: Date;
  }

  export interface TDocumentDefinitions {
    content: Content;
    info?: TDocumentInformation;
    pageSize?: "LETTER" | "A4" | PageSize;
    pageOrientation?: "portrait" | "landscape";
    pageMargins?: Margins;
    language?: string;
    defaultStyle?: Style;
    styles?: Record<string, Style>;
    header?: Content | DynamicContent;
    footer?: Content | DynamicContent;
    pageBreakBefore?: (currentNode: Node, nodeQueries: NodeQueries) => boolean;
  }

  export interface TFontFamily {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  export interface TCreatedPdf {
    getBuffer(): Promise<Buffer>;
  }
}

declare module "pdfmake" {
  import type { TCreatedPdf, TDocumentDefinitions, TFontFamily } from "pdfmake/interfaces";

  const pdfmake: {
    createPdf(definition: TDocumentDefinitions): TCreatedPdf;
    setFonts(fonts: Record<string, TFontFamily>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
  };
  export default pdfmake;
}
