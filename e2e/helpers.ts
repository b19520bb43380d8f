import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Print-Demo-2026";

/** Signs in through the login dialog of the menu bar, as a user would. */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD, baseUrl = "") {
  await page.goto(`${baseUrl}/`);
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByRole("textbox", { name: "Password" }).fill(password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog).toBeHidden();
}
