import { type APIRequestContext, expect as baseExpect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { type ApiSession, apiSignIn, expectVisibleFocus, signedInPage, tabTo } from "./helpers.js";
import { pdfOf, placeOrder, type ShipTo } from "./orderSeed.js";

/**
 * Keyboard only (Tab, Enter, Space, Escape) on the proof dialogs and the staff customer and catalog
 * pages: every action reachable, the focus visible, and given back to the opener after a dialog.
 */
const BASE = WHOLESALE_URL;
const expect = baseExpect.configure({ timeout: 15_000 });
const PAT: ShipTo = {
  FirstName: "Pat",
  LastName: "Okafor",
  CompanyName: "Brightline Proof Studio",
  Address1: "415 1st Ave SE",
  City: "Cedar Rapids",
  State: "IA",
  Zip: "52401",
  PhoneNumber: "(319) 555-0162",
  Email: "pat@brightlineproof.example",
};

test("keyboard only: staff send a proof, the buyer asks for changes, then approves; focus goes back to the opener", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await apiSignIn(request, "proofs", BASE);
  const staff = await apiSignIn(request, "staff.ops", BASE);
  const orderNumber = await placeOrder(request, BASE, customer, `keys-${Date.now()}.pdf`, PAT, "account");
  const ops = await signedInPage(browser, staff, BASE);
  const buyer = await signedInPage(browser, customer, BASE);
  try {
    await ops.goto(`${BASE}/staff/orders/${orderNumber}`);
    const open = ops.getByRole("region", { name: "Proofs of item 1" }).getByRole("button", { name: "Send proof" });
    await tabTo(ops, open);
    await expectVisibleFocus(open);
    await ops.keyboard.press("Enter");
    const dialog = ops.getByRole("dialog", { name: /of item 1$/ });
    await expect(dialog).toBeVisible();
    await ops.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await ops.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    const picker = dialog.getByLabel("Proof file");
    await tabTo(ops, picker);
    const [chooser] = await Promise.all([ops.waitForEvent("filechooser"), ops.keyboard.press("Enter")]);
    await chooser.setFiles({ name: "proof.pdf", mimeType: "application/pdf", buffer: await pdfOf() });
    const message = dialog.getByRole("textbox", { name: "Message to the customer" });
    await tabTo(ops, message);
    await expectVisibleFocus(message);
    await ops.keyboard.type("Sent from the keyboard.");
    await tabTo(ops, dialog.getByRole("button", { name: "Send proof" }));
    await ops.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(ops.getByRole("status").filter({ hasText: "The proof was sent to the customer." })).toBeVisible();

    await buyer.goto(`${BASE}/store/orderdetails/${orderNumber}/${customer.user.Id}?details=1`);
    const proofs = buyer.getByRole("region", { name: "Proof of item 1" });
    const changes = proofs.getByRole("button", { name: "Request changes" });
    await tabTo(buyer, changes);
    await expectVisibleFocus(changes);
    await buyer.keyboard.press("Enter");
    const ask = buyer.getByRole("dialog", { name: /Request changes to proof\.pdf/ });
    await expect(ask).toBeVisible();
    await buyer.keyboard.press("Escape");
    await expect(ask).toBeHidden();
    await expect(changes).toBeFocused();
    const approve = proofs.getByRole("button", { name: "Approve" });
    await tabTo(buyer, approve, true);
    await buyer.keyboard.press("Space");
    await expect(buyer.getByRole("status").filter({ hasText: "the proof is approved" })).toBeVisible();
  } finally {
    await ops.context().close();
    await buyer.context().close();
  }
});

