import { z } from "zod";
import { FRANCHISES } from "./brands.js";
import { confirmPasswordField, newPasswordField, PASSWORD_MAX_LENGTH, passwordsMatch } from "./passwords.js";
import { STAFF_ROLES } from "./staff.js";
import { int32, isEmail, requiredText, text } from "./validators.js";

export const LOGIN_REQUIRED_MESSAGE = "User and Password are required.";
export const FORCE_PASS_MESSAGE = "You must change your password before logging in.";
export const LOGIN_SERVER_ERROR = "A server error may be preventing login. Refresh the page and try again.";

/** Login exception codes (docs/product/accounts.md) and the text the login dialog shows for each. */
export const LOGIN_ERROR_TEXT = {
  InvalidContext:
    "System Context Error. If you are unable to login in a few minutes, please contact the provider for help.",
  InvalidBullseye: "System Error. Please wait a few minutes, before trying again.",
  InvalidUser: "Invalid Username or Password",
  InvalidLogin: "Invalid login attempt",
  DuplicateUser: "You appear to be logged in. If you are not, please contact the provider for help.",
} as const;
export type LoginErrorCode = keyof typeof LOGIN_ERROR_TEXT;

/** What the login dialog shows for a reply Message: the code's text, or the message as returned. */
export function loginErrorText(message: string | undefined): string {
  if (!message) return LOGIN_SERVER_ERROR;
  return (LOGIN_ERROR_TEXT as Record<string, string>)[message] ?? message;
}

export const LoginRequestSchema = z.object({
  username: text({ error: LOGIN_REQUIRED_MESSAGE }).trim().min(1, { error: LOGIN_REQUIRED_MESSAGE }).max(100),
  password: text({ error: LOGIN_REQUIRED_MESSAGE }).min(1, { error: LOGIN_REQUIRED_MESSAGE }).max(200),
  Franchise: text().optional().default(""),
});

/** The user fields of a sign-in or refresh reply (docs/product/accounts.md, "User (session)"). */
export const SessionUserSchema = z.object({
  Id: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Level: z.number().int(),
  ForcePass: z.boolean(),
  JwtToken: z.string(),
  Franchise: z.enum(FRANCHISES),
  CustomerId: z.number().int().nullable(),
  CompanyName: z.string(),
  showPrice: z.boolean(),
  IsStaff: z.boolean(),
  /** ops, support or admin for staff; null for customers. */
  StaffRole: z.enum(STAFF_ROLES).nullable(),
});
export type SessionUserReply = z.infer<typeof SessionUserSchema>;

/** The refresh token comes in its httpOnly cookie; a Token sent here (older clients) is ignored. */
export const RefreshRequestSchema = z.object({ Token: text().max(200).optional() });

/** Logout sends the whole stored user object; none of it is read (the session is the bearer's and the cookie's). */
export const LogoutRequestSchema = z.looseObject({ RefreshToken: text().max(200).optional() });

export const ChangePasswordRequestSchema = z
  .object({
    userId: int32("userId").optional(),
    franchise: text().optional(),
    OldPassword: text().max(PASSWORD_MAX_LENGTH).optional().default(""),
    NewPassword: newPasswordField(),
    ConfirmPassword: confirmPasswordField(),
  })
  .refine(...passwordsMatch);

export const CHANGE_PASSWORD_SUCCESS =
  "Your password has been changed. We recommend logging off and logging back on with your new password.";
export const RESET_PASSWORD_SUCCESS =
  "An Email has been sent to associated account. Follow instructions in that email to complete the process of resetting your password.";

export const ResetPasswordRequestSchema = z.object({
  Email: requiredText("Email address is required.", 254).refine(isEmail, { error: "Email address is not correct." }),
  Franchise: text().optional().default(""),
});

/** Setting a new password from a reset or invitation link. */
export const SetPasswordRequestSchema = z
  .object({
    Token: text({ error: "This link is not valid." }).min(10, { error: "This link is not valid." }).max(200),
    Username: text().trim().max(100).optional(),
    NewPassword: newPasswordField(),
    ConfirmPassword: confirmPasswordField(),
  })
  .refine(...passwordsMatch);

export const LINK_INVALID_MESSAGE = "This link has expired or has already been used. Please ask for a new one.";
