import {
  coerceQuantity,
  fieldNumber,
  fieldText,
  orderedSize,
  PORTAL_LIMITS,
  type PortalItem,
  previewSize,
  sheetSize,
} from "@portal/contract";
import { piecesPerSheet, sheetsNeeded } from "@portal/pricing";

/**
 * The geometry of the portal preview (docs/product/portal.md), in inches from the piece's
 * top-left corner. The component only scales these numbers to pixels.
 */

export interface Size {
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

/** A dimension line with its label, e.g. from the left edge to the first hole: '1 in'. */
export interface Dimension {
  from: Point;
  to: Point;
  label: string;
}

/** docs/product/portal.md: the preview's hole edge distance when none is entered. */
const DEFAULT_PREVIEW_HOLE_EDGE_IN = 1;
/** Grommets have no size in the spec: a common brass grommet is about 1/2 in across. */
const GROMMET_DIAMETER_IN = 0.5;
/** Flute pitch drawn over corex; real flutes are closer, so this is a drawing pitch. */
const FLUTE_PITCH_IN = 1;
const MAX_FLUTE_LINES = 60;

/** docs/product/portal.md: width and height of 0 or undefined count as 1 for the preview only. */
export function itemPreviewSize(item: PortalItem): Size {
  const { width, height } = orderedSize(item);
  return previewSize(width, height);
}

/** Pixels per inch that fit a piece inside a box, keeping its proportions. */
export function fitScale(piece: Size, box: Size): number {
  if (!(piece.width > 0 && piece.height > 0 && box.width > 0 && box.height > 0)) return 0;
  return Math.min(box.width / piece.width, box.height / piece.height);
}

/** Inches as a label: at most three decimals, '1 in', '0.375 in', '12.5 in'. */
export function inches(value: number): string {
  return `${Number(value.toFixed(3))} in`;
}

/** The corner radius chosen in round_corners ('none', '0.25', '0.5', '1'), no larger than half the short side. */
export function cornerRadius(item: PortalItem, size: Size): number {
  const r = Number(fieldText(item, "round_corners"));
  if (!Number.isFinite(r) || r <= 0) return 0;
  return Math.min(r, size.width / 2, size.height / 2);
}

type HolePlacement = "top" | "sides" | "corners";

interface Marker extends Point {
  diameter: number;
}

export interface HoleLayout {
  kind: "holes" | "grommets" | "none";
  markers: Marker[];
  placement?: HolePlacement;
  /** Edge to hole centre, in inches. */
  edge: number;
  dimensions: Dimension[];
}

const NO_HOLES: HoleLayout = { kind: "none", markers: [], edge: 0, dimensions: [] };

function positiveText(item: PortalItem, key: string): number | undefined {
  const text = fieldText(item, key);
  if (text === "") return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * n positions along a side of the given length: centred and `spacing` apart when a spacing is
 * given, else spread evenly from `edge` in from one end to the other (one position sits in the middle).
 */
function along(length: number, n: number, edge: number, spacing: number | undefined): number[] {
  if (n === 1) return [length / 2];
  // An entered spacing is drawn as entered; one that does not fit is checkImage's hole_hole_distance error.
  const step = spacing ?? Math.max(length - 2 * edge, 0) / (n - 1);
  const start = length / 2 - (step * (n - 1)) / 2;
  return Array.from({ length: n }, (_, i) => start + i * step);
}

/**
 * Hole markers from holes ('none', '2', '4'), hole_placement ('top', 'sides', 'corners'; corners
 * when not chosen), hole_edge_distance (1 in when empty) and hole_hole_distance (centre to centre;
 * empty spreads the holes from edge distance to edge distance). Holes are 0.375 in across.
 * Without holes, grommets ('4' corners, '8' corners and mid-edges) are drawn at the default edge
 * distance. Dimensions label the edge distance and, with two or more holes on a side, the spacing.
 */
export function holeLayout(item: PortalItem, size: Size): HoleLayout {
  const count = Math.floor(fieldNumber(item, "holes"));
  if (count > 0) return holes(item, size, count);
  const grommets = Math.floor(fieldNumber(item, "grommets"));
  if (grommets > 0) return grommetLayout(size, grommets);
  return NO_HOLES;
}

function holes(item: PortalItem, size: Size, count: number): HoleLayout {
  const { width: w, height: h } = size;
  const edge = Math.min(positiveText(item, "hole_edge_distance") ?? DEFAULT_PREVIEW_HOLE_EDGE_IN, w / 2, h / 2);
  const spacing = positiveText(item, "hole_hole_distance");
  const placementText = fieldText(item, "hole_placement");
  const placement: HolePlacement = placementText === "top" || placementText === "sides" ? placementText : "corners";
  const d = PORTAL_LIMITS.holeSizeIn;
  let points: Point[];
  if (placement === "top") {
    points = along(w, count, edge, spacing).map((x) => ({ x, y: edge }));
  } else if (placement === "sides") {
    const perSide = Math.ceil(count / 2);
    const ys = along(h, perSide, edge, spacing);
    const left = ys.map((y) => ({ x: edge, y }));
    const right = ys.slice(0, count - perSide).map((y) => ({ x: w - edge, y }));
    points = [...left, ...right];
  } else {
    const corners = [
      { x: edge, y: edge },
      { x: w - edge, y: edge },
      { x: edge, y: h - edge },
      { x: w - edge, y: h - edge },
    ];
    // More than four corner holes: the rest spread along the top and bottom edges.
    const extra = Math.max(count - 4, 0);
    const between = (n: number) => along(w, n + 2, edge, undefined).slice(1, -1);
    points = [
      ...corners.slice(0, Math.min(count, 4)),
      ...between(Math.ceil(extra / 2)).map((x) => ({ x, y: edge })),
      ...between(Math.floor(extra / 2)).map((x) => ({ x, y: h - edge })),
    ];
  }
  const markers = points.map((p) => ({ ...p, diameter: d }));
  return { kind: "holes", placement, markers, edge, dimensions: holeDimensions(markers, placement, edge) };
}

const point = ({ x, y }: Point): Point => ({ x, y });

function holeDimensions(markers: readonly Marker[], placement: HolePlacement, edge: number): Dimension[] {
  const first = markers[0];
  if (!first) return [];
  const dims: Dimension[] = [];
  // Edge distance: sideways from the left edge, and for holes near the top also down from it.
  dims.push({ from: { x: 0, y: first.y }, to: { x: first.x, y: first.y }, label: inches(first.x) });
  if (placement !== "sides" || first.y === edge)
    dims.push({ from: { x: first.x, y: 0 }, to: { x: first.x, y: first.y }, label: inches(first.y) });
  const second = markers[1];
  if (second && placement !== "sides" && second.y === first.y)
    dims.push({ from: point(first), to: point(second), label: inches(second.x - first.x) });
  if (placement === "sides") {
    const below = markers.find((m) => m !== first && m.x === first.x);
    if (below) dims.push({ from: point(first), to: point(below), label: inches(below.y - first.y) });
  }
  return dims;
}

function grommetLayout(size: Size, count: number): HoleLayout {
  const { width: w, height: h } = size;
  const edge = Math.min(DEFAULT_PREVIEW_HOLE_EDGE_IN, w / 2, h / 2);
  const points: Point[] = [
    { x: edge, y: edge },
    { x: w - edge, y: edge },
    { x: edge, y: h - edge },
    { x: w - edge, y: h - edge },
  ];
  if (count >= 8)
    points.push({ x: w / 2, y: edge }, { x: w / 2, y: h - edge }, { x: edge, y: h / 2 }, { x: w - edge, y: h / 2 });
  const markers = points.slice(0, count).map((p) => ({ ...p, diameter: GROMMET_DIAMETER_IN }));
  const first = markers[0]!;
  return {
    kind: "grommets",
    markers,
    edge,
    dimensions: [{ from: { x: 0, y: first.y }, to: { x: first.x, y: first.y }, label: inches(edge) }],
  };
}

export type FluteDirection = "horizontal" | "vertical";

/**
 * Corrugated plastic (rigid_type corex): the flutes run along one side of the sheet, horizontal on
 * the piece as laid out; Rotate 'yes' turns the layout a quarter turn, so they run vertically
 * (docs/product/portal.md: Rotate yes removes the HorizontalFlute warning). undefined for other materials.
 */
export function fluteDirection(item: PortalItem, rigidType?: string): FluteDirection | undefined {
  if ((rigidType ?? fieldText(item, "rigid_type")) !== "corex") return undefined;
  return fieldText(item, "Rotate") === "yes" ? "vertical" : "horizontal";
}

/** Offsets in inches of the flute lines across an area (y for horizontal flutes, x for vertical). */
export function fluteLines(size: Size, direction: FluteDirection): number[] {
  const across = direction === "horizontal" ? size.height : size.width;
  const count = Math.min(Math.floor(across / FLUTE_PITCH_IN), MAX_FLUTE_LINES);
  if (count < 1) return [];
  const step = across / (count + 1);
  return Array.from({ length: count }, (_, i) => (i + 1) * step);
}

/** One printed piece on a sheet: which image it is and where it sits (inches from the sheet's top-left). */
export interface SheetPiece extends Point {
  width: number;
  height: number;
  itemIndex: number;
}

export interface SheetLayout {
  /** The sheet as laid out (Rotate already applied). */
  sheet: Size;
  piece: Size;
  perSheet: number;
  /** Sheets for the whole project; 0 when the piece does not fit. */
  sheetCount: number;
  totalQuantity: number;
}

function quantity(item: PortalItem): number {
  return coerceQuantity(item.Quantity);
}

/**
 * The rigid sheet layout of a project (docs/product/portal.md: sheets = total quantity / images per
 * sheet, rounded up). The panel options are locked to the same size and sheet for every panel,
 * so the active image's size and sheet lay out every piece. undefined when no sheet is known.
 */
export function sheetLayout(items: readonly PortalItem[], activeIndex: number): SheetLayout | undefined {
  const active = items[activeIndex];
  if (!active) return undefined;
  const sheet = sheetSize(active);
  if (!sheet) return undefined;
  const piece = orderedSize(active);
  // sheetSize has already turned the sheet for Rotate, so the fit is taken as laid out.
  const perSheet = piecesPerSheet(piece.width, piece.height, sheet.width, sheet.height, false);
  const totalQuantity = items.reduce((sum, item) => sum + quantity(item), 0);
  return { sheet, piece, perSheet, sheetCount: sheetsNeeded(totalQuantity, perSheet) ?? 0, totalQuantity };
}

/**
 * The pieces on sheet `page` (0-based): the project's pieces in image order, each image as many
 * times as its Quantity, filling the sheet row by row.
 */
export function piecesOnSheet(items: readonly PortalItem[], layout: SheetLayout, page: number): SheetPiece[] {
  const { perSheet, piece, sheet } = layout;
  if (perSheet < 1 || page < 0 || page >= layout.sheetCount) return [];
  // Pieces in one row of the sheet: the fit of a strip one piece high.
  const perRow = piecesPerSheet(piece.width, piece.height, sheet.width, piece.height, false);
  const first = page * perSheet;
  const out: SheetPiece[] = [];
  let index = 0;
  items.forEach((item, itemIndex) => {
    const q = quantity(item);
    for (let copy = 0; copy < q; copy++, index++) {
      if (index < first || index >= first + perSheet) continue;
      const slot = index - first;
      out.push({
        x: (slot % perRow) * piece.width,
        y: Math.floor(slot / perRow) * piece.height,
        width: piece.width,
        height: piece.height,
        itemIndex,
      });
    }
  });
  return out;
}

/** The sheet (0-based) that holds the first piece of an image. */
export function sheetOfItem(items: readonly PortalItem[], layout: SheetLayout, itemIndex: number): number {
  if (layout.perSheet < 1) return 0;
  const before = items.slice(0, itemIndex).reduce((sum, item) => sum + quantity(item), 0);
  return Math.floor(before / layout.perSheet);
}

/**
 * docs/product/portal.md: the sheet preview is 20vh by 40vh when rotated and 40vh by 20vh otherwise,
 * read as height by width, so the box stands like the sheet (48 x 96 in upright, turned when rotated).
 */
export function sheetBoxStyle(item: PortalItem): { width: string; height: string } {
  return fieldText(item, "Rotate") === "yes" ? { height: "20vh", width: "40vh" } : { height: "40vh", width: "20vh" };
}

/** What a screen reader hears for the preview, e.g. '24 in x 18 in, 0.5 in rounded corners, 4 holes at the corners'. */
export function describePiece(item: PortalItem, rigidType?: string): string {
  const size = orderedSize(item);
  const parts = [size.width > 0 && size.height > 0 ? `${inches(size.width)} x ${inches(size.height)}` : "size not set"];
  const preview = itemPreviewSize(item);
  const radius = cornerRadius(item, preview);
  if (radius > 0) parts.push(`${inches(radius)} rounded corners`);
  const holes = holeLayout(item, preview);
  if (holes.kind === "holes") {
    const where =
      holes.placement === "top" ? "along the top" : holes.placement === "sides" ? "on the sides" : "at the corners";
    parts.push(`${holes.markers.length} holes ${where}, ${inches(holes.edge)} from the edge`);
  } else if (holes.kind === "grommets") parts.push(`${holes.markers.length} grommets`);
  const flutes = fluteDirection(item, rigidType);
  if (flutes) parts.push(`${flutes} flutes`);
  return parts.join(", ");
}
