import { expect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage } from "./helpers.js";
import { addPrint } from "./orderSeed.js";

// buyer on the Wholesale server: no other spec uses this cart.
const BASE = WHOLESALE_URL;

test("a buyer saves the cart under a name, then opens it again replacing the cart", async ({ browser, request }) => {
  test.setTimeout(60_000);
  const buyer = await apiSignIn(request, "buyer", BASE);
  const call = (path: string, data: object = {}) =>
    request.post(`${BASE}/api/Store/${path}`, { headers: buyer.auth, data });
  expect((await call("ClearCart")).ok()).toBeTruthy();
  await addPrint(request, BASE, buyer, "saved-window-left.pdf");
  await addPrint(request, BASE, buyer, "saved-window-right.pdf");

  const page = await signedInPage(browser, buyer, BASE);
  await page.goto("/store/cart");
  await expect(page.getByRole("table", { name: "Cart items" }).getByText("saved-window-right.pdf")).toBeVisible({
    // The first page of a fresh server loads its chunks and prices the cart while artwork checks run.
    timeout: 15_000,
  });
  await page.getByRole("button", { name: "Save cart as..." }).click();
  const dialog = page.getByRole("dialog", { name: "Save cart as..." });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Name is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Spring windows");
  await dialog.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(/\/account\/saved-carts$/);
  await expect(page.getByRole("status")).toContainText('Your cart was saved as "Spring windows".');
  const card = page.getByRole("region", { name: "Spring windows" });
  await expect(card.getByRole("table", { name: "Lines of Spring windows" }).getByRole("row")).toHaveCount(3);
  await expect(card.getByText("saved-window-left.pdf")).toBeVisible();
  await expect(card.getByLabel("Estimated price of Spring windows")).toContainText("$");
  expect((await (await call("GetCartTotal")).json()).Data.ItemCount).toBe(0);

  // Something else goes into the cart meanwhile; opening with Replace takes it out.
  await addPrint(request, BASE, buyer, "saved-other.pdf");
  await card.getByRole("button", { name: "Open Spring windows" }).click();
  const open = page.getByRole("dialog", { name: 'Open "Spring windows"' });
  await open.getByRole("button", { name: "Replace my cart" }).click();
  await expect(page.getByRole("status")).toContainText("The saved cart was opened into your cart.");
  await page.getByRole("link", { name: "Go to your cart" }).click();

  const cart = page.getByRole("table", { name: "Cart items" });
  await expect(cart.getByText("saved-window-left.pdf")).toBeVisible();
  await expect(cart.getByText("saved-window-right.pdf")).toBeVisible();
  await expect(cart.getByText("saved-other.pdf")).toHaveCount(0);
  expect((await (await call("GetCartTotal")).json()).Data.ItemCount).toBe(2);
  await page.context().close();
});
