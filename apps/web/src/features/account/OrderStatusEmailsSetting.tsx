import { Checkbox, Text } from "@mantine/core";
import { ORDER_STATUS_EMAILS_OFF, ORDER_STATUS_EMAILS_ON, type UserAccount } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../lib/api.js";
import { accountKeys } from "./accountApi.js";

/**
 * The customer's own switch for the order status e-mails (docs/product/shop-order-desk.md), saved on
 * its own call at once: EditAccount takes every field of the account form.
 */
export function OrderStatusEmailsSetting({ account }: { account: UserAccount }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // The box follows the click at once; a refused save puts it back.
  const [checked, setChecked] = useState(account.OrderStatusEmails);
  useEffect(() => setChecked(account.OrderStatusEmails), [account.OrderStatusEmails]);
  const save = useMutation({
    mutationFn: async (on: boolean) => {
      const reply = await api<unknown>("POST", "/Account/SetOrderStatusEmails", {
        userId: account.Id,
        OrderStatusEmails: on,
      });
      if (reply.Status !== "ok") throw new Error(reply.Message || "The setting could not be saved.");
      return on;
    },
    onSuccess: (on) => {
      setMessage({ ok: true, text: on ? ORDER_STATUS_EMAILS_ON : ORDER_STATUS_EMAILS_OFF });
      queryClient.setQueryData<UserAccount>(accountKeys.summary(account.Id), (old) =>
        old ? { ...old, OrderStatusEmails: on } : old,
      );
    },
    onError: (err: Error) => {
      setChecked(account.OrderStatusEmails);
      setMessage({ ok: false, text: err.message });
    },
  });
  return (
    <div>
      <Checkbox
        label="E-mail me when my orders change status"
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
