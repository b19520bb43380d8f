import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { readPdf } from "../apps/server/src/modules/docs/pdfTestKit.js";
import { WHOLESALE_URL } from "../playwright.config.js";
import { newCompany } from "./companySeed.js";
import { apiSignIn, signedInPage } from "./helpers.js";
import { addPrint } from "./orderSeed.js";

const BASE = WHOLESALE_URL;

/**
 * docs/product/invoices.md: a PO number required at Place Order, then on the details and the invoice
 * PDF. The company is the spec's own (a terms account with PO numbers required), so specs ordering as
 * the demo companies in parallel are not disturbed.
 */
test("PO required refuses Place Order with the message; the PO shows on details and on the invoice after the ship", async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const contact = {
    username: `pat${stamp}`,
    first: "Pat",
    last: "Quinn",
    email: `pat.${stamp}@ledger.example`,
  };
  const company = await newCompany(request, BASE, `Ledger Graphics ${stamp}`, contact);
  const { customerId, manager, support } = company;
  const detail = (
    await (await request.get(`${BASE}/api/Staff/Accounts/${customerId}`, { headers: support.auth })).json()
  ).Data;
  const saved = await request.post(`${BASE}/api/Staff/Accounts/${customerId}/Settings`, {
    headers: support.auth,
    data: { ...detail.Settings, TermsAccount: true, PONumberRequired: true },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const address = await request.post(`${BASE}/api/Account/ManageAddress`, {
    headers: manager.auth,
    data: {
      ShipKey: "0",
      FirstName: contact.first,
      LastName: contact.last,
      CompanyName: company.name,
      Address1: "12 Summit Ave",
      City: "St. Paul",
      State: "MN",
      Zip: "55102",
      Country: "US",
      PhoneNumber: "(651) 555-0112",
      Email: contact.email,
      Residential: false,
    },
  });
  expect(address.ok(), await address.text()).toBeTruthy();
  await addPrint(request, BASE, manager, `po-${stamp}.pdf`);

  const page = await signedInPage(browser, manager, BASE);
  await page.goto("/store/checkout");
  await page.getByRole("radio", { name: /FedEx Ground/ }).check();
  await page.getByRole("checkbox", { name: /I have read and agree/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "PO Number is required." })).toBeVisible();

  const po = `PO-${stamp}`;
  await page.getByLabel("PO Number").fill(po);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/store\/orderdetails\/\d+\/\d+$/);
  const orderNumber = Number(page.url().match(/orderdetails\/(\d+)\//)![1]);
  await page.getByRole("link", { name: "View order details" }).click();
  await expect(page.getByText(`PO Number: ${po}`)).toBeVisible();

  const ops = await apiSignIn(request, "staff.ops", BASE);
  const read = async () =>
    (await (await request.get(`${BASE}/api/Staff/Orders/${orderNumber}`, { headers: ops.auth })).json()).Data;
  const moved = await request.post(`${BASE}/api/Staff/Orders/${orderNumber}/Move`, {
    headers: ops.auth,
    data: { To: "in_production", Version: (await read()).Version },
  });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  const shipped = await request.post(`${BASE}/api/Staff/Orders/${orderNumber}/Ship`, {
    headers: ops.auth,
    data: { Version: (await read()).Version, Packages: [{ Carrier: "UPS", TrackingNumber: "1Z999AA10123456784" }] },
  });
  expect(shipped.ok(), await shipped.text()).toBeTruthy();

  await page.reload();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download invoice" }).click();
  const text = readPdf(await readFile(await (await download).path()))
    .pages.map((p) => p.text)
    .join(" ");
  expect(text).toContain(`PO number ${po}`);
  expect(text).toContain(`Order ${orderNumber}`);
  await page.context().close();
});
