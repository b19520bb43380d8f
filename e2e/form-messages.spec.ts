import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEFAULT_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage, signedOutPage } from "./helpers.js";

/**
 * Forms say each message once, under its field, in the words of its label (issue 17): no second copy
 * in a red box, no raw field names ('Address1', 'CardNo'), and the first field with a message takes
 * the focus so a screen reader reads its label and message.
 */

/**
 * The message shows once in `scope`, under the field: the field is invalid and described by it (and
 * by the field's hint, such as the password rule, when `hint` is set).
 */
async function saidOnceUnder(scope: Locator, field: Locator, message: string, hint = false) {
  await expect(scope.getByText(message, { exact: true })).toHaveCount(1);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  // Mantine names the message first, then the hint.
  if (hint)
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `));
  else await expect(field).toHaveAccessibleDescription(message);
}

/** axe on the open form with its messages: no critical or serious violation. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "critical" || v.impact === "serious");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("form messages are shown once, beside their field", () => {
  for (const width of [1280, 390]) {
    test(`address form at ${width} px: each required field says so once, by its label`, async ({
      browser,
      request,
    }) => {
      const page = await signedInPage(browser, await apiSignIn(request, "buyer2", DEFAULT_URL), DEFAULT_URL);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto("/account/shippingaddresses");
      await page.getByRole("button", { name: "Add Address" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Address" });
      await dialog.getByRole("button", { name: "Save" }).click();

      const firstName = dialog.getByRole("textbox", { name: "First Name" });
      await saidOnceUnder(dialog, firstName, "First Name is required.");
      await expect(firstName).toBeFocused();
      await saidOnceUnder(dialog, dialog.getByRole("textbox", { name: "Last Name" }), "Last Name is required.");
      await saidOnceUnder(
        dialog,
        dialog.getByRole("textbox", { name: "Address", exact: true }),
        "Address is required.",
      );
      await saidOnceUnder(dialog, dialog.getByRole("textbox", { name: "Zip" }), "Zip is required.");
      await expect(dialog.getByText("State is required.", { exact: true })).toHaveCount(1);
      await expect(dialog.getByRole("alert")).toHaveCount(0);
      await expect(dialog).not.toContainText(/FirstName|LastName|Address1/);
      if (width === 390) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await expectAccessible(page);

      // Typing clears that field's message only.
      await firstName.fill("Robin");
      await expect(dialog.getByText("First Name is required.")).toHaveCount(0);
      await expect(dialog.getByText("Last Name is required.")).toHaveCount(1);
      await page.context().close();
    });
  }

  test("payment form: its own checks and the gateway's answer each show once, under the field", async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, await apiSignIn(request, "buyer2", DEFAULT_URL), DEFAULT_URL);
    await page.goto("/account/paymentoptions");
    await page.getByRole("button", { name: "Add Payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Payment" });
    await dialog.getByRole("button", { name: "Save" }).click();
    const cardNumber = dialog.getByRole("textbox", { name: "Card Number" });
    await saidOnceUnder(dialog, dialog.getByRole("textbox", { name: "Name on Card" }), "Name on Card is required.");
    await saidOnceUnder(dialog, cardNumber, "Card Number is required.");
    await saidOnceUnder(
      dialog,
      dialog.getByRole("textbox", { name: "Billing Address" }),
      "Billing Address is required.",
    );
    await expect(dialog.getByText("Expiration Year is required.", { exact: true })).toHaveCount(1);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog).not.toContainText(/CardNo|YearExpire|MonthExpire/);

    // The server's answer for a number that is not a card number lands under Card Number.
    await dialog.getByLabel("Name on Card").fill("Casey Lindqvist");
    await cardNumber.fill("4242424242424241");
    await dialog.getByRole("textbox", { name: "CVV", exact: true }).fill("123");
    for (const [label, option] of [
      ["Expiration Month", "12 - December"],
      ["Expiration Year", String(new Date().getFullYear() + 2)],
      ["State", "Wisconsin"],
    ]) {
      await dialog.getByRole("combobox", { name: label, exact: true }).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    }
    await dialog.getByLabel("Billing Address").fill("90 E Erie St");
    await dialog.getByLabel("City").fill("Milwaukee");
    await dialog.getByLabel("Zip").fill("53202");
    await dialog.getByRole("button", { name: "Save" }).click();
    await saidOnceUnder(dialog, cardNumber, "The card number is not valid.");
    await expect(cardNumber).toBeFocused();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await page.context().close();
  });

  test("trade application: each message once, 'Address' not 'Address1'", async ({ browser }) => {
    const page = await signedOutPage(browser, DEFAULT_URL);
    await page.goto("/apply");
    const form = page.getByRole("form", { name: "Trade account application" });
    await form.getByRole("button", { name: "Send Application" }).click();
    const company = form.getByRole("textbox", { name: "Company Name" });
    await saidOnceUnder(form, company, "Company Name is required.");
    await expect(company).toBeFocused();
    await saidOnceUnder(form, form.getByRole("textbox", { name: "Email" }), "Email address is required.");
    await saidOnceUnder(form, form.getByRole("textbox", { name: "Address", exact: true }), "Address is required.");
    await expect(form).not.toContainText(/Address1|Email address is not correct/);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expectAccessible(page);
    await page.context().close();
  });

  test("reset password: an empty e-mail is 'required', said once, not also 'not correct'", async ({ browser }) => {
    const page = await signedOutPage(browser, DEFAULT_URL);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    const email = dialog.getByRole("textbox", { name: "Email" });
    await saidOnceUnder(dialog, email, "Email address is required.");
    await expect(dialog).not.toContainText("not correct");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await email.fill("bailey@");
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await saidOnceUnder(dialog, email, "Email address is not correct.");
    await page.context().close();
  });

  test("sign-in: 'User and Password are required.' once, under the first empty field; the server's answer in the alert", async ({
    browser,
  }) => {
    const page = await signedOutPage(browser, DEFAULT_URL);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    const username = dialog.getByRole("textbox", { name: "Username" });
    const password = dialog.getByRole("textbox", { name: "Password" });
    await dialog.getByRole("button", { name: "Login" }).click();
    await saidOnceUnder(dialog, username, "User and Password are required.");
    await expect(username).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expectAccessible(page);

    await username.fill("buyer2");
    await dialog.getByRole("button", { name: "Login" }).click();
    await saidOnceUnder(dialog, password, "User and Password are required.");
    await expect(password).toBeFocused();
    await expect(username).not.toHaveAttribute("aria-invalid", "true");

    await password.fill("not-the-password");
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid Username or Password");
    await expect(dialog.getByText("User and Password are required.")).toHaveCount(0);
    await page.context().close();
  });

  test("account form: the spec's messages, each under its field, the first field focused", async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, await apiSignIn(request, "buyer2", DEFAULT_URL), DEFAULT_URL);
    await page.goto("/user");
    const form = page.getByRole("form", { name: "Edit account" });
    const firstName = form.getByRole("textbox", { name: "First Name" });
    const email = form.getByRole("textbox", { name: "Email" });
    await expect(firstName).not.toHaveValue("");
    await firstName.fill("");
    await email.fill("casey@");
    await form.getByRole("textbox", { name: "Phone Number" }).fill("");
    await form.getByRole("button", { name: "Save" }).click();
    await saidOnceUnder(form, firstName, "First Name is required.");
    await expect(firstName).toBeFocused();
    await saidOnceUnder(form, email, "Email address is not correct.");
    await saidOnceUnder(form, form.getByRole("textbox", { name: "Phone Number" }), "Phone Number is required.");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(form).not.toContainText(/FirstName|PhoneNumber/);
    await expectAccessible(page);
    await page.context().close();
  });

  test("change password: the rule's and the match's messages under their fields", async ({ browser, request }) => {
    const page = await signedInPage(browser, await apiSignIn(request, "buyer2", DEFAULT_URL), DEFAULT_URL);
    await page.goto("/account");
    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    const newPassword = dialog.getByRole("textbox", { name: "New Password" });
    const confirm = dialog.getByRole("textbox", { name: "Confirm Password" });
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await saidOnceUnder(dialog, newPassword, "New Password is required.", true);
    await expect(newPassword).toBeFocused();
    await expect(dialog.getByRole("alert")).toHaveCount(0);

    await newPassword.fill("Changed-Pass-2026");
    await confirm.fill("Different-Pass-2026");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await saidOnceUnder(dialog, confirm, "New passwords do not match.");
    await expect(confirm).toBeFocused();
    await expect(newPassword).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await page.context().close();
  });

  test("contact form: each required field once, by its label; the spam trap's answer in the alert", async ({
    browser,
  }) => {
    const page = await signedOutPage(browser, DEFAULT_URL);
    await page.goto("/");
    await page.getByTestId("site-footer").getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await dialog.getByRole("button", { name: "Send" }).click();
    const name = dialog.getByRole("textbox", { name: "Name", exact: true });
    await saidOnceUnder(dialog, name, "Name is required.");
    await expect(name).toBeFocused();
    await saidOnceUnder(dialog, dialog.getByRole("textbox", { name: "Email" }), "Email is required.");
    await saidOnceUnder(dialog, dialog.getByRole("textbox", { name: "Message" }), "Message is required.");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expectAccessible(page);

    await name.fill("Robo Sender");
    await dialog.getByRole("textbox", { name: "Email" }).fill("robo@spam.example");
    await dialog.getByRole("textbox", { name: "Message" }).fill("Cheap followers!");
    await page.locator("#contact-nickname").fill("i-am-a-bot", { force: true });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Unable to submit this form.");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await page.context().close();
  });
});
