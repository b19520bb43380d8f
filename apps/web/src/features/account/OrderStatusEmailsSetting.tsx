import { Checkbox, Text } from "@mantine/core";
import { ORDER_STATUS_EMAILS_OFF, ORDER_STATUS_EMAILS_ON, type UserAccount } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api.js";
import { accountKeys } from "./accountApi.js";

/**
 * The customer's own switch for the order status e-mails (docs/product/shop-order-desk.md), saved on
 * its own call at once: EditAccount takes every field of the account form.
 */
export function OrderStatusEmailsSetting({ account }: { account: UserAccount }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
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
      void queryClient.invalidateQueries({ queryKey: accountKeys.summary(account.Id) });
    },
    onError: (err: Error) => setMessage({ ok: false, text: err.message }),
  });
  const checked = save.isPending ? (save.variables ?? account.OrderStatusEmails) : account.OrderStatusEmails;
  return (
    <div>
      <Checkbox
        label="E-mail me when my orders change status"
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => {
          setMessage(null);
          save.mutate(e.currentTarget.checked);
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
