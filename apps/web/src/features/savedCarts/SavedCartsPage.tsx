import { Alert, Anchor, Badge, Button, Container, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import type { SavedCart } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useSession } from "../../app/SessionProvider.js";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import { Dialog } from "../../components/Dialog.js";
import { FormAlert } from "../../components/FormAlert.js";
import { PageLoader } from "../../components/PageLoader.js";
import { type StackedColumn, StackedTable } from "../../components/StackedTable.js";
import { formatDate } from "../../lib/dates.js";
import { refreshCart } from "../cart/index.js";
import { CartNameDialog } from "./CartNameDialog.js";
import { SAVED_CARTS_KEY, savedCartCall, useSavedCarts } from "./savedCartsApi.js";
import { LoadError } from "../../components/LoadError.js";

interface Outcome {
  message: string;
  flagged: string[];
  opened: boolean;
}

/** Saved Carts on the account (docs/product/saved-carts.md). */
export default function SavedCartsPage() {
  const { user } = useSession();
  const location = useLocation();
  const carts = useSavedCarts((user?.Id ?? 0) > 0);
  const saved = (location.state as { message?: string } | null)?.message ?? "";
  const [outcome, setOutcome] = useState<Outcome | null>(saved ? { message: saved, flagged: [], opened: false } : null);
  // A deleted cart's card goes, with the focused Delete button: the focus moves to the next card's first
  // action (the one before when it was the last), or to the heading when no card is left.
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusNext, setFocusNext] = useState<number | "heading" | null>(null);
  const onDeleted = (id: number, before: readonly SavedCart[]) => {
    const i = before.findIndex((c) => c.Id === id);
    const next = before[i + 1] ?? before[i - 1];
    setFocusNext(next ? next.Id : "heading");
  };
  useEffect(() => {
    if (focusNext !== "heading") return;
    heading.current?.focus();
    setFocusNext(null);
  }, [focusNext]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} ref={heading} tabIndex={-1}>
          Saved Carts
        </Title>
        {outcome && (
          <Alert
            color={outcome.flagged.length > 0 ? "yellow" : "green"}
            role="status"
            withCloseButton
            onClose={() => setOutcome(null)}
          >
            <Stack gap="xs">
              <Text>{outcome.message}</Text>
              {outcome.flagged.length > 0 && (
                <>
                  <Text fw={600}>These lines need your attention before checkout:</Text>
                  <List size="sm">
                    {outcome.flagged.map((f) => (
                      <List.Item key={f}>{f}</List.Item>
                    ))}
                  </List>
                </>
              )}
              {outcome.opened && (
                <Anchor component={Link} to="/store/cart">
                  Go to your cart
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {carts.isPending ? (
          <PageLoader />
        ) : carts.isError ? (
          <LoadError what="Saved carts" message={carts.error.message} />
        ) : carts.data.length === 0 ? (
          <Stack align="flex-start">
            <Text>You have no saved carts. Use "Save cart as..." on your cart to keep one for later.</Text>
            <Button component={Link} to="/store/cart" variant="light">
              Go to your cart
            </Button>
          </Stack>
        ) : (
          carts.data.map((cart) => (
            <SavedCartCard
              key={cart.Id}
              cart={cart}
              onOutcome={setOutcome}
              onDeleted={() => onDeleted(cart.Id, carts.data)}
              focus={focusNext === cart.Id}
              onFocused={() => setFocusNext(null)}
            />
          ))
        )}
      </Stack>
    </Container>
  );
}

const LINE_COLUMNS: StackedColumn<SavedCart["Lines"][number]>[] = [
  {
    label: "Product",
    cell: (line) => (
      <>
        <Text size="sm">{line.ItemDesc || line.ItemNo}</Text>
        {line.Flag && (
          <Text size="sm" c="red">
            {line.Flag}
          </Text>
        )}
      </>
    ),
  },
  { label: "File", cell: (line) => line.Filename },
  { label: "Quantity", cell: (line) => line.Quantity },
  { label: "Price today", cell: (line) => line.PriceText },
];

type Dialogs = "open" | "rename" | "delete" | null;

interface CardProps {
  cart: SavedCart;
  onOutcome(o: Outcome): void;
  onDeleted(): void;
  /** Take the focus (a card before or after it was deleted): its first action, or its heading. */
  focus: boolean;
  onFocused(): void;
}

function SavedCartCard({ cart, onOutcome, onDeleted, focus, onFocused }: CardProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focus) return;
    (openButton.current ?? heading.current)?.focus();
    onFocused();
  }, [focus, onFocused]);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [error, setError] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_CARTS_KEY });
  const onError = (err: Error) => setError(err.message);

  // The share button is disabled while it runs, which drops the focus: it takes it back when done.
  const shareButton = useRef<HTMLButtonElement>(null);
  const share = useMutation({
    mutationFn: () => savedCartCall("ShareSavedCart", { savedCartId: cart.Id, shared: !cart.Shared }),
    onSuccess: async () => {
      setError("");
      await refresh();
    },
    onError,
  });
  const wasSharing = useRef(false);
  useEffect(() => {
    if (wasSharing.current && !share.isPending) shareButton.current?.focus();
    wasSharing.current = share.isPending;
  }, [share.isPending]);
  const remove = useMutation({
    mutationFn: () => savedCartCall("DeleteSavedCart", { savedCartId: cart.Id }),
    onSuccess: async ({ message }) => {
      setDialog(null);
      onOutcome({ message, flagged: [], opened: false });
      await refresh();
      onDeleted();
    },
    onError: (err: Error) => {
      setDialog(null);
      onError(err);
    },
  });
  const open = useMutation({
    mutationFn: (mode: "merge" | "replace") =>
      savedCartCall<{ Added: number; Flagged: string[] }>("OpenSavedCart", { savedCartId: cart.Id, mode }),
    onSuccess: async ({ data, message }) => {
      setDialog(null);
      onOutcome({ message, flagged: data.Flagged, opened: true });
      await Promise.all([refreshCart(queryClient), refresh()]);
    },
    onError: (err: Error) => {
      setDialog(null);
      onError(err);
    },
  });

  const lineCount = `${cart.Lines.length} ${cart.Lines.length === 1 ? "line" : "lines"}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
              {cart.Name}
            </Title>
            <Text size="sm" c="dimmed">
              Saved by {cart.SavedBy} on {formatDate(cart.SavedAt)} · {lineCount}
            </Text>
          </Stack>
          {cart.Shared && <Badge variant="light">{cart.Mine ? "Shared with my company" : "Shared with you"}</Badge>}
        </Group>
        <StackedTable
          label={`Lines of ${cart.Name}`}
          rows={cart.Lines}
          rowKey={(line) => line.LineId}
          columns={LINE_COLUMNS}
        />
        <Text fw={700} aria-label={`Estimated price of ${cart.Name}`}>
          Estimated price at today's prices: {cart.EstimatedPriceText}
        </Text>
        <FormAlert message={error} />
        {cart.Mine ? (
          <Group gap="xs">
            <Button ref={openButton} onClick={() => setDialog("open")} aria-label={`Open ${cart.Name}`}>
              Open
            </Button>
            <Button variant="light" onClick={() => setDialog("rename")} aria-label={`Rename ${cart.Name}`}>
              Rename
            </Button>
            <Button variant="light" ref={shareButton} loading={share.isPending} onClick={() => share.mutate()}>
              {cart.Shared ? "Stop sharing" : "Share with my company"}
            </Button>
            <Button color="red" variant="light" onClick={() => setDialog("delete")} aria-label={`Delete ${cart.Name}`}>
              Delete
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Shared by {cart.SavedBy}. Only they can open or change it.
          </Text>
        )}
      </Stack>
      {dialog === "open" && (
        <Dialog onClose={() => setDialog(null)} title={`Open "${cart.Name}"`} centered>
          <Stack>
            <Text>
              Add its {lineCount} after the items already in your cart, or replace your cart with them? Prices are
              today's.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)} data-autofocus>
                Cancel
              </Button>
              <Button variant="light" loading={open.isPending} onClick={() => open.mutate("merge")}>
                Add to my cart
              </Button>
              <Button loading={open.isPending} onClick={() => open.mutate("replace")}>
                Replace my cart
              </Button>
            </Group>
          </Stack>
        </Dialog>
      )}
      {dialog === "rename" && (
        <CartNameDialog
          title="Rename Saved Cart"
          submitLabel="Rename"
          initialName={cart.Name}
          send={(name) => savedCartCall("RenameSavedCart", { savedCartId: cart.Id, name })}
          onClose={() => setDialog(null)}
          onDone={async () => {
            setDialog(null);
            await refresh();
          }}
        />
      )}
      <ConfirmModal
        opened={dialog === "delete"}
        title="Delete Saved Cart"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setDialog(null)}
      >
        <Text>Are you sure you wish to delete the saved cart {cart.Name}?</Text>
      </ConfirmModal>
    </Paper>
  );
}
