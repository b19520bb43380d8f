import { z } from "zod";

/** Part 1 section 5: email is non-empty, has the usual shape and no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Part 1 section 5: 10 digits, optional parentheses around the area code, separators '-', '.' or space. */
export const PHONE_PATTERN = /^(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** A trimmed string field that must not be empty, with the spec's message. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${message.replace(/ is required\.$/, "")} must be at most ${max} characters.` });
}

/** An optional trimmed string, empty when missing. */
export function optionalText(max = 200, label = "This field") {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional()
    .default("");
}
