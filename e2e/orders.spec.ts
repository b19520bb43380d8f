import { expect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage, signInPage } from "./helpers.js";
import { addStakes, checkout, northsideShipTo } from "./orderSeed.js";

const SHIP_TO = northsideShipTo("Bailey", "Byers", "bailey@northsidesign.example");

/** Orders on the Wholesale brand (orderApproval on; buyer's customer requires approval). */
test.describe("orders", () => {
  test.describe.configure({ mode: "serial" });

  test("a buyer's order awaits release; the office manager releases it from Manage Users", async ({
    browser,
    request,
  }) => {
    // The buyer orders with a new card (through the API); on this brand it waits for release, uncharged.
    const buyer = await apiSignIn(request, "buyer", WHOLESALE_URL);
    await addStakes(request, WHOLESALE_URL, buyer, 4);
    const orderNumber = String(
      await checkout(request, WHOLESALE_URL, buyer, SHIP_TO, {
        card: { Name: "Bailey Byers", Address: "415 Lyndale Ave N", City: "Minneapolis", State: "MN", Zip: "55405" },
      }),
    );
    const buyerPage = await signedInPage(browser, buyer, WHOLESALE_URL);

    await buyerPage.goto(`${WHOLESALE_URL}/account`);
    await expect(buyerPage.getByRole("tab").first()).toHaveText("Await Release");
    await buyerPage.getByRole("tab", { name: "Await Release" }).click();
    const waiting = buyerPage.getByRole("table", { name: "Await Release orders" });
    await expect(waiting.getByRole("row").filter({ hasText: orderNumber })).toBeVisible();

    const manager = await signedInPage(browser, await apiSignIn(request, "manager", WHOLESALE_URL), WHOLESALE_URL);
    await manager.goto(`${WHOLESALE_URL}/account-manager`);
    const row = manager.getByRole("row").filter({ hasText: "bailey@northsidesign.example" });
    await row.getByRole("button", { name: "Orders of buyer" }).click();
    await manager.getByRole("menuitem", { name: "Release to Production" }).click();
    await expect(
      manager.getByRole("heading", { name: "Release to Production Orders for bailey@northsidesign.example" }),
    ).toBeVisible();
    const orderRow = manager.getByRole("row").filter({ hasText: orderNumber });
    await expect(orderRow).toContainText("Bailey Byers");
    // The slide-in preview.
    await orderRow.getByRole("button", { name: orderNumber }).click();
    const drawer = manager.getByRole("dialog", { name: `Order ${orderNumber}` });
    await expect(drawer).toContainText(`Order ${orderNumber}`);
    await manager.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await orderRow.getByRole("button", { name: "Release", exact: true }).click();
    // Release asks first, naming the order and its total (docs/product/approvals.md).
    const confirm = manager.getByRole("dialog", { name: "Release order" });
    await expect(confirm).toContainText(new RegExp(`Release order ${orderNumber} for \\$[\\d,]+\\.\\d{2}\\?`));
    await confirm.getByRole("button", { name: "Release" }).click();
    await expect(manager.getByRole("status").filter({ hasText: "released to production" })).toBeVisible();
    await expect(manager.getByRole("row").filter({ hasText: orderNumber })).toHaveCount(0);

    await buyerPage.reload();
    await buyerPage.getByRole("tab", { name: "In Production" }).click();
    await expect(
      buyerPage.getByRole("table", { name: "In Production orders" }).getByRole("row").filter({ hasText: orderNumber }),
    ).toBeVisible();
    await buyerPage.getByRole("tab", { name: "Await Release" }).click();
    await expect(buyerPage.getByRole("row").filter({ hasText: orderNumber })).toHaveCount(0);
  });

  test("a buyer reorders two of three lines at today's prices and finds them in the cart", async ({ page }) => {
    await signInPage(page, "buyer", WHOLESALE_URL);
    await page.goto(`${WHOLESALE_URL}/account`);
    await page.getByRole("tab", { name: "Shipped" }).click();
    const shipped = page.getByRole("table", { name: "Shipped orders" });
    await shipped.getByRole("row").last().getByRole("link", { name: "Details" }).click();
    await expect(page.getByRole("heading", { name: /^Order \d+$/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Ship To" })).toContainText("415 Lyndale Ave N");
    // The demo lines' artwork is not in the library: the spec's fallback text, not "No image".
    await expect(page.getByText("Image not found").first()).toBeVisible();
    await page.getByRole("checkbox", { name: "Reorder Calendered Vinyl storefront-hours.pdf" }).check();
    await page.getByRole("checkbox", { name: "Reorder 4 mm Corex yard-sign-vote.pdf" }).check();
    await page.getByRole("button", { name: "Reorder Selected" }).click();
    // The reorder screen comes with the two lines checked, the order's and today's prices side by side.
    const items = page.getByRole("table", { name: /^Items of order \d+$/ });
    await expect(items.getByRole("columnheader", { name: "Price on the order" })).toBeAttached();
    await expect(items.getByRole("columnheader", { name: "Today's price" })).toBeAttached();
    await expect(items.getByRole("checkbox", { name: "Reorder Calendered Vinyl storefront-hours.pdf" })).toBeChecked();
    await expect(items.getByRole("checkbox", { name: "Reorder 3 mm ACM parking-sign.pdf" })).not.toBeChecked();
    await page.getByRole("button", { name: "Add 2 items to cart" }).click();
    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(page.getByText("storefront-hours.pdf").first()).toBeVisible();
    await expect(page.getByText("yard-sign-vote.pdf").first()).toBeVisible();
    await expect(page.getByText("parking-sign.pdf")).toHaveCount(0);
  });
});
