import { Anchor, Button, Checkbox, Container, Group, NumberInput, Stack, Table, Text, Title } from "@mantine/core";
import {
  CART_MAX_QUANTITY,
  formatUsd,
  ISSUE_MESSAGES,
  type ProjectImage,
  REORDER_NOTHING_SELECTED,
  REORDER_QUANTITY_RULE,
  type ReorderLineChoice,
  type ReorderPreview,
  type ReorderPreviewLine,
} from "@portal/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useSession } from "../../app/SessionProvider.js";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import { FormAlert } from "../../components/FormAlert.js";
import { LoadError } from "../../components/LoadError.js";
import { PageLoader } from "../../components/PageLoader.js";
import stacked from "../../components/stackedTable.module.css";
import { api, fetchData } from "../../lib/api.js";
import { carryJobName } from "../../lib/reorderJobName.js";
import { portalProjectInProgress, startPortalProject } from "../portal/index.js";

/** A quantity as typed: the number when it is a whole number from 1 to 999, else undefined. */
function validQuantity(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const n = Number(text);
  return n >= 1 && n <= CART_MAX_QUANTITY ? n : undefined;
}

const lineLabel = (l: ReorderPreviewLine) => `${l.ItemDesc || l.ItemNo}${l.Filename ? ` ${l.Filename}` : ""}`;

/**
 * The reorder screen (docs/product/orders.md, "Reorder"): the order's lines with the price on the order
 * and today's at the chosen quantity side by side and why they differ; the checked lines go to the cart,
 * or one line opens in the portal to change its size or options first.
 */
