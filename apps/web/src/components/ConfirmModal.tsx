import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question before a destructive or important action. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  danger = true,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? "red" : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
