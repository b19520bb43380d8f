import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_URL } from "../playwright.config.js";
import { signInPage } from "./helpers.js";

/**
 * buyer2 is this file's own demo user, so parallel spec files do not touch the same data. The cookie
 * banner, which sits above the page (and a tall modal's buttons) until answered, starts answered.
 */
async function signIn(page: Page) {
  await signInPage(page, "buyer2", DEFAULT_URL);
}

/** Picks an option of a Mantine Select inside the dialog. */
async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("shipping addresses and payment methods", () => {
  test("adds, edits and deletes a shipping address", async ({ page }) => {
    const last = `Tester${Date.now() % 100000}`;
    const fullName = `Robin ${last}`;
    await signIn(page);
    await page.goto("/account/shippingaddresses");
    await expect(page.getByRole("heading", { level: 1, name: "Shipping Addresses" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");
    // The seeded address of buyer2.
    await expect(page.getByRole("region", { name: "Casey Lindqvist" })).toContainText("Milwaukee, WI 53202");

    await page.getByRole("button", { name: "Add Address" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Address" });
    await expect(dialog.getByRole("combobox", { name: "Country", exact: true })).toHaveValue("United States");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("First Name is required.")).toBeVisible();
    await expect(dialog.getByText("State is required.")).toBeVisible();

    await dialog.getByLabel("First Name").fill("Robin");
    await dialog.getByLabel("Last Name").fill(last);
    await dialog.getByLabel("Company").fill("Robin Wraps");
    await dialog.getByRole("textbox", { name: "Address", exact: true }).fill("220 N Water St");
    await dialog.getByLabel("City").fill("Milwaukee");
    await choose(page, dialog, "State", "Wisconsin");
    await dialog.getByLabel("Zip").fill("53202");
    await dialog.getByLabel("Phone").fill("(414) 555-0188");
    await dialog.getByLabel("Email").fill("robin@robinwraps.example");
    await dialog.getByRole("radio", { name: "Residence" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Address Updated.")).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("region", { name: fullName });
    await expect(card).toContainText("Residence");
    await expect(card).toContainText("Robin Wraps");
    await expect(card).toContainText("220 N Water St");
    await expect(card).toContainText("Milwaukee, WI 53202");
    await expect(card).toContainText("(414) 555-0188");
    await expect(card).toContainText("robin@robinwraps.example");

    await card.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Address" });
    await expect(edit.getByLabel("City")).toHaveValue("Milwaukee");
    await edit.getByLabel("City").fill("Madison");
    await edit.getByLabel("Zip").fill("53703");
    await edit.getByRole("radio", { name: "Business" }).check();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText("Madison, WI 53703");
    await expect(card).toContainText("Business");

    await card.getByRole("button", { name: "Edit" }).click();
    await edit.getByRole("button", { name: "Delete" }).click();
    await edit.getByRole("button", { name: "No" }).click();
    await expect(edit.getByRole("button", { name: "Yes, Delete!" })).toBeHidden();
    await edit.getByRole("button", { name: "Delete" }).click();
    await edit.getByRole("button", { name: "Yes, Delete!" }).click();
    await expect(edit).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Casey Lindqvist" })).toBeVisible();
  });

  test("adds, edits and deletes a card, with the duplicate hint", async ({ page }) => {
    const year = String(new Date().getFullYear() + 2);
    await signIn(page);
    await page.goto("/account/paymentoptions");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Methods" })).toBeVisible();

    await page.getByRole("button", { name: "Add Payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Payment" });
    await dialog.getByLabel("Name on Card").fill("Casey Lindqvist");
    await dialog.getByLabel("Card Number").fill("4242424242424242");
    await dialog.getByRole("textbox", { name: "CVV", exact: true }).fill("123");
    await choose(page, dialog, "Expiration Month", "12 - December");
    await choose(page, dialog, "Expiration Year", year);
    await dialog.getByLabel("Billing Address").fill("90 E Erie St");
    await dialog.getByLabel("City").fill("Milwaukee");
    await choose(page, dialog, "State", "Wisconsin");
    await dialog.getByLabel("Zip").fill("53202");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Payment method saved.")).toBeVisible();
    await expect(dialog).toBeHidden();

    const visa = page.getByRole("region", { name: "Visa ending in 4242" });
    await expect(visa).toContainText("************4242");
    await expect(visa).toContainText(`12/${year}`);
    await expect(visa).not.toContainText("4242424242424242");

    await visa.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Payment" });
    await expect(edit).toContainText("************4242");
    await expect(edit.getByLabel("Card Number")).toHaveValue("");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByText("Card Number is required.")).toBeVisible();
    await edit.getByLabel("Card Number").fill("5555555555554444");
    await edit.getByRole("textbox", { name: "CVV", exact: true }).fill("123");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    const mastercard = page.getByRole("region", { name: "Mastercard ending in 4444" });
    await expect(mastercard).toContainText("************4444");
    await expect(visa).toHaveCount(0);

    // The same number again: the duplicate hint asks first; No keeps the form open and adds nothing.
    await page.getByRole("button", { name: "Add Payment" }).click();
    await dialog.getByLabel("Name on Card").fill("Casey Lindqvist");
    await dialog.getByLabel("Card Number").fill("5555 5555 5555 4444");
    await dialog.getByRole("textbox", { name: "CVV", exact: true }).fill("123");
    await choose(page, dialog, "Expiration Month", "01 - January");
    await choose(page, dialog, "Expiration Year", year);
    await dialog.getByLabel("Billing Address").fill("90 E Erie St");
    await dialog.getByLabel("City").fill("Milwaukee");
    await choose(page, dialog, "State", "Wisconsin");
    await dialog.getByLabel("Zip").fill("53202");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      dialog.getByText("This looks like a duplicate credit card number, are you sure you want to add this?"),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Yes, add it" })).toBeVisible();
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(dialog.getByRole("button", { name: "Yes, add it" })).toBeHidden();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(mastercard).toHaveCount(1);

    // The card number never reached browser storage.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain("4242424242424242");
    expect(stored).not.toContain("5555555555554444");

    await mastercard.getByRole("button", { name: "Edit" }).click();
    await edit.getByRole("button", { name: "Delete" }).click();
    await edit.getByRole("button", { name: "Yes, Delete!" }).click();
    await expect(edit).toBeHidden();
    await expect(mastercard).toHaveCount(0);
    await expect(page.getByText("No saved payment methods yet.")).toBeVisible();
  });
});
