import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ResetPasswordRequestSchema } from "@portal/contract";
import { useState } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { Dialog } from "../../components/Dialog.js";
import { FormAlert } from "../../components/FormAlert.js";
import { apiPost } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";

const LABELS: FieldLabels = { Email: "Email" };

/** Forgot Password: sends a single-use, expiring link to the account's e-mail address. */
export default function ResetPasswordDialog({ onClose }: { onClose(): void }) {
  const brand = useBrand();
  const [done, setDone] = useState("");
  const form = useForm({ mode: "controlled", initialValues: { Email: "" } });
  const errors = useFormErrors(form, LABELS);

  const submit = form.onSubmit(async ({ Email }) => {
    errors.clear();
    const body = { Email, Franchise: brand.franchise };
    if (!errors.check(ResetPasswordRequestSchema, body)) return;
    try {
      const reply = await apiPost("/Account/ResetPassword", body);
      if (reply.Status === "ok") setDone(reply.Message ?? "");
      else errors.showReply(reply, "The request failed.");
    } catch {
      errors.showGeneral("The request could not be sent. Please try again.");
    }
  });

  return (
    <Dialog onClose={onClose} title="Reset Password" centered>
      {done ? (
        <Stack>
          <Alert color="green" role="status">
            {done}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">
              Enter the e-mail address of your account. We will send you a link to set a new password.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              data-autofocus
              {...form.getInputProps("Email")}
            />
            <FormAlert message={errors.general} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Back to Login
              </Button>
              <Button type="submit" loading={form.submitting}>
                Send Reset Link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
