import { Alert, Anchor, Button, Checkbox, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { type Cart, formatCentsUsd, PRICE_NOT_AVAILABLE, type ShippingRate } from "@portal/contract";
import type { Ref } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../components/FormAlert.js";

/** The order's lines and sums (freight and tax once a method is chosen), the terms box and Place Order. */
export function OrderSummary({
  cart,
  rate,
  orderTotalCents,
  confirmed,
  onConfirm,
  problems,
  problemsRef,
  serverMessage,
  canPlace,
  placing,
  onPlace,
}: {
  cart: Cart;
  rate: ShippingRate | undefined;
  orderTotalCents: number;
  confirmed: boolean;
  onConfirm: (on: boolean) => void;
  /** What still stops the order, besides the messages under the billing fields. */
  problems: string[];
  /** Takes the focus when Place Order finds a problem of no field. */
  problemsRef: Ref<HTMLElement>;
  serverMessage: string | null;
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
}) {
  const price = (cents: number) => (cart.PriceHidden ? PRICE_NOT_AVAILABLE : formatCentsUsd(cents));
  const minimumCents = cart.minimumCharge?.PriceCents ?? 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="summary-title" pos="sticky" top={16}>
      <Stack>
        <Title order={2} id="summary-title">
          Order Items
        </Title>
        <Table aria-label="Order items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Qty</Table.Th>
              <Table.Th>Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[
              ...cart.products.map((line) => ({ line, details: [line.Filename, ...line.Details] })),
              ...cart.services.map((line) => ({
                line,
                details: [line.Filename, line.Colors.length > 0 ? `Colors: ${line.Colors.join(", ")}` : ""],
              })),
            ].map(({ line, details }) => (
              <Table.Tr key={line.CartID}>
                <Table.Td>
                  <Text size="sm">{line.ItemDesc}</Text>
                  <Text size="xs" c="dimmed" data-testid="line-details">
                    {details.filter(Boolean).join(" · ")}
                  </Text>
                </Table.Td>
                <Table.Td>{line.Quantity}</Table.Td>
                <Table.Td>{cart.PriceHidden ? PRICE_NOT_AVAILABLE : line.PriceText}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          <Row label="Subtotal" value={price(cart.SubtotalCents)} />
          {minimumCents > 0 && <Row label="$150 Minimum Purchase Charge" value={price(minimumCents)} />}
          <Row label="Freight" value={rate ? price(rate.FreightCents) : "-"} />
          <Row label="Tax" value={rate ? price(rate.TaxCents) : "-"} />
          <Row label="Total" value={price(orderTotalCents)} strong />
        </Stack>
        <Checkbox
          label={
            <>
              I have read and agree to the{" "}
              <Anchor component={Link} to="/terms" target="_blank">
                terms and conditions
              </Anchor>
            </>
          }
          checked={confirmed}
          onChange={(e) => onConfirm(e.currentTarget.checked)}
        />
        {problems.length > 0 && (
          <section aria-label="Checkout problems" ref={problemsRef} tabIndex={-1}>
            <Alert color="yellow" title="Before placing the order" role="status">
              <List size="sm">
                {problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Alert>
          </section>
        )}
        <FormAlert message={serverMessage ?? ""} />
        <Button size="md" disabled={!canPlace} loading={placing} onClick={onPlace}>
          Place Order
        </Button>
      </Stack>
    </Paper>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined}>{value}</Text>
    </Group>
  );
}
