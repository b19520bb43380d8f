import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { LOGIN_REQUIRED_MESSAGE, LOGIN_SERVER_ERROR, loginErrorText } from "@portal/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { Dialog } from "../../components/Dialog.js";
import { apiPost, NetworkError } from "../../lib/api.js";
import { type SessionUser, takeReturnUrl, wizardProductType } from "../../lib/session.js";
import ChangePasswordDialog from "./ChangePasswordDialog.js";
import { destinationAfterLogin } from "./destination.js";
import ResetPasswordDialog from "./ResetPasswordDialog.js";

export interface LoginDialogProps {
  onClose(): void;
  /** Auto-login from the address bar: sign in at once with these. */
  initial?: { username: string; password: string };
  /** Where to go after signing in, when the person asked for a page (a tile), instead of the usual landing. */
  next?: string;
}

type Step = "login" | "reset" | "forcePass";

/** Login dialog of docs/product/accounts.md with the error texts of section 8. */
export default function LoginDialog({ onClose, initial, next }: LoginDialogProps) {
  const brand = useBrand();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState(initial?.username ?? "");
  const [password, setPassword] = useState(initial?.password ?? "");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>("login");
  const autoTried = useRef(false);

  const finish = () => {
    onClose();
    void queryClient.invalidateQueries();
    const remembered = takeReturnUrl();
    navigate(next ?? destinationAfterLogin(brand, wizardProductType(), remembered));
  };

  const login = async (u: string, p: string) => {
    setError("");
    if (!u.trim() || !p) {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const reply = await apiPost<SessionUser & { JwtToken: string }>("/users/authenticate", {
        username: u.trim(),
        password: p,
        Franchise: brand.franchise,
      });
      if (reply.Status === "ok" && reply.Data) {
        session.setServerError(false);
        const user = session.signIn(reply.Data);
        if (user.ForcePass) setStep("forcePass");
        else finish();
      } else if (reply.Status === "exception" || reply.Status === "invalid") {
        setError(loginErrorText(reply.Message));
      } else {
        setError(LOGIN_SERVER_ERROR);
        session.setServerError(true);
      }
    } catch (err) {
      setError(LOGIN_SERVER_ERROR);
      if (err instanceof NetworkError) session.setServerError(true);
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the auto-login runs once, on mount
  useEffect(() => {
    if (!initial || autoTried.current) return;
    autoTried.current = true;
    void login(initial.username, initial.password);
  }, []);

  if (step === "reset") return <ResetPasswordDialog onClose={() => setStep("login")} />;
  if (step === "forcePass") return <ChangePasswordDialog forced onClose={onClose} onChanged={finish} />;

  return (
    <Dialog onClose={onClose} title="Login" centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void login(username, password);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Username"
            autoComplete="username"
            data-autofocus
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => setStep("reset")}>
              Forgot Password?
            </Anchor>
            {brand.franchise === "Wholesale" && (
              <Anchor component={Link} to="/apply" size="sm" onClick={onClose}>
                Create an Account
              </Anchor>
            )}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Login
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
