import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_URL } from "../playwright.config.js";
import { type ApiSession, signInPage } from "./helpers.js";
import { addStakes } from "./orderSeed.js";

// The tests share the demo manager's cart.
test.describe.configure({ mode: "serial" });

/** Signs in through the API and empties the user's cart; with `stakes`, puts that many step stakes in it. */
async function signIn(page: Page, username: string, stakes = 0): Promise<ApiSession> {
  const session = await signInPage(page, username, DEFAULT_URL);
  await clearCart(page, session);
  if (stakes) await addStakes(page.request, DEFAULT_URL, session, stakes);
  return session;
}

/** Empties the cart through the API. */
async function clearCart(page: Page, session: ApiSession) {
  const res = await page.request.post("/api/Store/ClearCart", { headers: session.auth, data: {} });
  expect(res.ok()).toBeTruthy();
}

/** Fills the cart with step stakes from /store/miscellaneous and goes to the cart. */
async function addStepStakes(page: Page, quantity = "10") {
  await page.goto("/store/miscellaneous");
  const card = page.getByRole("article").first();
  await card.getByLabel("Quantity").fill(quantity);
  await card.getByRole("button", { name: "Add To Cart" }).click();
  const dialog = page.getByRole("dialog", { name: "Added to Cart" });
  await expect(dialog.getByRole("button", { name: "Continue Creating" })).toBeVisible();
  await dialog.getByRole("button", { name: "Go To Cart" }).click();
  await expect(page).toHaveURL(/\/store\/cart$/);
  await expect(page.getByRole("table", { name: "Cart items" })).toBeVisible();
}

async function fillNewShipping(page: Page) {
  await page.getByLabel("Ship to").selectOption({ label: "New address" });
  await page.getByLabel("First name").fill("Morgan");
  await page.getByLabel("Last name").fill("Mendez");
  await page.getByLabel("Shipping address", { exact: true }).fill("415 Lyndale Ave N");
  await page.getByLabel("Shipping city").fill("Minneapolis");
  await page.getByLabel("Shipping state").selectOption("MN");
  await page.getByLabel("Shipping zip").fill("55405");
  await page.getByLabel("Phone number").fill("(612) 555-0102");
  await page.getByRole("radio", { name: "Business" }).check();
}

/** A new card with its billing address, as Payment method "Add" asks. */
async function fillNewCard(page: Page) {
  await page.getByLabel("Payment method").selectOption({ label: "Add" });
  await page.getByLabel("Name on card").fill("Morgan Mendez");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("CVV").fill("123");
  await page.getByLabel("Expiry month").selectOption({ index: 12 });
  await page.getByLabel("Expiry year").selectOption({ index: 3 });
  await page.getByLabel("Billing address", { exact: true }).fill("415 Lyndale Ave N");
  await page.getByLabel("Billing city").fill("Minneapolis");
  await page.getByLabel("Billing state").selectOption("MN");
  await page.getByLabel("Billing zip").fill("55405");
}

const problems = (page: Page) => page.getByLabel("Checkout problems");

