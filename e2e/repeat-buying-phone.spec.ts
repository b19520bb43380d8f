import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { expectAccessible } from "./a11yHelpers.js";
import { newCompany } from "./companySeed.js";
import { apiSignIn, expectVisibleFocus, signedInPage, tabTo } from "./helpers.js";
import { addPrint, uploadArtwork } from "./orderSeed.js";

/**
 * Saved Carts, Quick order and the reorder screen (issue 16) on a 390 x 844 phone, by keyboard only:
 * every control is reached with Tab and shows its focus, dialogs keep the focus inside and give it
 * back to the button that opened them, nothing runs off the right edge, and axe finds no critical or
 * serious violation. Saved carts and quick order use a company of their own (no other spec's cart).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 390, height: 844 };
const BASE = WHOLESALE_URL;

async function expectNoSideways(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Focus stays inside the dialog however far Tab goes (Mantine's focus trap). */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

test("Saved Carts and Quick order at 390 px, by keyboard", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const company = await newCompany(request, BASE, `Phone Signs ${stamp}`, {
    username: `phone${stamp}`,
    first: "Pat",
    last: "Phone",
    email: `pat.${stamp}@phonesigns.example`,
  });
  const buyer = company.manager;
  await addPrint(request, BASE, buyer, "phone-window.pdf");
  const saved = await request.post(`${BASE}/api/Store/SaveCart`, { headers: buyer.auth, data: { name: "Phone kit" } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  await uploadArtwork(request, BASE, buyer, "phone-quick.pdf");

  const page = await signedInPage(browser, buyer, BASE);
  await page.setViewportSize(PHONE);
  await page.goto("/account/saved-carts");
  const card = page.getByRole("region", { name: "Phone kit" });
  await expect(card.getByText("phone-window.pdf")).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page, "saved carts at 390 px");

  // Open: Tab reaches it with a visible focus; the dialog keeps the focus and gives it back.
  const openButton = card.getByRole("button", { name: "Open Phone kit" });
  await tabTo(page, openButton);
  await expectVisibleFocus(openButton);
  await page.keyboard.press("Enter");
  const open = page.getByRole("dialog", { name: 'Open "Phone kit"' });
  await expect(open.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectFocusTrapped(page, open);
  await expectAccessible(page, "open saved cart dialog at 390 px");
  await page.keyboard.press("Escape");
  await expect(open).toBeHidden();
  await expect(openButton).toBeFocused();

  // Rename: the name field is labelled and focused; Enter saves; Escape on a second opening gives focus back.
  const renameButton = card.getByRole("button", { name: "Rename Phone kit" });
  await tabTo(page, renameButton);
  await expectVisibleFocus(renameButton);
  await page.keyboard.press("Enter");
  const rename = page.getByRole("dialog", { name: "Rename Saved Cart" });
  const name = rename.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await expectFocusTrapped(page, rename);
  await page.keyboard.press("Escape");
  await expect(rename).toBeHidden();
  await expect(renameButton).toBeFocused();

  // Share is a plain button; Tab reaches it too.
  const share = card.getByRole("button", { name: "Share with my company" });
  await tabTo(page, share);
  await expectVisibleFocus(share);
  await page.keyboard.press("Enter");
  await expect(card.getByRole("button", { name: "Stop sharing" })).toBeFocused();

  // Quick order on the (empty) cart: the file field is labelled and takes the focus.
  await page.goto("/store/cart");
  const quick = page.getByRole("button", { name: "Quick order" });
  await tabTo(page, quick);
  await expectVisibleFocus(quick);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Quick order" });
  const file = dialog.getByRole("button", { name: "CSV or XLSX file" });
  // A field shows its focus by its border colour (Mantine's inputs), not a ring.
  await expect(file).toBeFocused();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "phone.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "File,Product type,Material,Width,Height,Quantity,LaminateType,cut_finish\nphone-quick.pdf,adhesive,ADH-CAL,24,36,2,none,square\nphone-quick.pdf,adhesive,ADH-CAL,0,36,1,none,square\n",
    ),
  });
  const check = dialog.getByRole("button", { name: "Check file" });
  await tabTo(page, check);
  await expectVisibleFocus(check);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Row 3, Width: 0 is below the minimum of 1 in.")).toBeVisible();
  // The check's result takes the focus (the busy Check file button had to let it go).
  await expect(dialog.getByText("1 good row: $")).toBeFocused();
  await expect(dialog.getByRole("table", { name: "Quick order rows" }).getByRole("row")).toHaveCount(3);
  await expectNoSideways(page);
  await expectAccessible(page, "quick order dialog with rows at 390 px");
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(quick).toBeFocused();
  await page.context().close();
});

test("the reorder screen at 390 px, by keyboard", async ({ browser, request }) => {
  test.setTimeout(60_000);
  // The demo `terms` customer's completed order; nothing is added to the cart here.
  const page = await signedInPage(browser, await apiSignIn(request, "terms", BASE), BASE);
  await page.setViewportSize(PHONE);
  await page.goto("/account");
  await page.getByRole("tab", { name: "Completed Orders" }).click();
  const link = page.getByRole("table", { name: "Completed Orders", exact: true }).getByRole("link", {
    name: /^Reorder order \d+$/,
  });
  await tabTo(page, link.first());
  await expectVisibleFocus(link.first());
  await page.keyboard.press("Enter");
  const items = page.getByRole("table", { name: /^Items of order \d+$/ });
  const box = items.getByRole("checkbox", { name: "Reorder 3 mm ACM directory.pdf" });
  await tabTo(page, box);
  await expectVisibleFocus(box);
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  const quantity = items.getByRole("textbox", { name: "Quantity of 3 mm ACM directory.pdf" });
  await tabTo(page, quantity);
  await page.keyboard.press("Control+A");
  await page.keyboard.type("0");
  await expect(page.getByText("Quantity must be a whole number from 1 to 999.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add 1 item to cart" })).toBeDisabled();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("4");
  await expect(items.getByRole("row").filter({ hasText: "directory.pdf" })).toContainText("Quantity 4 instead of 3.");
  const add = page.getByRole("button", { name: "Add 1 item to cart" });
  await expect(add).toBeEnabled();
  await tabTo(page, add);
  await expectVisibleFocus(add);
  await expectNoSideways(page);
  await expectAccessible(page, "reorder at 390 px");
  await page.context().close();
});
