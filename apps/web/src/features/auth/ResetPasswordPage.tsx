import { Alert, Button, Container, Loader, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { PASSWORD_RULE, SetPasswordRequestSchema } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiPost, fetchData } from "../../lib/api.js";
import { formProblems } from "../../lib/formErrors.js";
import { useLinkToken } from "../../lib/linkToken.js";

/** The screen behind the e-mailed reset link: choose a new password once. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const check = useQuery({
    queryKey: ["resetToken", token],
    enabled: token !== "",
    retry: false,
    queryFn: () => fetchData<{ Username: string }>("POST", "/Account/CheckResetToken", { Token: token }),
  });
  const [values, setValues] = useState({ NewPassword: "", ConfirmPassword: "" });
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError("");
    const problems = formProblems(SetPasswordRequestSchema, { Token: token, ...values });
    if (problems) {
      setError(problems);
      return;
    }
    setBusy(true);
    try {
      const reply = await apiPost("/Account/SetPassword", { Token: token, ...values });
      if (reply.Status === "ok") setDone(reply.Message ?? "Your password has been set.");
      else setError(reply.Message ?? "The password could not be set.");
    } catch {
      setError("The password could not be set. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="xs" py="xl">
      <Title order={1} mb="md">
        Set a New Password
      </Title>
      {!token && <Alert color="red">This link is not complete. Please open the link from your e-mail again.</Alert>}
      {token && check.isLoading && <Loader aria-label="Checking your link" />}
      {check.error && (
        <Alert color="red" role="alert">
          {check.error.message}
        </Alert>
      )}
      {done && (
        <Stack>
          <Alert color="green" role="status">
            {done}
          </Alert>
          <Button onClick={() => window.dispatchEvent(new Event("portal:login"))}>Login</Button>
        </Stack>
      )}
      {check.data && !done && (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text>
              Choose a new password for <strong>{check.data.Username}</strong>.
            </Text>
            <PasswordInput
              label="New Password"
              description={PASSWORD_RULE}
              autoComplete="new-password"
              value={values.NewPassword}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, NewPassword: value }));
              }}
            />
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              value={values.ConfirmPassword}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, ConfirmPassword: value }));
              }}
            />
            {error && (
              <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
                {error}
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              Set Password
            </Button>
          </Stack>
        </form>
      )}
    </Container>
  );
}
