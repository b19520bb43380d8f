import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { StaffOrderDetail } from "@portal/contract";
import { libraryFiles } from "@portal/db/schema";
import { makeSpotPdf } from "@portal/preflight/fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive } from "../cart/cart.testkit.js";
import { billing, shipping } from "../checkout/checkout.testkit.js";
import { listen, newToken, place, tusUpload, waitForPreflight } from "../library/library.testkit.js";

const FILE = "Bestellt Grüße.pdf";

/**
 * Ordered artwork stays with the order (docs/product/shop-order-desk.md): once an order is placed, the customer
 * deleting or overwriting the file in their library does not take it from the shop.
 */
describe("artwork kept for the order after it leaves the customer's library", () => {
  let t: TestApp;
  let base: string;
  let buyer: SignedIn;
  let ops: SignedIn;
  const fullUrl = () => `/ImgLibrary/${buyer.Id}/${FILE}`;
  const stored = (key: string) => path.join(t.config.dataDir, "files", key);

  const upload = async (bytes: Uint8Array, SavingStrategy?: string) => {
    const token = await newToken(t, buyer);
    await tusUpload(base, token.access_token, FILE, bytes);
    const res = await place(t, buyer, { packageid: token.id, ...(SavingStrategy ? { SavingStrategy } : {}) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const liveKey = async () => {
    const rows = await t.database.db.select().from(libraryFiles).where(eq(libraryFiles.userId, buyer.Id));
    return rows.find((r) => r.name === FILE && r.deletedAt === null)?.storageKey;
  };
  const detail = async (orderNumber: number): Promise<StaffOrderDetail> => {
    const res = await t.get(`/api/Staff/Orders/${orderNumber}`, ops.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data;
  };
  const download = (artworkPath: string) => t.app.inject({ method: "GET", url: artworkPath, headers: ops.auth });

  beforeAll(async () => {
    t = await startTestApp();
    base = await listen(t.app);
    [buyer, ops] = await Promise.all([signIn(t, "buyer"), signIn(t, "staff.ops")]);
  });
  afterAll(() => t.close());

  it("keeps the ordered bytes for staff when the customer overwrites and then deletes the file", async () => {
    const ordered = makeSpotPdf("PANTONE 185 C");
    await upload(ordered);
    await waitForPreflight(t, buyer, fullUrl());
    await addLine(t.database.db, buyer.Id, { ...adhesive(2), filename: FILE, fullUrl: fullUrl() });
    const placed = await t.post(
      "/api/Store/Checkout",
      {
        userId: buyer.Id,
        Billing: billing(),
        Shipping: shipping(),
        ShippingMethod: "FEDEX_GROUND",
        ConfirmConform: true,
        IdempotencyKey: randomUUID(),
      },
      buyer.auth,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = Number(placed.json().Data);
    const line = (await detail(orderNumber)).Lines[0]!;
    expect(line.Filename).toBe(FILE);
    expect(line.ArtworkPath).not.toBe("");
    expect(line.ThumbnailUrl).toContain("/api/Library/Thumbnail?");
    const thumbnail = async (url: string) => t.app.inject({ method: "GET", url });
    const orderedThumbnail = (await thumbnail(line.ThumbnailUrl)).rawPayload;

    // The customer overwrites the file with other artwork of the same name: the order keeps what was ordered,
    // and the new file is the library's.
    const replacement = makeSpotPdf("PANTONE 300 C");
    expect(Buffer.compare(Buffer.from(replacement), Buffer.from(ordered))).not.toBe(0);
    await upload(replacement, "overwrite");
    const replacementKey = await liveKey();
    expect(replacementKey).toBeDefined();
    let res = await download(line.ArtworkPath);
    expect(res.statusCode, res.body).toBe(200);
    expect(Buffer.compare(res.rawPayload, Buffer.from(ordered))).toBe(0);

    // Then deletes it: the replacement was never ordered, so its bytes go; the ordered file's stay for staff.
    const deleted = await t.post("/api/Library/DeleteItem", { FullUrl: fullUrl(), userId: buyer.Id }, buyer.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(fs.existsSync(stored(replacementKey!))).toBe(false);

    res = await download(line.ArtworkPath);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-length"]).toBe(String(ordered.length));
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Bestellt Gru_e.pdf"; filename*=UTF-8''Bestellt%20Gr%C3%BC%C3%9Fe.pdf`,
    );
    expect(Buffer.compare(res.rawPayload, Buffer.from(ordered))).toBe(0);

    const after = (await detail(orderNumber)).Lines[0]!;
    expect(after.ArtworkPath).toBe(line.ArtworkPath);
    // The workspace still shows the ordered file's thumbnail, through a signed link naming the line.
    expect(after.ThumbnailUrl).toMatch(/^\/api\/Library\/HeldThumbnail\?holder=order-line%3A\d+&exp=\d+&sig=/);
    const held = await thumbnail(after.ThumbnailUrl);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(held.rawPayload, orderedThumbnail)).toBe(0);
    // A link for another line, or with the signature changed, is refused.
    const otherLine = after.ThumbnailUrl.replace(/order-line%3A(\d+)/, (_, id) => `order-line%3A${Number(id) + 1}`);
    expect((await thumbnail(otherLine)).statusCode).toBe(403);
    expect((await thumbnail(`${after.ThumbnailUrl.replace(/sig=.*/, "sig=AAAA")}`)).statusCode).toBe(403);
    expect((await thumbnail("/api/Library/HeldThumbnail?holder=order-line%3A1")).statusCode).toBe(400);
    const ticket = await t.app.inject({
      method: "GET",
      url: `/api/Staff/Orders/${orderNumber}/JobTicket`,
      headers: ops.auth,
    });
    expect(ticket.statusCode, ticket.body).toBe(200);

    // The customer's library no longer has it, by any call.
    const details = await t.post(
      "/api/Library/GetLibraryItemDetails",
      { item: fullUrl(), userId: buyer.Id },
      buyer.auth,
    );
    expect(details.statusCode).toBe(404);
    const listing = await t.post(
      "/api/Library/GetDirectoryContents",
      { directory: `/ImgLibrary/${buyer.Id}`, pageSize: 0, page: 1, userId: buyer.Id },
      buyer.auth,
    );
    expect(listing.statusCode, listing.body).toBe(200);
    expect(JSON.stringify(listing.json().Data)).not.toContain(FILE);
    const again = await t.post("/api/Library/DeleteItem", { FullUrl: fullUrl(), userId: buyer.Id }, buyer.auth);
    expect(again.statusCode).toBe(404);
  });

  it("holds the artwork of a cart line that carries its file only in its fields (lines saved by older builds)", async () => {
    const ordered = makeSpotPdf("PANTONE 7462 C");
    await upload(ordered, "overwrite");
    const a = adhesive(1);
    await addLine(t.database.db, buyer.Id, { ...a, filename: FILE, fields: { ...a.fields, FullUrl: fullUrl() } });
    const placed = await t.post(
      "/api/Store/Checkout",
      {
        userId: buyer.Id,
        Billing: billing(),
        Shipping: shipping(),
        ShippingMethod: "FEDEX_GROUND",
        ConfirmConform: true,
        IdempotencyKey: randomUUID(),
      },
      buyer.auth,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const line = (await detail(Number(placed.json().Data))).Lines[0]!;
    expect(line.ArtworkPath).not.toBe("");
    const deleted = await t.post("/api/Library/DeleteItem", { FullUrl: fullUrl(), userId: buyer.Id }, buyer.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const res = await download(line.ArtworkPath);
    expect(res.statusCode, res.body).toBe(200);
    expect(Buffer.compare(res.rawPayload, Buffer.from(ordered))).toBe(0);
  });

  it("still removes the bytes of a file no order prints", async () => {
    await upload(makeSpotPdf("PANTONE 485 C"));
    const key = await liveKey();
    expect(fs.existsSync(stored(key!))).toBe(true);
    const deleted = await t.post("/api/Library/DeleteItem", { FullUrl: fullUrl(), userId: buyer.Id }, buyer.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(fs.existsSync(stored(key!))).toBe(false);
  });
});
