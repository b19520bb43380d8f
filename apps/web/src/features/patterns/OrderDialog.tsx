import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  checkPatternOrder,
  formatCentsUsd,
  ISSUE_MESSAGES,
  PATTERN_QUANTITY_MAX_LENGTH,
  PATTERN_THUMB_SIZE,
  type Pattern,
  type PatternOrderCheck,
  type PatternOrderRow,
  PRICE_NOT_AVAILABLE,
  patternAddedMessage,
  type SubstrateFilter,
} from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { Dialog } from "../../components/Dialog.js";
import { api } from "../../lib/api.js";
import { refreshCart } from "../cart/index.js";
import { cartLines, emptyRow, priceableRow, substratesOf } from "./patternOrder.js";
import classes from "./patterns.module.css";
import { usePatternOrderPrice } from "./patternsApi.js";

const UNAVAILABLE = " (Temporarily Unavailable)";
const ADD_FAILED = ISSUE_MESSAGES.AddCartError;

interface Props {
  pattern: Pattern;
  opaque: boolean;
  substrates: readonly SubstrateFilter[];
  userId: number;
  onClose(): void;
}

/**
 * The full-screen order dialog (docs/product/orders.md): one or more roll rows (quantity, substrate,
 * roll size); after a successful add the button becomes Go to Cart.
 */