test.describe("cart and checkout", () => {
  test("a buyer fills an empty cart with step stakes and places an order with a saved card", async ({ page }) => {
    const session = await signIn(page, "manager");

    // A saved card first, when the user has none (saved through the API; addresses-payments.spec adds one on screen).
    const cards = await page.request.post("/api/Account/GetPaymentOptions", {
      headers: session.auth,
      data: { userId: session.user.Id },
    });
    if (!JSON.stringify((await cards.json()).Data ?? []).includes("4242")) {
      const saved = await page.request.post("/api/Account/ManagePayment", {
        headers: session.auth,
        data: {
          userId: session.user.Id,
          CCkey: "0",
          Name: "Morgan Mendez",
          CardNo: "4242424242424242",
          CVV: "123",
          MonthExpire: "12",
          YearExpire: String(new Date().getFullYear() + 2),
          Address: "415 Lyndale Ave N",
          Address2: "",
          City: "Minneapolis",
          State: "MN",
          Zip: "55405",
          Country: "US",
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }

    await page.goto("/store/cart");
    await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty." })).toBeVisible();
    await addStepStakes(page);
    await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/store\/checkout$/);

    const payment = page.getByLabel("Payment method");
    const savedCard = payment.locator("option", { hasText: "4242" }).first();
    await payment.selectOption(await savedCard.getAttribute("value"));
    await expect(page.getByLabel("Card number")).toBeDisabled();
    await fillNewShipping(page);

    const method = page.getByRole("radio", { name: /FedEx Ground/ });
    await method.check();
    await page.getByRole("checkbox", { name: /I have read and agree/ }).check();
    const place = page.getByRole("button", { name: "Place Order" });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page).toHaveURL(/\/store\/orderdetails\/\d+\/\d+$/, { timeout: 15_000 });
  });

  test("an empty new payment and address say so as a whole until a field of each is typed", async ({ page }) => {
    await signIn(page, "manager", 2);
    await page.goto("/store/checkout");
    // The first saved address comes chosen; a new one starts empty.
    await expect(page.getByLabel("Ship to")).not.toHaveValue("0");
    await page.getByLabel("Ship to").selectOption({ label: "New address" });
    await page.getByLabel("Payment method").selectOption({ label: "Add" });
    // Nothing typed yet: the spec's sentences for the whole payment and the whole address.
    await expect(problems(page)).toContainText("Payment Info is required.");
    await expect(problems(page)).toContainText("A Shipping Address is required.");
    await expect(problems(page)).not.toContainText("Billing:");

    await page.getByLabel("Name on card").fill("Morgan Mendez");
    await expect(problems(page)).not.toContainText("Payment Info is required.");
    await page.getByLabel("First name").fill("Morgan");
    await expect(problems(page)).not.toContainText("A Shipping Address is required.");
  });

  test("Place Order says each missing billing and shipping field once, under it, and focuses the first", async ({
    page,
  }) => {
    await signIn(page, "manager", 2);
    await page.goto("/store/checkout");
    await page.getByLabel("Ship to").selectOption({ label: "New address" });
    await page.getByLabel("Payment method").selectOption({ label: "Add" });
    await page.getByLabel("Name on card").fill("Morgan Mendez");
    await page.getByLabel("First name").fill("Morgan");
    // Each missing billing and shipping field once, under it, in its label's words, the first focused
    // (docs/decisions/0027-form-errors.md); the list keeps what belongs to no field.
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByLabel("Card number")).toBeFocused();
    await expect(page.getByLabel("Card number")).toHaveAccessibleDescription("Card number is required.");
    await expect(page.getByLabel("CVV")).toHaveAccessibleDescription("CVV is required.");
    await expect(page.getByText("Card number is required.")).toHaveCount(1);
    await expect(page.getByLabel("Last name")).toHaveAccessibleDescription("Last name is required.");
    await expect(page.getByLabel("Shipping zip")).toHaveAccessibleDescription("Shipping zip is required.");
    await expect(page.getByRole("radiogroup", { name: "Address type" })).toHaveAccessibleDescription(
      "Address type is required.",
    );
    await expect(page.getByText("Phone number is required.")).toHaveCount(1);
    await expect(page.getByText(/Billing: |Shipping: /)).toHaveCount(0);
    await expect(problems(page)).toContainText("A shipping method is required.");
    await expect(problems(page)).toContainText("You must confirm you have read and agree to terms and conditions.");
    await expect(page.getByText("A Shipping Address is required to get rates.")).toBeVisible();
    await expect(page).toHaveURL(/\/store\/checkout$/);

    // A message goes as the field is filled.
    await page.getByLabel("Card number").fill("4242424242424242");
    await expect(page.getByText("Card number is required.")).toHaveCount(0);
    await page.getByLabel("Phone number").fill("(612) 555-0102");
    await expect(page.getByText("Phone number is required.")).toHaveCount(0);
  });

  test("billing as shipping needs an address type; then rates come", async ({ page }) => {
    await signIn(page, "manager", 2);
    await page.goto("/store/checkout");
    await page.getByLabel("Ship to").selectOption({ label: "New address" });
    await fillNewCard(page);
    await page.getByRole("checkbox", { name: "Use billing address as shipping address" }).check();
    await page.getByLabel("Phone number").fill("(612) 555-0102");
    // The spec's sentence, under the address type, which takes the focus.
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("radio", { name: "Business" })).toBeFocused();
    await expect(page.getByRole("radiogroup", { name: "Address type" })).toHaveAccessibleDescription(
      "You must select an Address Type.",
    );
    await expect(page.getByText("You must select an Address Type.")).toHaveCount(1);
    await expect(page.getByText("Last name is required.")).toHaveCount(0);
    await page.getByRole("radio", { name: "Business" }).check();
    await expect(page.getByText("You must select an Address Type.")).toHaveCount(0);

    // Rates come once billing and shipping are valid.
    await page.getByRole("radio", { name: /FedEx Ground/ }).check();
    await expect(problems(page)).not.toContainText("A shipping method is required.");
  });

  test("a split over two cards names the second card's missing fields and the amounts that do not match", async ({
    page,
  }) => {
    await signIn(page, "manager", 2);
    await page.goto("/store/checkout");
    await fillNewCard(page);
    await fillNewShipping(page);
    await page.getByRole("radio", { name: /FedEx Ground/ }).check();

    await page.getByRole("checkbox", { name: "Split the payment over two cards" }).check();
    await page.getByLabel("Second card name").fill("Bailey Okafor");
    await page.getByLabel("Second card number").fill("5555555555554444");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByLabel("Second card CVV")).toBeFocused();
    await expect(page.getByLabel("Second card CVV")).toHaveAccessibleDescription("Second card CVV is required.");
    await expect(page.getByLabel("Second card zip")).toHaveAccessibleDescription("Second card zip is required.");
    await expect(page.getByText(/Second Card: /)).toHaveCount(0);
    await page.getByLabel("Second card CVV").fill("321");
    await expect(page.getByText("Second card CVV is required.")).toHaveCount(0);
    await page.getByLabel("Second card expiry month").selectOption({ index: 12 });
    await page.getByLabel("Second card expiry year").selectOption({ index: 3 });
    await page.getByLabel("Second card address").fill("415 Lyndale Ave N");
    await page.getByLabel("Second card city").fill("Minneapolis");
    await page.getByLabel("Second card state").selectOption("MN");
    await page.getByLabel("Second card zip").fill("55405");
    await expect(problems(page)).toContainText("Please make sure both card amounts match the order total");

    // Editing one amount sets the other to the rest: then they match.
    await page.getByLabel("First card amount").fill("1");
    await expect(page.getByLabel("Second card amount")).not.toHaveValue("$0");
    await page.getByRole("checkbox", { name: /I have read and agree/ }).check();
    await expect(problems(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Place Order" })).toBeEnabled();
  });

  test("a terms customer places an order on account", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, "terms", 5);
    await page.goto("/store/checkout");
    await expect(page.getByLabel("Payment method")).toHaveValue("open account");
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await fillNewShipping(page);
    // Their own shipping account on file fills in with 'Bill my shipping account' (issue 17, bug 15).
    await page.getByRole("radio", { name: "Bill my shipping account" }).check();
    const account = page.getByLabel("Your shipping account number");
    await expect(account).toHaveValue("FX-204871553");
    // Without it, Place Order says so under the field and focuses it.
    await account.fill("");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(account).toBeFocused();
    await expect(account).toHaveAccessibleDescription("Your shipping account number is required.");
    await expect(page.getByText("Shipping: ShippingAccount is required.")).toHaveCount(0);
    await account.fill("FX-204871553");
    await page.getByRole("radio", { name: /FedEx Ground/ }).check();
    // A reload keeps the form, order notes too.
    await page.getByLabel("Order notes").fill("Deliver to dock 4.");
    await page.reload();
    await expect(page.getByLabel("Order notes")).toHaveValue("Deliver to dock 4.");
    await expect(page.getByLabel("First name")).toHaveValue("Morgan");
    await expect(page.getByRole("radio", { name: /FedEx Ground/ })).toBeChecked();
    await page.getByRole("checkbox", { name: /I have read and agree/ }).check();
    const place = page.getByRole("button", { name: "Place Order" });
    await expect(place).toBeEnabled();
    await place.dblclick();
    await expect(page).toHaveURL(/\/store\/orderdetails\/\d+\/\d+$/, { timeout: 15_000 });
  });

  test("changes quantities, deletes with confirmation, offers services and clears the cart", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, "manager", 1);
    await page.goto("/store/cart");

    const table = page.getByRole("table", { name: "Cart items" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("button", { name: /^Decrease quantity/ })).toHaveCount(0);
    await table.getByRole("button", { name: /^Increase quantity/ }).click();
    await expect(table.getByLabel(/^Quantity of/)).toHaveText("2");
    await expect(table.getByRole("button", { name: /^Decrease quantity/ })).toBeVisible();
    await expect(table).toContainText("$150 Minimum Purchase Charge");

    // The Pantone chart needs a chart and a finish.
    await page.getByRole("button", { name: /^Add .*Pantone/i }).click();
    const chart = page.getByRole("dialog", { name: "Pantone Chart" });
    await chart.getByRole("button", { name: "Add Chart" }).click();
    await expect(chart.getByRole("alert")).toHaveText(
      "Unable to add Pantone Chart. Please make sure Material and Finish Type are selected.",
    );
    // The footer's Close (the header's X is named Close too).
    await chart.getByRole("button", { name: "Close" }).last().click();
    await expect(chart).toBeHidden();

    await table
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
    const confirm = page.getByRole("dialog", { name: "Remove Item" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(table.getByLabel(/^Quantity of/)).toHaveText("2");

    await page.getByRole("button", { name: "Clear Cart" }).click();
    await page.getByRole("dialog", { name: "Clear Cart" }).getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty." })).toBeVisible();
  });
});
