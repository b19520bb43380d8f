import { siteBrand } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { accountLinks, menuLinks, staffLinks } from "./menuItems.js";

const labels = (l: { label: string }[]) => l.map((x) => x.label);

describe("menu links by brand and sign-in state", () => {
  it("shows this build's items to a signed-in user", () => {
    const b = siteBrand("TradeLine");
    expect(labels(menuLinks(b, { signedIn: true, level: 1 }))).toEqual([
      "Material Guide",
      "Launch Portal",
      "Accessories",
      "Manage Files",
    ]);
  });

  it("shows only the guide to a signed-out visitor of this build", () => {
    expect(labels(menuLinks(siteBrand("TradeLine"), { signedIn: false, level: 0 }))).toEqual(["Material Guide"]);
  });

  it("shows Create Account and Public Library where the brand has them", () => {
    expect(labels(menuLinks(siteBrand("Wholesale"), { signedIn: false, level: 0 }))).toEqual([
      "Create Account",
      "Material Guide",
      "Public Library",
    ]);
  });

  it("shows Pattern Designer where the brand has textures (Decor), not on TradeLine or Wholesale", () => {
    expect(labels(menuLinks(siteBrand("Decor"), { signedIn: true, level: 1 })).slice(0, 3)).toEqual([
      "Material Guide",
      "Pattern Designer",
      "Launch Portal",
    ]);
    expect(menuLinks(siteBrand("Decor"), { signedIn: true, level: 1 }).find((l) => l.key === "designer")?.to).toBe(
      "/designer",
    );
    for (const id of ["TradeLine", "Wholesale"] as const) {
      expect(labels(menuLinks(siteBrand(id), { signedIn: true, level: 1 }))).not.toContain("Pattern Designer");
      expect(labels(menuLinks(siteBrand(id), { signedIn: false, level: 0 }))).not.toContain("Pattern Designer");
    }
  });

  it("labels the portal 'Upload Your Own' for NGS", () => {
    expect(labels(menuLinks(siteBrand("NGS"), { signedIn: true, level: 1 }))).toContain("Upload Your Own");
  });

  it("offers Manage Accounts only to Level 2+ on brands with officeManager", () => {
    expect(labels(accountLinks(siteBrand("Wholesale"), { signedIn: true, level: 2 }))).toContain("Manage Accounts");
    expect(labels(accountLinks(siteBrand("Wholesale"), { signedIn: true, level: 1 }))).not.toContain("Manage Accounts");
    expect(labels(accountLinks(siteBrand("TradeLine"), { signedIn: true, level: 9 }))).not.toContain("Manage Accounts");
  });
});

describe("the staff menu", () => {
  it("shows the order desk's pages to ops, the customer desk's to support, both to admin and nothing to customers", () => {
    expect(labels(staffLinks({ IsStaff: true, StaffRole: "ops" }))).toEqual(["Orders", "Catalog"]);
    expect(labels(staffLinks({ IsStaff: true, StaffRole: "support" }))).toEqual(["Applications", "Customers", "Users"]);
    expect(labels(staffLinks({ IsStaff: true, StaffRole: "admin" }))).toEqual([
      "Orders",
      "Catalog",
      "Applications",
      "Customers",
      "Users",
      "Integrations",
    ]);
    expect(staffLinks({ IsStaff: false, StaffRole: null })).toEqual([]);
    expect(staffLinks(null)).toEqual([]);
  });
});
