import { expect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { newCompany } from "./companySeed.js";
import { apiSignIn, signedInPage } from "./helpers.js";
import { addPrint, uploadArtwork } from "./orderSeed.js";

// buyer on the Wholesale server: no other spec uses this cart; these tests share it one after another.
const BASE = WHOLESALE_URL;
test.describe.configure({ mode: "serial" });

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

  // Renamed through the same name form: an empty name is refused first.
  await card.getByRole("button", { name: "Rename Spring windows" }).click();
  const rename = page.getByRole("dialog", { name: "Rename Saved Cart" });
  await rename.getByRole("textbox", { name: "Name" }).fill("");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename.getByText("Name is required.")).toBeVisible();
  await rename.getByRole("textbox", { name: "Name" }).fill("Spring storefront");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename).toBeHidden();
  const renamed = page.getByRole("region", { name: "Spring storefront" });
  await expect(renamed.getByText("saved-window-left.pdf")).toBeVisible();

  // Something else goes into the cart meanwhile; opening with Replace takes it out.
  await addPrint(request, BASE, buyer, "saved-other.pdf");
  await renamed.getByRole("button", { name: "Open Spring storefront" }).click();
  const open = page.getByRole("dialog", { name: 'Open "Spring storefront"' });
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

test("quick order: a 5-row CSV with one bad row names the row and column and adds the 4 good rows", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const buyer = await apiSignIn(request, "buyer", BASE);
  const call = (path: string, data: object = {}) =>
    request.post(`${BASE}/api/Store/${path}`, { headers: buyer.auth, data });
  expect((await call("ClearCart")).ok()).toBeTruthy();
  await uploadArtwork(request, BASE, buyer, "quick-a.pdf");
  await uploadArtwork(request, BASE, buyer, "quick-b.pdf");
  const csv = [
    "File,Product type,Material,Width,Height,Quantity,LaminateType,cut_finish",
    "quick-a.pdf,adhesive,ADH-CAL,24,36,2,none,square",
    "quick-b.pdf,adhesive,ADH-CAL,24,36,1,none,square",
    "quick-a.pdf,adhesive,ADH-CAL,0,36,1,none,square",
    "quick-b.pdf,adhesive,ADH-CAL,12,18,5,none,square",
    "quick-a.pdf,adhesive,ADH-CAL,24,36,3,none,square",
  ].join("\n");

  const page = await signedInPage(browser, buyer, BASE);
  await page.goto("/store/cart");
  await page.getByRole("button", { name: "Quick order" }).click({ timeout: 15_000 });
  const dialog = page.getByRole("dialog", { name: "Quick order" });
  await expect(dialog.getByRole("link", { name: "Download the template" })).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "order.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(dialog.getByText("Row 4, Width: 0 is below the minimum of 1 in.")).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("table", { name: "Quick order rows" }).getByRole("row")).toHaveCount(6);
  await dialog.getByRole("button", { name: "Add 4 good rows to cart" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table", { name: "Cart items" }).getByText("quick-b.pdf").first()).toBeVisible();
  expect((await (await call("GetCartTotal")).json()).Data.ItemCount).toBe(4);
  await page.context().close();
});

test("a cart the buyer shares with the company shows on the office manager's Saved Carts to read only", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // Demo buyer and manager of one company (Northside Sign Co.).
  const buyer = await apiSignIn(request, "buyer", BASE);
  const manager = await apiSignIn(request, "manager", BASE);
  const name = `Shared lobby ${Date.now()}`;
  expect((await request.post(`${BASE}/api/Store/ClearCart`, { headers: buyer.auth, data: {} })).ok()).toBeTruthy();
  await addPrint(request, BASE, buyer, "shared-lobby.pdf");
  const saved = await request.post(`${BASE}/api/Store/SaveCart`, { headers: buyer.auth, data: { name } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const savedCartId = (await saved.json()).Data.Id as number;
  try {
    const page = await signedInPage(browser, manager, BASE);
    await page.goto("/account/saved-carts");
    // Not shared yet: the manager does not see it.
    const listed = page
      .getByText("You have no saved carts.")
      .or(page.getByRole("table", { name: /^Lines of / }).first());
    await expect(listed).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("region", { name })).toHaveCount(0);

    const shared = await request.post(`${BASE}/api/Store/ShareSavedCart`, {
      headers: buyer.auth,
      data: { savedCartId, shared: true },
    });
    expect(shared.ok(), await shared.text()).toBeTruthy();
    await page.reload();
    const card = page.getByRole("region", { name });
    await expect(card.getByText("shared-lobby.pdf")).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText("Shared with you")).toBeVisible();
    await expect(card.getByText(/^Shared by .+\. Only they can open or change it\.$/)).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    await page.context().close();
  } finally {
    await request.post(`${BASE}/api/Store/DeleteSavedCart`, { headers: buyer.auth, data: { savedCartId } });
  }
});

test("after a saved cart is deleted the focus goes to the next cart's Open, the one before, then the heading", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  // A company of its own: the three carts are the only ones on the page.
  const { manager } = await newCompany(request, BASE, `Delete Focus Signs ${stamp}`, {
    username: `delfocus${stamp}`,
    first: "Dee",
    last: "Focus",
    email: `dee.${stamp}@deletefocus.example`,
  });
  for (const name of ["Kit A", "Kit B", "Kit C"]) {
    await addPrint(request, BASE, manager, `${name.replace(" ", "-").toLowerCase()}.pdf`);
    const saved = await request.post(`${BASE}/api/Store/SaveCart`, { headers: manager.auth, data: { name } });
    expect(saved.ok(), await saved.text()).toBeTruthy();
  }

  const page = await signedInPage(browser, manager, BASE);
  await page.goto("/account/saved-carts");
  const regions = page.getByRole("region", { name: /^Kit [ABC]$/ });
  // Newest first: C, B, A.
  await expect(regions).toHaveCount(3, { timeout: 15_000 });
  const remove = async (name: string) => {
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Saved Cart" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("region", { name })).toHaveCount(0);
    await expect(page.getByRole("status")).toContainText("Saved cart deleted.");
  };

  await remove("Kit B");
  await expect(page.getByRole("button", { name: "Open Kit A" })).toBeFocused();
  await remove("Kit A");
  await expect(page.getByRole("button", { name: "Open Kit C" })).toBeFocused();
  await remove("Kit C");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Carts" })).toBeFocused();
  await expect(page.getByText("You have no saved carts.")).toBeVisible();
  await page.context().close();
});
