import { expect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage, signedOutPage, signInAs } from "./helpers.js";

const BASE = WHOLESALE_URL;

test("staff approve an application; the invitation link lets the new office manager set a password and sign in", async ({
  browser,
  request,
}) => {
  // Two staff-side page loads and the new manager's dialog sign-in: past 20 s on a busy 2-core machine.
  test.slow();
  const stamp = Date.now();
  const company = `Ridgeline Signs ${stamp}`;
  const email = `avery.${stamp}@ridgeline.example`;
  const username = `avery${stamp}`;

  // The application, as the Apply form sends it.
  const applied = await request.post(`${BASE}/api/Account/Apply`, {
    data: {
      CompanyName: company,
      ContactName: "Avery Holt",
      Email: email,
      PhoneNumber: "(303) 555-0112",
      Address1: "77 Quarry Rd",
      City: "Golden",
      State: "CO",
      Zip: "80401",
      ResaleCertificate: "CO-98-221",
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);

  // Support approves it on the staff page.
  const support = await apiSignIn(request, "staff.support", BASE);
  const staff = await signedInPage(browser, support, BASE);
  await staff.goto("/staff/applications");
  const card = staff.getByRole("article", { name: company });
  await expect(card.getByText(email)).toBeVisible();
  await card.getByLabel(/^Note/).fill("Known to our rep.");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(staff.getByRole("status")).toHaveText(
    `Application approved: the customer account was created and an invitation was sent to ${email}.`,
  );
  await expect(card).toBeHidden();
  await staff.context().close();

  // The invitation e-mail, as staff read it in the outbox.
  let link = "";
  await expect
    .poll(async () => {
      const res = await request.get(`${BASE}/api/Staff/Outbox?limit=50`, { headers: support.auth });
      const mail = ((await res.json()).Data as { To: string; Text: string }[]).find((m) => m.To === email);
      link = mail?.Text.match(/https?:\/\/\S+accept-invite\?token=[\w-]+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");

  // The contact opens it, chooses a username and password, and signs in as the office manager.
  const guest = await signedOutPage(browser, BASE);
  const url = new URL(link);
  await guest.goto(url.pathname + url.search);
  await expect(guest.getByText(company)).toBeVisible();
  await guest.getByLabel(/^Username/).fill(username);
  await guest.getByRole("textbox", { name: "New Password" }).fill("Ridgeline-Press-77");
  await guest.getByRole("textbox", { name: "Confirm Password" }).fill("Ridgeline-Press-77");
  await guest.getByRole("button", { name: /Create|Join|Accept/ }).click();
  await expect(guest.getByRole("button", { name: "Login" }).last()).toBeVisible();
  await signInAs(guest, username, "Ridgeline-Press-77");
  await expect(guest.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();
  await guest.context().close();
  const signedIn = await request.post(`${BASE}/api/users/authenticate`, {
    data: { username, password: "Ridgeline-Press-77", Franchise: "" },
  });
  expect((await signedIn.json()).Data.Level).toBe(2);
});
