import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { PASSWORD_RULE } from "@portal/contract";

/** What NewPasswordFields needs of a Mantine form (`useForm`) with NewPassword and ConfirmPassword. */
interface PasswordForm {
  getInputProps(path: "NewPassword" | "ConfirmPassword"): GetInputPropsReturnType;
}

/**
 * Mantine's PasswordInput shows a field's error but leaves `aria-invalid` off its input (its TextInput
 * sets it): this one sets it, so a screen reader hears that the field is in error.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}

/** The labels of the two fields, for `useFormErrors`. */
export const NEW_PASSWORD_LABELS = { NewPassword: "New Password", ConfirmPassword: "Confirm Password" } as const;

/**
 * New Password (with the password rule under it, docs/decisions/0015-password-rule.md) and Confirm
 * Password: the pair every form that sets a password shows. Their messages come from the contract's
 * `newPasswordField` and `passwordsMatch` through the form's `useFormErrors`.
 */
export function NewPasswordFields({ form, required = false }: { form: PasswordForm; required?: boolean }) {
  return (
    <>
      <PasswordField
        label={NEW_PASSWORD_LABELS.NewPassword}
        description={PASSWORD_RULE}
        withAsterisk={required}
        autoComplete="new-password"
        {...form.getInputProps("NewPassword")}
      />
      <PasswordField
        label={NEW_PASSWORD_LABELS.ConfirmPassword}
        withAsterisk={required}
        autoComplete="new-password"
        {...form.getInputProps("ConfirmPassword")}
      />
    </>
  );
}
