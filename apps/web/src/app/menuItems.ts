import type { SiteBrand, StaffRole } from "@portal/contract";

export interface MenuLink {
  key: string;
  label: string;
  to: string;
}

export interface MenuState {
  signedIn: boolean;
  level: number;
}

/** Office manager: Level 2 or higher, effective only where the brand has officeManager. */
export function isOfficeManager(brand: SiteBrand, level: number | undefined): boolean {
  return brand.switches.officeManager && (level ?? 0) >= 2;
}

/**
 * The menu bar's links (docs/product/information-pages.md), each shown by its feature switch and sign-in state.
 * Login, the account dropdown and the cart are drawn by the menu bar itself.
 */
export function menuLinks(brand: SiteBrand, state: MenuState): MenuLink[] {
  const s = brand.switches;
  const links: (MenuLink | false)[] = [
    !state.signedIn && s.apply && { key: "apply", label: "Create Account", to: "/apply" },
    s.tileMenu && { key: "guide", label: "Material Guide", to: state.signedIn ? "/wizard" : "/#material-guide" },
    // The designer follows the textures switch, like its tile (docs/decisions/0026-pattern-designer.md).
    state.signedIn && s.textures && { key: "designer", label: "Pattern Designer", to: "/designer" },
    state.signedIn &&
      s.portal && { key: "portal", label: brand.id === "NGS" ? "Upload Your Own" : "Launch Portal", to: "/portal" },
    state.signedIn && s.accessories && { key: "accessories", label: "Accessories", to: "/store/miscellaneous" },
    !state.signedIn && s.publicLibrary && { key: "publicLibrary", label: "Public Library", to: "/PublicLibrary" },
    state.signedIn && s.library && { key: "patternLibrary", label: "Pattern Library", to: "/patternLibrary" },
    state.signedIn && s.files && { key: "files", label: "Manage Files", to: "/library" },
  ];
  return links.filter((l): l is MenuLink => l !== false);
}

export function accountLinks(brand: SiteBrand, state: MenuState): MenuLink[] {
  if (!state.signedIn) return [];
  const links: MenuLink[] = [{ key: "account", label: "Account Detail", to: "/account" }];
  if (isOfficeManager(brand, state.level))
    links.push({ key: "manage", label: "Manage Accounts", to: "/account-manager" });
  if (isOfficeManager(brand, state.level))
    links.push({ key: "integrations", label: "API Keys and Webhooks", to: "/account/integrations" });
  return links;
}

/**
 * The staff menu (docs/product/shop-order-desk.md): the order desk and catalog for ops and admin, the
 * applications, customers and the user list with the outbox for support and admin, integrations for
 * admin. Customers get none.
 */
export function staffLinks(user: { IsStaff?: boolean; StaffRole?: StaffRole | null } | null): MenuLink[] {
  if (!user?.IsStaff) return [];
  const role = user.StaffRole;
  const links: MenuLink[] = [];
  if (!role || role === "ops" || role === "admin") {
    links.push({ key: "staffOrders", label: "Orders", to: "/staff/orders" });
    links.push({ key: "staffCatalog", label: "Catalog", to: "/staff/catalog" });
  }
  if (!role || role === "support" || role === "admin") {
    links.push({ key: "staffApplications", label: "Applications", to: "/staff/applications" });
    links.push({ key: "staffCustomers", label: "Customers", to: "/staff/customers" });
    links.push({ key: "staffUsers", label: "Users", to: "/userList" });
  }
  if (!role || role === "admin")
    links.push({ key: "staffIntegrations", label: "Integrations", to: "/staff/integrations" });
  return links;
}
