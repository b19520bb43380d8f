import { Alert, Button, Center, Group, Loader, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { Envelope } from "@portal/contract";
import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Dialog } from "./Dialog.js";

interface EditDialogProps<T, K extends QueryKey> {
  /** "Address" gives the titles "Add Address" and "Edit Address". */
  noun: string;
  adding: boolean;
  /** The saved item, loaded afresh each time the dialog opens to edit it. */
  item: UseQueryOptions<T, Error, T, K>;
  loadingLabel: string;
  onClose(): void;
  /** The form: with no item when adding. */
  children(item: T | undefined): ReactNode;
}

/**
 * The add/edit dialog of a saved item (an address, a card; docs/product/accounts.md): the form at once
 * when adding; when editing, the form once the item has loaded, or why it did not with a Close button.
 */
export function EditDialog<T, K extends QueryKey>({
  noun,
  adding,
  item,
  loadingLabel,
  onClose,
  children,
}: EditDialogProps<T, K>) {
  const existing = useQuery({ ...item, enabled: !adding, gcTime: 0 });
  return (
    <Dialog onClose={onClose} title={`${adding ? "Add" : "Edit"} ${noun}`} size="lg" centered fullScreenOnPhone>
      {adding ? (
        children(undefined)
      ) : existing.isPending ? (
        <Center py="xl">
          <Loader aria-label={loadingLabel} />
        </Center>
      ) : existing.isError ? (
        <Stack>
          <Alert color="red" role="alert">
            {existing.error.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        children(existing.data)
      )}
    </Dialog>
  );
}

interface DeleteActionOptions {
  call(): Promise<Envelope<unknown>>;
  /** The item's name in the failure messages: "address" gives "The address could not be deleted.". */
  thing: string;
  /** Shown when the server's reply carries no message. */
  deleted: string;
  showError(message: string): void;
  onDeleted(): void;
}

/**
 * Delete in an edit dialog, asked twice (EditModalActions): on success the server's message and the
 * dialog closes; a refusal takes back the question and says why under the form.
 */
export function useDeleteAction({ call, thing, deleted, showError, onDeleted }: DeleteActionOptions) {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      if (reply.Status === "ok") {
        notifications.show({ color: "green", message: reply.Message ?? deleted });
        onDeleted();
      } else {
        setConfirming(false);
        showError(reply.Message ?? `The ${thing} could not be deleted.`);
      }
    },
    onError: () => showError(`The ${thing} could not be deleted. Please try again.`),
  });
  return { confirming, setConfirming, remove };
}
