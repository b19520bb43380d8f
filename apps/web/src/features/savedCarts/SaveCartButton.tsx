import { Button, Group, Stack, TextInput } from "@mantine/core";
import { SAVED_CART_NAME_MAX, SaveCartRequestSchema } from "@portal/contract";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "../../components/Dialog.js";
import { FormAlert } from "../../components/FormAlert.js";
import { refreshCart } from "../cart/index.js";
import { SAVED_CARTS_KEY, savedCartCall } from "./savedCartsApi.js";

/** The cart's "Save cart as..." (docs/product/saved-carts.md): names the cart, saves it and empties it. */
export function SaveCartButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => setOpen(true)}>
        Save cart as...
      </Button>
      {open && <SaveCartDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SaveCartDialog({ onClose }: { onClose(): void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [error, setError] = useState("");
  const save = useMutation({
    mutationFn: (value: string) => savedCartCall("SaveCart", { name: value }),
    onSuccess: async ({ message }) => {
      await Promise.all([refreshCart(queryClient), queryClient.invalidateQueries({ queryKey: SAVED_CARTS_KEY })]);
      onClose();
      await navigate("/account/saved-carts", { state: { message } });
    },
    onError: (err: Error) => setError(err.message),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SaveCartRequestSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "");
      return;
    }
    setFieldError("");
    setError("");
    save.mutate(parsed.data);
  };
  return (
    <Dialog onClose={onClose} title="Save cart as..." centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            description="The cart is saved under this name and emptied; open it again from Saved Carts."
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
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
