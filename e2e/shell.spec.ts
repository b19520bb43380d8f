import { expect, type Page, test } from "@playwright/test";
import { NGS_URL, WHOLESALE_URL } from "../playwright.config.js";
import { signInAs } from "./helpers.js";

/** The cart badge lies wholly inside the header and the viewport (issue 17, bug 16). */
async function expectBadgeInside(page: Page) {
  const header = page.getByRole("banner");
  const badge = header.locator(".mantine-Indicator-indicator");
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(/^\d+$/);
  const b = (await badge.boundingBox())!;
  const h = (await header.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(b.x).toBeGreaterThanOrEqual(h.x);
  expect(b.y).toBeGreaterThanOrEqual(h.y);
  expect(b.x + b.width).toBeLessThanOrEqual(Math.min(h.x + h.width, width));
  expect(b.y + b.height).toBeLessThanOrEqual(h.y + h.height);
  // Nothing in the header is cut off at the right either.
  const overflow = await page.evaluate(() => {
    const el = document.querySelector("header");
    return el ? el.scrollWidth - el.clientWidth : 0;
  });
  expect(overflow).toBe(0);
}

test.describe("app shell", () => {
  test("home renders its hero, Log In button and title", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "On-Demand Graphics Production" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    await expect(page).toHaveTitle("On-Demand Graphics Production | TradeLine Print");
  });

  test("a guarded route sends a signed-out visitor to / and remembers the return URL", async ({ page }) => {
    await page.goto("/store/cart?x=1");
    await expect(page).toHaveURL(/\/$/);
    const remembered = await page.evaluate(() => sessionStorage.getItem("tradeline.portal.returnUrl"));
    expect(remembered).toBe("/store/cart?x=1");
  });

  test("an unknown path shows the not-found page with its three blocks", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Sorry... That page does not live here." })).toBeVisible();
    await expect(page.getByTestId("not-found-blocks").getByRole("heading")).toHaveCount(3);
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the cookie banner sets its consent cookie for 365 days, SameSite strict", async ({ page, context }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Got it!" }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "cookieconsent_status");
    expect(cookie?.sameSite).toBe("Strict");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test("the mobile side menu closes after a navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeInViewport();
    await mobile.getByRole("link", { name: "Material Guide" }).click();
    await expect(mobile).not.toBeInViewport();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("on a phone a long brand name gives way to the Login button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${WHOLESALE_URL}/`);
    const login = page.getByRole("banner").getByRole("button", { name: "Login" });
    await expect(login).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: "Wholesale Graphics Direct home" })).toBeVisible();
  });

  test("another BRAND changes name, footer, menu items and theme", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "TradeLine Print home" })).toBeVisible();
    await expect(page.getByTestId("site-footer").getByRole("button", { name: "Contact" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Material Guide" }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.brandTheme)).toBe("wholesale");

    await page.goto(`${NGS_URL}/`);
    await expect(page.getByRole("link", { name: "NGS Graphic Solutions home" })).toBeVisible();
    await expect(page).toHaveTitle(/NGS Graphic Solutions/);
    await expect(page.getByTestId("site-footer")).toContainText("Maple Grove, MN 55369");
    await expect(page.getByTestId("site-footer").getByRole("button", { name: "Contact" })).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Material Guide" }),
    ).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.brandTheme)).toBe("ngs");
  });

  test("NGS shows the not-found text without the information blocks", async ({ page }) => {
    await page.goto(`${NGS_URL}/missing`);
    await expect(page.getByRole("heading", { name: "Sorry... That page does not live here." })).toBeVisible();
    await expect(page.getByTestId("not-found-blocks")).toHaveCount(0);
  });

  test("the cart badge is whole on desktop pages, with the longest menus", async ({ page }) => {
    test.slow(); // a sign-in and two pages on the longest menu
    // A two-digit count, the widest badge, without touching any demo user's cart.
    await page.route("**/api/Store/GetCartTotal", (route) =>
      route.fulfill({ json: { Status: "ok", Data: { ItemCount: 12, Total: 0 } } }),
    );
    // Wholesale has the longest customer menu.
    await signInAs(page, "manager", undefined, WHOLESALE_URL);
    for (const [width, path] of [
      [1280, "/store/cart"],
      [993, "/account"],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${WHOLESALE_URL}${path}`);
      await expectBadgeInside(page);
    }
  });
});
