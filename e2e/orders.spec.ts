import { expect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { DEMO_PASSWORD, signInAs } from "./helpers.js";

/** The seeded orders of buyer on the Wholesale franchise (packages/db/src/seed/orders.ts). */
test.describe("orders", () => {
  test.describe.configure({ mode: "serial" });

  test("a buyer's order awaits release; the office manager releases it from Manage Users", async ({ browser }) => {
    const buyerPage = await browser.newPage();
    await signInAs(buyerPage, "buyer", DEMO_PASSWORD, WHOLESALE_URL);
    await buyerPage.goto(`${WHOLESALE_URL}/account`);
    await expect(buyerPage.getByRole("tab").first()).toHaveText("Await Release");
    await buyerPage.getByRole("tab", { name: "Await Release" }).click();
    const waiting = buyerPage.getByRole("table", { name: "Await Release orders" });
    await expect(waiting.getByRole("row")).not.toHaveCount(0);
    // The seeded order is the oldest waiting one: the last row, newest first.
    const seeded = waiting.getByRole("row").last();
    const orderNumber = ((await seeded.getByRole("cell").first().textContent()) ?? "").trim();
    expect(orderNumber).toMatch(/^\d+$/);

    const manager = await browser.newPage();
    await signInAs(manager, "manager", DEMO_PASSWORD, WHOLESALE_URL);
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
    await expect(drawer).toContainText("spring-sale-window.pdf");
    await manager.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await orderRow.getByRole("button", { name: "Release", exact: true }).click();
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
    await signInAs(page, "buyer", DEMO_PASSWORD, WHOLESALE_URL);
    await page.goto(`${WHOLESALE_URL}/account`);
    await page.getByRole("tab", { name: "Shipped" }).click();
    const shipped = page.getByRole("table", { name: "Shipped orders" });
    await shipped.getByRole("row").last().getByRole("link", { name: "Details" }).click();
    await expect(page.getByRole("heading", { name: /^Order \d+$/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Ship To" })).toContainText("415 Lyndale Ave N");
    await page.getByRole("checkbox", { name: "Reorder Calendered Vinyl storefront-hours.pdf" }).check();
    await page.getByRole("checkbox", { name: "Reorder 4 mm Corex yard-sign-vote.pdf" }).check();
    await page.getByRole("button", { name: "Reorder Selected" }).click();
    const dialog = page.getByRole("dialog", { name: "Reorder at today's prices" });
    await expect(dialog.getByRole("columnheader", { name: "Old price" })).toBeVisible();
    await expect(dialog.getByRole("columnheader", { name: "New price" })).toBeVisible();
    await expect(dialog.getByRole("row")).toHaveCount(3);
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(page.getByText("storefront-hours.pdf").first()).toBeVisible();
    await expect(page.getByText("yard-sign-vote.pdf").first()).toBeVisible();
    await expect(page.getByText("parking-sign.pdf")).toHaveCount(0);
  });
});
