import { Alert, Anchor, Button, Container, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useLoginDialog } from "../../app/LoginDialogContext.js";
import { staffMayUse, wrongDeskMessage } from "../../app/routeTable.js";
import { useSession } from "../../app/SessionProvider.js";
import { apiPost } from "../../lib/api.js";
import { useLinkToken } from "../../lib/linkToken.js";
import { type SessionUser, wizardProductType } from "../../lib/session.js";
import { destinationAfterLogin } from "./destination.js";

/**
 * Staff sign-in as a customer. A staff user enters the customer's username and gets a one-time link
 * (five minutes); opening the link signs that customer in on this browser.
 */
export default function BeLoginPage() {
  const brand = useBrand();
  const session = useSession();
  const navigate = useNavigate();
  const token = useLinkToken();
  const login = useLoginDialog();
  const [error, setError] = useState("");
  const [username, setUsername] = useState("");
  const [link, setLink] = useState("");
  const redeemed = useRef(false);

  useEffect(() => {
    if (!token || redeemed.current) return;
    redeemed.current = true;
    void (async () => {
      const reply = await apiPost<SessionUser & { JwtToken: string }>("/users/BeLogin", { Token: token });
      if (reply.Status === "ok" && reply.Data) {
        session.signIn(reply.Data);
        navigate(destinationAfterLogin(brand, wizardProductType(), null), { replace: true });
      } else setError(reply.Message ?? "This sign-in link could not be used.");
    })();
  }, [token, session, navigate, brand]);

  const issue = async (e: React.FormEvent) => {
    e.preventDefault();
    setError("");
    setLink("");
    const reply = await apiPost<{ Url: string }>("/users/IssueBeLogin", { Username: username });
    if (reply.Status === "ok" && reply.Data) setLink(reply.Data.Url);
    else setError(reply.Message ?? "The link could not be made.");
  };

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        Staff Sign In
      </Title>
      {token && !error && <Loader aria-label="Signing in" />}
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      {!token && session.user?.IsStaff && !staffMayUse(session.user, "support") && (
        <Alert color="orange" role="alert">
          {wrongDeskMessage("support")}
        </Alert>
      )}
      {!token && staffMayUse(session.user ?? null, "support") && (
        <form onSubmit={issue} noValidate>
          <Stack gap="sm">
            <Text>
              Enter a customer's username to get a one-time link that signs in as them. It works once, for five minutes.
            </Text>
            <TextInput
              label="Customer username"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
            />
            <Button type="submit">Get Sign-In Link</Button>
            {link && (
              <Alert color="green" title="One-time link">
                <Anchor href={link} style={{ wordBreak: "break-all" }}>
                  {link}
                </Anchor>
                <Text size="sm" mt="xs">
                  Open it in a private window to keep your own session in this one.
                </Text>
              </Alert>
            )}
          </Stack>
        </form>
      )}
      {!token && !session.user?.IsStaff && (
        <Stack gap="sm" align="flex-start">
          <Text>
            This page is for {brand.name} staff. Staff sign in with their own account first, then come back here to get
            a one-time link that signs in as a customer.
          </Text>
          {!session.user && <Button onClick={login.open}>Staff Login</Button>}
        </Stack>
      )}
    </Container>
  );
}
