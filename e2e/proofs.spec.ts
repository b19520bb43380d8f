import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { type ApiSession, apiSignIn, signedInPage } from "./helpers.js";
import { pdfOf, placeOrder as placeOrderOf, type ShipTo, tusUpload } from "./orderSeed.js";

/**
 * Proofs (docs/product/proofs.md) on the Wholesale brand. The customer is the demo `proofs` user
 * (Brightline Proof Studio, on account), whose cart no other spec touches. The order, version 1 and the
 * buyer's "changes requested" are made through the API for the later tests; the first asks for changes in the browser.
 */
const BASE = WHOLESALE_URL;
// Conditions, not sleeps: the longer limit only matters on a loaded machine (lazy pages, PDF rendering).
const expect = baseExpect.configure({ timeout: 15_000 });
const CUSTOMER = "proofs";

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

/** The customer orders 2 prints of a new file on account; returns the order number. */
const placeOrder = (api: APIRequestContext, s: ApiSession, filename: string) =>
  placeOrderOf(api, BASE, s, filename, PAT, "account");

/** A new version of item 1's proof, sent through the API (version 1 by default); its proof id. */
async function seedVersion(
  api: APIRequestContext,
  ops: ApiSession,
  orderNumber: number,
  Message = "Is this blue right?",
  color: [number, number, number] = [0.2, 0.3, 0.9],
): Promise<number> {
  const proofs = (await (await api.get(`${BASE}/api/Staff/Orders/${orderNumber}/Proofs`, { headers: ops.auth })).json())
    .Data as { OrderVersion: number; Lines: { LineId: number }[] };
  const packageid = await tusUpload(api, BASE, ops, "proof.pdf", await pdfOf(color), "proof");
  const sent = await api.post(`${BASE}/api/Staff/Orders/${orderNumber}/Lines/${proofs.Lines[0]!.LineId}/Proofs`, {
    headers: ops.auth,
    data: { packageid, Message, Version: proofs.OrderVersion },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const versions = (await sent.json()).Data.Lines[0].Versions as { ProofId: number; Version: number }[];
  return versions.reduce((a, b) => (b.Version > a.Version ? b : a)).ProofId;
}

/** Version 1 of item 1 through the API, and the buyer's "changes requested" answer to it. */
async function seedVersion1WithChanges(
  api: APIRequestContext,
  ops: ApiSession,
  buyer: ApiSession,
  orderNumber: number,
) {
  const proofId = await seedVersion(api, ops, orderNumber);
  const answered = await api.post(`${BASE}/api/Store/AnswerProof`, {
    headers: buyer.auth,
    data: { ProofId: proofId, Answer: "changes", Comment: "Darker blue, please." },
  });
  expect(answered.status(), await answered.text()).toBe(200);
}

/** A new order of the customer whose version 1 the buyer asked to change (through the API). */
async function orderWithChangesRequested(api: APIRequestContext) {
  const customer = await apiSignIn(api, CUSTOMER, BASE);
  const staff = await apiSignIn(api, "staff.ops", BASE);
  const orderNumber = await placeOrder(api, customer, `proof-${Date.now()}.pdf`);
  await seedVersion1WithChanges(api, staff, customer, orderNumber);
  return { customer, staff, orderNumber };
}

/** Staff send a new version of item 1 from the workspace. */
async function sendProof(ops: Page, orderNumber: number, button: string, file: Buffer, message: string) {
  await ops.goto(`${BASE}/staff/orders/${orderNumber}`);
  const item = ops.getByRole("region", { name: "Proofs of item 1" });
  await item.getByRole("button", { name: button }).click();
  const dialog = ops.getByRole("dialog", { name: /of item 1$/ });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "proof.pdf", mimeType: "application/pdf", buffer: file });
  await dialog.getByRole("textbox", { name: "Message to the customer" }).fill(message);
  await dialog.getByRole("button", { name: "Send proof" }).click();
  await expect(dialog).toBeHidden();
  await expect(ops.getByRole("status").filter({ hasText: "The proof was sent to the customer." })).toBeVisible();
}

