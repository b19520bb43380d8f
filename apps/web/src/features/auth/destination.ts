import type { SiteBrand } from "@portal/contract";

/**
 * Where a user goes after signing in (docs/product/accounts.md): portal by default; tileMenu if the brand has
 * the tile menu; patternLibrary if the brand has the library; but portal if a product type is already
 * chosen in the order wizard. A remembered return URL (used once, forgotten at logout) wins over the brand's
 * landing, because the user asked for that page, but not over a chosen product type: the spec sends that
 * person to the portal.
 */
export function destinationAfterLogin(brand: SiteBrand, wizardProductType: string, returnUrl: string | null): string {
  if (wizardProductType) return "/portal";
  if (returnUrl?.startsWith("/") && !returnUrl.startsWith("//")) return returnUrl;
  if (brand.switches.library) return "/patternLibrary";
  if (brand.switches.tileMenu) return "/wizard";
  return "/portal";
}
