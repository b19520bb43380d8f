import { Alert, Button, Group, List, Stack, Text, Textarea } from "@mantine/core";
import { formatUsd } from "@portal/contract";
import { type FormEvent, useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import { NoteDialog } from "../../components/NoteDialog.js";
import { cancelConsequences, type PaymentLike } from "./moves.js";
import { useNarrow } from "./useNarrow.js";

const HOLD_NOTE_REQUIRED = "Say why the order is on hold; the customer's e-mail quotes it.";

interface DialogBase {
  orderNumber: number;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string;
  onClose(): void;
}

/** Put on hold: the reason is asked for, since the customer's e-mail carries it. */
export function HoldDialog({ orderNumber, busy, error, onClose, onHold }: DialogBase & { onHold(note: string): void }) {
  const narrow = useNarrow();
  return (
    <NoteDialog
      title={`Put order ${orderNumber} on hold`}
      label="Reason for the hold"
      requiredMessage={HOLD_NOTE_REQUIRED}
      submitLabel="Put on hold"
      submitColor="orange"
      fullScreen={narrow}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={onHold}
    />
  );
}

/** Cancel: says what will be refunded or voided before anything happens. */
export function CancelDialog({
  orderNumber,
  busy,
  error,
  onClose,
  payments,
  onCancelOrder,
}: DialogBase & { payments: PaymentLike[]; onCancelOrder(note: string): void }) {
  const [note, setNote] = useState("");
  const narrow = useNarrow();
  const consequences = cancelConsequences(payments, formatUsd);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCancelOrder(note);
  };
  return (
    <Dialog onClose={onClose} fullScreen={narrow} title={`Cancel order ${orderNumber}?`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">The order is cancelled and the customer is told by e-mail.</Text>
          <List size="sm" aria-label="What the cancel does to the payments">
            {consequences.map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
          </List>
          <Textarea
            label="Note"
            description="Optional; kept in the order's history"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
          />
          {error && (
            <Alert color="red" role="alert" title="The order was not cancelled">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Keep the order
            </Button>
            <Button type="submit" color="red" loading={busy}>
              Cancel the order
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
