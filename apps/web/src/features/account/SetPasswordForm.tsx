import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ChangePasswordRequestSchema } from "@portal/contract";
import { useState } from "react";
import { useSession } from "../../app/SessionProvider.js";
import { FormAlert } from "../../components/FormAlert.js";
import { NEW_PASSWORD_LABELS, NewPasswordFields } from "../../components/NewPasswordFields.js";
import { apiPost, NetworkError } from "../../lib/api.js";
import { useFormErrors } from "../../lib/formErrors.js";

export interface SetPasswordFormProps {
  userId: number;
  username: string;
  onSaved(message: string): void;
  onCancel(): void;
}

/** Manage Users: an office manager sets a new password for a user of their company (no old password). */
export function SetPasswordForm({ userId, username, onSaved, onCancel }: SetPasswordFormProps) {
  const { user } = useSession();
  const form = useForm({
    mode: "controlled",
    // Named per user: Manage Users may show more than one of these forms, and the focus goes by name.
    name: `set-password-${userId}`,
    initialValues: { NewPassword: "", ConfirmPassword: "" },
  });
  const errors = useFormErrors(form, NEW_PASSWORD_LABELS);
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    if (!errors.check(ChangePasswordRequestSchema, { userId, ...values })) return;
    setBusy(true);
    try {
      const reply = await apiPost("/users/changepassword", { userId, franchise: user?.Franchise, ...values });
      if (reply.Status === "ok")
        onSaved(`The password of ${username} has been changed. They are signed out everywhere.`);
      else errors.showReply(reply, "The password could not be changed.");
    } catch (err) {
      errors.showGeneral(
        err instanceof NetworkError
          ? "The server could not be reached. Please try again."
          : "The password could not be changed.",
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={`Change password of ${username}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NewPasswordFields form={form} />
        </SimpleGrid>
        <FormAlert message={errors.general} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
