import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { COMPANY_PASSWORD, mailTo, newCompany, signInWith } from "./companySeed.js";
import { type ApiSession, signedInPage } from "./helpers.js";

/**
 * Spend limits and approval chains (docs/product/approvals.md) on Wholesale: a new company (applied,
 * approved by staff, its office manager joined through the invitation) with a second office manager and
 * a buyer whose order limit is $200 and whose approvers are the two managers in turn.
 */
const BASE = WHOLESALE_URL;
const stamp = Date.now();
const company = `Summit Signs ${stamp}`;
const people = {
  om1: { username: `olive${stamp}`, first: "Olive", last: "Ortega", email: `olive.${stamp}@summit.example` },
  om2: { username: `dana${stamp}`, first: "Dana", last: "Diaz", email: `dana.${stamp}@summit.example` },
  buyer: { username: `casey${stamp}`, first: "Casey", last: "Cole", email: `casey.${stamp}@summit.example` },
};
type Who = keyof typeof people;
const sessions = {} as Record<Who, ApiSession>;
let support: ApiSession;
let customerId: number;

async function post(api: APIRequestContext, who: ApiSession, path: string, data: unknown) {
  const res = await api.post(`${BASE}/api${path}`, { headers: who.auth, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { Status: string; Message?: string; Data: unknown };
}

/** The buyer orders H-stakes with a new card (10: the $150 minimum and shipping, under $200; 170: about $260). */
async function placeStakes(api: APIRequestContext, quantity: number): Promise<{ number: number; total: number }> {
  const buyer = sessions.buyer;
  await post(api, buyer, "/Store/AddToCartMisc", {
    userId: buyer.user.Id,
    ItemNo: "STK-H-10X24",
    Quantity: quantity,
    ItemDesc: "H-Stake 10 x 24 in",
    MaterialText: "H-Stake 10 x 24 in",
    Material: "STK-H-10X24",
    ImageUrl: "",
    product_type: "misc",
    SetId: 0,
  });
  const placed = await post(api, buyer, "/Store/Checkout", {
    Billing: {
      CCkey: "0",
      Name: "Casey Cole",
      CardNo: "4242424242424242",
      CVV: "123",
      MonthExpire: "11",
      YearExpire: String(new Date().getFullYear() + 1),
      Address: "12 Summit Ave",
      City: "St. Paul",
      State: "MN",
      Zip: "55102",
      Country: "US",
    },
    Shipping: {
      ShipKey: "0",
      FirstName: "Casey",
      LastName: "Cole",
      CompanyName: company,
      Address1: "12 Summit Ave",
      Address2: "",
      City: "St. Paul",
      State: "MN",
      Zip: "55102",
      Country: "US",
      PhoneNumber: "(651) 555-0140",
      Residential: false,
      Email: people.buyer.email,
    },
    ShippingMethod: "FEDEX_GROUND",
    ConfirmConform: true,
    IdempotencyKey: randomUUID(),
  });
  expect(placed.Status, placed.Message).toBe("ok");
  const number = placed.Data as number;
  const details = await post(api, buyer, "/Store/GetOrderDetails", { userId: buyer.user.Id, orderNumber: number });
  return { number, total: (details.Data as { Total: number }).Total };
}

async function statusOf(api: APIRequestContext, orderNumber: number): Promise<string> {
  const details = await post(api, sessions.buyer, "/Store/GetOrderDetails", {
    userId: sessions.buyer.user.Id,
    orderNumber,
  });
  return (details.Data as { Status: string }).Status;
}

const usd = (dollars: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(dollars);

/** The approver's own Release to Production tab, with the order's row. */
async function releaseTab(page: Page, orderNumber: number) {
  await page.goto("/account");
  await page.getByRole("tab", { name: "Release to Production" }).click();
  return page
    .getByRole("table", { name: "Release to Production orders" })
    .getByRole("row")
    .filter({
      hasText: String(orderNumber),
    });
}

test.describe("spend limits and approval chains", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(60_000);
    const made = await newCompany(request, BASE, company, people.om1);
    support = made.support;
    customerId = made.customerId;
    sessions.om1 = made.manager;
    for (const [who, level] of [
      ["om2", 2],
      ["buyer", 1],
    ] as const) {
      const p = people[who];
      const added = await post(request, sessions.om1, "/Account/AddFranchiseAccount", {
        FirstName: p.first,
        LastName: p.last,
        Email: p.email,
        PhoneNumber: "(651) 555-0150",
        Website: "",
        Level: level,
        Username: p.username,
        Password: COMPANY_PASSWORD,
      });
      expect(added.Status, added.Message).toBe("ok");
      sessions[who] = await signInWith(request, BASE, p.username);
    }
  });

  test("the office manager sets a $200 order limit with two approvers; an order within it goes straight to production", async ({
    browser,
    request,
  }) => {
    test.slow();
    const page = await signedInPage(browser, sessions.om1, BASE);
    await page.goto("/account-manager");
    const row = page.getByRole("row").filter({ hasText: people.buyer.email });
    await row.getByRole("button", { name: `Edit ${people.buyer.username}` }).click();
    await page.getByRole("menuitem", { name: "Spend Limits" }).click();
    const form = page.getByRole("form", { name: "Spend limits" });
    await form.getByLabel("Order limit ($)").fill("200");
    await form.getByLabel("Add approver").selectOption({ label: "Olive Ortega" });
    await form.getByLabel("Add approver").selectOption({ label: "Dana Diaz" });
    await expect(form.getByRole("list", { name: "Approvers in order" }).getByRole("listitem")).toHaveText([
      /Olive Ortega/,
      /Dana Diaz/,
    ]);
    await form.getByRole("button", { name: "Save Limits" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Spend limits saved." })).toBeVisible();
    await page.context().close();

    // Staff read the limits on the customer page, also on a 390 px phone.
    const staffPage = await signedInPage(browser, support, BASE, { width: 390, height: 844 });
    await staffPage.goto(`/staff/customers/${customerId}`);
    // A new browser context loads the whole app first; on a loaded machine that can pass the 7 s default.
    await expect(staffPage.getByRole("heading", { name: "Spend limits" })).toBeVisible({ timeout: 20_000 });
    const limits = staffPage.getByRole("table", { name: "Spend limits" });
    const casey = limits.getByRole("row").filter({ hasText: "Casey Cole" });
    await expect(casey).toContainText("$200.00");
    await expect(casey).toContainText("1. Olive Ortega, 2. Dana Diaz");
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await staffPage.context().close();

    const within = await placeStakes(request, 10);
    expect(within.total).toBeLessThanOrEqual(200);
    expect(await statusOf(request, within.number)).toBe("ordered");
    const buyerPage = await signedInPage(browser, sessions.buyer, BASE);
    await buyerPage.goto("/account");
    await buyerPage.getByRole("tab", { name: "In Production" }).click();
    await expect(
      buyerPage
        .getByRole("table", { name: "In Production orders" })
        .getByRole("row")
        .filter({
          hasText: String(within.number),
        }),
    ).toBeVisible();
    await buyerPage.context().close();
  });

  test("a $260 order waits; the first approver approves, the second declines with a reason; the lines are back in the cart and the buyer is e-mailed", async ({
    browser,
    request,
  }) => {
    test.slow();
    const over = await placeStakes(request, 170);
    expect(over.total).toBeGreaterThan(200);
    expect(await statusOf(request, over.number)).toBe("needs_approval");

    // While it waits, its details name the current step and the one to come (the page shows them after the decline).
    const waitingDetails = await post(request, sessions.buyer, "/Store/GetOrderDetails", {
      userId: sessions.buyer.user.Id,
      orderNumber: over.number,
    });
    expect(
      (waitingDetails.Data as { ApprovalSteps: { Approver: string; Decision: string; Current: boolean }[] })
        .ApprovalSteps,
    ).toMatchObject([
      { Approver: "Olive Ortega", Decision: "waiting", Current: true },
      { Approver: "Dana Diaz", Decision: "to_come", Current: false },
    ]);

    // The second approver's list does not hold it yet.
    const dana = await signedInPage(browser, sessions.om2, BASE);
    await expect(await releaseTab(dana, over.number)).toHaveCount(0);

    const olive = await signedInPage(browser, sessions.om1, BASE);
    const waiting = await releaseTab(olive, over.number);
    await waiting.getByRole("button", { name: "Release", exact: true }).click();
    const confirmRelease = olive.getByRole("dialog", { name: "Release order" });
    await expect(confirmRelease).toContainText(`Release order ${over.number} for ${usd(over.total)}?`);
    await confirmRelease.getByRole("button", { name: "Release" }).click();
    await expect(olive.getByRole("status").filter({ hasText: `Order ${over.number} was approved` })).toHaveText(
      `Order ${over.number} was approved; it now waits for Dana Diaz.`,
    );
    await expect(olive.getByRole("row").filter({ hasText: String(over.number) })).toHaveCount(0);
    await olive.context().close();
    expect(await statusOf(request, over.number)).toBe("needs_approval");

    const mine = await releaseTab(dana, over.number);
    await mine.getByRole("button", { name: "Decline" }).click();
    const confirmDecline = dana.getByRole("dialog", { name: "Decline order" });
    await expect(confirmDecline).toContainText(`Decline order ${over.number} for ${usd(over.total)}?`);
    await confirmDecline.getByRole("button", { name: "Decline" }).click();
    await expect(confirmDecline.getByText("A reason is required to decline an order.")).toBeVisible();
    await confirmDecline.getByLabel("Reason").fill("Split it over two jobs, please.");
    await confirmDecline.getByRole("button", { name: "Decline" }).click();
    await expect(dana.getByRole("status").filter({ hasText: "declined" })).toHaveText(
      "The order was declined and cancelled; the buyer was told why.",
    );
    await dana.context().close();
    expect(await statusOf(request, over.number)).toBe("cancelled");

    const buyerPage = await signedInPage(browser, sessions.buyer, BASE);
    await buyerPage.goto("/store/cart");
    await expect(buyerPage.getByText("H-Stake 10 x 24 in").first()).toBeVisible();
    // The order's details list each approval step: who, the decision, a decline's reason.
    await buyerPage.goto(`/store/orderdetails/${over.number}/${sessions.buyer.user.Id}?details=1`);
    await expect(buyerPage.getByRole("heading", { name: "Approval" })).toBeVisible({ timeout: 20_000 });
    const steps = buyerPage.getByRole("table", { name: "Approval steps" }).getByRole("row");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(1)).toContainText(/1\s*Olive Ortega\s*Approved/);
    await expect(steps.nth(2)).toContainText(/2\s*Dana Diaz\s*Declined.*Split it over two jobs, please\./);
    await buyerPage.context().close();
    const mail = await mailTo(request, BASE, support, people.buyer.email, `your order ${over.number} was declined`);
    expect(mail).toContain("Reason: Split it over two jobs, please.");
    expect(mail).toContain("back in your cart");
  });
});