test("keyboard only: the staff customers and catalog pages", async ({ browser, request }) => {
  const admin = await apiSignIn(request, "staff.admin", BASE);
  const page = await signedInPage(browser, admin, BASE);
  try {
    await page.goto(`${BASE}/staff/catalog`);
    const filter = page.getByRole("textbox", { name: "Filter" });
    await tabTo(page, filter);
    await page.keyboard.type("a");
    const toggle = page.getByRole("table", { name: "Materials" }).getByRole("switch").first();
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    const before = await toggle.isChecked();
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked({ checked: !before });
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked({ checked: before });

    await page.goto(`${BASE}/staff/customers`);
    const link = page.getByRole("link", { name: "Northside Sign Co." }).first();
    await tabTo(page, link);
    await expectVisibleFocus(link);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: /Northside Sign Co\./ })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

/** An application as the Apply form sends it, with a company name no other test uses; returns its Id. */
async function apply(request: APIRequestContext, staff: ApiSession, company: string, email: string) {
  const applied = await request.post(`${BASE}/api/Account/Apply`, {
    data: {
      CompanyName: company,
      ContactName: "Rowan Pike",
      Email: email,
      PhoneNumber: "(515) 555-0147",
      Address1: "9 Keyline Ct",
      City: "Ames",
      State: "IA",
      Zip: "50010",
      ResaleCertificate: "IA-55-0147",
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const list = await request.get(`${BASE}/api/Staff/Applications?status=new`, { headers: staff.auth });
  const app = ((await list.json()).Data as { Id: number; CompanyName: string }[]).find(
    (a) => a.CompanyName === company,
  );
  expect(app, company).toBeTruthy();
  return (app as { Id: number }).Id;
}

test("keyboard only: staff write a note and decline an application through its confirmation; focus goes back to the opener", async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const company = `Keyline Decline ${stamp}`;
  const email = `rowan.${stamp}@keyline.example`;
  const support = await apiSignIn(request, "staff.support", BASE);
  await apply(request, support, company, email);
  const page = await signedInPage(browser, support, BASE);
  try {
    await page.goto(`${BASE}/staff/applications`);
    const card = page.getByRole("article", { name: company });
    const note = card.getByRole("textbox", { name: /^Note/ });
    // Mantine shows a focused field by its border colour rather than a ring.
    const border = () => note.evaluate((el) => getComputedStyle(el).borderColor);
    const idle = await border();
    await tabTo(page, note);
    await expect.poll(border).not.toBe(idle);
    await page.keyboard.type("Outside our sales area.");
    const decline = card.getByRole("button", { name: "Decline" });
    await tabTo(page, decline);
    await expectVisibleFocus(decline);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: `Decline ${company}?` });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(decline).toBeFocused();
    await page.keyboard.press("Space");
    await expect(confirm).toBeVisible();
    const yes = confirm.getByRole("button", { name: "Decline" });
    await tabTo(page, yes);
    await expectVisibleFocus(yes);
    await page.keyboard.press("Enter");
    const done = page.getByRole("status").filter({ hasText: `Application declined: ${email} was told by e-mail.` });
    await expect(done).toBeVisible();
    await expect(card).toBeHidden();
    await expect(confirm).toBeHidden();
    // The decided card took the focused button along: the focus is on the answer, not lost.
    await expect(done).toBeFocused();

    // The status filter is one radio group: Tab reaches the chosen one, the arrows move the choice.
    await tabTo(page, page.getByRole("radio", { name: "New" }), true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Declined" })).toBeChecked();
    await expect(card.getByText("Note: Outside our sales area.")).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test("keyboard only: staff change a customer's terms and PO setting, save, and see the change history", async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const company = `Keyline Settings ${stamp}`;
  const support = await apiSignIn(request, "staff.support", BASE);
  // Its own customer, made by approving its own application: no other test's company is changed.
  const id = await apply(request, support, company, `sam.${stamp}@keyline.example`);
  const approved = await request.post(`${BASE}/api/Staff/Applications/${id}/Approve`, {
    headers: support.auth,
    data: { Note: "" },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const customerId = (await approved.json()).Data.CustomerId as number;
  const page = await signedInPage(browser, support, BASE);
  try {
    await page.goto(`${BASE}/staff/customers/${customerId}`);
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
    const form = page.getByRole("region", { name: "Company and settings" });
    const terms = form.getByRole("checkbox", { name: "Terms account (open account)" });
    await tabTo(page, terms);
    await expectVisibleFocus(terms);
    await page.keyboard.press("Space");
    await expect(terms).toBeChecked();
    const days = form.getByRole("textbox", { name: /^Terms \(days/ });
    await tabTo(page, days);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("45");
    await expect(days).toHaveValue("45");
    const po = form.getByRole("checkbox", { name: "PO number required" });
    await tabTo(page, po);
    await expectVisibleFocus(po);
    await page.keyboard.press("Space");
    await expect(po).toBeChecked();
    const save = form.getByRole("button", { name: "Save" });
    await tabTo(page, save);
    await expectVisibleFocus(save);
    await page.keyboard.press("Enter");
    await expect(form.getByRole("status")).toHaveText("Customer settings saved.");

    const changes = page.getByRole("region", { name: "Changes" });
    const poRow = changes.getByRole("row").filter({ hasText: "PO number required" });
    await expect(poRow.getByRole("cell").nth(3)).toHaveText("No");
    await expect(poRow.getByRole("cell").nth(4)).toHaveText("Yes");
    await expect(changes.getByRole("row").filter({ hasText: "Net 45" }).getByRole("cell").nth(2)).toHaveText("Terms");
    await page.reload();
    await expect(form.getByRole("checkbox", { name: "PO number required" })).toBeChecked();
    await expect(form.getByRole("textbox", { name: /^Terms \(days/ })).toHaveValue("45");
  } finally {
    await page.context().close();
  }
});
