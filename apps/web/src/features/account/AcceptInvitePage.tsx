import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { AcceptInviteRequestSchema, type Invite, LINK_INVALID_MESSAGE, PASSWORD_RULE } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { PageLoader } from "../../components/PageLoader.js";
import { apiPost, fetchData, NetworkError } from "../../lib/api.js";
import { useLinkToken } from "../../lib/linkToken.js";
import { formMessages, serverFields } from "./accountApi.js";

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
  const [values, setValues] = useState({ Username: "", NewPassword: "", ConfirmPassword: "" });
  const [messages, setMessages] = useState<string[]>([]);
  const [bad, setBad] = useState<Set<string>>(new Set());
  const [accepted, setAccepted] = useState("");
  const [busy, setBusy] = useState(false);

  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [k]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { Token: token, ...values };
    const check = formMessages(AcceptInviteRequestSchema, body);
    setMessages(check.messages);
    setBad(check.fields);
    if (check.messages.length > 0) return;
    setBusy(true);
    try {
      const reply = await apiPost<{ Username: string }>("/Account/AcceptInvite", body);
      if (reply.Status === "ok") setAccepted(reply.Message ?? "Your account has been created.");
      else {
        setMessages((reply.Message ?? "Your account could not be created.").split("\n"));
        setBad(serverFields(reply.Data));
      }
    } catch (err) {
      setMessages([
        err instanceof NetworkError
          ? "The server could not be reached. Please try again."
          : "Your account could not be created.",
      ]);
    } finally {
      setBusy(false);
    }
  };

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
            value={values.Username}
            onChange={set("Username")}
            error={bad.has("Username") || undefined}
          />
          <PasswordInput
            label="New Password"
            withAsterisk
            autoComplete="new-password"
            description={PASSWORD_RULE}
            value={values.NewPassword}
            onChange={set("NewPassword")}
            error={bad.has("NewPassword") || undefined}
          />
          <PasswordInput
            label="Confirm Password"
            withAsterisk
            autoComplete="new-password"
            value={values.ConfirmPassword}
            onChange={set("ConfirmPassword")}
            error={bad.has("ConfirmPassword") || undefined}
          />
          {messages.length > 0 && (
            <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
              {messages.join("\n")}
            </Alert>
          )}
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
