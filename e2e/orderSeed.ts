import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { PDFDocument, rgb } from "pdf-lib";
import type { ApiSession } from "./helpers.js";

/**
 * Orders seeded through the API, as a customer makes them: artwork uploaded over tus into the
 * library, a print added to the cart, checkout. Each call names the server (`baseUrl`).
 */

/** A one-page 24 x 36 in PDF filled with one colour (RGB 0..1). */
export async function pdfOf(color: [number, number, number] = [0.1, 0.45, 0.8]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([24 * 72, 36 * 72]);
  page.drawRectangle({ x: 0, y: 0, width: 24 * 72, height: 36 * 72, color: rgb(...color) });
  return Buffer.from(await doc.save());
}

/** Uploads one file over tus into a new package (purpose library or proof); returns the package id. */
export async function tusUpload(
  api: APIRequestContext,
  baseUrl: string,
  s: ApiSession,
  name: string,
  bytes: Buffer,
  purpose: "library" | "proof" = "library",
): Promise<string> {
  const query = purpose === "proof" ? "?purpose=proof" : "";
  const pkgReply = await api.get(`${baseUrl}/api/Library/new_token${query}`, { headers: s.auth });
  expect(pkgReply.ok(), await pkgReply.text()).toBeTruthy();
  const pkg = (await pkgReply.json()).Data as { id: string; access_token: string };
  const tus = { "Tus-Resumable": "1.0.0", "Upload-Package-Token": pkg.access_token };
  const created = await api.post(`${baseUrl}/api/Library/upload`, {
    headers: {
      ...tus,
      "Upload-Length": String(bytes.length),
      "Upload-Metadata": `filename ${Buffer.from(name).toString("base64")}`,
    },
  });
  expect(created.status()).toBe(201);
  const patched = await api.fetch(new URL(created.headers().location!, baseUrl).toString(), {
    method: "PATCH",
    headers: { ...tus, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  return pkg.id;
}

/**
 * Uploads a PDF into the customer's library root; returns its library path. Its artwork check runs in
 * the background: the cart, the download and the ticket take a file whose check is not done yet.
 */
export async function uploadArtwork(
  api: APIRequestContext,
  baseUrl: string,
  s: ApiSession,
  name: string,
  bytes?: Buffer,
): Promise<string> {
  const packageid = await tusUpload(api, baseUrl, s, name, bytes ?? (await pdfOf()));
  const root = `/ImgLibrary/${s.user.Id}`;
  const placed = await api.post(`${baseUrl}/api/Library/handle_masv`, {
    headers: s.auth,
    data: { packageid, SelectedFolder: root, NewFolderName: "", SavingStrategy: "keep" },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  return `${root}/${name}`;
}

/** Uploads a new file and adds 2 adhesive prints of it (24 x 36 in) to the customer's cart. */
export async function addPrint(api: APIRequestContext, baseUrl: string, s: ApiSession, filename: string) {
  const fullUrl = await uploadArtwork(api, baseUrl, s, filename);
  const added = await api.post(`${baseUrl}/api/Store/AddToCart`, {
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
}

/** Adds H-stakes (step stakes, 10 x 24 in) to the customer's cart, as the accessories page does. */
export async function addStakes(api: APIRequestContext, baseUrl: string, s: ApiSession, quantity: number) {
  const added = await api.post(`${baseUrl}/api/Store/AddToCartMisc`, {
    headers: s.auth,
    data: { ItemNo: "STK-H-10X24", Quantity: quantity },
  });
  expect(added.status(), await added.text()).toBe(200);
}

export interface ShipTo {
  FirstName: string;
  LastName: string;
  CompanyName: string;
  Address1: string;
  City: string;
  State: string;
  Zip: string;
  PhoneNumber: string;
  Email: string;
}

/** The demo Northside Sign Co.'s Minneapolis address, shipped to one of its people. */
export function northsideShipTo(FirstName: string, LastName: string, Email: string): ShipTo {
  return {
    FirstName,
    LastName,
    CompanyName: "Northside Sign Co.",
    Address1: "415 Lyndale Ave N",
    City: "Minneapolis",
    State: "MN",
    Zip: "55405",
    PhoneNumber: "(612) 555-0102",
    Email,
  };
}

/** How the order is paid: on the customer's account, or a sandbox Visa with its billing address. */
export type Payment = "account" | { card: { Name: string; Address: string; City: string; State: string; Zip: string } };

/** Checks out the customer's cart by FedEx Ground to a new address; returns the order number. */
export async function checkout(
  api: APIRequestContext,
  baseUrl: string,
  s: ApiSession,
  shipTo: ShipTo,
  payment: Payment,
): Promise<number> {
  const Billing =
    payment === "account"
      ? { CCkey: "open account" }
      : {
          CCkey: "0",
          CardNo: "4242424242424242",
          CVV: "123",
          MonthExpire: "11",
          YearExpire: String(new Date().getFullYear() + 1),
          Country: "US",
          ...payment.card,
        };
  const placed = await api.post(`${baseUrl}/api/Store/Checkout`, {
    headers: s.auth,
    data: {
      Billing,
      Shipping: { ShipKey: "0", Address2: "", Country: "US", Residential: false, ...shipTo },
      ShippingMethod: "FEDEX_GROUND",
      ConfirmConform: true,
      IdempotencyKey: randomUUID(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return Number((await placed.json()).Data);
}

/** The customer orders 2 prints of a new file; returns the order number. */
export async function placeOrder(
  api: APIRequestContext,
  baseUrl: string,
  s: ApiSession,
  filename: string,
  shipTo: ShipTo,
  payment: Payment,
): Promise<number> {
  await addPrint(api, baseUrl, s, filename);
  return checkout(api, baseUrl, s, shipTo, payment);
}
