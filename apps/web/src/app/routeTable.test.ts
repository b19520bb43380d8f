import { describe, expect, it } from "vitest";
import { isOpenPath, ROUTES, routeByName, staffAccess, staffMayUse } from "./routeTable.js";

describe("route table", () => {
  it("opens exactly the paths of docs/product/brands-and-access.md", () => {
    for (const p of ["/", "/apply", "/terms", "/resources", "/help", "/belogin", "/PublicLibrary", "/publiclibrary"]) {
      expect(isOpenPath(p), p).toBe(true);
    }
    for (const p of ["/user", "/store/cart", "/portal", "/portal/12", "/wizard", "/userList", "/library", "/account"]) {
      expect(isOpenPath(p), p).toBe(false);
    }
  });

  it("gives every route a title, its own name and its own path", () => {
    for (const r of ROUTES) expect(r.title.length, r.name).toBeGreaterThan(0);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
  });

  it("sends a visitor to staff sign-in, a customer to not-found, and each desk to its own pages", () => {
    const orders = routeByName("staffOrders");
    expect(isOpenPath("/staff/orders")).toBe(false);
    expect(staffAccess(orders, null)).toBe("signIn");
    expect(staffAccess(orders, { IsStaff: false, StaffRole: null })).toBe("notFound");
    expect(staffAccess(orders, { IsStaff: true, StaffRole: "ops" })).toBe("ok");
    expect(staffAccess(orders, { IsStaff: true, StaffRole: "admin" })).toBe("ok");
    expect(staffAccess(orders, { IsStaff: true, StaffRole: "support" })).toBe("wrongDesk");
    const applications = routeByName("staffApplications");
    expect(staffAccess(applications, { IsStaff: true, StaffRole: "support" })).toBe("ok");
    expect(staffAccess(applications, { IsStaff: true, StaffRole: "ops" })).toBe("wrongDesk");
    expect(staffAccess(routeByName("staffCatalog"), { IsStaff: true, StaffRole: "support" })).toBe("wrongDesk");
    expect(staffAccess(routeByName("cart"), null)).toBe("ok");
  });

  it("lets only support and admin use the customer desk's user list and staff sign-in", () => {
    expect(staffMayUse({ IsStaff: true, StaffRole: "ops" }, "support")).toBe(false);
    expect(staffMayUse({ IsStaff: true, StaffRole: "support" }, "support")).toBe(true);
    expect(staffMayUse({ IsStaff: true, StaffRole: "admin" }, "support")).toBe(true);
    expect(staffMayUse({ IsStaff: false }, "support")).toBe(false);
    expect(staffMayUse(null, "support")).toBe(false);
  });
});
