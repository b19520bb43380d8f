import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { confirmPasswordField, newPasswordField, passwordsMatch } from "./passwords.js";
import { int32, isEmail, isPhone, requiredText, text, websiteField } from "./validators.js";

/** Account form and Invite messages (docs/product/accounts.md). */
export const ACCOUNT_MESSAGES = {
  firstName: "First Name is required.",
  lastName: "Last Name is required.",
  email: "Email address is required.",
  emailFormat: "Email address is not correct.",
  phone: "Phone Number is required.",
  phoneFormat: "Phone Number is not correct.",
  username: "Username is required.",
  usernameFormat: "Username may only contain letters, digits and . _ - @ (no spaces).",
  usernameTaken: "That username is already taken.",
  password: "Password is required.",
} as const;

export const ACCOUNT_UPDATED = "Account Updated.";
export const ACCOUNT_ADDED = "Account Added.";
export const ACCOUNT_REMOVED = "The user has been removed.";
export const ACCOUNT_REMOVAL_PENDING =
  "The user has active orders and will remain active until the orders are processed.";
/** docs/product/accounts.md: the warning of the account form's delete mode. */
export const DELETE_ACCOUNT_WARNING =
  "This will remove the user. If they have any active orders, the user will remain active until the orders are processed.";
export const OFFICE_MANAGERS_ONLY = "Only office managers can manage users.";
export const CANNOT_REMOVE_SELF = "You cannot remove your own account.";
export const NO_ORDERS_MESSAGE = "No orders to display.";
export const INVITE_SENT = (email: string) => `Invitation sent to ${email}.`;
export const INVITE_ACCEPTED = "Your account has been created. You can log in now with your username and password.";
/** Invitation links work for this many days. */
export const INVITE_DAYS = 7;

/** Levels an office manager may give: 1 buyer, 2 office manager (docs/product/accounts.md). */
export const ACCOUNT_LEVELS = [
  { value: 1, label: "Buyer" },
  { value: 2, label: "Office Manager" },
] as const;
export const OFFICE_MANAGER_LEVEL = 2;

const email = () =>
  requiredText(ACCOUNT_MESSAGES.email, 254).refine((v) => v.length === 0 || isEmail(v), {
    error: ACCOUNT_MESSAGES.emailFormat,
  });
const phone = () =>
  requiredText(ACCOUNT_MESSAGES.phone, 40).refine((v) => v.length === 0 || isPhone(v), {
    error: ACCOUNT_MESSAGES.phoneFormat,
  });
/** Level is read, but the server decides what it may change (docs/product/security.md). */
const level = () => int32("Level").optional().catch(undefined);

/** The account form's fields (docs/product/accounts.md: all trimmed and required; Website is optional). */
export const AccountFieldsSchema = z.object({
  FirstName: requiredText(ACCOUNT_MESSAGES.firstName, 100),
  LastName: requiredText(ACCOUNT_MESSAGES.lastName, 100),
  Email: email(),
  PhoneNumber: phone(),
  Website: websiteField(200),
});
export type AccountFields = z.input<typeof AccountFieldsSchema>;

export const AccountUserRequestSchema = z.object({ userId: UserIdSchema.optional() });
export const GetEditAccountRequestSchema = z.object({ userId: UserIdSchema.optional(), Level: level() });

export const EditAccountRequestSchema = AccountFieldsSchema.extend({
  userId: UserIdSchema.optional(),
  Level: level(),
});
export type EditAccountRequest = z.input<typeof EditAccountRequestSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const NewUsernameSchema = requiredText(ACCOUNT_MESSAGES.username, 100).refine(
  (v) => v.length === 0 || USERNAME_PATTERN.test(v),
  { error: ACCOUNT_MESSAGES.usernameFormat },
);

/** Office manager adds a user to their own customer; Franchise is this brand's whatever is sent. */
export const AddFranchiseAccountRequestSchema = AccountFieldsSchema.extend({
  userId: UserIdSchema.optional(),
  Level: level(),
  Franchise: text().max(20).optional(),
  Username: NewUsernameSchema,
  Password: newPasswordField(ACCOUNT_MESSAGES.password),
});
export type AddFranchiseAccountRequest = z.input<typeof AddFranchiseAccountRequestSchema>;

/** The whole account is sent (docs/product/accounts.md); only userId, the user to remove, is read. */
export const RemoveFranchiseAccountRequestSchema = z.looseObject({
  userId: UserIdSchema,
});

export const InviteAccountUserRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  FirstName: requiredText(ACCOUNT_MESSAGES.firstName, 100),
  LastName: requiredText(ACCOUNT_MESSAGES.lastName, 100),
  Email: email(),
});
export type InviteAccountUserRequest = z.input<typeof InviteAccountUserRequestSchema>;

