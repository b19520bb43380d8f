import { describe, expect, it } from "vitest";
import { isOpenPath, ROUTES } from "./routeTable.js";

describe("route table", () => {
  it("opens exactly the paths of part 1 section 2", () => {
    for (const p of ["/", "/apply", "/terms", "/resources", "/help", "/belogin", "/PublicLibrary", "/publiclibrary"]) {
      expect(isOpenPath(p), p).toBe(true);
    }
    for (const p of ["/user", "/store/cart", "/portal", "/portal/12", "/wizard", "/userList", "/library", "/account"]) {
      expect(isOpenPath(p), p).toBe(false);
    }
  });

  it("gives every route a title", () => {
    expect(ROUTES).toHaveLength(24);
    for (const r of ROUTES) expect(r.title.length, r.name).toBeGreaterThan(0);
  });
});
