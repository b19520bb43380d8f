import { expect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage } from "./helpers.js";

/** The shop's customer and catalog pages on a 390 px phone: nothing runs off the right edge; the catalog's rows are cards. */
const BASE = WHOLESALE_URL;

test("staff applications, customers and catalog pages fit a 390 px phone", async ({ browser, request }) => {
  const admin = await apiSignIn(request, "staff.admin", BASE);
  const page = await signedInPage(browser, admin, BASE);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    for (const [path, heading] of [
      ["/staff/applications", /Applications/],
      ["/staff/customers", /Customers/],
      ["/staff/catalog", /availab/i],
    ] as const) {
      await page.goto(`${BASE}${path}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect.poll(fits, { message: path }).toBe(true);
    }
    // The catalog's tables are cards on a phone: each row a box, each value labelled, the switch in view.
    await page.goto(`${BASE}/staff/catalog`);
    for (const [table, second] of [
      ["Materials", "Material"],
      ["Option choices", "Option"],
    ] as const) {
      const row = page.getByRole("table", { name: table }).getByRole("row").nth(1);
      await expect(row).toBeVisible();
      expect(await row.evaluate((tr) => getComputedStyle(tr).display), table).toBe("block");
      const label = await row
        .getByRole("cell")
        .nth(1)
        .evaluate((td) => getComputedStyle(td, "::before").content);
      expect(label, table).toBe(`"${second}"`);
      await row.getByRole("switch").scrollIntoViewIfNeeded();
      await expect(row.getByRole("switch")).toBeInViewport({ ratio: 1 });
    }
    await page.goto(`${BASE}/staff/customers`);
    await page.getByRole("link", { name: "Northside Sign Co." }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /Northside Sign Co\./ })).toBeVisible();
    await expect.poll(fits, { message: "customer page" }).toBe(true);
  } finally {
    await page.context().close();
  }
});