const inviteToken = () =>
  text({ error: "This link is not valid." }).min(10, { error: "This link is not valid." }).max(200);

export const GetInviteRequestSchema = z.object({ Token: inviteToken() });

export const AcceptInviteRequestSchema = z
  .object({
    Token: inviteToken(),
    Username: NewUsernameSchema,
    NewPassword: newPasswordField(),
    ConfirmPassword: confirmPasswordField(),
  })
  .refine(...passwordsMatch);
export type AcceptInviteRequest = z.input<typeof AcceptInviteRequestSchema>;

/** GetUserAccount: the account page's summary (docs/product/accounts.md, Account). */
export const UserAccountSchema = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  Website: z.string(),
  CompanyName: z.string(),
  Address: z.string(),
  Address2: z.string(),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  Country: z.string(),
  Username: z.string(),
  Level: z.number().int(),
  passCustomerFileName: z.boolean(),
  TermsAccount: z.boolean(),
  TaxExempt: z.boolean(),
  /** The user's own choice: an e-mail at each order status change that matters (docs/product/shop-order-desk.md). */
  OrderStatusEmails: z.boolean(),
  /** The company's setting: Place Order refuses an empty PO Number (docs/product/cart-and-checkout.md). */
  PONumberRequired: z.boolean(),
});
export type UserAccount = z.infer<typeof UserAccountSchema>;

/** SetOrderStatusEmails: the account page's checkbox, saved on its own (EditAccount takes every field). */
export const SetOrderStatusEmailsRequestSchema = z.object({
  userId: UserIdSchema.optional(),
  OrderStatusEmails: z.boolean({ error: "OrderStatusEmails must be true or false." }),
});
/** SetPONumberRequired: the office manager's switch for the whole company (own company only). */
export const SetPONumberRequiredRequestSchema = z.object({
  PONumberRequired: z.boolean({ error: "PONumberRequired must be true or false." }),
});
export const PO_NUMBER_REQUIRED_ON = "Orders of your company now need a PO Number.";
export const PO_NUMBER_REQUIRED_OFF = "A PO Number is now optional on your company's orders.";
export const ORDER_STATUS_EMAILS_ON = "You will get an e-mail when your orders change status.";
export const ORDER_STATUS_EMAILS_OFF = "Order status e-mails are off.";

/** GetEditAccount: the fields of the account form. */
export const EditAccountSchema = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  Website: z.string(),
  Username: z.string(),
  Level: z.number().int(),
  CompanyName: z.string(),
});
export type EditAccount = z.infer<typeof EditAccountSchema>;

/** Account/GetAccounts: one row of the Manage Users table. */
export const AccountListItemSchema = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  Website: z.string(),
  Username: z.string(),
  Level: z.number().int(),
  Active: z.boolean(),
  /** Removed while orders were still active: stays active until they are processed. */
  RemovalRequested: z.boolean(),
});
export type AccountListItem = z.infer<typeof AccountListItemSchema>;
export const AccountListSchema = z.array(AccountListItemSchema);

export const AddedAccountSchema = z.object({ Id: z.number().int(), Username: z.string() });
export const RemovedAccountSchema = z.object({ Active: z.boolean(), RemovalRequested: z.boolean() });

/** GetInvite: who is invited to which company, for the accept-invite screen. */
export const InviteSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  CompanyName: z.string(),
  InvitedBy: z.string(),
  BrandName: z.string(),
});
export type Invite = z.infer<typeof InviteSchema>;
export const AcceptedInviteSchema = z.object({ Username: z.string() });

/** Staff user list (users/GetAll): a refresh token is shown by a short prefix of its stored hash only. */
export const StaffRefreshTokenSchema = z.object({
  token: z.string(),
  created: z.string(),
  expires: z.string(),
  isActive: z.boolean(),
});
export const StaffUserSchema = z.object({
  Id: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Level: z.number().int(),
  Franchise: z.string(),
  CompanyName: z.string(),
  Role: z.enum(["customer", "staff"]),
  Active: z.boolean(),
  refreshTokens: z.array(StaffRefreshTokenSchema),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;
export const StaffUserListSchema = z.array(StaffUserSchema);

/** users/RemoveUser sends the whole user; users/LogoutUser its Id. Only Id is read. */
export const StaffUserActionSchema = z.looseObject({ Id: UserIdSchema });
export const CANNOT_ACT_ON_SELF = "You cannot do this to your own account.";
export const USER_DEACTIVATED = "The user has been deactivated and signed out.";
export const USER_SIGNED_OUT = "The user has been signed out.";
