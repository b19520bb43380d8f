import {
  PASSWORD_HAS_USERNAME,
  PASSWORD_IS_CURRENT,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from "@portal/contract";
import { ApiError } from "../../platform/http.js";
import { verifyPassword } from "./passwords.js";

let common: Promise<Set<string>> | undefined;
/**
 * zxcvbn-ts's list of about 49,000 common and breached passwords, imported and loaded once on first
 * use: a process that sets no password never holds it (docs/decisions/0043-server-memory.md).
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"]));
  return common;
}

const LEET: [RegExp, string][] = [
  [/[@4]/g, "a"],
  [/3/g, "e"],
  [/0/g, "o"],
  [/[$5]/g, "s"],
  [/7/g, "t"],
];

/**
 * A listed password, or one in its usual disguises: any case, digits and symbols stuck on either end
 * ('Password2026!'), common letter swaps ('P@ssw0rd').
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  const unleet = LEET.reduce((s, [from, to]) => s.replace(from, to), lower);
  const unleetCore = unleet.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  const candidates = [lower, core, unleet, unleetCore, unleet.replace(/1/g, "i"), unleet.replace(/1/g, "l")];
  return candidates.some((c) => c.length >= 4 && list.has(c));
}

export interface NewPasswordContext {
  /** The form field the message belongs to: NewPassword, or Password on Add User. */
  field: string;
  username?: string;
  /** The user's current hash: the same password again is refused. */
  currentHash?: string;
}

/**
 * The server's half of the password rule (packages/contract/src/passwords.ts has the length and
 * pattern checks, which the request schema has already run): not common or breached, not the
 * username, not the current password. Throws a 400 naming the field.
 */
export async function assertNewPassword(password: string, ctx: NewPasswordContext): Promise<void> {
  const refuse = (message: string) =>
    new ApiError("invalid", message, 400, { errors: [{ field: ctx.field, message }] });
  if (password.length < PASSWORD_MIN_LENGTH) throw refuse(PASSWORD_TOO_SHORT);
  if (await isCommonPassword(password)) throw refuse(PASSWORD_TOO_COMMON);
  const username = ctx.username?.toLowerCase() ?? "";
  if (username.length >= 3 && password.toLowerCase().includes(username)) throw refuse(PASSWORD_HAS_USERNAME);
  if (ctx.currentHash && (await verifyPassword(ctx.currentHash, password))) throw refuse(PASSWORD_IS_CURRENT);
}
