import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_URL, WHOLESALE_URL } from "../playwright.config.js";
import { type ApiSession, signInPage } from "./helpers.js";

const DELETE_WARNING =
  "This will remove the user. If they have any active orders, the user will remain active until the orders are processed.";

/** A new Level 1 user of the manager's company, added through the API as Add User does. */
async function addUser(page: Page, manager: ApiSession, username: string) {
  const added = await page.request.post(`${WHOLESALE_URL}/api/Account/AddFranchiseAccount`, {
    headers: manager.auth,
    data: {
      FirstName: "Eddie",
      LastName: "Tester",
      Email: `${username}@example.com`,
      PhoneNumber: "(612) 555-0177",
      Website: "",
      Level: 1,
      Username: username,
      Password: "First-Pass-2026",
    },
  });
  expect(added.status(), await added.text()).toBe(200);
}

test.describe("accounts", () => {
  test("an office manager sees the orders to release and adds a user, whom the search and the Orders menu find", async ({
    page,
  }) => {
    const username = `e2e.user.${Date.now()}`;
    const email = `${username}@example.com`;
    await signInPage(page, "manager", WHOLESALE_URL);

    await page.goto(`${WHOLESALE_URL}/account`);
    await expect(page.getByRole("heading", { name: "Orders for Morgan Mendez" })).toBeVisible();
    await expect(page.getByRole("tab").first()).toHaveText("Release to Production");
    // The company's orders waiting for release are the manager's to release, whoever placed them.
    const toRelease = page.getByRole("table", { name: "Release to Production orders" });
    await expect(toRelease.getByRole("button", { name: "Release" }).first()).toBeVisible();
    await page.getByRole("link", { name: "Manage Accounts" }).click();
    await expect(page).toHaveURL(/\/account-manager$/);

    // Add a user.
    await page.getByRole("button", { name: "Add User", exact: true }).click();
    const add = page.getByRole("form", { name: "Add user" });
    await add.getByRole("button", { name: "Add User" }).click();
    await expect(add.getByLabel("First Name")).toHaveAccessibleDescription("First Name is required.");
    await expect(add.getByRole("alert")).toHaveCount(0);
    await add.getByLabel("First Name").fill("Eddie");
    await add.getByLabel("Last Name").fill("Tester");
    await add.getByLabel("Email").fill(email);
    await add.getByLabel("Phone Number").fill("(612) 555-0177");
    await add.getByLabel("Username").fill(username);
    await add.getByRole("textbox", { name: "Password", exact: true }).fill("First-Pass-2026");
    await add.getByLabel("Confirm Password").fill("First-Pass-2026");
    await add.getByRole("button", { name: "Add User" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account Added." })).toBeVisible();

    // Find them with the search box.
    await page.getByLabel("Search users").fill(username);
    const row = page.getByRole("row").filter({ hasText: username });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("Eddie Tester");

    // The Orders menu selects the user and the status.
    await row.getByRole("button", { name: `Orders of ${username}` }).click();
    await page.getByRole("menuitem", { name: "In Production" }).click();
    await expect(page.getByRole("heading", { name: `In Production Orders for ${email}` })).toBeVisible();
  });

  test("an office manager edits a user, changes their password and removes them", async ({ page }) => {
    const username = `e2e.user.${Date.now()}`;
    const manager = await signInPage(page, "manager", WHOLESALE_URL);
    await addUser(page, manager, username);
    await page.goto(`${WHOLESALE_URL}/account-manager`);
    await page.getByLabel("Search users").fill(username);
    const row = page.getByRole("row").filter({ hasText: username });
    await expect(row).toContainText("Eddie Tester");

    // Edit them (inline, below the table).
    await row.getByRole("button", { name: `Edit ${username}` }).click();
    await page.getByRole("menuitem", { name: "Edit Account" }).click();
    const edit = page.getByRole("form", { name: "Edit account" });
    await expect(edit.getByLabel("First Name")).toHaveValue("Eddie");
    await edit.getByLabel("Last Name").fill("Edited");
    await edit.getByLabel("Level").selectOption("2");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account Updated." })).toBeVisible();
    await expect(row).toContainText("Eddie Edited");
    await expect(row).toContainText("Office Manager");

    // Change their password.
    await row.getByRole("button", { name: `Edit ${username}` }).click();
    await page.getByRole("menuitem", { name: "Change Password" }).click();
    const password = page.getByRole("form", { name: `Change password of ${username}` });
    await password.getByLabel("New Password").fill("Second-Pass-2026");
    await password.getByLabel("Confirm Password").fill("Second-Pass-2026");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `The password of ${username} has been changed.` }),
    ).toBeVisible();
    const login = await page.request.post(`${WHOLESALE_URL}/api/users/authenticate`, {
      data: { username, password: "Second-Pass-2026", Franchise: "Wholesale" },
    });
    expect(login.status()).toBe(200);

    // Remove them: the warning, then Delete.
    await row.getByRole("button", { name: `Edit ${username}` }).click();
    await page.getByRole("menuitem", { name: "Remove" }).click();
    const remove = page.getByRole("form", { name: "Remove user" });
    await expect(remove.getByText(DELETE_WARNING, { exact: true })).toBeVisible();
    await remove.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The user has been removed." })).toBeVisible();
    await expect(row).toContainText("Removed");
    await expect(row.getByRole("button", { name: `Edit ${username}` })).toBeDisabled();
    const gone = await page.request.post(`${WHOLESALE_URL}/api/users/authenticate`, {
      data: { username, password: "Second-Pass-2026", Franchise: "Wholesale" },
    });
    expect((await gone.json()).Message).toBe("InvalidLogin");
  });

  test("an office manager is not offered Remove on their own account", async ({ page }) => {
    await signInPage(page, "manager", WHOLESALE_URL);
    await page.goto(`${WHOLESALE_URL}/account-manager`);
    const own = page.getByRole("row").filter({ hasText: "(you)" });
    await own.getByRole("button", { name: "Edit manager" }).click();
    await expect(page.getByRole("menuitem", { name: "Edit Account" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Remove" })).toHaveCount(0);
  });

  test("a buyer has no Manage Accounts", async ({ page }) => {
    await signInPage(page, "buyer", DEFAULT_URL);
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu for buyer" }).click();
    await expect(page.getByRole("menuitem", { name: "Account Detail" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Manage Accounts" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Account Detail" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Orders for Bailey Byers" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["In Production", "Shipped", "Completed Orders"]);
    await expect(page.getByRole("button", { name: "Invite User" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage Accounts" })).toHaveCount(0);
    await page.goto("/account-manager");
    await expect(page.getByText("Only office managers can manage users.")).toBeVisible();
  });
});
