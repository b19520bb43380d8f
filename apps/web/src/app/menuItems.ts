import type { SiteBrand } from "@portal/contract";

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
 * The menu bar's links (part 1 section 2), each shown by its feature switch and sign-in state.
 * Login, the account dropdown and the cart are drawn by the menu bar itself.
 */
export function menuLinks(brand: SiteBrand, state: MenuState): MenuLink[] {
  const s = brand.switches;
  const links: (MenuLink | false)[] = [
    !state.signedIn && s.apply && { key: "apply", label: "Create Account", to: "/apply" },
    s.tileMenu && { key: "guide", label: "Material Guide", to: state.signedIn ? "/wizard" : "/#material-guide" },
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
  return links;
}
