import { Group, Loader, Paper, Text } from "@mantine/core";
import { coerceQuantity, formatCentsUsd, type PortalItem, PRICE_NOT_AVAILABLE } from "@portal/contract";
import type { ProjectPrice } from "./portalApi.js";

/** docs/product/portal.md: the portal's minimum charge. */
export const MIN_CHARGE_CENTS = 15_000;
export const MIN_CHARGE_NOTE = "A $150.00 minimum charge applies to orders under $150.00.";

export interface TotalsBarProps {
  items: readonly PortalItem[];
  price: ProjectPrice | undefined;
  pricing: boolean;
  priceError: string | null;
  showPrices: boolean;
  minPricing: boolean;
}

/** Square feet, Total Items and Total Price (or 'Price: N/A'), with the minimum-charge note. */
export function TotalsBar({ items, price, pricing, priceError, showPrices, minPricing }: TotalsBarProps) {
  const totalItems = items.reduce((sum, i) => sum + coerceQuantity(i.Quantity), 0);
  const total = price?.totalCents ?? 0;
  const visible = showPrices && !price?.hidden;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Project totals">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="xl" wrap="wrap" aria-live="polite" style={{ rowGap: "var(--mantine-spacing-xs)" }}>
          <Text>
            Square Feet: <b>{(price?.squareFeet ?? 0).toFixed(2)}</b>
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
