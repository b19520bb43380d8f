import { Button, Center, Group, Paper, Stack, Text } from "@mantine/core";
import { fieldText, type PortalItem } from "@portal/contract";
import { IconPhoto } from "@tabler/icons-react";
import { useId, useState } from "react";
import {
  cornerRadius,
  type Dimension,
  describePiece,
  type FluteDirection,
  fitScale,
  fluteDirection,
  fluteLines,
  holeLayout,
  inches,
  itemPreviewSize,
  piecesOnSheet,
  type SheetLayout,
  type Size,
  sheetBoxStyle,
  sheetLayout,
  sheetOfItem,
} from "./previewGeometry.js";

export interface PortalPreviewProps {
  /** Every image of the project, in order (fields of docs/product/portal.md). */
  items: readonly PortalItem[];
  /** Index of the active image in items; -1 when there is none. */
  activeIndex: number;
  /** The chosen product type: adhesive, rigid, Wallcoverings, Window Decoration, Magnetic. */
  productType: string;
  /** 'acm' or 'corex' of the chosen material, when the item's rigid_type is not set yet. */
  rigidType?: string;
}

/** The drawing box of the piece preview, in SVG units; the SVG scales to its column. */
const BOX: Size = { width: 480, height: 360 };
/** Room around the piece for the size and dimension labels. */
const MARGIN = 36;
const MIN_MARKER_RADIUS = 3;
const DIMENSION_COLOR = "#c92a2a";

/** A React id usable inside url(#...): only letters, digits, '-' and '_'. */
function useSvgId(): string {
  return `clip${useId().replace(/[^\w-]/g, "")}`;
}

function imageUrl(item: PortalItem): string {
  return fieldText(item, "PreviewUrl") || fieldText(item, "ImageUrl");
}

/**
 * Preview of the active image (docs/product/portal.md): the artwork clipped to its rounded
 * corners, corex flute lines, hole markers with their edge and spacing distances, and for rigid
 * products the sheet layout with Prev, 'n of m' and Next.
 */
