import { z } from "zod";
import { text } from "./validators.js";

/**
 * The password rule (NIST SP 800-63B; docs/decisions/0015-password-rule.md): at least 12 characters,
 * no composition rules, not a common or breached password, not the current password. The length and
 * pattern checks run here for the server and the forms alike; the common-password list is checked by
 * the server only.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** What the forms show under a new-password field. */
export const PASSWORD_RULE =
  "At least 12 characters. Long phrases are welcome; common passwords, ones known from data breaches and your current password are refused.";
export const PASSWORD_TOO_SHORT = "Password must be at least 12 characters.";
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_TOO_SIMPLE =
  "Password is too easy to guess: it repeats characters or runs through them in order. Please choose another.";
export const PASSWORD_TOO_COMMON =
  "Password is a common password or one known from data breaches. Please choose another.";
export const PASSWORD_HAS_USERNAME = "Password must not contain the username.";
export const PASSWORD_IS_CURRENT = "New password must be different from the current password.";
export const PASSWORDS_DO_NOT_MATCH = "New passwords do not match.";

/** 'aaaaaaaaaaaa', 'abcabcabcabc', 'abcdefghijklm', '987654321098': repeated units or one straight run. */
export function isSimplePattern(password: string): boolean {
  const p = password.toLowerCase();
  if (p.length < 2) return true;
  for (let unit = 1; unit <= p.length / 2; unit++) {
    if (p.length % unit === 0 && p.slice(0, unit).repeat(p.length / unit) === p) return true;
  }
  const step = (i: number) => {
    const d = p.charCodeAt(i) - p.charCodeAt(i - 1);
    // 9 -> 0 and 0 -> 9 continue a run of digits.
    if (p[i - 1] === "9" && p[i] === "0") return 1;
    if (p[i - 1] === "0" && p[i] === "9") return -1;
    return d;
  };
  const first = step(1);
  if (first !== 1 && first !== -1) return false;
  for (let i = 2; i < p.length; i++) if (step(i) !== first) return false;
  return true;
}

/** A new password field: required (with the form's message), the length rule, no simple pattern. */
export function newPasswordField(requiredMessage = "New Password is required.") {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG, abort: true })
    .refine((v) => !isSimplePattern(v), { error: PASSWORD_TOO_SIMPLE });
}

export const confirmPasswordField = () => text().max(PASSWORD_MAX_LENGTH).optional().default("");

/** For `.refine(...)` on a form with NewPassword and ConfirmPassword. */
export const passwordsMatch: [
  (v: { NewPassword: string; ConfirmPassword: string }) => boolean,
  { error: string; path: string[] },
] = [(v) => v.NewPassword === v.ConfirmPassword, { error: PASSWORDS_DO_NOT_MATCH, path: ["ConfirmPassword"] }];
