/**
 * Every route of docs/product/brands-and-access.md with its page title (and description where the route carries one).
 * `open` routes need no sign-in; every other path remembers the return URL and sends a signed-out
 * visitor to `/`.
 */
export type RouteName =
  | "home"
  | "account"
  | "accountDetails"
  | "manageAccounts"
  | "cart"
  | "savedCarts"
  | "checkout"
  | "manageFiles"
  | "orderDetails"
  | "reorder"
  | "shippingAddresses"
  | "managePayments"
  | "help"
  | "misc"
  | "resources"
  | "terms"
  | "patternLibrary"
  | "publicLibrary"
  | "designer"
  | "portal"
  | "tileMenu"
  | "BELogin"
  | "UserList"
  | "apply"
  | "resetPassword"
  | "acceptInvite"
  | "staffOrders"
  | "staffOrder"
  | "staffApplications"
  | "staffCustomers"
  | "staffCustomer"
  | "staffCatalog"
  | "staffIntegrations"
  | "accountIntegrations"
  | "notFound";

export interface RouteMeta {
  name: RouteName;
  path: string;
  title: string;
  description?: string;
  open: boolean;
  /**
   * A staff page and the desk it belongs to (docs/decisions/0013-shop-order-desk.md): ops pages are
   * the order desk's, support pages the customer desk's; admin may open both.
   */
  staff?: "ops" | "support" | "admin";
}

export const ROUTES: RouteMeta[] = [
  {
    name: "home",
    path: "/",
    title: "On-Demand Graphics Production",
    description: "Order printed graphics on demand: adhesive film, rigid panels, wallcoverings, window film and more.",
    open: true,
  },
  { name: "account", path: "/user", title: "Account", open: false },
  { name: "accountDetails", path: "/account", title: "Account Details", open: false },
  { name: "manageAccounts", path: "/account-manager", title: "Manage Users", open: false },
  { name: "cart", path: "/store/cart", title: "Cart", open: false },
  { name: "savedCarts", path: "/account/saved-carts", title: "Saved Carts", open: false },
  { name: "accountIntegrations", path: "/account/integrations", title: "API Keys and Webhooks", open: false },
  { name: "checkout", path: "/store/checkout", title: "Checkout", open: false },
  { name: "manageFiles", path: "/library", title: "Manage Files", open: false },
  { name: "orderDetails", path: "/store/orderdetails/:orderNumber/:userId", title: "Order Details", open: false },
  { name: "reorder", path: "/store/reorder/:orderNumber/:userId", title: "Reorder", open: false },
  { name: "shippingAddresses", path: "/account/shippingaddresses", title: "Shipping Addresses", open: false },
  { name: "managePayments", path: "/account/paymentoptions", title: "Payment Methods", open: false },
  {
    name: "help",
    path: "/help",
    title: "Help",
    description: "Art specifications, file rules and how-to videos for preparing print-ready artwork.",
    open: true,
  },
  { name: "misc", path: "/store/miscellaneous", title: "Order Accessories", open: false },
  {
    name: "resources",
    path: "/resources",
    title: "Resources",
    description: "Help videos, frequently asked questions, art specifications and guides.",
    open: true,
  },
  { name: "terms", path: "/terms", title: "Terms and Conditions", open: true },
  { name: "patternLibrary", path: "/patternLibrary", title: "Pattern Library", open: false },
  // No screen of its own (docs/decisions/0026-pattern-designer.md): it opens the pattern library.
  { name: "designer", path: "/designer", title: "Pattern Designer", open: false },
  {
    name: "publicLibrary",
    path: "/PublicLibrary",
    title: "Public Pattern Library",
    description: "Browse printable patterns: wood, stone, geometric, floral and more.",
    open: true,
  },
  { name: "portal", path: "/portal/:editID?", title: "Upload Portal", open: false },
  { name: "tileMenu", path: "/wizard", title: "Guided Product Selection", open: false },
  { name: "BELogin", path: "/belogin", title: "Staff Sign In", open: true },
  { name: "UserList", path: "/userList", title: "User List", open: false },
  {
    name: "apply",
    path: "/apply",
    title: "Apply for a Trade Account",
    description: "Open a trade account: company, contact, address and resale certificate.",
    open: true,
  },
  // Not in the spec's table: the screens behind the e-mailed reset and invitation links (decision 0004).
  { name: "resetPassword", path: "/reset-password", title: "Set a New Password", open: true },
  { name: "acceptInvite", path: "/accept-invite", title: "Accept Invitation", open: true },
  // The shop's order desk (issue 13, docs/decisions/0013-shop-order-desk.md).
  { name: "staffOrders", path: "/staff/orders", title: "Orders", open: false, staff: "ops" },
  { name: "staffOrder", path: "/staff/orders/:orderNumber", title: "Order", open: false, staff: "ops" },
  // Applications, customers and catalog availability (issue 14, docs/decisions/0025-customer-settings.md).
  {
    name: "staffApplications",
    path: "/staff/applications",
    title: "Account Applications",
    open: false,
    staff: "support",
  },
  { name: "staffCustomers", path: "/staff/customers", title: "Customers", open: false, staff: "support" },
  { name: "staffCustomer", path: "/staff/customers/:customerId", title: "Customer", open: false, staff: "support" },
  { name: "staffCatalog", path: "/staff/catalog", title: "Catalog Availability", open: false, staff: "ops" },
  // Machine keys and webhooks (docs/product/integration-api.md): staff.admin only.
  { name: "staffIntegrations", path: "/staff/integrations", title: "Integrations", open: false, staff: "admin" },
  { name: "notFound", path: "*", title: "Page Not Found", open: true },
];

const OPEN_PATHS = [
  "/",
  "/apply",
  "/terms",
  "/resources",
  "/help",
  "/belogin",
  "/PublicLibrary",
  "/reset-password",
  "/accept-invite",
];

/** True when the path needs no sign-in (case-insensitive, as the router matches). */
export function isOpenPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return OPEN_PATHS.some((o) => o.toLowerCase() === p.toLowerCase());
}

export function routeByName(name: RouteName): RouteMeta {
  return ROUTES.find((r) => r.name === name)!;
}

export type StaffAccess = "ok" | "signIn" | "notFound" | "wrongDesk";

/**
 * Who may open a staff page: a visitor who is not signed in goes to staff sign-in, a customer gets the
 * not-found page (the page does not exist for them), and a staff user of the other desk is told so.
 * The server checks the same on every call; this only decides what the browser shows.
 */
export function staffAccess(
  meta: Pick<RouteMeta, "staff">,
  user: { IsStaff?: boolean; StaffRole?: string | null } | null,
): StaffAccess {
  if (!meta.staff) return "ok";
  if (!user) return "signIn";
  if (!user.IsStaff) return "notFound";
  const role = user.StaffRole;
  // A session stored before roles existed carries none: the server decides on each call.
  if (!role || role === "admin" || role === meta.staff) return "ok";
  return "wrongDesk";
}

/** The message a staff user of the other desk sees on a page or panel that is not theirs. */
export function wrongDeskMessage(desk: "ops" | "support" | "admin"): string {
  if (desk === "admin") return "This belongs to staff.admin; your staff role does not include it.";
  return `This belongs to the ${desk === "ops" ? "order desk (ops)" : "customer desk (support)"}; your staff role does not include it.`;
}

/** True when this staff user's role includes the desk (admin includes both). */
export function staffMayUse(user: { IsStaff?: boolean; StaffRole?: string | null } | null, desk: "ops" | "support") {
  return staffAccess({ staff: desk }, user) === "ok";
}
