import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect as baseExpect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { newCompany } from "./companySeed.js";
import { apiSignIn, expectVisibleFocus, signedInPage, tabTo } from "./helpers.js";
import { placeOrder } from "./orderSeed.js";

/**
 * Machine keys and webhooks (issue 22, docs/product/integration-api.md) on the Wholesale server:
 * staff.admin makes a key and a webhook on /staff/integrations; a buyer of a fresh company places an
 * order, and the deliveries list shows order.placed delivered to a receiver the test runs.
 */
const BASE = WHOLESALE_URL;
const expect = baseExpect.configure({ timeout: 15_000 });

test("staff.admin makes a key, sees its secret once, and the key reads the queue", async ({ browser, request }) => {
  const admin = await apiSignIn(request, "staff.admin", BASE);
  const page = await signedInPage(browser, admin, BASE);
  await page.goto("/staff/integrations");
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();

  const keyForm = page.getByRole("form", { name: "New API key" });
  await keyForm.getByLabel("Key name").fill("Production system");
  await keyForm.getByRole("checkbox", { name: /^orders:read/ }).check();
  await keyForm.getByRole("button", { name: "Create key" }).click();
  const secret = (await page.getByTestId("once-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^ptk_/);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("once-secret")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "API keys" }).getByText("Production system").first()).toBeVisible();
  const queue = await request.get(`${BASE}/api/Staff/Orders`, { headers: { "X-API-Key": secret } });
  expect(queue.status()).toBe(200);
  await page.context().close();
});

test("staff.admin adds a webhook; a placed order is delivered to the receiver", async ({ browser, request }) => {
  test.slow();
  const bodies: string[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      bodies.push(body);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    const admin = await apiSignIn(request, "staff.admin", BASE);
    const page = await signedInPage(browser, admin, BASE);
    await page.goto("/staff/integrations");
    await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();

    const hookForm = page.getByRole("form", { name: "New webhook endpoint" });
    await hookForm.getByLabel("Endpoint URL").fill(url);
    await hookForm.getByRole("checkbox", { name: "order.placed" }).check();
    await hookForm.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByTestId("once-secret")).toContainText("whsec_");
    const row = page.getByRole("table", { name: "Webhook endpoints" }).getByRole("row").filter({ hasText: url });
    await expect(row).toBeVisible();

    const stamp = Date.now();
    const company = await newCompany(request, BASE, `Hook Signs ${stamp}`, {
      username: `hook${stamp}`,
      first: "Robin",
      last: "Hale",
      email: `robin.${stamp}@hooksigns.example`,
    });
    const orderNumber = await placeOrder(
      request,
      BASE,
      company.manager,
      `hook-${stamp}.pdf`,
      {
        FirstName: "Robin",
        LastName: "Hale",
        CompanyName: `Hook Signs ${stamp}`,
        Address1: "12 Pier St",
        City: "Duluth",
        State: "MN",
        Zip: "55802",
        PhoneNumber: "(218) 555-0140",
        Email: `robin.${stamp}@hooksigns.example`,
      },
      { card: { Name: "Robin Hale", Address: "12 Pier St", City: "Duluth", State: "MN", Zip: "55802" } },
    );

    await row.getByRole("button", { name: "Deliveries" }).click();
    const deliveries = page.getByRole("table", { name: "Deliveries" });
    const delivered = deliveries.getByRole("row").filter({ hasText: "order.placed" }).filter({ hasText: "delivered" });
    await expect(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(delivered.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(delivered.first()).toContainText("200");
    expect(bodies.some((b) => JSON.parse(b).data.OrderNumber === orderNumber)).toBe(true);
    await page.context().close();
  } finally {
    // The receiver closes now: switch its endpoints off so later orders do not queue deliveries to a dead port.
    const { auth } = await apiSignIn(request, "staff.admin", BASE);
    const listed = await request.get(`${BASE}/api/Staff/Webhooks`, { headers: auth });
    for (const e of (await listed.json()).Data as { Id: number; Url: string; Active: boolean }[]) {
      if (e.Url !== url || !e.Active) continue;
      const off = await request.post(`${BASE}/api/Staff/Webhooks/${e.Id}/Active`, {
        headers: auth,
        data: { active: false },
      });
      expect(off.status()).toBe(200);
    }
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

test("an office manager makes and revokes a company key by keyboard on a 390 px phone", async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const company = await newCompany(request, BASE, `Key Signs ${stamp}`, {
    username: `keys${stamp}`,
    first: "Sam",
    last: "Ortiz",
    email: `sam.${stamp}@keysigns.example`,
  });
  const page = await signedInPage(browser, company.manager, BASE, { width: 390, height: 844 });
  await page.goto("/account/integrations");
  await expect(page.getByRole("heading", { name: "API Keys and Webhooks", level: 1 })).toBeVisible();
  await expect(page.getByText("No API keys yet.")).toBeVisible();
  await expect(page.getByText("No webhook endpoints yet.")).toBeVisible();

  const form = page.getByRole("form", { name: "New API key" });
  // Scopes of a company key only.
  await expect(form.getByRole("checkbox")).toHaveCount(2);
  const name = form.getByLabel("Key name");
  await tabTo(page, name);
  await page.keyboard.type("Purchasing");
  const orders = form.getByRole("checkbox", { name: /^orders:/ });
  await tabTo(page, orders);
  await expectVisibleFocus(orders);
  await page.keyboard.press("Space");
  await tabTo(page, form.getByRole("button", { name: "Create key" }));
  await page.keyboard.press("Enter");
  const secret = (await page.getByTestId("once-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^ptk_/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const own = await request.post(`${BASE}/api/Store/AccountOrders`, {
    headers: { "X-API-Key": secret },
    data: { userId: company.manager.user.Id, Type: "ordered" },
  });
  expect(own.status(), await own.text()).toBe(200);

  const revoke = page.getByRole("button", { name: "Revoke Purchasing" });
  await tabTo(page, revoke);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Revoke this key?" });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Revoke" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table", { name: "API keys" }).getByText("Revoked")).toBeVisible();
  const refused = await request.post(`${BASE}/api/Store/AccountOrders`, {
    headers: { "X-API-Key": secret },
    data: { userId: company.manager.user.Id, Type: "ordered" },
  });
  expect(refused.status()).toBe(401);
  await page.context().close();
});
