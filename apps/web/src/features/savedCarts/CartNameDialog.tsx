import { Button, Group, Stack, TextInput } from "@mantine/core";
import { SAVED_CART_NAME_MAX, SaveCartRequestSchema } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import { FormAlert } from "../../components/FormAlert.js";

interface CartNameDialogProps<T> {
  title: string;
  submitLabel: string;
  description?: string;
  initialName?: string;
  /** Sends the checked name; its failure's message shows in the dialog. */
  send(name: string): Promise<T>;
  onDone(result: T): Promise<void> | void;
  onClose(): void;
}

/** The name form of a saved cart (save as, rename): the contract's name rule checked before the call. */
export function CartNameDialog<T>({
  title,
  submitLabel,
  description,
  initialName = "",
  send,
  onDone,
  onClose,
}: CartNameDialogProps<T>) {
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState("");
  const [error, setError] = useState("");
  const call = useMutation({ mutationFn: send, onSuccess: onDone, onError: (err: Error) => setError(err.message) });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SaveCartRequestSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "");
      return;
    }
    setFieldError("");
    setError("");
    call.mutate(parsed.data);
  };
  return (
    <Dialog onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            description={description}
            value={name}
            maxLength={SAVED_CART_NAME_MAX}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError || undefined}
            required
            data-autofocus
          />
          <FormAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={call.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
