import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { AcceptInviteRequestSchema, type Invite, LINK_INVALID_MESSAGE } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert.js";
import { NEW_PASSWORD_LABELS, NewPasswordFields } from "../../components/NewPasswordFields.js";
import { PageLoader } from "../../components/PageLoader.js";
import { apiPost, fetchData, NetworkError } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";
import { useLinkToken } from "../../lib/linkToken.js";

const LABELS: FieldLabels = { Username: "Username", ...NEW_PASSWORD_LABELS };

/** The invitation link's screen (open route /accept-invite): choose a username and password to join. */
export default function AcceptInvitePage() {
  const token = useLinkToken();
  const invite = useQuery({
    queryKey: ["account", "invite", token],
    queryFn: () => fetchData<Invite>("POST", "/Account/GetInvite", { Token: token }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm({ mode: "controlled", initialValues: { Username: "", NewPassword: "", ConfirmPassword: "" } });
  const errors = useFormErrors(form, LABELS);
  const [accepted, setAccepted] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    const body = { Token: token, ...values };
    if (!errors.check(AcceptInviteRequestSchema, body)) return;
    setBusy(true);
    try {
      const reply = await apiPost<{ Username: string }>("/Account/AcceptInvite", body);
      if (reply.Status === "ok") setAccepted(reply.Message ?? "Your account has been created.");
      else errors.showReply(reply, "Your account could not be created.");
    } catch (err) {
      errors.showGeneral(
        err instanceof NetworkError
          ? "The server could not be reached. Please try again."
          : "Your account could not be created.",
      );
    } finally {
      setBusy(false);
    }
  });

  let content: React.ReactNode;
  if (accepted) {
    content = (
      <Stack align="flex-start">
        <Alert color="green" role="status" w="100%">
          {accepted}
        </Alert>
        <Button onClick={() => window.dispatchEvent(new Event("portal:login"))}>Login</Button>
      </Stack>
    );
  } else if (!token || invite.isError) {
    content = (
      <Alert color="yellow" role="alert">
        {token && invite.error instanceof Error && invite.error.message ? invite.error.message : LINK_INVALID_MESSAGE}
      </Alert>
    );
  } else if (invite.isPending) {
    content = <PageLoader />;
  } else {
    const i = invite.data;
    content = (
      <form noValidate onSubmit={submit} aria-label="Accept invitation">
        <Stack gap="sm">
          <Text>
            {i.InvitedBy} invited {i.FirstName} {i.LastName} ({i.Email}) to join <strong>{i.CompanyName}</strong> on{" "}
            {i.BrandName}. Choose a username and password to sign in with.
          </Text>
          <TextInput
            label="Username"
            withAsterisk
            autoComplete="username"
            description="Letters, digits and . _ - @"
            {...form.getInputProps("Username")}
          />
          <NewPasswordFields form={form} required />
          <FormAlert message={errors.general} />
          <Button type="submit" loading={busy} style={{ alignSelf: "flex-end" }}>
            Create Account
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Title order={1} mb="md">
        Accept Invitation
      </Title>
      <Paper withBorder p="md">
        {content}
      </Paper>
    </Container>
  );
}
