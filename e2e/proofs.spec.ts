import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { PDFDocument, rgb } from "pdf-lib";
import { WHOLESALE_URL } from "../playwright.config.js";
import { type ApiSession, apiSignIn, signedInPage } from "./helpers.js";

/**
 * Proofs (docs/product/proofs.md) on the Wholesale brand. The customer is the demo `proofs` user
 * (Brightline Proof Studio, on account), whose cart no other spec touches. The order, version 1 and the
 * buyer's "changes requested" are made through the API for the second test; the first asks for changes in the browser.
 */
const BASE = WHOLESALE_URL;
// Conditions, not sleeps: the longer limit only matters on a loaded machine (lazy pages, PDF rendering).
const expect = baseExpect.configure({ timeout: 15_000 });
const CUSTOMER = "proofs";

async function pdfOf(color: [number, number, number]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([24 * 72, 36 * 72]);
  page.drawRectangle({ x: 0, y: 0, width: 24 * 72, height: 36 * 72, color: rgb(...color) });
  return Buffer.from(await doc.save());
}

/** Uploads one file over tus into a new package (purpose library or proof); returns the package id. */
async function tusUpload(
  api: APIRequestContext,
  s: ApiSession,
  name: string,
  bytes: Buffer,
  purpose: "library" | "proof",
): Promise<string> {
  const query = purpose === "proof" ? "?purpose=proof" : "";
  const pkg = (await (await api.get(`${BASE}/api/Library/new_token${query}`, { headers: s.auth })).json()).Data as {
    id: string;
    access_token: string;
  };
  const tus = { "Tus-Resumable": "1.0.0", "Upload-Package-Token": pkg.access_token };
  const created = await api.post(`${BASE}/api/Library/upload`, {
    headers: {
      ...tus,
      "Upload-Length": String(bytes.length),
      "Upload-Metadata": `filename ${Buffer.from(name).toString("base64")}`,
    },
  });
  expect(created.status()).toBe(201);
  const patched = await api.fetch(new URL(created.headers().location!, BASE).toString(), {
    method: "PATCH",
    headers: { ...tus, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  return pkg.id;
}

/** The customer's artwork into their library root; the cart takes it while its check still runs. */
async function uploadArtwork(api: APIRequestContext, s: ApiSession, name: string): Promise<string> {
  const packageid = await tusUpload(api, s, name, await pdfOf([0.1, 0.45, 0.8]), "library");
  const root = `/ImgLibrary/${s.user.Id}`;
  const placed = await api.post(`${BASE}/api/Library/handle_masv`, {
    headers: s.auth,
    data: { packageid, SelectedFolder: root, NewFolderName: "", SavingStrategy: "keep" },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  return `${root}/${name}`;
}

/** The customer orders 2 prints of a new file on account; returns the order number. */
async function placeOrder(api: APIRequestContext, s: ApiSession, filename: string): Promise<number> {
  const fullUrl = await uploadArtwork(api, s, filename);
  const added = await api.post(`${BASE}/api/Store/AddToCart`, {
    headers: s.auth,
    data: [
      {
        userId: s.user.Id,
        Name: filename,
        FullUrl: fullUrl,
        ImageUrl: "",
        ItemNo: "ADH-CAL",
        product_type: "adhesive",
        InchWidth: 24,
        InchHeight: 36,
        Quantity: 2,
        LaminateType: "none",
        cut_finish: "square",
        SetId: 0,
        CartID: "",
        Price: "",
        Overlap: "Select",
        SheetWidth: "",
        SheetHeight: "",
        base64String: "",
      },
    ],
  });
  expect(added.status(), await added.text()).toBe(200);
  const placed = await api.post(`${BASE}/api/Store/Checkout`, {
    headers: s.auth,
    data: {
      Billing: { CCkey: "open account" },
      Shipping: {
        ShipKey: "0",
        FirstName: "Pat",
        LastName: "Okafor",
        CompanyName: "Brightline Proof Studio",
        Address1: "415 1st Ave SE",
        Address2: "",
        City: "Cedar Rapids",
        State: "IA",
        Zip: "52401",
        Country: "US",
        PhoneNumber: "(319) 555-0162",
        Residential: false,
        Email: "pat@brightlineproof.example",
      },
      ShippingMethod: "FEDEX_GROUND",
      ConfirmConform: true,
      IdempotencyKey: randomUUID(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return Number((await placed.json()).Data);
}

/** Version 1 of item 1, sent through the API; its proof id. */
async function seedVersion1(api: APIRequestContext, ops: ApiSession, orderNumber: number): Promise<number> {
  const proofs = (await (await api.get(`${BASE}/api/Staff/Orders/${orderNumber}/Proofs`, { headers: ops.auth })).json())
    .Data as { OrderVersion: number; Lines: { LineId: number }[] };
  const packageid = await tusUpload(api, ops, "proof.pdf", await pdfOf([0.2, 0.3, 0.9]), "proof");
  const sent = await api.post(`${BASE}/api/Staff/Orders/${orderNumber}/Lines/${proofs.Lines[0]!.LineId}/Proofs`, {
    headers: ops.auth,
    data: { packageid, Message: "Is this blue right?", Version: proofs.OrderVersion },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()).Data.Lines[0].Versions[0].ProofId as number;
}

/** Version 1 of item 1 through the API, and the buyer's "changes requested" answer to it. */
async function seedVersion1WithChanges(
  api: APIRequestContext,
  ops: ApiSession,
  buyer: ApiSession,
  orderNumber: number,
) {
  const proofId = await seedVersion1(api, ops, orderNumber);
  const answered = await api.post(`${BASE}/api/Store/AnswerProof`, {
    headers: buyer.auth,
    data: { ProofId: proofId, Answer: "changes", Comment: "Darker blue, please." },
  });
  expect(answered.status(), await answered.text()).toBe(200);
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
  test("the buyer requests changes to a proof, with the comment it requires", async ({ browser, request }) => {
    const customer = await apiSignIn(request, CUSTOMER, BASE);
    const staff = await apiSignIn(request, "staff.ops", BASE);
    const orderNumber = await placeOrder(request, customer, `proof-${Date.now()}.pdf`);
    await seedVersion1(request, staff, orderNumber);
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

  test("after the buyer asked for changes, staff send version 2; the buyer approves; the order goes into production", async ({
    browser,
    request,
  }) => {
    const customer = await apiSignIn(request, CUSTOMER, BASE);
    const staff = await apiSignIn(request, "staff.ops", BASE);
    const orderNumber = await placeOrder(request, customer, `proof-${Date.now()}.pdf`);
    await seedVersion1WithChanges(request, staff, customer, orderNumber);
    const ops = await signedInPage(browser, staff, BASE);
    const buyer = await signedInPage(browser, customer, BASE);
    try {
      // Staff see the answer in the queue and send version 2 from the workspace.
      await ops.goto(`${BASE}/staff/orders?q=${orderNumber}`);
      await expect(ops.getByRole("row").filter({ hasText: String(orderNumber) })).toContainText("Changes requested");
      await sendProof(ops, orderNumber, "Send new version", await pdfOf([0.05, 0.1, 0.5]), "Darker now.");
      const item = ops.getByRole("region", { name: "Proofs of item 1" });
      await expect(item).toContainText("Version 2");
      await expect(item).toContainText("Darker blue, please.");

      // The buyer sees version 2 with its thumbnail; version 1 stays listed with its answer; they approve.
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
});