export default function ReorderPage() {
  const params = useParams();
  const orderNumber = Number(params.orderNumber ?? 0);
  const userId = Number(params.userId ?? 0);
  const [search] = useSearchParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<Set<number>>(
    () =>
      new Set(
        (search.get("lines") ?? "")
          .split(",")
          .map(Number)
          .filter((n) => n > 0),
      ),
  );
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [error, setError] = useState("");
  const [portalLine, setPortalLine] = useState<ReorderPreviewLine | null>(null);

  // Today's prices at the quantities typed so far (a quantity being typed that is not valid yet keeps the last).
  const quantities: ReorderLineChoice[] = Object.entries(typed).flatMap(([id, text]) => {
    const q = validQuantity(text);
    return q === undefined ? [] : [{ LineId: Number(id), Quantity: q }];
  });
  const preview = useQuery({
    queryKey: ["reorderPreview", userId, orderNumber, quantities],
    queryFn: () => fetchData<ReorderPreview>("POST", "/Store/ReorderPreview", { userId, orderNumber, quantities }),
    placeholderData: keepPreviousData,
  });

  const quantityText = (l: ReorderPreviewLine) => typed[l.LineId] ?? String(l.OrderedQuantity);
  const lines = preview.data?.Lines ?? [];
  const chosen = lines.filter((l) => checked.has(l.LineId) && l.CanReorder);
  const badQuantity = chosen.some((l) => validQuantity(quantityText(l)) === undefined);

  const add = useMutation({
    mutationFn: async () => {
      if (chosen.length === 0) throw new Error(REORDER_NOTHING_SELECTED);
      const picks = chosen.map((l) => ({ LineId: l.LineId, Quantity: validQuantity(quantityText(l))! }));
      const reply = await api<{ Added: number; JobName: string }>("POST", "/Store/Reorder", {
        userId,
        orderNumber,
        lines: picks,
      }).catch(() => ({ Status: "exception", Message: "" }) as const);
      // A refusal says why; a failure on the server's side or the network's is the portal's add failure.
      if (reply.Status === "exception" || (reply.Status !== "ok" && !reply.Message)) {
        throw new Error(ISSUE_MESSAGES.AddCartError);
      }
      if (reply.Status !== "ok") throw new Error(reply.Message);
      carryJobName(userId, reply.Data?.JobName ?? "");
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate("/store/cart");
    },
    onError: (err: Error) => setError(err.message),
  });

  const toPortal = useMutation({
    mutationFn: (l: ReorderPreviewLine) =>
      fetchData<ProjectImage[]>("POST", "/Store/ReorderLineProject", {
        userId,
        orderNumber,
        choice: { LineId: l.LineId, Quantity: validQuantity(quantityText(l)) ?? l.OrderedQuantity },
      }),
    onSuccess: (items) => {
      startPortalProject(userId, items);
      navigate("/portal");
    },
    onError: (err: Error) => {
      setPortalLine(null);
      setError(err.message);
    },
  });
  const changeInPortal = (l: ReorderPreviewLine) => {
    setError("");
    if (portalProjectInProgress(userId)) setPortalLine(l);
    else toPortal.mutate(l);
  };

  const toggle = (id: number, on: boolean) =>
    setChecked((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const title = `Reorder order ${orderNumber}`;
  if (preview.isPending) return <PageLoader />;
  if (preview.isError) {
    return (
      <Container size="lg" py="xl">
        <Title order={1}>{title}</Title>
        <LoadError
          mt="md"
          what="The order"
          message={preview.error.message}
          onRetry={() => preview.refetch()}
          retrying={preview.isFetching}
          actions={
            <Anchor component={Link} to="/account">
              Back to my orders
            </Anchor>
          }
        />
      </Container>
    );
  }
  const prices = !preview.data.PriceHidden;
  // The portal keeps the signed-in user's project: a colleague's order cannot go there.
  const ownCart = user?.Id === userId;
  const total = chosen.reduce((sum, l) => sum + Math.round(l.NewPrice * 100), 0) / 100;

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {lines.length === 0 ? (
          <Stack align="flex-start">
            <Text>This order has no items to reorder.</Text>
            <Anchor component={Link} to="/account">
              Back to my orders
            </Anchor>
          </Stack>
        ) : (
          <>
            <Text size="sm">
              Check the items to reorder and set their quantities. Prices are today's; the price on the order is shown
              beside them.
            </Text>
            <FormAlert message={error} />
            <Table.ScrollContainer
              minWidth={720}
              className={stacked.scroll}
              classNames={{ scrollContainerInner: stacked.scrollInner }}
            >
              <Table
                className={stacked.table}
                aria-label={`Items of order ${orderNumber}`}
                aria-busy={preview.isFetching}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Reorder</Table.Th>
                    <Table.Th scope="col">Product</Table.Th>
                    <Table.Th scope="col">Quantity</Table.Th>
                    {prices && <Table.Th scope="col">Price on the order</Table.Th>}
                    {prices && <Table.Th scope="col">Today's price</Table.Th>}
                    <Table.Th scope="col">Why</Table.Th>
                    <Table.Th scope="col">Change</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((l) => {
                    const text = quantityText(l);
                    const bad = validQuantity(text) === undefined;
                    return (
                      <Table.Tr key={l.LineId}>
                        <Table.Td data-label="Reorder">
                          <Checkbox
                            aria-label={`Reorder ${lineLabel(l)}`}
                            checked={checked.has(l.LineId) && l.CanReorder}
                            disabled={!l.CanReorder}
                            onChange={(e) => toggle(l.LineId, e.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td data-label="Product">
                          <Stack gap={0}>
                            <Text size="sm" fw={600}>
                              {l.ItemDesc || l.ItemNo}
                            </Text>
                            {l.Filename && (
                              <Text size="xs" c="dimmed">
                                {l.Filename}
                              </Text>
                            )}
                          </Stack>
                        </Table.Td>
                        <Table.Td data-label="Quantity">
                          {l.CanReorder && !l.QuantityFixed ? (
                            <NumberInput
                              aria-label={`Quantity of ${lineLabel(l)}`}
                              value={text}
                              onChange={(v) => setTyped((t) => ({ ...t, [l.LineId]: String(v) }))}
                              min={1}
                              max={CART_MAX_QUANTITY}
                              allowDecimal={false}
                              allowNegative={false}
                              clampBehavior="none"
                              error={bad ? REORDER_QUANTITY_RULE : undefined}
                              w={110}
                              size="xs"
                            />
                          ) : (
                            l.Quantity
                          )}
                        </Table.Td>
                        {prices && <Table.Td data-label="Price on the order">{formatUsd(l.OldPrice)}</Table.Td>}
                        {prices && (
                          <Table.Td data-label="Today's price">{l.CanReorder ? formatUsd(l.NewPrice) : "—"}</Table.Td>
                        )}
                        <Table.Td data-label="Why">
                          {l.CanReorder ? (
                            <Text size="sm">{l.PriceNote}</Text>
                          ) : (
                            <Text size="sm" c="red">
                              {l.Reason}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td data-label="Change">
                          {ownCart && l.CanReorder && l.Editable && (
                            <Button
                              size="compact-sm"
                              variant="light"
                              aria-label={`Change in the portal: ${lineLabel(l)}`}
                              loading={toPortal.isPending && toPortal.variables?.LineId === l.LineId}
                              onClick={() => changeInPortal(l)}
                            >
                              Change in the portal
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {prices && (
              <Text fw={700} aria-live="polite">
                Today's price of the checked items: {formatUsd(total)}
              </Text>
            )}
            <Group>
              <Button
                loading={add.isPending}
                disabled={chosen.length === 0 || badQuantity || preview.isFetching}
                onClick={() => {
                  setError("");
                  add.mutate();
                }}
              >
                Add {chosen.length} {chosen.length === 1 ? "item" : "items"} to cart
              </Button>
              <Anchor component={Link} to={`/store/orderdetails/${orderNumber}/${userId}?details=1`}>
                Back to the order
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={portalLine !== null}
        title="Replace your portal project?"
        confirmLabel="Open in the portal"
        busy={toPortal.isPending}
        onConfirm={() => portalLine && toPortal.mutate(portalLine)}
        onCancel={() => setPortalLine(null)}
      >
        <Text>
          You have a project in progress in the portal. Opening {portalLine ? lineLabel(portalLine) : "this item"} there
          replaces it.
        </Text>
      </ConfirmModal>
    </Container>
  );
}
