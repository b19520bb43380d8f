import { Alert, Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  ACCOUNT_LEVELS,
  AccountFieldsSchema,
  AddFranchiseAccountRequestSchema,
  DELETE_ACCOUNT_WARNING,
  type EditAccount,
  PASSWORD_RULE,
} from "@portal/contract";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { FormAlert } from "../../components/FormAlert.js";
import { PasswordField } from "../../components/NewPasswordFields.js";
import { apiPost, NetworkError } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";
import { storeSession } from "../../lib/session.js";
import { accountKeys, useEditAccount } from "./accountApi.js";
import { LoadError } from "../../components/LoadError.js";

/** docs/product/accounts.md: the account form's modes. Delete shows the warning and a Delete button instead of Save. */
type AccountFormMode = "new" | "edit" | "delete";

export interface AccountFormProps {
  mode: AccountFormMode;
  /** The user edited or removed (edit and delete modes). */
  userId?: number;
  /** Show the Level choice: an office manager editing another user of their company, or adding one. */
  levelChoice?: boolean;
  /** Called with the server's message after a successful save; without it the form shows the message itself. */
  onSaved?(message: string): void;
  onCancel?(): void;
}

const EMPTY = {
  FirstName: "",
  LastName: "",
  Email: "",
  PhoneNumber: "",
  Website: "",
  Level: "1",
  Username: "",
  Password: "",
  ConfirmPassword: "",
};
type Values = typeof EMPTY;

/** The form's fields in screen order, with their labels. */
const LABELS: FieldLabels = {
  FirstName: "First Name",
  LastName: "Last Name",
  Email: "Email",
  PhoneNumber: "Phone Number",
  Website: "Website",
  Level: "Level",
  Username: "Username",
  Password: "Password",
  ConfirmPassword: "Confirm Password",
};

function valuesOf(a: EditAccount): Values {
  return {
    ...EMPTY,
    FirstName: a.FirstName,
    LastName: a.LastName,
    Email: a.Email,
    PhoneNumber: a.PhoneNumber,
    Website: a.Website,
    Level: String(a.Level),
    Username: a.Username,
  };
}

/** The account form (docs/product/accounts.md), used by the account page and by Manage Users. */
export function AccountForm(props: AccountFormProps) {
  const { user } = useSession();
  const level = user?.Level ?? 1;
  const existing = useEditAccount(props.mode === "new" ? undefined : props.userId, level);

  if (props.mode !== "new") {
    if (existing.isPending) return <Loader size="sm" aria-label="Loading the account" />;
    if (existing.isError) {
      return <LoadError what="The account" message={existing.error.message} onRetry={() => void existing.refetch()} />;
    }
  }
  return <AccountFormBody key={existing.data?.Id ?? "new"} {...props} account={existing.data} />;
}