test.describe("proofs", () => {
  // Each test seeds an order with artwork and one or two proof uploads (PDF rendering in the background):
  // seconds alone, past 30 s on a 2-core machine at load 35.
  test.beforeEach(() => test.slow());

  test("the buyer requests changes to a proof, with the comment it requires", async ({ browser, request }) => {
    const customer = await apiSignIn(request, CUSTOMER, BASE);
    const staff = await apiSignIn(request, "staff.ops", BASE);
    const orderNumber = await placeOrder(request, customer, `proof-${Date.now()}.pdf`);
    await seedVersion(request, staff, orderNumber);
    const buyer = await signedInPage(browser, customer, BASE);
    try {
      await buyer.goto(`${BASE}/store/orderdetails/${orderNumber}/${customer.user.Id}?details=1`);
      const proofs = buyer.getByRole("region", { name: "Proof of item 1" });
      await expect(proofs).toContainText("Is this blue right?");
      await proofs.getByRole("button", { name: "Request changes" }).click();
      const changes = buyer.getByRole("dialog", { name: /Request changes to proof\.pdf/ });
      await changes.getByRole("button", { name: "Send request" }).click();
      await expect(changes).toContainText("Comment: please say what should change.");
      await changes.getByRole("textbox", { name: "What should change?" }).fill("Darker blue, please.");
      await changes.getByRole("button", { name: "Send request" }).click();
      await expect(buyer.getByRole("status").filter({ hasText: "the shop will send a new version" })).toBeVisible();
      await expect(proofs).toContainText("Changes requested by Pat Okafor");
    } finally {
      await buyer.context().close();
    }
  });

  test("after the buyer asked for changes, staff see it in the queue and send version 2 from the workspace", async ({
    browser,
    request,
  }) => {
    const { staff, orderNumber } = await orderWithChangesRequested(request);
    const ops = await signedInPage(browser, staff, BASE);
    try {
      await ops.goto(`${BASE}/staff/orders?q=${orderNumber}`);
      await expect(ops.getByRole("row").filter({ hasText: String(orderNumber) })).toContainText("Changes requested");
      await sendProof(ops, orderNumber, "Send new version", await pdfOf([0.05, 0.1, 0.5]), "Darker now.");
      const item = ops.getByRole("region", { name: "Proofs of item 1" });
      await expect(item).toContainText("Version 2");
      await expect(item).toContainText("Darker blue, please.");
    } finally {
      await ops.context().close();
    }
  });

  test("the buyer sees version 2 beside the earlier one and approves it; the order can go into production", async ({
    browser,
    request,
  }) => {
    const { customer, staff, orderNumber } = await orderWithChangesRequested(request);
    await seedVersion(request, staff, orderNumber, "Darker now.", [0.05, 0.1, 0.5]);
    const buyer = await signedInPage(browser, customer, BASE);
    const ops = await signedInPage(browser, staff, BASE);
    try {
      // Version 2 with its thumbnail; version 1 stays listed with its answer.
      await buyer.goto(`${BASE}/store/orderdetails/${orderNumber}/${customer.user.Id}?details=1`);
      const proofs = buyer.getByRole("region", { name: "Proof of item 1" });
      await expect(proofs).toContainText("Darker now.");
      await expect(proofs.getByRole("img", { name: "Proof proof.pdf, version 2" })).toBeVisible();
      await expect(
        proofs.getByRole("group", { name: "Proof version 2" }).getByRole("link", { name: "Download" }),
      ).toHaveAttribute("href", /\/api\/Proofs\/\d+\/Download\?/);
      await expect(buyer.getByRole("region", { name: "Earlier versions of item 1" })).toContainText(
        "Darker blue, please.",
      );
      await proofs.getByRole("button", { name: "Approve" }).click();
      await expect(buyer.getByRole("status").filter({ hasText: "the proof is approved" })).toBeVisible();
      await expect(proofs).toContainText("Approved by Pat Okafor");

      // Staff move the order to production.
      await ops.goto(`${BASE}/staff/orders/${orderNumber}`);
      await ops.getByRole("button", { name: "Start production" }).click();
      await expect(ops.getByRole("table", { name: `Status history of order ${orderNumber}` })).toContainText(
        "In production",
      );
    } finally {
      await ops.context().close();
      await buyer.context().close();
    }
  });

  test("staff find an order by its proof state with the queue's Proof filter", async ({ browser, request }) => {
    const { staff, orderNumber } = await orderWithChangesRequested(request);
    const ops = await signedInPage(browser, staff, BASE);
    try {
      await ops.goto(`${BASE}/staff/orders?q=${orderNumber}`);
      const row = ops.getByRole("row").filter({ hasText: String(orderNumber) });
      await expect(row).toBeVisible();
      const proofFilter = async (option: string) => {
        await ops.getByRole("combobox", { name: "Proof", exact: true }).click();
        await ops.getByRole("option", { name: option, exact: true }).click();
      };
      await proofFilter("Changes requested");
      await expect(ops).toHaveURL(/proof=changes_requested/);
      await expect(row).toContainText("Changes requested");
      await proofFilter("Proof approved");
      await expect(ops).toHaveURL(/proof=approved/);
      await expect(ops.getByText("No orders match these filters.")).toBeVisible();
    } finally {
      await ops.context().close();
    }
  });
});