export function PortalPreview({ items, activeIndex, productType, rigidType }: PortalPreviewProps) {
  const item = items[activeIndex];
  if (!item) {
    return (
      <Paper withBorder p="xl" data-testid="portal-preview">
        <Center mih={200}>
          <Stack align="center" gap="xs">
            <IconPhoto size={40} aria-hidden color="var(--mantine-color-gray-5)" />
            <Text c="dimmed">Add an image from the Image Library to see its preview.</Text>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return (
    <Stack gap="md" data-testid="portal-preview">
      <PiecePreview key={imageUrl(item)} item={item} rigidType={rigidType} />
      {productType === "rigid" && (
        <SheetPreview key={activeIndex} items={items} activeIndex={activeIndex} rigidType={rigidType} />
      )}
    </Stack>
  );
}

function PiecePreview({ item, rigidType }: { item: PortalItem; rigidType?: string }) {
  const clipId = useSvgId();
  const [broken, setBroken] = useState(false);
  const url = imageUrl(item);
  const size = itemPreviewSize(item);
  const scale = fitScale(size, { width: BOX.width - 2 * MARGIN, height: BOX.height - 2 * MARGIN });
  const w = size.width * scale;
  const h = size.height * scale;
  const left = (BOX.width - w) / 2;
  const top = (BOX.height - h) / 2;
  const px = (inchesFromEdge: number) => inchesFromEdge * scale;
  const radius = px(cornerRadius(item, size));
  const holes = holeLayout(item, size);
  const flutes = fluteDirection(item, rigidType);
  const missing = broken || url === "";
  const name = fieldText(item, "Name");
  const label = `${name ? `${name}: ` : ""}${describePiece(item, rigidType)}${missing ? ", image not found" : ""}`;

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      style={{ width: "100%", maxHeight: "50vh", display: "block" }}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={left} y={top} width={w} height={h} rx={radius} ry={radius} />
        </clipPath>
      </defs>
      <rect x={left} y={top} width={w} height={h} rx={radius} ry={radius} fill="var(--mantine-color-gray-1)" />
      {missing ? (
        <text x={left + w / 2} y={top + h / 2} textAnchor="middle" dominantBaseline="middle" fontSize={14} fill="#555">
          Image not found
        </text>
      ) : (
        <image
          href={url}
          x={left}
          y={top}
          width={w}
          height={h}
          preserveAspectRatio="xMidYMid meet"
          clipPath={`url(#${clipId})`}
          onError={() => setBroken(true)}
        />
      )}
      {flutes && (
        <g clipPath={`url(#${clipId})`} data-testid="flute-lines">
          <FluteLines size={size} direction={flutes} scale={scale} left={left} top={top} />
        </g>
      )}
      <rect
        x={left}
        y={top}
        width={w}
        height={h}
        rx={radius}
        ry={radius}
        fill="none"
        stroke="var(--mantine-color-gray-7)"
        strokeWidth={1.5}
      />
      {holes.markers.map((m) => (
        <circle
          key={`${m.x},${m.y}`}
          cx={left + px(m.x)}
          cy={top + px(m.y)}
          r={Math.max(px(m.diameter / 2), MIN_MARKER_RADIUS)}
          fill="white"
          stroke={holes.kind === "grommets" ? "#b08d57" : "var(--mantine-color-dark-6)"}
          strokeWidth={holes.kind === "grommets" ? 2 : 1.5}
        />
      ))}
      {holes.dimensions.map((d) => (
        <DimensionLine key={`${d.from.x},${d.from.y},${d.to.x},${d.to.y}`} d={d} scale={scale} left={left} top={top} />
      ))}
      <text x={left + w / 2} y={top + h + 20} textAnchor="middle" fontSize={13} fill="currentColor">
        {inches(size.width)}
      </text>
      <text
        x={left + w + 8}
        y={top + h / 2}
        fontSize={13}
        dominantBaseline="middle"
        fill="currentColor"
        transform={`rotate(90 ${left + w + 8} ${top + h / 2})`}
        textAnchor="middle"
        dy={-4}
      >
        {inches(size.height)}
      </text>
    </svg>
  );
}

function FluteLines({
  size,
  direction,
  scale,
  left,
  top,
}: {
  size: Size;
  direction: FluteDirection;
  scale: number;
  left: number;
  top: number;
}) {
  const w = size.width * scale;
  const h = size.height * scale;
  return (
    <g stroke="rgba(60, 60, 60, 0.35)" strokeWidth={1}>
      {fluteLines(size, direction).map((at) =>
        direction === "horizontal" ? (
          <line
            key={at}
            x1={left}
            x2={left + w}
            y1={top + at * scale}
            y2={top + at * scale}
            vectorEffect="non-scaling-stroke"
          />
        ) : (
          <line
            key={at}
            y1={top}
            y2={top + h}
            x1={left + at * scale}
            x2={left + at * scale}
            vectorEffect="non-scaling-stroke"
          />
        ),
      )}
    </g>
  );
}

/**
 * A dimension line with end ticks and its label ('1 in'). An edge distance is labelled outside the
 * piece (left of it, or above it), where short distances have room; a spacing below or beside its line.
 */
function DimensionLine({ d, scale, left, top }: { d: Dimension; scale: number; left: number; top: number }) {
  const x1 = left + d.from.x * scale;
  const y1 = top + d.from.y * scale;
  const x2 = left + d.to.x * scale;
  const y2 = top + d.to.y * scale;
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
  const tick = 4;
  const label: { x: number; y: number; anchor: "start" | "middle" | "end" } = vertical
    ? d.from.y === 0
      ? { x: x1, y: top - 8, anchor: "middle" }
      : { x: x1 + 6, y: (y1 + y2) / 2, anchor: "start" }
    : d.from.x === 0
      ? { x: left - 6, y: y1, anchor: "end" }
      : { x: (x1 + x2) / 2, y: y1 + 12, anchor: "middle" };
  return (
    <g stroke={DIMENSION_COLOR} strokeWidth={1} data-testid="hole-dimension">
      <line x1={x1} y1={y1} x2={x2} y2={y2} strokeDasharray="3 2" />
      {vertical ? (
        <>
          <line x1={x1 - tick} x2={x1 + tick} y1={y1} y2={y1} />
          <line x1={x2 - tick} x2={x2 + tick} y1={y2} y2={y2} />
        </>
      ) : (
        <>
          <line x1={x1} x2={x1} y1={y1 - tick} y2={y1 + tick} />
          <line x1={x2} x2={x2} y1={y2 - tick} y2={y2 + tick} />
        </>
      )}
      <text
        x={label.x}
        y={label.y}
        textAnchor={label.anchor}
        dominantBaseline="middle"
        fontSize={11}
        fill={DIMENSION_COLOR}
        stroke="white"
        strokeWidth={3}
        paintOrder="stroke"
      >
        {d.label}
      </text>
    </g>
  );
}

/** The rigid sheet with the project's pieces laid out on it, one sheet at a time. */
function SheetPreview({
  items,
  activeIndex,
  rigidType,
}: {
  items: readonly PortalItem[];
  activeIndex: number;
  rigidType?: string;
}) {
  const item = items[activeIndex]!;
  const layout = sheetLayout(items, activeIndex);
  const [wanted, setPage] = useState(() => (layout ? sheetOfItem(items, layout, activeIndex) : 0));
  if (!layout) {
    return (
      <Text c="dimmed" size="sm">
        The sheet layout shows once a material and sheet size are chosen.
      </Text>
    );
  }
  if (layout.sheetCount === 0) {
    return (
      <Text c="dimmed" size="sm">
        The panel does not fit on the {inches(layout.sheet.width)} x {inches(layout.sheet.height)} sheet.
      </Text>
    );
  }
  // Quantities may have dropped since the page was chosen.
  const page = Math.min(wanted, layout.sheetCount - 1);
  return (
    <Stack gap="xs" align="center">
      <div style={{ ...sheetBoxStyle(item), maxWidth: "100%" }}>
        <SheetDrawing items={items} layout={layout} page={page} flutes={fluteDirection(item, rigidType)} />
      </div>
      <Text size="sm" c="dimmed">
        {layout.perSheet} per sheet, {layout.totalQuantity} pieces on {layout.sheetCount}{" "}
        {layout.sheetCount === 1 ? "sheet" : "sheets"}
      </Text>
      <Group gap="sm">
        <Button variant="default" size="xs" onClick={() => setPage(page - 1)} disabled={page === 0}>
          Prev
        </Button>
        <Text size="sm" aria-live="polite">
          {page + 1} of {layout.sheetCount}
        </Text>
        <Button variant="default" size="xs" onClick={() => setPage(page + 1)} disabled={page >= layout.sheetCount - 1}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}

function SheetDrawing({
  items,
  layout,
  page,
  flutes,
}: {
  items: readonly PortalItem[];
  layout: SheetLayout;
  page: number;
  flutes?: FluteDirection;
}) {
  const clipId = useSvgId();
  const { sheet } = layout;
  const pieces = piecesOnSheet(items, layout, page);
  return (
    <svg
      role="img"
      aria-label={`Sheet ${page + 1} of ${layout.sheetCount}: ${pieces.length} ${pieces.length === 1 ? "piece" : "pieces"} on a ${inches(sheet.width)} x ${inches(sheet.height)} sheet`}
      viewBox={`0 0 ${sheet.width} ${sheet.height}`}
      preserveAspectRatio="xMidYMid meet"
      style={{ width: "100%", height: "100%", display: "block" }}
    >
      <rect
        width={sheet.width}
        height={sheet.height}
        fill="white"
        stroke="var(--mantine-color-gray-6)"
        vectorEffect="non-scaling-stroke"
      />
      {flutes && <FluteLines size={sheet} direction={flutes} scale={1} left={0} top={0} />}
      {pieces.map((p, i) => {
        const piece = items[p.itemIndex]!;
        const r = cornerRadius(piece, p);
        const url = imageUrl(piece);
        return (
          <g key={`${p.x},${p.y}`}>
            <clipPath id={`${clipId}-${i}`}>
              <rect x={p.x} y={p.y} width={p.width} height={p.height} rx={r} ry={r} />
            </clipPath>
            {url && (
              <image
                href={url}
                x={p.x}
                y={p.y}
                width={p.width}
                height={p.height}
                preserveAspectRatio="xMidYMid meet"
                clipPath={`url(#${clipId}-${i})`}
              />
            )}
            <rect
              x={p.x}
              y={p.y}
              width={p.width}
              height={p.height}
              rx={r}
              ry={r}
              fill="none"
              stroke="var(--mantine-color-blue-6)"
              vectorEffect="non-scaling-stroke"
            />
          </g>
        );
      })}
    </svg>
  );
}
