import { Button, Group, type MantineColor, Stack, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Dialog } from "./Dialog.js";
import { FormAlert } from "./FormAlert.js";

interface NoteDialogProps {
  title: string;
  /** The note field's label. */
  label: string;
  /** Said under the field when it is sent empty. */
  requiredMessage: string;
  submitLabel: string;
  submitColor?: MantineColor;
  fullScreen?: boolean;
  busy: boolean;
  /** The server's refusal, shown in the dialog's alert. */
  error: string;
  onClose(): void;
  /** Called with the note as typed, once it holds more than white space. */
  onSubmit(note: string): void;
}

/**
 * A dialog that asks for a required note before an action (a hold's reason, a proof's requested
 * changes): the note's message under it when it is empty, the server's refusal in the alert.
 */
export function NoteDialog({
  title,
  label,
  requiredMessage,
  submitLabel,
  submitColor,
  fullScreen,
  busy,
  error,
  onClose,
  onSubmit,
}: NoteDialogProps) {
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(note);
  };
  return (
    <Dialog onClose={onClose} fullScreen={fullScreen} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={label}
            value={note}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? requiredMessage : undefined}
            maxLength={2000}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          <FormAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" color={submitColor} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