export function OrderDialog({ pattern, opaque, substrates, userId, onClose }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<PatternOrderRow[]>([emptyRow()]);
  const [check, setCheck] = useState<PatternOrderCheck | null>(null);
  const [added, setAdded] = useState<string[] | null>(null);
  const offered = substratesOf(pattern, substrates);
  const design = pattern.designName;
  const brand = useBrand();
  const { user } = useSession();
  // Prices show when the brand and the user allow them (docs/product/pricing.md), as in the portal.
  const showPrices = brand.switches.portalPricing && (user?.showPrice ?? false);
  const price = usePatternOrderPrice(userId, rows, showPrices);
  const visible = showPrices && !price.data?.hidden;
  const rowPrice = (index: number): string => {
    if (!visible) return PRICE_NOT_AVAILABLE;
    const priced = price.data?.rows[index];
    const row = rows[index]!;
    if (priced && priceableRow(row)) return `Price: ${formatCentsUsd(priced.Total)}`;
    return row.substrate && row.rollSize ? "Price: enter a quantity" : "Price: choose a substrate and roll size";
  };

  const add = useMutation({
    mutationFn: async (order: PatternOrderRow[]) => {
      const reply = await api("POST", "/Store/AddToCart", cartLines(userId, pattern, opaque, order));
      if (reply.Status !== "ok") throw new Error(reply.Message || ADD_FAILED);
      return order.map((row) =>
        patternAddedMessage(
          Number(row.quantity),
          pattern.PatternName,
          offered.find((s) => s.ItemNo === row.substrate)?.ItemDesc ?? row.substrate,
        ),
      );
    },
    onSuccess: async (messages) => {
      setAdded(messages);
      await refreshCart(queryClient);
    },
  });

  const update = (index: number, change: Partial<PatternOrderRow>) => {
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));
    setAdded(null);
  };

  const submit = () => {
    if (added) {
      navigate("/store/cart");
      return;
    }
    const result = checkPatternOrder(design, rows);
    setCheck(result);
    if (result.summary || result.rows.some((m) => m.length > 0)) return;
    add.mutate(rows);
  };

  /** A field is marked when its row has a message about it; the messages themselves are listed in one alert. */
  const invalidField = (index: number, prefix: string[]) =>
    check?.rows[index]?.some((m) => prefix.some((p) => m.startsWith(p))) ?? false;
  const messages = [...new Set(check?.rows.flat() ?? [])];

  const image = opaque ? pattern.ImageUrl : pattern.TransparentImageUrl;
  return (
    <Dialog onClose={onClose} fullScreen title={`Order ${design}`} aria-describedby="pattern-order-about">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack>
          <Paper withBorder className={opaque ? undefined : classes.checker} maw={PATTERN_THUMB_SIZE}>
            <Image
              src={image}
              alt={`${design} ${opaque ? "with background" : "without background"}`}
              width={PATTERN_THUMB_SIZE}
              height={PATTERN_THUMB_SIZE}
            />
          </Paper>
          <div id="pattern-order-about">
            <Title order={2} size="h3">
              {pattern.PatternName}
            </Title>
            <Text c="dimmed" size="sm">
              Pattern {pattern.PatternNumber} · {opaque ? "with background" : "transparent background"}
            </Text>
            <Text mt="xs">{pattern.designDescription}</Text>
          </div>
        </Stack>
        <Stack>
          {(check?.summary || messages.length > 0) && (
            <Alert color="red" role="alert" title={check?.summary || undefined}>
              <List size="sm">
                {messages.map((m) => (
                  <List.Item key={m}>{m}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {add.isError && (
            <Alert color="red" role="alert" title={ADD_FAILED}>
              {add.error.message}
            </Alert>
          )}
          {added && (
            <Alert color="green" role="status" title="Added to Cart">
              {added.map((m, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two rolls of the same material and quantity read alike
                <Text key={i}>{m}</Text>
              ))}
            </Alert>
          )}
          {rows.map((row, index) => {
            const substrate = offered.find((s) => s.ItemNo === row.substrate);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <Paper key={index} withBorder p="md" component="fieldset" aria-label={`Roll ${index + 1}`}>
                <Group align="flex-start" grow wrap="wrap">
                  <TextInput
                    label="Quantity"
                    required
                    inputMode="numeric"
                    maxLength={PATTERN_QUANTITY_MAX_LENGTH}
                    value={row.quantity}
                    onChange={(e) => update(index, { quantity: e.currentTarget.value.replace(/\D/g, "") })}
                    error={invalidField(index, ["Quantity", "Must have a quantity"])}
                  />
                  <Select
                    label="Substrate"
                    required
                    placeholder="Select"
                    value={row.substrate || null}
                    data={offered.map((s) => ({
                      value: s.ItemNo,
                      label: s.Available ? s.ItemDesc : `${s.ItemDesc}${UNAVAILABLE}`,
                      disabled: !s.Available,
                    }))}
                    onChange={(v) => update(index, { substrate: v ?? "", rollSize: "" })}
                    error={invalidField(index, ["Must choose a substrate"])}
                    allowDeselect={false}
                  />
                  <Select
                    label="Roll Size"
                    required
                    placeholder="Select"
                    value={row.rollSize || null}
                    disabled={!substrate}
                    data={(substrate?.RollSizes ?? []).map((r) => ({
                      value: r.rollSize,
                      label: r.Available ? r.Name : `${r.Name}${UNAVAILABLE}`,
                      disabled: !r.Available,
                    }))}
                    onChange={(v) => update(index, { rollSize: v ?? "" })}
                    error={invalidField(index, ["Must choose Roll Size"])}
                    allowDeselect={false}
                  />
                </Group>
                <Group justify="space-between" mt="xs">
                  <Text fw={600} aria-live="polite" data-testid={`roll-price-${index + 1}`}>
                    {rowPrice(index)}
                  </Text>
                  {rows.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove roll ${index + 1}`}
                      onClick={() => {
                        setRows((all) => all.filter((_, i) => i !== index));
                        setCheck(null);
                      }}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            );
          })}
          {visible && rows.length > 1 && (
            <Text fw={700} ta="right" aria-live="polite">
              Total: {formatCentsUsd(price.data?.totalCents ?? 0)}
            </Text>
          )}
          {price.isError && (
            <Text size="sm" c="red">
              The price could not be worked out: {price.error.message}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => {
                setRows((all) => [...all, emptyRow()]);
                setAdded(null);
              }}
            >
              Add Another Roll
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {added ? "Continue Browsing" : "Cancel"}
              </Button>
              <Button onClick={submit} loading={add.isPending}>
                {added ? "Go to Cart" : "Add To Cart"}
              </Button>
            </Group>
          </Group>
        </Stack>
      </SimpleGrid>
    </Dialog>
  );
}
