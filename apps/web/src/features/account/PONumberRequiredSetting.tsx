import { Checkbox, Text } from "@mantine/core";
import { PO_NUMBER_REQUIRED_OFF, PO_NUMBER_REQUIRED_ON, type UserAccount } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../lib/api.js";
import { accountKeys } from "./accountApi.js";

/** The office manager's company setting (docs/product/cart-and-checkout.md), saved at once. */
export function PONumberRequiredSetting({ account }: { account: UserAccount }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [checked, setChecked] = useState(account.PONumberRequired);
  useEffect(() => setChecked(account.PONumberRequired), [account.PONumberRequired]);
  const save = useMutation({
    mutationFn: async (on: boolean) => {
      const reply = await api<unknown>("POST", "/Account/SetPONumberRequired", { PONumberRequired: on });
      if (reply.Status !== "ok") throw new Error(reply.Message || "The setting could not be saved.");
      return on;
    },
    onSuccess: (on) => {
      setMessage({ ok: true, text: on ? PO_NUMBER_REQUIRED_ON : PO_NUMBER_REQUIRED_OFF });
      queryClient.setQueryData<UserAccount>(accountKeys.summary(account.Id), (old) =>
        old ? { ...old, PONumberRequired: on } : old,
      );
    },
    onError: (err: Error) => {
      setChecked(account.PONumberRequired);
      setMessage({ ok: false, text: err.message });
    },
  });
  return (
    <div>
      <Checkbox
        label="PO number required on every order"
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setChecked(on);
          setMessage(null);
          save.mutate(on);
        }}
      />
      {message && (
        <Text size="xs" mt={4} c={message.ok ? "green.8" : "red.8"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </Text>
      )}
    </div>
  );
}
