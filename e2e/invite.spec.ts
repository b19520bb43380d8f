import { expect, test } from "@playwright/test";
import { DEFAULT_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage, signInAs, signInPage } from "./helpers.js";

test("an invited colleague accepts the e-mailed link once and signs in", async ({ page, browser }) => {
  // The buyer and staff sign in through the API; the new colleague through the dialog, as the invitation leads.
  test.slow();
  const email = `invitee.${Date.now()}@northsidesign.example`;
  const username = `invitee${Date.now()}`;

  await signInPage(page, "buyer", DEFAULT_URL);
  await page.goto("/account");
  await page.getByRole("button", { name: "Invite User" }).click();
  const invite = page.getByRole("dialog", { name: "Invite User" });
  await invite.getByLabel(/^First Name/).fill("Ivy");
  await invite.getByLabel(/^Last Name/).fill("Invitee");
  await invite.getByLabel(/^Email/).fill(email);
  await invite
    .getByRole("button", { name: /Send|Invite/ })
    .last()
    .click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

  // Staff read the outbox in the app, where the e-mail stays without SMTP.
  const staff = await signedInPage(browser, await apiSignIn(page.request, "staff.admin", DEFAULT_URL), DEFAULT_URL);
  await staff.goto("/userList");
  const outbox = staff.getByRole("region", { name: "Outbox" }).or(staff.getByLabel("Outbox"));
  await outbox.getByText(email).first().click();
  const body = await outbox
    .getByText(/accept-invite\?token=/)
    .first()
    .textContent();
  const link = (body ?? "").match(/https?:\/\/\S+accept-invite\?token=[\w-]+/)![0];
  await staff.context().close();

  const guest = await browser.newPage();
  await guest.goto(new URL(new URL(link).pathname + new URL(link).search, page.url()).toString());
  await expect(guest).not.toHaveURL(/token=/);
  await guest.getByLabel(/^Username/).fill(username);
  await guest.getByRole("textbox", { name: "New Password" }).fill("Welcome-Aboard-26");
  await guest.getByRole("textbox", { name: "Confirm Password" }).fill("Welcome-Aboard-26");
  await guest.getByRole("button", { name: /Create|Join|Accept/ }).click();
  await expect(guest.getByRole("button", { name: "Login" }).last()).toBeVisible();
  await signInAs(guest, username, "Welcome-Aboard-26");
  await expect(guest.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();

  // The link works once.
  const again = await browser.newPage();
  await again.goto(new URL(new URL(link).pathname + new URL(link).search, page.url()).toString());
  await expect(
    again.getByText("This link has expired or has already been used. Please ask for a new one."),
  ).toBeVisible();
});
