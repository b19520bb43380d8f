import { type APIRequestContext, type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import {
  type ApiSession,
  apiSignIn as apiSignInTo,
  DEMO_PASSWORD,
  signedInPage as signedInPageOf,
  tabTo,
} from "./helpers.js";
import { checkout as checkoutOf, northsideShipTo, type Payment, placeOrder as placeOrderOf } from "./orderSeed.js";

/**
 * The shop's order desk (issue 13) on the Wholesale brand. The customer is the demo `manager`, whose
 * own cart no other spec fills on this brand; orders are placed through the API (upload, add to cart,
 * checkout with a sandbox card), and every browser starts signed in from saved storage state.
 */
const BASE = WHOLESALE_URL;
// Conditions, not sleeps: the longer limit only matters on a loaded machine (lazy pages, PDF rendering).
const expect = baseExpect.configure({ timeout: 15_000 });
const CUSTOMER = "manager";
const CUSTOMER_EMAIL = "morgan@northsidesign.example";

type Session = ApiSession;
const apiSignIn = (api: APIRequestContext, username: string) => apiSignInTo(api, username, BASE);
const signedInPage = (browser: Browser, s: Session, phone?: { width: number; height: number }) =>
  signedInPageOf(browser, s, BASE, phone);

const MORGAN = northsideShipTo("Morgan", "Mendez", CUSTOMER_EMAIL);
const VISA: Payment = {
  card: { Name: "Morgan Mendez", Address: "415 Lyndale Ave N", City: "Minneapolis", State: "MN", Zip: "55405" },
};

/** The customer orders 2 prints of the artwork, paid by a sandbox Visa; returns the order number. */
const placeOrder = (api: APIRequestContext, s: Session, filename: string) =>
  placeOrderOf(api, BASE, s, filename, MORGAN, VISA);
const checkout = (api: APIRequestContext, s: Session) => checkoutOf(api, BASE, s, MORGAN, VISA);

/** The outbox as staff read it: the newest e-mail to the customer about the order, once it is written. */
async function expectMail(api: APIRequestContext, staff: Session, subject: string, ...texts: string[]) {
  await expect
    .poll(async () => {
      const res = await api.get(`${BASE}/api/Staff/Outbox?limit=200`, { headers: staff.auth });
      const mails = ((await res.json()).Data ?? []) as { To: string; Subject: string; Text: string }[];
      const mail = mails.find((m) => m.To === CUSTOMER_EMAIL && m.Subject.endsWith(subject));
      return mail ? texts.filter((t) => !mail.Text.includes(t)) : ["no e-mail yet"];
    })
    .toEqual([]);
}

async function openOrderFromQueue(page: Page, filename: string, orderNumber: number) {
  await page.goto(`${BASE}/staff/orders`);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Orders" })).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).fill(filename);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${filename.replace(".", "\\.")}`));
  const link = page.getByRole("link", { name: String(orderNumber), exact: true });
  await link.click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
}

/** Staff moves an order through the API (the version read first), as another screen would. */
async function moveByApi(api: APIRequestContext, staff: Session, orderNumber: number, to: string) {
  const seen = (await (await api.get(`${BASE}/api/Staff/Orders/${orderNumber}`, { headers: staff.auth })).json())
    .Data as { Version: number };
  const moved = await api.post(`${BASE}/api/Staff/Orders/${orderNumber}/Move`, {
    headers: staff.auth,
    data: { To: to, Version: seen.Version },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** Nothing runs off the side of the page: the document is no wider than the window. */
async function expectNoSideways(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe("the shop's order desk", () => {
  test.describe.configure({ mode: "serial" });

  test("staff.ops works an order from the queue to shipped; the customer sees the tracking links and the e-mail", async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const customer = await apiSignIn(request, CUSTOMER);
    const filename = `desk-${Date.now()}.pdf`;
    const orderNumber = await placeOrder(request, customer, filename);

    const ops = await signedInPage(browser, await apiSignIn(request, "staff.ops"));
    await openOrderFromQueue(ops, filename, orderNumber);
    await expect(ops.getByRole("region", { name: "Customer" })).toContainText(CUSTOMER_EMAIL);

    // The artwork downloads under its real name.
    const [download] = await Promise.all([
      ops.waitForEvent("download"),
      ops.getByRole("button", { name: `Download artwork of line 1 (${filename})` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(filename);

    // The job ticket opens as a PDF in a new tab.
    const [ticket, popup] = await Promise.all([
      ops.waitForResponse((r) => r.url().endsWith(`/api/Staff/Orders/${orderNumber}/JobTicket`)),
      ops.waitForEvent("popup"),
      ops.getByRole("button", { name: "Print job ticket", exact: true }).click(),
    ]);
    expect(ticket.status()).toBe(200);
    expect(ticket.headers()["content-type"]).toContain("application/pdf");
    await popup.close();

    await ops.getByRole("button", { name: "Start production" }).click();
    await expect(ops.getByRole("status").filter({ hasText: `Order ${orderNumber}` })).toBeVisible();
    await expect(ops.getByRole("table", { name: `Status history of order ${orderNumber}` })).toContainText(
      "In production",
    );

    // Two packages for the whole order.
    await ops.getByRole("button", { name: "Ship", exact: true }).click();
    const dialog = ops.getByRole("dialog", { name: `Ship order ${orderNumber}` });
    const first = dialog.getByRole("group", { name: "Package 1" });
    await first.getByLabel("Carrier").selectOption("FedEx");
    await first.getByRole("textbox", { name: "Tracking number" }).fill("770012345670");
    await dialog.getByRole("button", { name: "Add package" }).click();
    const second = dialog.getByRole("group", { name: "Package 2" });
    await second.getByLabel("Carrier").selectOption("UPS");
    await second.getByRole("textbox", { name: "Tracking number" }).fill("1Z 999 AA1 0123456784");
    await second.getByRole("textbox", { name: "Weight (lb)" }).fill("4.5");
    await dialog.getByRole("button", { name: "Record shipment" }).click();
    await expect(dialog).toBeHidden();
    const packages = ops.getByRole("table", { name: `Packages of order ${orderNumber}` });
    await expect(packages.getByRole("link")).toHaveCount(2);
    await expect(ops.getByRole("heading", { name: `Order ${orderNumber}` }).locator("..")).toContainText("Shipped");

    // The customer finds it under Shipped with both tracking links.
    const buyer = await signedInPage(browser, customer);
    await buyer.goto(`${BASE}/account`);
    await buyer.getByRole("tab", { name: "Shipped" }).click();
    const row = buyer
      .getByRole("table", { name: "Shipped orders" })
      .getByRole("row")
      .filter({ hasText: String(orderNumber) });
    await expect(row.getByRole("link", { name: /770012345670/ })).toHaveAttribute("href", /fedex\.com.*770012345670/);
    await expect(row.getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute(
      "href",
      /ups\.com.*1Z999AA10123456784/,
    );

    const admin = await apiSignIn(request, "staff.admin");
    await expectMail(request, admin, `your order ${orderNumber} has shipped`, "770012345670", "1Z999AA10123456784");
  });

  test("cancelling a card order refunds the charge and tells the customer", async ({ browser, request }) => {
    test.setTimeout(60_000);
    const customer = await apiSignIn(request, CUSTOMER);
    const filename = `cancel-${Date.now()}.pdf`;
    const orderNumber = await placeOrder(request, customer, filename);

    const ops = await signedInPage(browser, await apiSignIn(request, "staff.ops"));
    await openOrderFromQueue(ops, filename, orderNumber);
    const payments = ops.getByRole("region", { name: "Payments" });
    await expect(payments).toContainText("Charged");

    await ops.getByRole("button", { name: "Cancel order" }).click();
    const dialog = ops.getByRole("dialog", { name: `Cancel order ${orderNumber}?` });
    await expect(dialog.getByRole("list", { name: "What the cancel does to the payments" })).toContainText(
      /is refunded to Visa ending 4242/,
    );
    await dialog.getByRole("textbox", { name: "Note" }).fill("Customer asked to cancel.");
    await dialog.getByRole("button", { name: "Cancel the order" }).click();
    await expect(dialog).toBeHidden();
    await expect(ops.getByRole("status").filter({ hasText: `Order ${orderNumber}` })).toBeVisible();
    await expect(payments).toContainText("Refunded");
    await expect(ops.getByRole("table", { name: `Status history of order ${orderNumber}` })).toContainText(
      "Customer asked to cancel.",
    );
    await expect(ops.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

    const admin = await apiSignIn(request, "staff.admin");
    await expectMail(request, admin, `your order ${orderNumber} was cancelled`, "We refunded $");
  });

  test("a customer who opens the desk gets the not-found page; a visitor is sent to staff sign-in", async ({
    browser,
    request,
  }) => {
    const customer = await apiSignIn(request, "buyer2");
    const buyer = await signedInPage(browser, customer);
    await buyer.goto(`${BASE}/staff/orders`);
    await expect(buyer).toHaveTitle(/^Page Not Found/);
    await expect(buyer.getByRole("heading", { name: "Orders", level: 1 })).toHaveCount(0);
    await expect(buyer.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Orders" })).toHaveCount(0);
    expect((await request.get(`${BASE}/api/Staff/Orders`, { headers: customer.auth })).status()).toBe(403);

    const visitor = await browser.newPage();
    await visitor.goto(`${BASE}/staff/orders?status=ordered`);
    await expect(visitor).toHaveURL(`${BASE}/belogin`);
    await visitor.getByRole("button", { name: "Staff Login" }).click();
    const login = visitor.getByRole("dialog", { name: "Login" });
    await login.getByLabel("Username").fill("staff.ops");
    await login.getByRole("textbox", { name: "Password" }).fill(DEMO_PASSWORD);
    await login.getByRole("button", { name: "Login" }).click();
    await expect(visitor).toHaveURL(`${BASE}/staff/orders?status=ordered`);
    await expect(visitor.getByRole("tab", { name: /^Ordered/, selected: true })).toBeVisible();
  });

  test("a customer turns the order status e-mails off on the account page, and on again", async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, await apiSignIn(request, "buyer2"));
    await page.goto(`${BASE}/account`);
    const box = page.getByRole("checkbox", { name: "E-mail me when my orders change status" });
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(page.getByRole("status").filter({ hasText: "Order status e-mails are off." })).toBeVisible();
    await page.reload();
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByRole("status").filter({ hasText: "You will get an e-mail" })).toBeVisible();
    await page.reload();
    await expect(box).toBeChecked();
  });

  test("of two staff on one order the second is told it changed, reloads, and puts it on hold with a reason", async ({
    browser,
    request,
  }) => {
    const customer = await apiSignIn(request, CUSTOMER);
    const stakes = await request.post(`${BASE}/api/Store/AddToCartMisc`, {
      headers: customer.auth,
      data: { ItemNo: "STK-H-10X24", Quantity: 10 },
    });
    expect(stakes.status(), await stakes.text()).toBe(200);
    const orderNumber = await checkout(request, customer);

    const ops = await signedInPage(browser, await apiSignIn(request, "staff.ops"));
    await ops.goto(`${BASE}/staff/orders/${orderNumber}`);
    await expect(ops.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();

    // Meanwhile staff.admin starts production from another screen.
    const admin = await apiSignIn(request, "staff.admin");
    const seen = (await (await request.get(`${BASE}/api/Staff/Orders/${orderNumber}`, { headers: admin.auth })).json())
      .Data as { Version: number };
    const moved = await request.post(`${BASE}/api/Staff/Orders/${orderNumber}/Move`, {
      headers: admin.auth,
      data: { To: "in_production", Version: seen.Version },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await ops.getByRole("button", { name: "Start production" }).click();
    const changed = ops.getByRole("alert").filter({ hasText: "The order changed; reload it." });
    await expect(changed).toBeFocused();
    await changed.getByRole("button", { name: "Reload the order" }).click();
    await expect(ops.getByRole("button", { name: "Start production" })).toHaveCount(0);

    await ops.getByRole("button", { name: "Put on hold" }).click();
    const hold = ops.getByRole("dialog", { name: `Put order ${orderNumber} on hold` });
    await expect(hold.getByRole("textbox", { name: "Reason for the hold" })).toBeFocused();
    await hold.getByRole("button", { name: "Put on hold" }).click();
    await expect(hold.getByText("Say why the order is on hold")).toBeVisible();
    await hold.getByRole("textbox", { name: "Reason for the hold" }).fill("Waiting for the customer's new artwork.");
    await hold.getByRole("button", { name: "Put on hold" }).click();
    await expect(hold).toBeHidden();
    await expect(ops.getByRole("status").filter({ hasText: `Order ${orderNumber}` })).toBeFocused();
    await expect(ops.getByRole("button", { name: "Release hold" })).toBeVisible();
    await expect(ops.getByRole("table", { name: `Status history of order ${orderNumber}` })).toContainText(
      "Waiting for the customer's new artwork.",
    );
  });
  test("on a 390 px phone the queue and the workspace stack as cards and nothing runs off the side", async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const customer = await apiSignIn(request, CUSTOMER);
    const filename = `phone-${Date.now()}.pdf`;
    const orderNumber = await placeOrder(request, customer, filename);
    const staff = await apiSignIn(request, "staff.ops");
    await moveByApi(request, staff, orderNumber, "in_production");

    const ops = await signedInPage(browser, staff, { width: 390, height: 844 });
    await ops.goto(`${BASE}/staff/orders?q=${filename}`);
    const cards = ops.getByRole("list", { name: "Orders, newest first" });
    const card = cards.getByRole("listitem").filter({ hasText: String(orderNumber) });
    await expect(card).toContainText("Northside Sign Co.");
    await expect(card).toContainText("In production");
    await expect(ops.getByRole("table")).toHaveCount(0);
    await expect(ops.getByRole("tab", { name: /^All/ })).toBeVisible();
    await expectNoSideways(ops);

    await card.getByRole("link", { name: String(orderNumber) }).click();
    await expect(ops.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
    const history = ops.getByRole("list", { name: `Status history of order ${orderNumber}` });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history).toContainText("Ordered → In production");
    await expect(ops.getByRole("button", { name: `Download artwork of line 1 (${filename})` })).toBeVisible();
    await expectNoSideways(ops);

    await ops.getByRole("button", { name: "Ship", exact: true }).click();
    const dialog = ops.getByRole("dialog", { name: `Ship order ${orderNumber}` });
    await expect(dialog.getByRole("textbox", { name: "Tracking number" })).toBeFocused();
    await expectNoSideways(ops);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(ops.getByRole("button", { name: "Ship", exact: true })).toBeFocused();
  });

  test("keyboard only: search, a status tab, the order, and the hold, cancel and ship dialogs with focus back", async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const customer = await apiSignIn(request, CUSTOMER);
    const filename = `keys-${Date.now()}.pdf`;
    const orderNumber = await placeOrder(request, customer, filename);
    const ops = await signedInPage(browser, await apiSignIn(request, "staff.ops"));
    const keys = ops.keyboard;

    await ops.goto(`${BASE}/staff/orders`);
    const search = ops.getByRole("textbox", { name: "Search" });
    await tabTo(ops, search);
    await keys.type(filename);
    await keys.press("Enter");
    await expect(ops).toHaveURL(new RegExp(`[?&]q=${filename.replace(".", "\\.")}`));

    // The status tabs: one Tab stop, arrows move between them.
    const all = ops.getByRole("tab", { name: /^All/ });
    await tabTo(ops, all);
    await keys.press("ArrowRight");
    await keys.press("ArrowRight");
    await expect(ops.getByRole("tab", { name: /^Ordered/, selected: true })).toBeFocused();
    await expect(ops).toHaveURL(/[?&]status=ordered/);

    await tabTo(ops, ops.getByRole("link", { name: String(orderNumber), exact: true }));
    await keys.press("Enter");
    await expect(ops.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();

    // Put on hold: the reason field takes the focus; Escape closes and gives it back to the button.
    const holdButton = ops.getByRole("button", { name: "Put on hold" });
    await tabTo(ops, holdButton);
    await keys.press("Enter");
    const hold = ops.getByRole("dialog", { name: `Put order ${orderNumber} on hold` });
    await expect(hold.getByRole("textbox", { name: "Reason for the hold" })).toBeFocused();
    await keys.press("Escape");
    await expect(hold).toBeHidden();
    await expect(holdButton).toBeFocused();

    // Cancel: "Keep the order" has the focus, so Enter keeps it.
    const cancelButton = ops.getByRole("button", { name: "Cancel order" });
    await tabTo(ops, cancelButton);
    await keys.press("Enter");
    const cancel = ops.getByRole("dialog", { name: `Cancel order ${orderNumber}?` });
    await expect(cancel.getByRole("button", { name: "Keep the order" })).toBeFocused();
    await keys.press("Enter");
    await expect(cancel).toBeHidden();
    await expect(cancelButton).toBeFocused();

    // Start production, then ship from the keyboard: the outcome takes the focus each time.
    await tabTo(ops, ops.getByRole("button", { name: "Start production" }), true);
    await keys.press("Enter");
    await expect(ops.getByRole("status").filter({ hasText: `Order ${orderNumber}` })).toBeFocused();
    await tabTo(ops, ops.getByRole("button", { name: "Ship", exact: true }));
    await keys.press("Enter");
    const ship = ops.getByRole("dialog", { name: `Ship order ${orderNumber}` });
    await expect(ship.getByRole("textbox", { name: "Tracking number" })).toBeFocused();
    await keys.type("770012345671");
    await keys.press("Enter");
    await expect(ship).toBeHidden();
    await expect(ops.getByRole("status").filter({ hasText: String(orderNumber) })).toBeFocused();
    await expect(ops.getByRole("table", { name: `Packages of order ${orderNumber}` })).toContainText("770012345671");
  });
});
