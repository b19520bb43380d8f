import { Checkbox, Text } from "@mantine/core";
import type { UserAccount } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../lib/api.js";
import { accountKeys } from "./accountApi.js";

type BooleanSetting = "OrderStatusEmails" | "PONumberRequired";

/**
 * One yes/no setting of the account page, saved on its own call at once (EditAccount takes every field
 * of the account form). The box follows the click at once; a refused save puts it back.
 */
export function SwitchSetting({
  account,
  field,
  label,
  path,
  body,
  saved,
}: {
  account: UserAccount;
  field: BooleanSetting;
  label: string;
  /** The API call that saves it, and its request body. */
  path: string;
  body: (on: boolean) => Record<string, unknown>;
  /** The message after a save, for on and off. */
  saved: { on: string; off: string };
}) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const current = account[field];
  const [checked, setChecked] = useState(current);
  useEffect(() => setChecked(current), [current]);
  const save = useMutation({
    mutationFn: async (on: boolean) => {
      const reply = await api<unknown>("POST", path, body(on));
      if (reply.Status !== "ok") throw new Error(reply.Message || "The setting could not be saved.");
      return on;
    },
    onSuccess: (on) => {
      setMessage({ ok: true, text: on ? saved.on : saved.off });
      queryClient.setQueryData<UserAccount>(accountKeys.summary(account.Id), (old) =>
        old ? { ...old, [field]: on } : old,
      );
    },
    onError: (err: Error) => {
      setChecked(current);
      setMessage({ ok: false, text: err.message });
    },
  });
  return (
    <div>
      <Checkbox
        label={label}
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
