import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { Dialog } from "../../components/Dialog.js";
import { apiPost } from "../../lib/api.js";

/** Forgot Password: sends a single-use, expiring link to the account's e-mail address. */
export default function ResetPasswordDialog({ onClose }: { onClose(): void }) {
  const brand = useBrand();
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError("");
    setBusy(true);
    try {
      const reply = await apiPost("/Account/ResetPassword", { Email: email, Franchise: brand.franchise });
      if (reply.Status === "ok") setDone(reply.Message ?? "");
      else setError(reply.Message ?? "The request failed.");
    } catch {
      setError("The request could not be sent. Please try again.");
    } finally {
      setBusy(false);
    }
  };

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
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-autofocus
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Back to Login
              </Button>
              <Button type="submit" loading={busy}>
                Send Reset Link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
