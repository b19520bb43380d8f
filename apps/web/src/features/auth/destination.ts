import type { SiteBrand } from "@portal/contract";

/**
 * Where a user goes after signing in (docs/product/accounts.md): portal by default; tileMenu if the brand has
 * the tile menu; patternLibrary if the brand has the library; but portal if a product type is already
 * chosen in the order wizard. A remembered return URL wins over all of them (our decision: the user
 * asked for that page).
 */
export function destinationAfterLogin(brand: SiteBrand, wizardProductType: string, returnUrl: string | null): string {
  if (returnUrl?.startsWith("/") && !returnUrl.startsWith("//")) return returnUrl;
  if (wizardProductType) return "/portal";
  if (brand.switches.library) return "/patternLibrary";
  if (brand.switches.tileMenu) return "/wizard";
  return "/portal";
}
