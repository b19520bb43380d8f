import { type APIRequestContext, type Browser, test } from "@playwright/test";
import { DEFAULT_URL, WHOLESALE_URL } from "../playwright.config.js";
import { addStepStakes, DIALOG, expect, expectAccessible, settled, termsPage, visit } from "./a11yHelpers.js";
import { apiSignIn, signedInPage, signedOutPage } from "./helpers.js";
import { addStakes } from "./orderSeed.js";

/**
 * axe-core on the main screens of both parts of the spec (issue 17), signed out and signed in: any
 * critical or serious violation fails. The signed-in screens are the Wholesale brand's (every switch
 * the screens need is on there), seen by the demo `terms` customer, whom no other spec changes.
 * One screen a test, scanned whole; a dialog's own scan looks at the dialog only, as the screen under
 * it has its own test.
 */

/** A signed-out page of the default brand at `path`, scanned. */
async function signedOut(browser: Browser, path: string, screen: string, baseUrl = DEFAULT_URL) {
  const page = await signedOutPage(browser, baseUrl);
  await visit(page, path, screen);
  await page.context().close();
}

/** The `terms` customer's page at `path`, scanned. */
async function signedIn(browser: Browser, request: APIRequestContext, path: string, screen: string) {
  const page = await termsPage(browser, request);
  await visit(page, path, screen);
  await page.context().close();
}

test.describe("accessibility (axe-core): no critical or serious violation", () => {
  // axe's analysis is CPU work of one to five seconds a screen on a loaded machine, not waiting.
  test.beforeEach(() => test.slow());

  test("signed out: home, and its login dialog", async ({ browser }) => {
    const page = await signedOutPage(browser, DEFAULT_URL);
    await visit(page, "/", "home");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
    await expectAccessible(page, "login dialog", DIALOG);
    await page.context().close();
  });

  test("signed out: terms", ({ browser }) => signedOut(browser, "/terms", "terms"));
  test("signed out: resources", ({ browser }) => signedOut(browser, "/resources", "resources"));
  test("signed out: help", ({ browser }) => signedOut(browser, "/help", "help"));
  test("signed out: not found", ({ browser }) => signedOut(browser, "/no/such/page", "not found"));
  test("signed out on Wholesale: apply", ({ browser }) => signedOut(browser, "/apply", "apply", WHOLESALE_URL));
  test("signed out on Wholesale: public pattern library", ({ browser }) =>
    signedOut(browser, "/PublicLibrary", "public pattern library", WHOLESALE_URL));

  test("signed in: material guide", ({ browser, request }) => signedIn(browser, request, "/wizard", "material guide"));
  test("signed in: upload portal", ({ browser, request }) => signedIn(browser, request, "/portal", "upload portal"));
  test("signed in: library", ({ browser, request }) => signedIn(browser, request, "/library", "library"));

  test("signed in: accessories and the Added to Cart dialog", async ({ browser, request }) => {
    const page = await termsPage(browser, request);
    await visit(page, "/store/miscellaneous", "accessories");
    await addStepStakes(page);
    await expectAccessible(page, "added to cart dialog", DIALOG);
    await page.context().close();
  });

  test("signed in: cart", async ({ browser, request }) => {
    const session = await apiSignIn(request, "terms", WHOLESALE_URL);
    await addStakes(request, WHOLESALE_URL, session, 2);
    const page = await signedInPage(browser, session, WHOLESALE_URL);
    await visit(page, "/store/cart", "cart", async (p) => {
      await expect(p.getByRole("table", { name: "Cart items" })).toBeVisible();
    });
    await page.context().close();
  });

  test("signed in: checkout", async ({ browser, request }) => {
    const session = await apiSignIn(request, "terms", WHOLESALE_URL);
    await addStakes(request, WHOLESALE_URL, session, 2);
    const page = await signedInPage(browser, session, WHOLESALE_URL);
    await visit(page, "/store/checkout", "checkout");
    await page.context().close();
  });

  test("signed in: orders, order details", async ({ browser, request }) => {
    const page = await termsPage(browser, request);
    await visit(page, "/account", "orders");
    await page.getByRole("tab", { name: "Shipped" }).click();
    await page.getByRole("table", { name: "Shipped orders" }).getByRole("link", { name: "Details" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Order \d+$/ })).toBeVisible();
    await settled(page);
    await expectAccessible(page, "order details");
    await page.context().close();
  });

  test("signed in: account", ({ browser, request }) => signedIn(browser, request, "/user", "account"));

  test("signed in: shipping addresses and the address dialog", async ({ browser, request }) => {
    const page = await termsPage(browser, request);
    await visit(page, "/account/shippingaddresses", "shipping addresses");
    await page.getByRole("button", { name: /Add/ }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "address dialog", DIALOG);
    await page.context().close();
  });

  test("signed in: payment methods and the card dialog", async ({ browser, request }) => {
    const page = await termsPage(browser, request);
    await visit(page, "/account/paymentoptions", "payment methods");
    await page.getByRole("button", { name: /Add/ }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "payment dialog", DIALOG);
    await page.context().close();
  });

  test("office manager: manage users", async ({ browser, request }) => {
    const manager = await signedInPage(browser, await apiSignIn(request, "manager", WHOLESALE_URL), WHOLESALE_URL);
    await visit(manager, "/account-manager", "manage users");
    await manager.context().close();
  });

  test("staff: the order desk and one order", async ({ browser, request }) => {
    const ops = await signedInPage(browser, await apiSignIn(request, "staff.ops", WHOLESALE_URL), WHOLESALE_URL);
    await visit(ops, "/staff/orders", "staff order desk");
    await ops.getByRole("link", { name: /^\d+$/ }).first().click();
    await expect(ops.getByRole("heading", { level: 1, name: /^Order \d+$/ })).toBeVisible();
    await settled(ops);
    await expectAccessible(ops, "staff order");
    await ops.context().close();
  });
});
test.describe("dialogs", () => {
  test("the login and contact dialogs: one banner, a named close button, focus back on the opener", async ({
    browser,
  }) => {
    const page = await signedOutPage(browser, DEFAULT_URL);
    await page.goto("/");
    const login = page.getByRole("banner").getByRole("button", { name: "Login" });
    await login.click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(1);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();

    const contact = page.getByTestId("site-footer").getByRole("button", { name: "Contact" });
    await contact.click();
    const contactDialog = page.getByRole("dialog");
    await expect(contactDialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(contactDialog).toBeHidden();
    await expect(contact).toBeFocused();
    await page.context().close();
  });

  test("the address and card dialogs give focus back to the button that opened them", async ({ browser, request }) => {
    const page = await termsPage(browser, request);
    await page.goto("/account/shippingaddresses");
    const add = page.getByRole("button", { name: /Add/ }).first();
    await add.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await page.goto("/account/paymentoptions");
    const addCard = page.getByRole("button", { name: /Add/ }).first();
    await addCard.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(addCard).toBeFocused();
    await page.context().close();
  });
});
