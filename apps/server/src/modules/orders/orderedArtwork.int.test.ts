import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { StaffOrderDetail } from "@portal/contract";
import { cartItems, checkoutIntents, libraryFileHolds, libraryFiles, orders } from "@portal/db/schema";
import { makeSpotPdf } from "@portal/preflight/fixtures";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { type CheckoutStep, type StepContext, stepHooks } from "../../platform/payments/steps.js";
import { SANDBOX_CARDS } from "../../platform/payments/sandbox.js";
import { createStorage } from "../../platform/storage/index.js";
import { LocalDiskStorage } from "../../platform/storage/local.js";
import { checkout, placeOrder, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive } from "../cart/cart.testkit.js";
import { billing, shipping } from "../checkout/checkout.testkit.js";
import { sweepFreedBytes } from "../library/freedBytes.js";
import { HeldFiles } from "../library/heldFiles.js";
import { LibraryRepo } from "../library/library.repo.js";
import { listen, newToken, place, tusUpload, waitForPreflight } from "../library/library.testkit.js";
import { releaseRetainedArtwork } from "./artworkRetention.job.js";
import { deskKit } from "./staffMoves.testkit.js";

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
    const orderNumber = await placeOrder(t, buyer, [{ ...adhesive(2), filename: FILE, fullUrl: fullUrl() }]);
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
    const orderNumber = await placeOrder(t, buyer, [
      { ...a, filename: FILE, fields: { ...a.fields, FullUrl: fullUrl() } },
    ]);
    const line = (await detail(orderNumber)).Lines[0]!;
    expect(line.ArtworkPath).not.toBe("");
    const deleted = await t.post("/api/Library/DeleteItem", { FullUrl: fullUrl(), userId: buyer.Id }, buyer.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const res = await download(line.ArtworkPath);
    expect(res.statusCode, res.body).toBe(200);
    expect(Buffer.compare(res.rawPayload, Buffer.from(ordered))).toBe(0);
  });

  /** Place Order with the buyer's cart, running `during` at a step between step 1 and step 3 (decision 0017). */
  const checkoutWith = async (
    at: CheckoutStep,
    during: (intentId: number) => Promise<void>,
    card: string = SANDBOX_CARDS.visa,
  ) => {
    let intentId = 0;
    const hook = async (step: CheckoutStep, ctx: StepContext) => {
      if (step !== at || ctx.kind !== "checkout") return;
      intentId = ctx.intentId;
      await during(intentId);
    };
    stepHooks.add(hook);
    try {
      const res = await checkout(t, buyer, { Billing: billing({ CardNo: card }) });
      return { res, intentId };
    } finally {
      stepHooks.delete(hook);
    }
  };
  const intentHolds = (intentId: number) =>
    t.database.db
      .select()
      .from(libraryFileHolds)
      .where(like(libraryFileHolds.holder, `checkout-intent:${intentId}:%`));
  const deleteFile = async () => {
    const res = await t.post("/api/Library/DeleteItem", { FullUrl: fullUrl(), userId: buyer.Id }, buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
  };

  it("keeps the artwork the customer deletes while the card is being charged (between steps 1 and 3)", async () => {
    const ordered = makeSpotPdf("PANTONE 2945 C");
    await upload(ordered, "overwrite");
    const key = await liveKey();
    await addLine(t.database.db, buyer.Id, { ...adhesive(1), filename: FILE, fullUrl: fullUrl() });
    let heldDuringCharge = 0;
    const { res, intentId } = await checkoutWith("card-1-charged", async (id) => {
      heldDuringCharge = (await intentHolds(id)).length;
      await deleteFile();
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(heldDuringCharge).toBe(1);
    // The hold moved to the order line: none is left under the checkout, and the bytes stayed.
    expect(await intentHolds(intentId)).toEqual([]);
    expect(fs.existsSync(stored(key!))).toBe(true);
    const line = (await detail(Number(res.json().Data))).Lines[0]!;
    expect(line.ArtworkPath).not.toBe("");
    const download1 = await download(line.ArtworkPath);
    expect(download1.statusCode, download1.body).toBe(200);
    expect(Buffer.compare(download1.rawPayload, Buffer.from(ordered))).toBe(0);
  });

  it("keeps the deleted artwork of a library line that follows a line without library artwork", async () => {
    const ordered = makeSpotPdf("PANTONE 1788 C");
    await upload(ordered, "overwrite");
    const key = await liveKey();
    await addLine(t.database.db, buyer.Id, { ...adhesive(3), filename: "from-elsewhere.pdf" });
    await addLine(t.database.db, buyer.Id, { ...adhesive(1), filename: FILE, fullUrl: fullUrl() });
    const { res, intentId } = await checkoutWith("card-1-charged", deleteFile);
    expect(res.statusCode, res.body).toBe(200);
    expect(await intentHolds(intentId)).toEqual([]);
    expect(fs.existsSync(stored(key!))).toBe(true);
    const lines = (await detail(Number(res.json().Data))).Lines;
    // (and the minimum charge's line after them)
    expect(lines.map((l) => l.Filename).slice(0, 2)).toEqual(["from-elsewhere.pdf", FILE]);
    expect(lines[0]!.ArtworkPath).toBe("");
    expect(lines[1]!.ArtworkPath).not.toBe("");
    const held = await download(lines[1]!.ArtworkPath);
    expect(held.statusCode, held.body).toBe(200);
    expect(Buffer.compare(held.rawPayload, Buffer.from(ordered))).toBe(0);
  });

  it("a delete sent while Place Order checks the artwork waits for it: the order holds the file and its bytes stay", async () => {
    const ordered = makeSpotPdf("PANTONE 7704 C");
    await upload(ordered, "overwrite");
    const key = await liveKey();
    await addLine(t.database.db, buyer.Id, { ...adhesive(1), filename: FILE, fullUrl: fullUrl() });
    // Step 1 has found the file present (its row share-locked, decision 0023) and is about to hold it: the customer's
    // delete comes now, through its own request. On PostgreSQL it runs at once on another connection, so step 1 goes
    // on only once the delete has either finished or is waiting for a lock; PGlite runs one transaction at a time,
    // so there the delete waits for step 1 in any case.
    const original = HeldFiles.prototype.holdForCheckout;
    let deleted: Promise<Awaited<ReturnType<TestApp["post"]>>> | undefined;
    const spy = vi.spyOn(HeldFiles.prototype, "holdForCheckout").mockImplementation(async function (
      this: HeldFiles,
      ...args
    ) {
      let done = false;
      deleted = t.post("/api/Library/DeleteItem", { FullUrl: fullUrl(), userId: buyer.Id }, buyer.auth);
      void deleted.finally(() => {
        done = true;
      });
      if (t.database.kind === "postgres") {
        for (;;) {
          const waiting = (await t.database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          if (done || waiting.rows[0]!.n > 0) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      return original.apply(this, args);
    });
    let res: Awaited<ReturnType<TestApp["post"]>>;
    try {
      res = await t.post(
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
    } finally {
      spy.mockRestore();
    }
    expect(res.statusCode, res.body).toBe(200);
    const deleteReply = await deleted!;
    expect(deleteReply.statusCode, deleteReply.body).toBe(200);
    // The file left the library; the order's line still holds it, with its bytes.
    expect(await liveKey()).toBeUndefined();
    expect(fs.existsSync(stored(key!))).toBe(true);
    const line = (await detail(Number(res.json().Data))).Lines[0]!;
    expect(line.ArtworkPath).not.toBe("");
    const download1 = await download(line.ArtworkPath);
    expect(download1.statusCode, download1.body).toBe(200);
    expect(Buffer.compare(download1.rawPayload, Buffer.from(ordered))).toBe(0);
  });

  it("the retention job keeps a live checkout's holds however old, and ends those of an ended intent", async () => {
    const ordered = makeSpotPdf("PANTONE 1788 C");
    await upload(ordered, "overwrite");
    const key = await liveKey();
    await addLine(t.database.db, buyer.Id, { ...adhesive(1), filename: FILE, fullUrl: fullUrl() });
    const deps = { db: t.database.db, storage: createStorage(t.config), retentionDays: 30 };
    const twoDaysLater = new Date(Date.now() + 2 * 86_400_000);
    // The gateway answers a day late: the job runs while the intent is charged, then the customer deletes the file.
    const { res, intentId } = await checkoutWith("card-1-charged", async (id) => {
      await releaseRetainedArtwork(deps, twoDaysLater);
      expect((await intentHolds(id)).length).toBe(1);
      await deleteFile();
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.existsSync(stored(key!))).toBe(true);
    const line = (await detail(Number(res.json().Data))).Lines[0]!;
    const download1 = await download(line.ArtworkPath);
    expect(Buffer.compare(download1.rawPayload, Buffer.from(ordered))).toBe(0);
    // A hold an ended intent left behind (its process died after ending it) ends a day on.
    const [file] = await t.database.db.select().from(libraryFiles).where(eq(libraryFiles.storageKey, key!));
    await t.database.db.insert(libraryFileHolds).values({ holder: `checkout-intent:${intentId}:7`, fileId: file!.id });
    await releaseRetainedArtwork(deps, new Date());
    expect(await intentHolds(intentId)).toHaveLength(1);
    await releaseRetainedArtwork(deps, twoDaysLater);
    expect(await intentHolds(intentId)).toEqual([]);
  });

  it("a checkout whose card is declined releases its holds; a file deleted meanwhile then leaves storage", async () => {
    await upload(makeSpotPdf("PANTONE 3405 C"), "overwrite");
    const key = await liveKey();
    await addLine(t.database.db, buyer.Id, { ...adhesive(1), filename: FILE, fullUrl: fullUrl() });
    // Declined with the file still in the library: the hold ends, the file stays the customer's.
    const kept = await checkoutWith("intent-recorded", async () => undefined, SANDBOX_CARDS.declinesOnCharge);
    expect(kept.res.statusCode, kept.res.body).toBe(422);
    expect(await intentHolds(kept.intentId)).toEqual([]);
    expect(fs.existsSync(stored(key!))).toBe(true);
    // Deleted while held, then declined: nothing holds it any more, so its bytes go as a plain delete's would.
    const gone = await checkoutWith("intent-recorded", deleteFile, SANDBOX_CARDS.declinesOnCharge);
    expect(gone.res.statusCode, gone.res.body).toBe(422);
    expect(await intentHolds(gone.intentId)).toEqual([]);
    expect(fs.existsSync(stored(key!))).toBe(false);
  });

  it("a declined card whose released file storage will not remove answers the decline; the cleanup job removes the bytes", async () => {
    await upload(makeSpotPdf("PANTONE 3415 C"), "overwrite");
    const key = await liveKey();
    await addLine(t.database.db, buyer.Id, { ...adhesive(1), filename: FILE, fullUrl: fullUrl() });
    const [cartBefore] = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    const ordersBefore = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.Id));
    // The customer deletes the file while the card is charged; storage fails when the decline frees it.
    let down: MockInstance | undefined;
    const declined = await checkoutWith(
      "intent-recorded",
      async () => {
        await deleteFile();
        down = vi
          .spyOn(LocalDiskStorage.prototype, "delete")
          .mockRejectedValue(Object.assign(new Error("EIO: i/o error, unlink"), { code: "EIO" }));
      },
      SANDBOX_CARDS.declinesOnCharge,
    );
    down?.mockRestore();
    expect(declined.res.statusCode, declined.res.body).toBe(422);
    expect(declined.res.json()).toMatchObject({ Status: "failed", Message: expect.stringMatching(/declined/i) });
    expect(declined.res.body).not.toMatch(/EIO|storage/i);
    // Nothing placed, nothing held, the cart as it was; the intent ended.
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer.Id))).toEqual(ordersBefore);
    expect(await intentHolds(declined.intentId)).toEqual([]);
    const [cartAfter] = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.Id));
    expect(cartAfter?.id).toBe(cartBefore?.id);
    const [intent] = await t.database.db
      .select()
      .from(checkoutIntents)
      .where(eq(checkoutIntents.id, declined.intentId));
    expect(intent!.state).toBe("failed");
    // The bytes storage kept are the library cleanup job's: its next run removes them.
    expect(fs.existsSync(stored(key!))).toBe(true);
    const swept = await sweepFreedBytes(new LibraryRepo(t.database.db), createStorage(t.config));
    expect(swept.errors).toEqual([]);
    expect(fs.existsSync(stored(key!))).toBe(false);
  });

  it("ends an order's holds once it has been cancelled for the retention period; deleted artwork then leaves storage", async () => {
    await upload(makeSpotPdf("PANTONE 7621 C"), "overwrite");
    const key = await liveKey();
    await addLine(t.database.db, buyer.Id, { ...adhesive(1), filename: FILE, fullUrl: fullUrl() });
    const { res } = await checkoutWith("intent-recorded", async () => undefined);
    expect(res.statusCode, res.body).toBe(200);
    const orderNumber = Number(res.json().Data);
    const kit = deskKit(t);
    const order = await kit.order(orderNumber);
    await deleteFile();
    const lineHold = async () => {
      const [line] = (await detail(orderNumber)).Lines;
      const rows = await t.database.db
        .select()
        .from(libraryFileHolds)
        .where(eq(libraryFileHolds.holder, `order-line:${line!.LineId}`));
      return rows.length;
    };
    expect(await lineHold()).toBe(1);
    const deps = { db: t.database.db, storage: createStorage(t.config), retentionDays: 30 };
    const daysLater = (days: number) => new Date(Date.now() + days * 86_400_000);

    // Open: kept however long it has been.
    await releaseRetainedArtwork(deps, daysLater(400));
    expect(await lineHold()).toBe(1);
    const cancelled = await kit.cancel(ops, orderNumber, { Version: order.version, Note: "Customer asked" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Cancelled, within the retention: kept; the staff still download it.
    await releaseRetainedArtwork(deps, daysLater(29));
    expect(await lineHold()).toBe(1);
    expect(fs.existsSync(stored(key!))).toBe(true);
    // Past it: the hold ends, and the file the customer deleted leaves storage.
    await releaseRetainedArtwork(deps, daysLater(31));
    expect(await lineHold()).toBe(0);
    expect(fs.existsSync(stored(key!))).toBe(false);
    expect((await kit.order(orderNumber)).status).toBe("cancelled");
    expect((await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber))).length).toBe(1);
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
