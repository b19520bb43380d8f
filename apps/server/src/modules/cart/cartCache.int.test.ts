import { libraryFiles } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecondInstance, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { addLine, adhesive, clearLines } from "./cart.testkit.js";

/**
 * GetCart reads each user's lines through the cart cache (cartCache.ts, decision 0036): two API
 * instances on one database (two processes behind a load balancer) each keep the lines, and a change
 * made through one, or straight in the database, reaches the other through the notification.
 */
describe("the cart cache across two instances", () => {
  let a: TestApp;
  let b: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let sql: (text: string, values: unknown[]) => Promise<void>;
  // A user per test: a write through the app keeps the user's lines out of the cache for a moment
  // (userCache.ts, the write not yet committed), which would hide the next test's caching.
  let buyer: SignedIn;
  const as = async (username: string) => {
    buyer = await signIn(a, username);
    await clearLines(a.database.db, buyer.Id);
  };

  beforeAll(async () => {
    a = await startTestApp();
    second = await startSecondInstance(a);
    ({ b, sql } = second);
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  const cart = async (t: TestApp) => {
    const res = await t.post("/api/Store/GetCart", { userId: buyer.Id }, buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { Status: string; Data?: { products: { Quantity: number; ImageMissing: boolean }[] } };
  };
  const quantities = async (t: TestApp) => ((await cart(t)).Data?.products ?? []).map((p) => p.Quantity);
  const poll = { timeout: 1_000, interval: 10 };

  it("shows a quantity changed through one instance at once there, and within a second on the other", async () => {
    await as("buyer");
    const line = await addLine(a.database.db, buyer.Id, adhesive(2));
    // Both instances have the cart cached (read twice).
    for (const t of [a, b, a, b]) expect(await quantities(t)).toEqual([2]);

    const res = await a.post("/api/Store/UpdateQuantity", { cartId: line.id, qty: 5 }, buyer.auth);
    expect(res.json().Status).toBe("ok");
    expect(await quantities(a)).toEqual([5]);
    await expect.poll(() => quantities(b), poll).toEqual([5]);
  });

  it("drops lines deleted or added straight in the database on both instances", async () => {
    await as("buyer2");
    const line = await addLine(a.database.db, buyer.Id, adhesive(3));
    for (const t of [a, b, a, b]) expect(await quantities(t)).toEqual([3]);

    await sql("delete from cart_items where id = $1", [line.id]);
    for (const t of [a, b]) await expect.poll(async () => (await cart(t)).Status, poll).toBe("nodata");

    await sql(
      `insert into cart_items (user_id, kind, item_no, item_desc, product_type, quantity, price_cents, fields)
       values ($1, 'product', 'ADH-CAL', 'Calendered Vinyl', 'adhesive', 7, 1, '{"InchWidth": 24, "InchHeight": 36}')`,
      [buyer.Id],
    );
    for (const t of [a, b]) await expect.poll(() => quantities(t), poll).toEqual([7]);
  });

  it("empties the cart on the other instance when it is cleared through one", async () => {
    await as("terms");
    await addLine(a.database.db, buyer.Id, adhesive(1));
    await addLine(a.database.db, buyer.Id, adhesive(4));
    for (const t of [a, b, a, b]) expect(await quantities(t)).toEqual([1, 4]);

    expect((await b.post("/api/Store/ClearCart", { userId: buyer.Id }, buyer.auth)).json().Status).toBe("ok");
    expect((await cart(b)).Status).toBe("nodata");
    await expect.poll(async () => (await cart(a)).Status, poll).toBe("nodata");
  });

  it("marks a cached line's image missing once its library file is deleted", async () => {
    await as("manager");
    const folder = `/ImgLibrary/${buyer.Id}/Cached`;
    const [file] = await a.database.db
      .insert(libraryFiles)
      .values({
        userId: buyer.Id,
        folderPath: folder,
        name: "art.pdf",
        size: 1000,
        sha256: "0".repeat(64),
        kind: "pdf",
        storageKey: "test/cached-art",
      })
      .returning({ id: libraryFiles.id });
    await addLine(a.database.db, buyer.Id, adhesive(1, { fullUrl: `${folder}/art.pdf` }));
    const missing = async () => ((await cart(a)).Data?.products ?? []).map((p) => p.ImageMissing);
    expect(await missing()).toEqual([false]);
    expect(await missing()).toEqual([false]);
    await a.database.db.update(libraryFiles).set({ deletedAt: new Date() }).where(eq(libraryFiles.id, file!.id));
    expect(await missing()).toEqual([true]);
  });
});
