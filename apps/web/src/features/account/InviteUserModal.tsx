import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { InviteAccountUserRequestSchema } from "@portal/contract";
import { useState } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { Dialog } from "../../components/Dialog.js";
import { FormAlert } from "../../components/FormAlert.js";
import { apiPost, NetworkError } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";

const LABELS: FieldLabels = { FirstName: "First Name", LastName: "Last Name", Email: "Email" };

/** Invite User (Wholesale brands): FirstName, LastName and Email; the invitee gets a single-use link. */
export default function InviteUserModal({ onClose }: { onClose(): void }) {
  const brand = useBrand();
  const { user } = useSession();
  const form = useForm({ mode: "controlled", initialValues: { FirstName: "", LastName: "", Email: "" } });
  const errors = useFormErrors(form, LABELS);
  const [sent, setSent] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    const body = { userId: user?.Id, ...values };
    if (!errors.check(InviteAccountUserRequestSchema, body)) return;
    setBusy(true);
    try {
      const reply = await apiPost("/Account/InviteAccountUser", body);
      if (reply.Status === "ok") setSent(reply.Message ?? `Invitation sent to ${values.Email.trim()}.`);
      else errors.showReply(reply, "The invitation could not be sent.");
    } catch (err) {
      errors.showGeneral(
        err instanceof NetworkError
          ? "The server could not be reached. Please try again."
          : "The invitation could not be sent.",
      );
    } finally {
      setBusy(false);
    }
  });

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
            <TextInput
              label="First Name"
              withAsterisk
              data-autofocus
              autoComplete="off"
              {...form.getInputProps("FirstName")}
            />
            <TextInput label="Last Name" withAsterisk autoComplete="off" {...form.getInputProps("LastName")} />
            <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps("Email")} />
            <FormAlert message={errors.general} />
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