function AccountFormBody({
  mode,
  userId,
  levelChoice = false,
  onSaved,
  onCancel,
  account,
}: AccountFormProps & { account?: EditAccount }) {
  const brand = useBrand();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: "controlled",
    // Named per form: Manage Users shows the add form beside a user's, and the focus goes by name.
    name: `account-${mode}-${userId ?? "new"}`,
    initialValues: account ? valuesOf(account) : EMPTY,
  });
  const errors = useFormErrors(form, LABELS);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const readOnly = mode === "delete";

  const field = (name: keyof Values) => ({ ...form.getInputProps(name), readOnly });

  const submit = form.onSubmit(async (values) => {
    setDone("");
    errors.clear();
    const body =
      mode === "new"
        ? {
            userId: user?.Id,
            FirstName: values.FirstName,
            LastName: values.LastName,
            Email: values.Email,
            PhoneNumber: values.PhoneNumber,
            Website: values.Website,
            Level: Number(values.Level),
            Franchise: brand.franchise,
            Username: values.Username,
            Password: values.Password,
          }
        : {
            userId,
            FirstName: values.FirstName,
            LastName: values.LastName,
            Email: values.Email,
            PhoneNumber: values.PhoneNumber,
            Website: values.Website,
            Level: levelChoice ? Number(values.Level) : (account?.Level ?? user?.Level),
            ...(mode === "delete" ? { Franchise: brand.franchise } : {}),
          };
    if (mode !== "delete") {
      const schema = mode === "new" ? AddFranchiseAccountRequestSchema : AccountFieldsSchema;
      const mismatch =
        mode === "new" && values.Password !== values.ConfirmPassword
          ? { ConfirmPassword: "Passwords do not match." }
          : undefined;
      if (!errors.check(schema, body, mismatch)) return;
    }
    const path =
      mode === "new"
        ? "/Account/AddFranchiseAccount"
        : mode === "edit"
          ? "/Account/EditAccount"
          : "/Account/RemoveFranchiseAccount";
    setBusy(true);
    try {
      const reply = await apiPost(path, body);
      if (reply.Status !== "ok") {
        errors.showReply(reply, "The account could not be saved.");
        return;
      }
      if (mode === "edit" && user && userId === user.Id) {
        storeSession({
          ...user,
          FirstName: values.FirstName.trim(),
          LastName: values.LastName.trim(),
          Email: values.Email.trim(),
        });
      }
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      const message = reply.Message ?? "Saved.";
      if (onSaved) onSaved(message);
      else setDone(message);
    } catch (err) {
      errors.showGeneral(
        err instanceof NetworkError ? "The server could not be reached. Please try again." : "Something went wrong.",
      );
    } finally {
      setBusy(false);
    }
  });

  const label = mode === "new" ? "Add user" : mode === "edit" ? "Edit account" : "Remove user";
  return (
    <form noValidate onSubmit={submit} aria-label={label}>
      <Stack gap="sm">
        {mode === "delete" && (
          <Alert color="red" role="alert" title="Remove user">
            {DELETE_ACCOUNT_WARNING}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First Name" withAsterisk={!readOnly} autoComplete="given-name" {...field("FirstName")} />
          <TextInput label="Last Name" withAsterisk={!readOnly} autoComplete="family-name" {...field("LastName")} />
          <TextInput label="Email" type="email" withAsterisk={!readOnly} autoComplete="email" {...field("Email")} />
          <TextInput
            label="Phone Number"
            type="tel"
            withAsterisk={!readOnly}
            autoComplete="tel"
            placeholder={readOnly ? undefined : "(612) 555-0100"}
            {...field("PhoneNumber")}
          />
          <TextInput label="Website" autoComplete="url" {...field("Website")} />
          {levelChoice && (
            <NativeSelect
              label="Level"
              data={ACCOUNT_LEVELS.filter((l) => l.value <= (user?.Level ?? 1)).map((l) => ({
                value: String(l.value),
                label: `${l.label} (Level ${l.value})`,
              }))}
              {...field("Level")}
              disabled={readOnly}
            />
          )}
        </SimpleGrid>
        {mode === "new" && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Username"
              withAsterisk
              autoComplete="off"
              description="Letters, digits and . _ - @"
              {...field("Username")}
            />
            <PasswordField
              label="Password"
              withAsterisk
              autoComplete="new-password"
              description={PASSWORD_RULE}
              {...field("Password")}
            />
            <PasswordField
              label="Confirm Password"
              withAsterisk
              autoComplete="new-password"
              {...field("ConfirmPassword")}
            />
          </SimpleGrid>
        )}
        {mode !== "new" && account && (
          <Text size="sm" c="dimmed">
            Username: {account.Username}
            {account.CompanyName ? ` · ${account.CompanyName}` : ""}
          </Text>
        )}
        <FormAlert message={errors.general} />
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          {mode === "delete" ? (
            <Button type="submit" color="red" loading={busy}>
              Delete
            </Button>
          ) : (
            <Button type="submit" loading={busy}>
              {mode === "new" ? "Add User" : "Save"}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
