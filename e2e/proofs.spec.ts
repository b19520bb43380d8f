import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { PDFDocument, rgb } from "pdf-lib";
import { WHOLESALE_URL } from "../playwright.config.js";
import { DEMO_PASSWORD } from "./helpers.js";

/**
 * Proofs (issue 14, docs/product/proofs.md) on the Wholesale brand. The customer is the demo `terms`
 * user there (Prairie Installers, on account), whose cart no other spec fills on this brand; the order
 * is placed through the API, and every browser starts signed in from saved storage state.
 */
const BASE = WHOLESALE_URL;
// Conditions, not sleeps: the longer limit only matters on a loaded machine (lazy pages, PDF rendering).
const expect = baseExpect.configure({ timeout: 15_000 });
const FRANCHISE = "Wholesale";
const CUSTOMER = "terms";

interface Session {
  user: Record<string, unknown> & { Id: number; JwtToken: string };
  auth: { authorization: string };
}

async function apiSignIn(api: APIRequestContext, username: string): Promise<Session> {
  const res = await api.post(`${BASE}/api/users/authenticate`, {
    data: { username, password: DEMO_PASSWORD, Franchise: FRANCHISE },
  });
  expect(res.status(), await res.text()).toBe(200);
  const user = (await res.json()).Data as Session["user"];
  return { user, auth: { authorization: `Bearer ${user.JwtToken}` } };
}

/** A browser page already signed in: the session as the app stores it, and the cookie banner dismissed. */
async function signedInPage(browser: Browser, s: Session): Promise<Page> {
  const { JwtToken, ...user } = s.user;
  const context = await browser.newContext({
    storageState: {
      cookies: [
        {
          name: "cookieconsent_status",
          value: "dismiss",
          domain: new URL(BASE).hostname,
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Strict",
        },
      ],
      origins: [
        {
          origin: BASE,
          localStorage: [
            { name: "tradeline.portal.User", value: JSON.stringify(user) },
            { name: "tradeline.portal.JwtToken", value: JwtToken },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

async function pdfOf(color: [number, number, number]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([24 * 72, 36 * 72]);
  page.drawRectangle({ x: 0, y: 0, width: 24 * 72, height: 36 * 72, color: rgb(...color) });
  return Buffer.from(await doc.save());
}

/** The customer's artwork into their library root (tus), placed and checked. */
async function uploadArtwork(api: APIRequestContext, s: Session, name: string): Promise<string> {
  const bytes = await pdfOf([0.1, 0.45, 0.8]);
  const pkg = (await (await api.get(`${BASE}/api/Library/new_token`, { headers: s.auth })).json()).Data as {
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
  const root = `/ImgLibrary/${s.user.Id}`;
  const placed = await api.post(`${BASE}/api/Library/handle_masv`, {
    headers: s.auth,
    data: { packageid: pkg.id, SelectedFolder: root, NewFolderName: "", SavingStrategy: "keep" },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  await expect
    .poll(
      async () => {
        const res = await api.post(`${BASE}/api/Library/GetLibraryItemDetails`, {
          headers: s.auth,
          data: { item: `${root}/${name}`, userId: s.user.Id },
        });
        return (await res.json()).Data?.Preflight?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("done");
  return `${root}/${name}`;
}

/** The customer orders 2 prints of a new file on account; returns the order number. */
async function placeOrder(api: APIRequestContext, s: Session, filename: string): Promise<number> {
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
        FirstName: "Terry",
        LastName: "Sandoval",
        CompanyName: "Prairie Installers Inc.",
        Address1: "1800 SE Army Post Rd",
        Address2: "",
        City: "Des Moines",
        State: "IA",
        Zip: "50315",
        Country: "US",
        PhoneNumber: "(515) 555-0177",
        Residential: false,
        Email: "terry@prairieinstallers.example",
      },
      ShippingMethod: "FEDEX_GROUND",
      ConfirmConform: true,
      IdempotencyKey: randomUUID(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return Number((await placed.json()).Data);
}

/** Staff send a proof (or a new version) of item 1 from the workspace. */
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
  test("staff send a proof; the buyer asks for changes; staff send version 2; the buyer approves; the order goes into production", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const customer = await apiSignIn(request, CUSTOMER);
    const filename = `proof-${Date.now()}.pdf`;
    const orderNumber = await placeOrder(request, customer, filename);
    const ops = await signedInPage(browser, await apiSignIn(request, "staff.ops"));
    const buyer = await signedInPage(browser, customer);
    const details = `${BASE}/store/orderdetails/${orderNumber}/${customer.user.Id}?details=1`;

    await sendProof(ops, orderNumber, "Send proof", await pdfOf([0.2, 0.3, 0.9]), "Is this blue right?");
    await expect(ops.getByRole("region", { name: "Proofs" }).first()).toContainText("Proof waiting");

    // The buyer sees it with its thumbnail and asks for changes; a comment is required.
    await buyer.goto(details);
    const proofs = buyer.getByRole("region", { name: "Proof of item 1" });
    await expect(proofs).toContainText("Is this blue right?");
    await expect(proofs.getByRole("img", { name: "Proof proof.pdf, version 1" })).toBeVisible();
    await expect(proofs.getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      /\/api\/Proofs\/\d+\/Download\?/,
    );
    await proofs.getByRole("button", { name: "Request changes" }).click();
    const changes = buyer.getByRole("dialog", { name: /Request changes to proof\.pdf/ });
    await changes.getByRole("button", { name: "Send request" }).click();
    await expect(changes).toContainText("Comment: please say what should change.");
    await changes.getByRole("textbox", { name: "What should change?" }).fill("Darker blue, please.");
    await changes.getByRole("button", { name: "Send request" }).click();
    await expect(buyer.getByRole("status").filter({ hasText: "the shop will send a new version" })).toBeVisible();
    await expect(proofs).toContainText("Changes requested by Terry Sandoval");

    // Staff see the answer in the queue and the workspace, and send version 2.
    await ops.goto(`${BASE}/staff/orders?q=${orderNumber}`);
    await expect(ops.getByRole("row").filter({ hasText: String(orderNumber) })).toContainText("Changes requested");
    await sendProof(ops, orderNumber, "Send new version", await pdfOf([0.05, 0.1, 0.5]), "Darker now.");
    const item = ops.getByRole("region", { name: "Proofs of item 1" });
    await expect(item).toContainText("Version 2");
    await expect(item).toContainText("Darker blue, please.");

    // The buyer approves version 2; version 1 stays listed with its answer.
    await buyer.reload();
    await expect(proofs).toContainText("Darker now.");
    await expect(buyer.getByRole("region", { name: "Earlier versions of item 1" })).toContainText(
      "Darker blue, please.",
    );
    await proofs.getByRole("button", { name: "Approve" }).click();
    await expect(buyer.getByRole("status").filter({ hasText: "the proof is approved" })).toBeVisible();
    await expect(proofs).toContainText("Approved by Terry Sandoval");

    // Staff move the order to production.
    await ops.goto(`${BASE}/staff/orders?q=${orderNumber}`);
    await expect(ops.getByRole("row").filter({ hasText: String(orderNumber) })).toContainText("Proof approved");
    await ops.goto(`${BASE}/staff/orders/${orderNumber}`);
    await ops.getByRole("button", { name: "Start production" }).click();
    await expect(ops.getByRole("table", { name: `Status history of order ${orderNumber}` })).toContainText(
      "In production",
    );
  });
});
