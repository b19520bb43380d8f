import { Alert, Box, Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

/** Puts the keyboard on the safe answer when a confirmation appears. */
export function focusOnMount(el: HTMLButtonElement | null) {
  el?.focus();
}

export interface EditModalActionsProps {
  /** A new record has nothing to delete. */
  adding: boolean;
  confirmDelete: boolean;
  setConfirmDelete(on: boolean): void;
  /** Title of the delete confirmation, e.g. 'Delete this address?'. */
  deleteQuestion: string;
  onDelete(): void;
  deleting: boolean;
  saving: boolean;
  onCancel(): void;
}

/**
 * Keeps a dialog's buttons at the foot of the screen when its form is taller than the screen (a phone
 * held sideways, a browser's own bars): Save never scrolls out of reach (issue 17).
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <Box pos="sticky" bottom={0} py={4} bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
      {children}
    </Box>
  );
}

/**
 * The footer of an add/edit modal (docs/product/brands-and-access.md): Delete asks a second time ('Yes, Delete!' /
 * 'No'), then Cancel and Save.
 */
export function EditModalActions({
  adding,
  confirmDelete,
  setConfirmDelete,
  deleteQuestion,
  onDelete,
  deleting,
  saving,
  onCancel,
}: EditModalActionsProps) {
  const busy = deleting || saving;
  if (confirmDelete) {
    return (
      <DialogFooter>
        <Alert color="red" title={deleteQuestion}>
          <Group mt="xs">
            <Button color="red" loading={deleting} onClick={onDelete}>
              Yes, Delete!
            </Button>
            <Button variant="default" ref={focusOnMount} onClick={() => setConfirmDelete(false)} disabled={deleting}>
              No
            </Button>
          </Group>
        </Alert>
      </DialogFooter>
    );
  }
  return (
    <DialogFooter>
      <Group justify="space-between">
        {adding ? (
          <span />
        ) : (
          <Button color="red" variant="light" onClick={() => setConfirmDelete(true)} disabled={busy}>
            Delete
          </Button>
        )}
        <Group>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={deleting}>
            Save
          </Button>
        </Group>
      </Group>
    </DialogFooter>
  );
}
