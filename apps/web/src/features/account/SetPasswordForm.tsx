import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from "@mantine/core";
import { ChangePasswordRequestSchema, PASSWORD_RULE } from "@portal/contract";
import { type FormEvent, useState } from "react";
import { useSession } from "../../app/SessionProvider.js";
import { apiPost, NetworkError } from "../../lib/api.js";
import { formProblems } from "../../lib/formErrors.js";

export interface SetPasswordFormProps {
  userId: number;
  username: string;
  onSaved(message: string): void;
  onCancel(): void;
}

/** Manage Users: an office manager sets a new password for a user of their company (no old password). */
export function SetPasswordForm({ userId, username, onSaved, onCancel }: SetPasswordFormProps) {
  const { user } = useSession();
  const [values, setValues] = useState({ NewPassword: "", ConfirmPassword: "" });
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [k]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    const problems = formProblems(ChangePasswordRequestSchema, { userId, ...values });
    if (problems) return setError(problems);
    setBusy(true);
    try {
      const reply = await apiPost("/users/changepassword", { userId, franchise: user?.Franchise, ...values });
      if (reply.Status === "ok")
        onSaved(`The password of ${username} has been changed. They are signed out everywhere.`);
      else setError(reply.Message ?? "The password could not be changed.");
    } catch (err) {
      setError(
        err instanceof NetworkError
          ? "The server could not be reached. Please try again."
          : "The password could not be changed.",
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Change password of ${username}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
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
        </SimpleGrid>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
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
