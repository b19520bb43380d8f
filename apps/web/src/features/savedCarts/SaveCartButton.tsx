import { Button } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { refreshCart } from "../cart/index.js";
import { CartNameDialog } from "./CartNameDialog.js";
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
  return (
    <CartNameDialog
      title="Save cart as..."
      submitLabel="Save"
      description="The cart is saved under this name and emptied; open it again from Saved Carts."
      send={(name) => savedCartCall("SaveCart", { name })}
      onDone={async ({ message }) => {
        await Promise.all([refreshCart(queryClient), queryClient.invalidateQueries({ queryKey: SAVED_CARTS_KEY })]);
        onClose();
        await navigate("/account/saved-carts", { state: { message } });
      }}
      onClose={onClose}
    />
  );
}
