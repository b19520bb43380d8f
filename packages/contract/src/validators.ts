import { z } from "zod";

/** docs/product/brands-and-access.md: email is non-empty, has the usual shape and no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/product/brands-and-access.md: 10 digits, optional parentheses around the area code, separators '-', '.' or space. */
export const PHONE_PATTERN = /^(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

// ---------------------------------------------------------------- bounds of what the columns hold

/** The largest value of a 32-bit integer column (every id, quantity and count the database keeps). */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/**
 * A whole number that fits a 32-bit column; a numeric string is accepted too (the spec's clients
 * send both). The messages name the field (docs/product/security.md).
 */
export function int32(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(INT32_MIN, { error: `${label} must be at least ${INT32_MIN}.` })
    .max(INT32_MAX, { error: `${label} must be at most ${INT32_MAX}.` });
}

/** A row id (userId, cartId, ...): a whole number from 0 to INT32_MAX (0: none, as visitors send). */
export function id(label: string) {
  return int32(label).min(0, { error: `${label} must not be negative.` });
}

/** A JSON number (not a numeric string) within the 32-bit range, e.g. a measure the server stores. */
export function boundedNumber(label: string) {
  return z
    .number({ error: `${label} must be a number.` })
    .min(INT32_MIN, { error: `${label} must be at least ${INT32_MIN}.` })
    .max(INT32_MAX, { error: `${label} must be at most ${INT32_MAX}.` });
}

// ---------------------------------------------------------------- text

/**
 * C0 and C1 control characters (NUL, ESC, DEL, ...) and the Unicode line and paragraph separators.
 * Tab, line feed and carriage return are the ones a multi-line field (notes, messages) keeps.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Bidirectional overrides, embeddings, isolates and marks: they make "gpj.exe" read "exe.jpg". */
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters (such as NUL or line breaks).";
export const MULTILINE_CONTROL_MESSAGE = "must not contain control characters (such as NUL).";
export const FILE_NAME_CHARACTERS_MESSAGE =
  "must not contain direction-changing Unicode characters or the characters < and >.";

/** Whether a single-line value holds a control character (leading and trailing spaces aside). */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? CONTROL : CONTROL_OR_BREAK).test(value.trim());
}

/** Whether a name (of a file or folder) holds bidi controls or markup characters. */
export function hasUnsafeNameCharacters(value: string): boolean {
  return BIDI.test(value) || /[<>]/.test(value);
}

/**
 * The one text refinement every text field of a request goes through: no control characters (tab
 * and line breaks only where `multiLine`). The message starts "must not contain"; the server puts
 * the field's name (the issue's path) in front, and a form shows it under the field.
 */
export function textCheck(multiLine = false) {
  return z.superRefine<string>((value, ctx) => {
    if (typeof value === "string" && hasControlCharacters(value, multiLine)) {
      ctx.addIssue({
        code: "custom",
        message: multiLine ? MULTILINE_CONTROL_MESSAGE : CONTROL_CHARACTERS_MESSAGE,
        input: value,
      });
    }
  });
}

/** A single-line text field of a request: `z.string` with the control-character refusal. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(textCheck(false));
}

/** A multi-line text field (notes, messages, comments): tab and line breaks allowed. */
export function multiLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(textCheck(true));
}

/** A file or folder name: single-line text without bidi controls or `<` `>`. */
export function nameText(params?: Parameters<typeof z.string>[0]) {
  return text(params).check(
    z.superRefine<string>((value, ctx) => {
      if (hasUnsafeNameCharacters(value)) {
        ctx.addIssue({ code: "custom", message: FILE_NAME_CHARACTERS_MESSAGE, input: value });
      }
    }),
  );
}

/**
 * A trimmed string field that must not be empty, with the spec's message. An empty value stops there
 * (abort), so a refinement chained after it (an e-mail's format) does not add a second message.
 */
export function requiredText(message: string, max = 200, options: { multiLine?: boolean } = {}) {
  return (options.multiLine ? multiLineText({ error: message }) : text({ error: message }))
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `${message.replace(/ is required\.$/, "")} must be at most ${max} characters.` });
}

/** An optional trimmed string, empty when missing. */
export function optionalText(max = 200, label = "This field", options: { multiLine?: boolean } = {}) {
  return (options.multiLine ? multiLineText() : text())
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional()
    .default("");
}

export const WEBSITE_MESSAGE = "Website must be a web address (http or https), such as https://example.com.";

/** An optional web address: empty, a bare host (shown as https), or an http(s) URL; never javascript: or data:. */
export function websiteField(max = 200) {
  return optionalText(max, "Website").refine((v) => v === "" || isWebAddress(v), { error: WEBSITE_MESSAGE });
}

export function isWebAddress(value: string): boolean {
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(hasScheme ? value : `https://${value}`);
    return url.hostname.includes(".") || url.hostname === "localhost";
  } catch {
    return false;
  }
}
