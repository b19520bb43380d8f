import { Alert, Button, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { SetPasswordRequestSchema } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert.js";
import { NEW_PASSWORD_LABELS, NewPasswordFields } from "../../components/NewPasswordFields.js";
import { apiPost, fetchData } from "../../lib/api.js";
import { useFormErrors } from "../../lib/formErrors.js";
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
  const form = useForm({ mode: "controlled", initialValues: { NewPassword: "", ConfirmPassword: "" } });
  const errors = useFormErrors(form, NEW_PASSWORD_LABELS);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    // A bad token has no field: its message goes to the alert.
    if (!errors.check(SetPasswordRequestSchema, { Token: token, ...values })) return;
    setBusy(true);
    try {
      const reply = await apiPost("/Account/SetPassword", { Token: token, ...values });
      if (reply.Status === "ok") setDone(reply.Message ?? "Your password has been set.");
      else errors.showReply(reply, "The password could not be set.");
    } catch {
      errors.showGeneral("The password could not be set. Please try again.");
    } finally {
      setBusy(false);
    }
  });

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
            <NewPasswordFields form={form} />
            <FormAlert message={errors.general} />
            <Button type="submit" loading={busy}>
              Set Password
            </Button>
          </Stack>
        </form>
      )}
    </Container>
  );
}
