import { Group, Loader, Paper, Text } from "@mantine/core";
import { coerceQuantity, formatCentsUsd, type PortalItem, PRICE_NOT_AVAILABLE } from "@portal/contract";
import type { ProjectPrice } from "./portalApi.js";

/** docs/product/portal.md: the portal's minimum charge. */
const MIN_CHARGE_CENTS = 15_000;
const MIN_CHARGE_NOTE = "A $150.00 minimum charge applies to orders under $150.00.";

export interface TotalsBarProps {
  items: readonly PortalItem[];
  price: ProjectPrice | undefined;
  pricing: boolean;
  priceError: string | null;
  showPrices: boolean;
  minPricing: boolean;
}

/**
 * The project's square feet: two decimals, the server's figure (rounded per line, docs/product/pricing.md);
 * below one square foot, two significant digits of the exact area, so a 0.5 x 0.5 in piece reads
 * 0.0017 rather than 0.00.
 */
export function formatSquareFeet(serverSqFt: number, exactSqFt: number): string {
  if (serverSqFt >= 1 || !(exactSqFt > 0)) return serverSqFt.toFixed(2);
  const decimals = Math.max(2, 1 - Math.floor(Math.log10(exactSqFt)));
  return exactSqFt.toFixed(Math.min(decimals, 10));
}

/** The exact area of the items: width x height x quantity, in square feet. */
export function exactSquareFeet(items: readonly PortalItem[]): number {
  return items.reduce((sum, i) => {
    const w = Number(i.InchWidth);
    const h = Number(i.InchHeight);
    return w > 0 && h > 0 ? sum + (w * h * coerceQuantity(i.Quantity)) / 144 : sum;
  }, 0);
}

/**
 * How a rigid project is priced (docs/product/pricing.md): by whole sheets, so a few panels more or
 * less may cost the same. Every panel shares the sheet and size (docs/product/portal.md), so the first
 * priced panel speaks for all: 'Priced per 60 x 120 in sheet, 4 panels per sheet (3 sheets)'.
 * Null when nothing is priced by the sheet.
 */
export function sheetNote(items: readonly PortalItem[], price: ProjectPrice | undefined): string | null {
  const priced = price?.items ?? [];
  const first = priced.findIndex((p) => (p?.PiecesPerSheet ?? 0) > 0);
  if (first < 0) return null;
  const [width, height] = String(items[first]?.MaterialSheetSize ?? "").split(",");
  if (!width || !height) return null;
  const perSheet = priced[first]?.PiecesPerSheet ?? 0;
  const sheets = priced.reduce((sum, p) => sum + (p?.Sheets ?? 0), 0);
  const panels = `${perSheet} ${perSheet === 1 ? "panel" : "panels"} per sheet`;
  const count = sheets > 0 ? ` (${sheets} ${sheets === 1 ? "sheet" : "sheets"})` : "";
  return `Priced per ${width.trim()} x ${height.trim()} in sheet, ${panels}${count}`;
}

/** Square feet, Total Items and Total Price (or 'Price: N/A'), with the minimum-charge note. */
export function TotalsBar({ items, price, pricing, priceError, showPrices, minPricing }: TotalsBarProps) {
  const totalItems = items.reduce((sum, i) => sum + coerceQuantity(i.Quantity), 0);
  const total = price?.totalCents ?? 0;
  const visible = showPrices && !price?.hidden;
  const perSheet = visible ? sheetNote(items, price) : null;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Project totals">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="xl" wrap="wrap" aria-live="polite" style={{ rowGap: "var(--mantine-spacing-xs)" }}>
          <Text>
            Square Feet: <b>{formatSquareFeet(price?.squareFeet ?? 0, exactSquareFeet(items))}</b>
          </Text>
          <Text>
            Total Items: <b>{totalItems}</b>
          </Text>
          {visible ? (
            <Text>
              Total Price: <b data-testid="portal-total">{formatCentsUsd(total)}</b>
            </Text>
          ) : (
            <Text fw={700}>{PRICE_NOT_AVAILABLE}</Text>
          )}
          {perSheet && (
            <Text size="sm" c="dimmed" data-testid="portal-sheet-note">
              {perSheet}
            </Text>
          )}
          {pricing && <Loader size="xs" aria-label="Pricing" />}
        </Group>
        {visible && minPricing && total < MIN_CHARGE_CENTS && items.length > 0 && (
          <Text size="sm" c="dimmed">
            {MIN_CHARGE_NOTE}
          </Text>
        )}
      </Group>
      {priceError && (
        <Text size="sm" c="red" role="alert" mt="xs">
          The price could not be worked out: {priceError}
        </Text>
      )}
    </Paper>
  );
}
