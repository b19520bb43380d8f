import { expect as baseExpect, type Page, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage } from "./helpers.js";

/**
 * The cart, orders and checkout on a 390 px phone (issue 17): nothing runs off the right edge, and
 * table rows stack as cards with each value labelled. The demo `terms` customer on Wholesale.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 390, height: 844 };

async function expectNoSideways(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("phone layout at 390 px", () => {
  test("cart rows stack as cards and checkout fits the screen", async ({ browser, request }) => {
    const page = await signedInPage(browser, await apiSignIn(request, "terms", WHOLESALE_URL), WHOLESALE_URL);
    await page.setViewportSize(PHONE);
    await page.goto("/store/miscellaneous");
    const card = page.getByRole("article").first();
    await card.getByLabel("Quantity").fill("3");
    await card.getByRole("button", { name: "Add To Cart" }).click();
    await page.getByRole("dialog", { name: "Added to Cart" }).getByRole("button", { name: "Go To Cart" }).click();

    const items = page.getByRole("table", { name: "Cart items" });
    const row = items
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: /^Delete / }) })
      .first();
    await expect(row).toBeVisible();
    await expect(row.getByRole("button", { name: /^Delete / })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole("button", { name: /^Increase quantity/ })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();
    await expectNoSideways(page);

    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    const place = page.getByRole("button", { name: "Place Order" });
    await place.scrollIntoViewIfNeeded();
    await expect(place).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("table", { name: "Order items" })).toBeVisible();
    await expectNoSideways(page);
    await page.context().close();
  });

  test("order rows stack as cards with their Details link on screen", async ({ browser, request }) => {
    const page = await signedInPage(browser, await apiSignIn(request, "terms", WHOLESALE_URL), WHOLESALE_URL);
    await page.setViewportSize(PHONE);
    await page.goto("/account");
    await page.getByRole("tab", { name: "Shipped" }).click();
    const shipped = page.getByRole("table", { name: "Shipped orders" });
    const first = shipped.getByRole("row").nth(1);
    await expect(first).toBeVisible();
    const details = first.getByRole("link", { name: "Details" });
    await details.scrollIntoViewIfNeeded();
    // Not 1: when the row ends the page, its last hundredth of a pixel can fall below the fold.
    await expect(details).toBeInViewport({ ratio: 0.99 });
    // Each value carries its column's name beside it.
    const label = await first
      .getByRole("cell")
      .nth(1)
      .evaluate((td) => getComputedStyle(td, "::before").content);
    expect(label).toBe('"Date Ordered"');
    // One date format: Date Ordered and Production Date both read MM/DD/YYYY.
    await expect(first.getByRole("cell").nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(first.getByRole("cell").nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectNoSideways(page);
    await page.context().close();
  });
});
