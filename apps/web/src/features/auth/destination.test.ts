import { siteBrand } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { destinationAfterLogin } from "./destination.js";

describe("destination after sign-in", () => {
  it("goes to the tile menu on this build", () => {
    expect(destinationAfterLogin(siteBrand("TradeLine"), "", null)).toBe("/wizard");
  });
  it("goes to the pattern library where the brand has the library", () => {
    expect(destinationAfterLogin(siteBrand("Wholesale"), "", null)).toBe("/patternLibrary");
  });
  it("goes to the portal by default and when a product type is chosen", () => {
    expect(destinationAfterLogin(siteBrand("NGS"), "", null)).toBe("/portal");
    expect(destinationAfterLogin(siteBrand("Wholesale"), "rigid", null)).toBe("/portal");
  });
  it("honours a remembered return URL on this site only", () => {
    expect(destinationAfterLogin(siteBrand("TradeLine"), "", "/store/cart")).toBe("/store/cart");
    expect(destinationAfterLogin(siteBrand("TradeLine"), "", "//evil.example/x")).toBe("/wizard");
  });
  it("goes to the portal when a product type is chosen, whatever page was remembered", () => {
    expect(destinationAfterLogin(siteBrand("Wholesale"), "rigid", "/account/paymentoptions")).toBe("/portal");
  });
});
