import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ChangePasswordRequestSchema, FORCE_PASS_MESSAGE } from "@portal/contract";
import { useState } from "react";
import { useSession } from "../../app/SessionProvider.js";
import { FormAlert } from "../../components/FormAlert.js";
import { NEW_PASSWORD_LABELS, NewPasswordFields, PasswordField } from "../../components/NewPasswordFields.js";
import { apiPost } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";
import { storeSession } from "../../lib/session.js";

const LABELS: FieldLabels = { OldPassword: "Old Password", ...NEW_PASSWORD_LABELS };

export interface ChangePasswordDialogProps {
  onClose(): void;
  /** Opened by ForcePass after sign-in: the user must change the password to go on. */
  forced?: boolean;
  onChanged?(): void;
}

/** Change password (docs/product/accounts.md): the old password is checked by the server. */
export default function ChangePasswordDialog({ onClose, forced = false, onChanged }: ChangePasswordDialogProps) {
  const { user } = useSession();
  const form = useForm({
    mode: "controlled",
    initialValues: { OldPassword: "", NewPassword: "", ConfirmPassword: "" },
  });
  const errors = useFormErrors(form, LABELS);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    if (!errors.check(ChangePasswordRequestSchema, values)) return;
    setBusy(true);
    try {
      const reply = await apiPost("/users/changepassword", {
        userId: user?.Id,
        franchise: user?.Franchise,
        ...values,
      });
      if (reply.Status === "ok") {
        setDone(reply.Message ?? "Your password has been changed.");
      } else errors.showReply(reply, "The password could not be changed.");
    } catch {
      errors.showGeneral("The password could not be changed. Please try again.");
    } finally {
      setBusy(false);
    }
  });

  const close = () => {
    // Cleared only now: the forced dialog stays up (on every page) until the person has read the answer.
    if (done && forced && user) storeSession({ ...user, ForcePass: false });
    if (done && onChanged) onChanged();
    else onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title="Change Password"
      centered
      closeOnClickOutside={!forced}
      closeOnEscape={!forced || Boolean(done)}
      withCloseButton={!forced || Boolean(done)}
    >
      {done ? (
        <Stack>
          <Alert color="green" role="status">
            {done}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{forced ? "Continue" : "Close"}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            {forced && (
              <Alert color="yellow" role="note">
                {FORCE_PASS_MESSAGE}
              </Alert>
            )}
            <PasswordField
              label="Old Password"
              autoComplete="current-password"
              {...form.getInputProps("OldPassword")}
            />
            <NewPasswordFields form={form} />
            <FormAlert message={errors.general} />
            <Group justify="flex-end">
              {!forced && (
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={busy}>
                Change Password
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
