import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_URL } from "../playwright.config.js";
import { signInPage } from "./helpers.js";

/**
 * The production build runs under the server's Content-Security-Policy (script-src 'self'): every
 * page below renders, and the browser reports no CSP violation, neither as an event nor on the console.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI}`,
      );
    });
  });
  return violations;
}

test.describe("Content-Security-Policy", () => {
  test("the signed-out pages render with no CSP violation", async ({ page }) => {
    const violations = await watchViolations(page);
    const res = await page.goto("/");
    expect(res?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/patternLibrary");
    await page.goto("/help");
    await expect(page.getByRole("banner")).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the API reference renders with no CSP violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/api/docs");
    // Swagger UI fetches and renders the whole OpenAPI document first.
    await expect(page.getByRole("heading", { name: /API/ }).first()).toBeVisible({ timeout: 30_000 });
    expect(violations).toEqual([]);
  });

  test("a signed-in user's portal, library and cart render with no CSP violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await signInPage(page, "terms", DEFAULT_URL);
    for (const path of ["/portal", "/library", "/store/cart", "/account"]) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
  });

  test("the staff order desk renders with no CSP violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await signInPage(page, "staff.ops", DEFAULT_URL);
    await page.goto("/staff/orders");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
});
