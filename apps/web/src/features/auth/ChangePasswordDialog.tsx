import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { ChangePasswordRequestSchema, FORCE_PASS_MESSAGE, PASSWORD_RULE } from "@portal/contract";
import { useState } from "react";
import { useSession } from "../../app/SessionProvider.js";
import { apiPost } from "../../lib/api.js";
import { formProblems } from "../../lib/formErrors.js";
import { storeSession } from "../../lib/session.js";

export interface ChangePasswordDialogProps {
  onClose(): void;
  /** Opened by ForcePass after sign-in: the user must change the password to go on. */
  forced?: boolean;
  onChanged?(): void;
}

/** Change password (docs/product/accounts.md): the old password is checked by the server. */
export default function ChangePasswordDialog({ onClose, forced = false, onChanged }: ChangePasswordDialogProps) {
  const { user } = useSession();
  const [values, setValues] = useState({ OldPassword: "", NewPassword: "", ConfirmPassword: "" });
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [k]: value }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError("");
    const problems = formProblems(ChangePasswordRequestSchema, values);
    if (problems) {
      setError(problems);
      return;
    }
    setBusy(true);
    try {
      const reply = await apiPost("/users/changepassword", {
        userId: user?.Id,
        franchise: user?.Franchise,
        ...values,
      });
      if (reply.Status === "ok") {
        setDone(reply.Message ?? "Your password has been changed.");
      } else setError(reply.Message ?? "The password could not be changed.");
    } catch {
      setError("The password could not be changed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

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
            <PasswordInput
              label="Old Password"
              autoComplete="current-password"
              value={values.OldPassword}
              onChange={set("OldPassword")}
            />
            <PasswordInput
              label="New Password"
              description={PASSWORD_RULE}
              autoComplete="new-password"
              value={values.NewPassword}
              onChange={set("NewPassword")}
            />
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              value={values.ConfirmPassword}
              onChange={set("ConfirmPassword")}
            />
            {error && (
              <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
                {error}
              </Alert>
            )}
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
