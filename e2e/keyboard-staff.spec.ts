import { expect as baseExpect, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { apiSignIn, expectVisibleFocus, signedInPage, tabTo } from "./helpers.js";
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
    await tabTo(ops, dialog.getByRole("textbox", { name: "Message to the customer" }));
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
