import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { InviteAccountUserRequestSchema } from "@portal/contract";
import { type FormEvent, useState } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { Dialog } from "../../components/Dialog.js";
import { apiPost, NetworkError } from "../../lib/api.js";
import { formMessages, serverFields } from "./accountApi.js";

/** Invite User (Wholesale brands): FirstName, LastName and Email; the invitee gets a single-use link. */
export default function InviteUserModal({ onClose }: { onClose(): void }) {
  const brand = useBrand();
  const { user } = useSession();
  const [values, setValues] = useState({ FirstName: "", LastName: "", Email: "" });
  const [messages, setMessages] = useState<string[]>([]);
  const [bad, setBad] = useState<Set<string>>(new Set());
  const [sent, setSent] = useState("");
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: bad.has(name) || undefined,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { userId: user?.Id, ...values };
    const check = formMessages(InviteAccountUserRequestSchema, body);
    setMessages(check.messages);
    setBad(check.fields);
    if (check.messages.length > 0) return;
    setBusy(true);
    try {
      const reply = await apiPost("/Account/InviteAccountUser", body);
      if (reply.Status === "ok") setSent(reply.Message ?? `Invitation sent to ${values.Email.trim()}.`);
      else {
        setMessages((reply.Message ?? "The invitation could not be sent.").split("\n"));
        setBad(serverFields(reply.Data));
      }
    } catch (err) {
      setMessages([
        err instanceof NetworkError
          ? "The server could not be reached. Please try again."
          : "The invitation could not be sent.",
      ]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog onClose={onClose} title="Invite User" centered>
      {sent ? (
        <Stack>
          <Alert color="green" role="status">
            {sent}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Invite user">
          <Stack gap="sm">
            <Text size="sm">
              We e-mail them a link to join {user?.CompanyName || "your company"} on {brand.name}. The link works once,
              for 7 days.
            </Text>
            <TextInput label="First Name" withAsterisk data-autofocus autoComplete="off" {...field("FirstName")} />
            <TextInput label="Last Name" withAsterisk autoComplete="off" {...field("LastName")} />
            <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...field("Email")} />
            {messages.length > 0 && (
              <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
                {messages.join("\n")}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Send Invitation
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
