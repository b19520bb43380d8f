import { Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { LOGIN_SERVER_ERROR, LoginRequestSchema, loginErrorText } from "@portal/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { Dialog } from "../../components/Dialog.js";
import { FormAlert } from "../../components/FormAlert.js";
import { PasswordField } from "../../components/NewPasswordFields.js";
import { apiPost, NetworkError } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";
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

const LABELS: FieldLabels = { username: "Username", password: "Password" };

/** Login dialog of docs/product/accounts.md with the error texts of section 8. */
export default function LoginDialog({ onClose, initial, next }: LoginDialogProps) {
  const brand = useBrand();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: "controlled",
    initialValues: { username: initial?.username ?? "", password: initial?.password ?? "" },
  });
  const errors = useFormErrors(form, LABELS);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>("login");
  const autoTried = useRef(false);

  const finish = () => {
    onClose();
    void queryClient.invalidateQueries();
    const remembered = takeReturnUrl();
    navigate(next ?? destinationAfterLogin(brand, wizardProductType(), remembered));
  };

  const login = async (values: { username: string; password: string }) => {
    errors.clear();
    // 'User and Password are required.' is said once, under the first empty field (docs/decisions/0027).
    if (!errors.check(LoginRequestSchema, values)) return;
    setBusy(true);
    try {
      const reply = await apiPost<SessionUser & { JwtToken: string }>("/users/authenticate", {
        username: values.username.trim(),
        password: values.password,
        Franchise: brand.franchise,
      });
      if (reply.Status === "ok" && reply.Data) {
        session.setServerError(false);
        const user = session.signIn(reply.Data);
        if (user.ForcePass) setStep("forcePass");
        else finish();
      } else if (reply.Status === "exception" || reply.Status === "invalid") {
        errors.showGeneral(loginErrorText(reply.Message));
      } else {
        errors.showGeneral(LOGIN_SERVER_ERROR);
        session.setServerError(true);
      }
    } catch (err) {
      errors.showGeneral(LOGIN_SERVER_ERROR);
      if (err instanceof NetworkError) session.setServerError(true);
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the auto-login runs once, on mount
  useEffect(() => {
    if (!initial || autoTried.current) return;
    autoTried.current = true;
    void login(initial);
  }, []);

  if (step === "reset") return <ResetPasswordDialog onClose={() => setStep("login")} />;
  if (step === "forcePass") return <ChangePasswordDialog forced onClose={onClose} onChanged={finish} />;

  return (
    <Dialog onClose={onClose} title="Login" centered>
      <form noValidate onSubmit={form.onSubmit((values) => void login(values))}>
        <Stack gap="sm">
          <TextInput label="Username" autoComplete="username" data-autofocus {...form.getInputProps("username")} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps("password")} />
          <FormAlert message={errors.general} />
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
