import { type APIRequestContext, type Browser, type Page, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { DIALOG, expect, expectAccessible, settled, termsPage, visit } from "./a11yHelpers.js";
import { apiSignIn, signedInPage } from "./helpers.js";
import { addStakes } from "./orderSeed.js";

/**
 * The customer screens on a 390 x 844 phone (issue 17): axe-core finds no critical or serious
 * violation, nothing runs off the right edge, and a table's rows are cards whose buttons are on
 * screen. The demo `terms` customer and office `manager` on Wholesale.
 */
const PHONE = { width: 390, height: 844 };

async function expectNoSideways(page: Page) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

async function phoneVisit(page: Page, path: string, screen: string, ready?: (page: Page) => Promise<void>) {
  await visit(page, path, `${screen} at 390 px`, ready);
  await expectNoSideways(page);
}

/** The `terms` customer's page at `path` on the phone, scanned and checked for sideways scroll. */
async function termsPhoneVisit(browser: Browser, request: APIRequestContext, path: string, screen: string) {
  const page = await termsPage(browser, request, PHONE);
  await phoneVisit(page, path, screen);
  await page.context().close();
}

/** The `terms` customer on the phone with two step stakes in the cart (seeded through the API). */
async function termsWithStakes(browser: Browser, request: APIRequestContext) {
  const session = await apiSignIn(request, "terms", WHOLESALE_URL);
  await addStakes(request, WHOLESALE_URL, session, 2);
  return signedInPage(browser, session, WHOLESALE_URL, PHONE);
}

test.describe("customer screens at 390 px", () => {
  // axe's analysis is CPU work of one to five seconds a screen on a loaded machine, not waiting.
  test.beforeEach(() => test.slow());

  test("home", ({ browser, request }) => termsPhoneVisit(browser, request, "/", "home"));
  test("material guide", ({ browser, request }) => termsPhoneVisit(browser, request, "/wizard", "material guide"));
  test("upload portal", ({ browser, request }) => termsPhoneVisit(browser, request, "/portal", "upload portal"));
  test("accessories", ({ browser, request }) =>
    termsPhoneVisit(browser, request, "/store/miscellaneous", "accessories"));

  test("cart, its pictures whole, and its quick order dialog", async ({ browser, request }) => {
    const page = await termsWithStakes(browser, request);
    await phoneVisit(page, "/store/cart", "cart", async (p) => {
      await expect(p.getByRole("table", { name: "Cart items" })).toBeVisible();
    });
    // An add-on service's picture is shown whole, not cropped (its caption is at its foot).
    const picture = page.getByRole("img", { name: "Pantone Color Chart" });
    await expect.poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const [natural, shown] = await picture.evaluate((i: HTMLImageElement) => [
      i.naturalWidth / i.naturalHeight,
      i.clientWidth / i.clientHeight,
    ]);
    expect(shown).toBeCloseTo(natural ?? 0, 1);
    await page.getByRole("button", { name: "Quick order" }).click();
    await expect(page.getByRole("dialog", { name: "Quick order" })).toBeVisible();
    await expectAccessible(page, "quick order dialog at 390 px", DIALOG);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Quick order" })).toBeHidden();
    await page.context().close();
  });

  test("checkout: a field reached by Shift+Tab stops under the fixed header", async ({ browser, request }) => {
    const page = await termsWithStakes(browser, request);
    await phoneVisit(page, "/store/checkout", "checkout");
    // A field reached by Shift+Tab from below stops under the fixed header, not behind it.
    await page.getByLabel("Ship to").selectOption({ label: "New address" });
    await page.getByLabel("Shipping zip").focus();
    await page.evaluate(() => {
      const zip = document.activeElement as HTMLElement;
      window.scrollBy(0, zip.getBoundingClientRect().top - 70);
    });
    await page.keyboard.press("Shift+Tab");
    const state = page.getByLabel("Shipping state");
    await expect(state).toBeFocused();
    const header = await page.getByRole("banner").boundingBox();
    const field = await state.boundingBox();
    expect(field?.y ?? 0, "the focused field is not behind the header").toBeGreaterThanOrEqual(header?.height ?? 64);
    await page.context().close();
  });

  test("orders with the statement, order details", async ({ browser, request }) => {
    const page = await termsPage(browser, request, PHONE);
    // The statement's invoice and ageing tables are cards, not a sideways-scrolling box.
    await phoneVisit(page, "/account", "orders", async (p) => {
      await expect(p.getByRole("table", { name: "Ageing (days past due)" })).toBeVisible();
    });
    await page.getByRole("tab", { name: "Shipped" }).click();
    await page.getByRole("table", { name: "Shipped orders" }).getByRole("link", { name: "Details" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Order \d+$/ })).toBeVisible();
    await settled(page);
    await expectAccessible(page, "order details at 390 px");
    await expectNoSideways(page);
    await page.context().close();
  });

  test("shipping addresses", ({ browser, request }) =>
    termsPhoneVisit(browser, request, "/account/shippingaddresses", "shipping addresses"));

  test("payment methods and the card dialog", async ({ browser, request }) => {
    const page = await termsPage(browser, request, PHONE);
    await phoneVisit(page, "/account/paymentoptions", "payment methods");
    await page.getByRole("button", { name: "Add Payment" }).click();
    await expect(page.getByRole("dialog", { name: "Add Payment" })).toBeVisible();
    await expectAccessible(page, "card dialog at 390 px", DIALOG);
    await page.context().close();
  });

  test("saved carts", ({ browser, request }) =>
    termsPhoneVisit(browser, request, "/account/saved-carts", "saved carts"));

  test("manage users: rows are cards, a form opened from a row takes the focus and gives it back", async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, await apiSignIn(request, "manager", WHOLESALE_URL), WHOLESALE_URL, PHONE);
    await phoneVisit(page, "/account-manager", "manage users", async (p) => {
      await expect(p.getByRole("table", { name: "Users" })).toBeVisible();
    });
    await expect(page.getByRole("button", { name: "Edit buyer" })).toBeInViewport({ ratio: 1 });

    const add = page.getByRole("button", { name: "Add User" });
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Add User" })).toBeFocused();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(add).toBeFocused();

    const orders = page.getByRole("button", { name: "Orders of buyer" });
    await orders.click();
    await page.getByRole("menuitem", { name: "Shipped" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Shipped Orders for / })).toBeFocused();
    await page.context().close();
  });

  test("approvals: the office manager's Release to Production list", async ({ browser, request }) => {
    const page = await signedInPage(browser, await apiSignIn(request, "manager", WHOLESALE_URL), WHOLESALE_URL, PHONE);
    await phoneVisit(page, "/account", "release to production", async (p) => {
      await expect(p.getByRole("tab", { name: "Release to Production" })).toHaveAttribute("aria-selected", "true");
    });
    await page.context().close();
  });
});
