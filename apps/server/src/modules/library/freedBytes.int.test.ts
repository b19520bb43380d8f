import fs from "node:fs";
import path from "node:path";
import { libraryFiles } from "@portal/db/schema";
import { makeSpotPdf } from "@portal/preflight/fixtures";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createStorage } from "../../platform/storage/index.js";
import { LocalDiskStorage } from "../../platform/storage/local.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { sweepFreedBytes } from "./freedBytes.js";
import { HeldFiles } from "./heldFiles.js";
import { LibraryRepo } from "./library.repo.js";
import { listen, newToken, place, tusUpload, waitForPreflight } from "./library.testkit.js";

/**
 * The library's cleanup job removes the bytes of files that left the library and that nothing holds, when the
 * removal at the time did not (docs/decisions/0023-ordered-artwork-holds.md): two releases of holds on one file that
 * each saw the other's hold, or a storage error.
 */
describe("bytes of deleted, unheld library files", () => {
  let t: TestApp;
  let base: string;
  let buyer: SignedIn;
  let held: HeldFiles;
  let repo: LibraryRepo;
  let lineId = 990_000;
  const stored = (key: string) => path.join(t.config.dataDir, "files", key);
  const sweep = () => sweepFreedBytes(repo, createStorage(t.config));

  /** A file in the buyer's library held by two order lines; its live row. */
  const fileHeldTwice = async (name: string) => {
    const token = await newToken(t, buyer);
    await tusUpload(base, token.access_token, name, makeSpotPdf("PANTONE 186 C"));
    const placed = await place(t, buyer, { packageid: token.id });
    expect(placed.statusCode, placed.body).toBe(200);
    const fullUrl = `/ImgLibrary/${buyer.Id}/${name}`;
    await waitForPreflight(t, buyer, fullUrl);
    const lines = [++lineId, ++lineId];
    await t.database.db.transaction((tx) =>
      held.holdForOrderLines(
        tx,
        lines.map((orderLineId) => ({ orderLineId, fullUrl })),
      ),
    );
    const [file] = await t.database.db
      .select()
      .from(libraryFiles)
      .where(and(eq(libraryFiles.userId, buyer.Id), eq(libraryFiles.name, name), isNull(libraryFiles.deletedAt)));
    return { file: file!, fullUrl, lines };
  };
  const deleteFromLibrary = async (fullUrl: string) => {
    const res = await t.post("/api/Library/DeleteItem", { FullUrl: fullUrl, userId: buyer.Id }, buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
  };
  const bytesRemovedAt = async (id: number) =>
    (await t.database.db.select().from(libraryFiles).where(eq(libraryFiles.id, id)))[0]!.bytesRemovedAt;

  beforeAll(async () => {
    t = await startTestApp();
    base = await listen(t.app);
    buyer = await signIn(t, "buyer");
    held = new HeldFiles(t.database.db, createStorage(t.config));
    repo = new LibraryRepo(t.database.db);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  it("releasing the last hold of a deleted file removes its bytes and records it; the sweep then has nothing to do", async () => {
    const { file, fullUrl, lines } = await fileHeldTwice("Held twice.pdf");
    await deleteFromLibrary(fullUrl);
    expect(fs.existsSync(stored(file.storageKey))).toBe(true);
    expect(await held.releaseOrderLines([lines[0]!])).toEqual([]);
    expect(fs.existsSync(stored(file.storageKey))).toBe(true);
    expect(await held.releaseOrderLines([lines[1]!])).toEqual([]);
    expect(fs.existsSync(stored(file.storageKey))).toBe(false);
    expect(await bytesRemovedAt(file.id)).not.toBeNull();
    expect((await sweep()).removed).toBe(0);
  });

  it("removes what two releases of one file's holds left behind, and nothing that is held or still in the library", async () => {
    const raced = await fileHeldTwice("Raced.pdf");
    const stillHeld = await fileHeldTwice("Still held.pdf");
    const live = await fileHeldTwice("Live.pdf");
    await deleteFromLibrary(raced.fullUrl);
    await deleteFromLibrary(stillHeld.fullUrl);
    await held.releaseOrderLines([stillHeld.lines[0]!]);
    await held.releaseOrderLines(live.lines);

    if (t.database.kind === "postgres") {
      // The race itself: each release deletes its hold and looks for another before the other commits, so each
      // sees the other's hold and neither removes the bytes.
      let ready!: () => void;
      const firstLooked = new Promise<void>((resolve) => {
        ready = resolve;
      });
      let commitFirst!: () => void;
      const gate = new Promise<void>((resolve) => {
        commitFirst = resolve;
      });
      const first = t.database.db.transaction(async (tx) => {
        const freed = await repo.release(tx, { names: [`order-line:${raced.lines[0]}`] });
        ready();
        await gate;
        return freed;
      });
      await firstLooked;
      const second = await t.database.db.transaction((tx) =>
        repo.release(tx, { names: [`order-line:${raced.lines[1]}`] }),
      );
      commitFirst();
      expect([await first, second]).toEqual([[], []]);
    } else {
      // PGlite runs one transaction at a time, so the race cannot happen there; its outcome is made as it would be.
      await t.database.db.transaction((tx) => repo.release(tx, { names: raced.lines.map((id) => `order-line:${id}`) }));
    }
    expect(fs.existsSync(stored(raced.file.storageKey))).toBe(true);
    expect(await bytesRemovedAt(raced.file.id)).toBeNull();

    const swept = await sweep();
    expect(swept).toEqual({ removed: 1, errors: [] });
    expect(fs.existsSync(stored(raced.file.storageKey))).toBe(false);
    expect(await bytesRemovedAt(raced.file.id)).not.toBeNull();
    // Held by an order line still: the shop prints it. In the library: the customer's.
    expect(fs.existsSync(stored(stillHeld.file.storageKey))).toBe(true);
    expect(fs.existsSync(stored(live.file.storageKey))).toBe(true);
    const download = await t.post(
      "/api/Library/GetLibraryItemDetails",
      { item: live.fullUrl, userId: buyer.Id },
      buyer.auth,
    );
    expect(download.statusCode, download.body).toBe(200);
  });

  it("a delete whose bytes storage will not remove answers as usual; the sweep removes them once storage works", async () => {
    const { file, fullUrl, lines } = await fileHeldTwice("Storage down.pdf");
    await held.releaseOrderLines(lines);
    const down = vi
      .spyOn(LocalDiskStorage.prototype, "delete")
      .mockRejectedValue(Object.assign(new Error("EIO: i/o error"), { code: "EIO" }));
    await deleteFromLibrary(fullUrl);
    expect(fs.existsSync(stored(file.storageKey))).toBe(true);
    const failing = await sweep();
    expect(failing.removed).toBe(0);
    expect(failing.errors).toHaveLength(1);
    expect(await bytesRemovedAt(file.id)).toBeNull();

    down.mockRestore();
    expect(await sweep()).toEqual({ removed: 1, errors: [] });
    expect(fs.existsSync(stored(file.storageKey))).toBe(false);
  });

  it("a run removes at most its share of a backlog; the next run goes on from there", async () => {
    const files = [await fileHeldTwice("Backlog 1.pdf"), await fileHeldTwice("Backlog 2.pdf")];
    const down = vi.spyOn(LocalDiskStorage.prototype, "delete").mockRejectedValue(new Error("EIO: i/o error"));
    for (const { fullUrl, lines } of files) {
      await held.releaseOrderLines(lines);
      await deleteFromLibrary(fullUrl);
    }
    down.mockRestore();
    const storage = createStorage(t.config);
    expect(await sweepFreedBytes(repo, storage, 1)).toEqual({ removed: 1, errors: [] });
    expect(files.map(({ file }) => fs.existsSync(stored(file.storageKey)))).toEqual([false, true]);
    expect(await sweepFreedBytes(repo, storage, 1)).toEqual({ removed: 1, errors: [] });
    expect(fs.existsSync(stored(files[1]!.file.storageKey))).toBe(false);
  });
});
