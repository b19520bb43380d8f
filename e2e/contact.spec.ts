import { expect, test } from "@playwright/test";

test.describe("contact form", () => {
  test("shows each validation message, refuses a filled spam trap, and succeeds otherwise", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Got it!" }).click();
    await page.getByTestId("site-footer").getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Name is required.")).toBeVisible();
    await expect(dialog.getByText("Email is required.")).toBeVisible();
    await expect(dialog.getByText("Message is required.")).toBeVisible();

    await dialog.getByLabel(/^Name/).fill("Robo Sender");
    await dialog.getByLabel(/^Email/).fill("robo@spam.example");
    await dialog.getByLabel(/^Message/).fill("Cheap followers!");
    await page.locator("#contact-nickname").fill("i-am-a-bot", { force: true });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Unable to submit this form.");

    await page.locator("#contact-nickname").fill("", { force: true });
    await dialog.getByLabel(/^Name/).fill("Dana Reyes");
    await dialog.getByLabel(/^Business Name/).fill("Reyes Signs");
    await dialog.getByLabel(/^Email/).fill("dana@reyessigns.example");
    await dialog.getByLabel(/^Message/).fill("We would like a trade account for wall graphics.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("status")).toContainText("Thank you for contacting TradeLine Print");
    await expect(dialog.getByRole("button", { name: "Send" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
  });
});
