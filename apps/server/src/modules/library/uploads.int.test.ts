import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { notAcceptedTypeMessage, UPLOAD_NAME_MESSAGE, uploadTooLargeMessage, WOULD_OVERWRITE } from "@portal/contract";
import { libraryFiles, uploadPackages, uploads } from "@portal/db/schema";
import { makeImagePdf, makeTiff } from "@portal/preflight/fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../platform/config.js";
import { freshDatabase, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { LibraryRepo } from "./library.repo.js";
import {
  listen,
  newToken,
  place,
  tusCreate,
  tusHead,
  tusHeaders,
  tusPatch,
  tusUpload,
  waitForPreflight,
} from "./library.testkit.js";
import { Uploads } from "./uploads.js";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const pdf = () =>
  makeImagePdf({ pixelWidth: 300, pixelHeight: 200, placedWidthIn: 3, placedHeightIn: 2, colorSpace: "cmyk" });

describe("uploads through tus and handle_masv", () => {
  let t: TestApp;
  let base: string;
  let buyer: SignedIn;
  let other: SignedIn;
  const root = () => `/ImgLibrary/${buyer.Id}`;
  const contents = async (directory = root(), pageSize = 50) =>
    (await t.post("/api/Library/GetDirectoryContents", { directory, pageSize }, buyer.auth)).json().Data as {
      Name: string;
      FullUrl: string;
    }[];

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) });
    base = await listen(t.app);
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
  });
  afterAll(() => t.close());

  it("uploads a PDF end to end: it lands in the folder with a finished preflight report and a thumbnail", async () => {
    const bytes = pdf();
    const token = await newToken(t, buyer);
    expect(token.access_token.length).toBeGreaterThan(30);
    await tusUpload(base, token.access_token, "banner.pdf", bytes);

    const placed = await place(t, buyer, { packageid: token.id });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({
      Status: "ok",
      Message: "All Done! You can close this dialog.",
      Data: { files: [{ Name: "banner.pdf", FullUrl: `${root()}/banner.pdf` }], refused: [] },
    });

    const items = await contents();
    expect(items.map((i) => i.Name)).toContain("banner.pdf");
    const details = await waitForPreflight(t, buyer, `${root()}/banner.pdf`);
    expect(details).toMatchObject({ Name: "banner.pdf", Kind: "pdf", Size: bytes.length, Sha256: sha256(bytes) });
    expect(details.Preflight).toMatchObject({
      status: "done",
      minEffectivePpi: 100,
      toolbox: { cut_contour: false, route: false, thru: false, embedded_fonts: false },
    });
    expect(details.Preflight.report).toMatchObject({ kind: "pdf", widthIn: 3, heightIn: 2 });

    const item = (await contents()).find((i) => i.Name === "banner.pdf") as unknown as {
      ImageUrl: string;
      Preflight: { status: string };
    };
    expect(item.Preflight.status).toBe("done");
    const png = await t.get(item.ImageUrl);
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");

    // Nothing of the upload is left in the tus parts directory.
    expect(fs.readdirSync(path.join(t.config.dataDir, "tus-parts"))).toEqual([]);
    // Calling again replies the same files and places nothing twice.
    const again = await place(t, buyer, { packageid: token.id });
    expect(again.json().Data.files).toHaveLength(1);
    expect((await contents()).filter((i) => i.Name === "banner.pdf")).toHaveLength(1);
  }, 120_000);

  it("accepts a TIFF by its content", async () => {
    const token = await newToken(t, buyer);
    await tusUpload(
      base,
      token.access_token,
      "photo.tif",
      await makeTiff({ colorSpace: "rgb", widthPx: 40, heightPx: 30, ppi: 100, marginPx: 0 }),
    );
    const res = await place(t, buyer, { packageid: token.id, NewFolderName: "Photos" });
    expect(res.json().Data.files).toEqual([expect.objectContaining({ FullUrl: `${root()}/Photos/photo.tif` })]);
    const details = await waitForPreflight(t, buyer, `${root()}/Photos/photo.tif`);
    expect(details.Kind).toBe("tiff");
  }, 120_000);

  it("refuses an executable renamed to .pdf by its content and deletes its parts", async () => {
    for (const [name, head] of [
      ["setup.pdf", "MZ\x90\x00\x03\x00\x00\x00"],
      ["tool.pdf", "\x7fELF\x02\x01\x01\x00"],
    ] as const) {
      const bytes = Buffer.concat([Buffer.from(head, "latin1"), Buffer.alloc(2000, 7)]);
      const token = await newToken(t, buyer);
      const url = await tusUpload(base, token.access_token, name, bytes);
      const res = await place(t, buyer, { packageid: token.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        Status: "failed",
        Message: notAcceptedTypeMessage(name),
        Data: { files: [], refused: [{ Name: name, Message: notAcceptedTypeMessage(name) }] },
      });
      expect((await contents()).map((i) => i.Name)).not.toContain(name);
      expect((await tusHead(url, token.access_token)).status).toBe(404);
      expect(fs.readdirSync(path.join(t.config.dataDir, "tus-parts"))).toEqual([]);
    }
  });

  it("refuses names with # or + at upload creation with the spec's message", async () => {
    const token = await newToken(t, buyer);
    for (const name of ["art#1.pdf", "a+b.pdf"]) {
      const res = await tusCreate(base, token.access_token, name, 100);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(UPLOAD_NAME_MESSAGE);
    }
    expect(await t.database.db.select().from(uploads).where(eq(uploads.packageId, token.id))).toEqual([]);
  });

  it("refuses a name with # or + at handle_masv too", async () => {
    const token = await newToken(t, buyer);
    await tusUpload(base, token.access_token, "clean.pdf", pdf());
    // A row that got its name past creation (say, written by an older client) is still refused.
    await t.database.db.update(uploads).set({ fileName: "dirty#name.pdf" }).where(eq(uploads.packageId, token.id));
    const res = await place(t, buyer, { packageid: token.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe(UPLOAD_NAME_MESSAGE);
    expect(res.json().Data.refused).toEqual([{ Name: "dirty#name.pdf", Message: UPLOAD_NAME_MESSAGE }]);
  });

  it("refuses an extension the portal does not accept before any byte is sent", async () => {
    const token = await newToken(t, buyer);
    const res = await tusCreate(base, token.access_token, "logo.png", 100);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(notAcceptedTypeMessage("logo.png"));
  });

  it("refuses anything beyond UPLOAD_MAX_BYTES with 413 and a clear message", async () => {
    const token = await newToken(t, buyer);
    const res = await tusCreate(base, token.access_token, "huge.pdf", 4 * 1024 * 1024 + 1);
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(uploadTooLargeMessage(4 * 1024 * 1024));
    expect(uploadTooLargeMessage(4 * 1024 * 1024)).toBe("The file is larger than the upload limit of 4 MB.");

    // With the length deferred, the bytes themselves are limited.
    const deferred = await fetch(`${base}/api/Library/upload`, {
      method: "POST",
      headers: {
        ...tusHeaders(token.access_token),
        "Upload-Defer-Length": "1",
        "Upload-Metadata": `filename ${Buffer.from("stream.pdf").toString("base64")}`,
      },
    });
    expect(deferred.status).toBe(201);
    const url = new URL(deferred.headers.get("location")!, base).toString();
    const tooMuch = await tusPatch(url, token.access_token, 0, Buffer.alloc(4 * 1024 * 1024 + 1));
    expect(tooMuch.status).toBe(413);
    expect(await tooMuch.text()).toBe(
      "More bytes were sent than this upload's length allows (the upload limit is 4 MB).",
    );
  });

  it("asks before overwriting (WouldOverwrite), then keeps both or overwrites", async () => {
    const first = pdf();
    const t1 = await newToken(t, buyer);
    await tusUpload(base, t1.access_token, "same.pdf", first);
    expect((await place(t, buyer, { packageid: t1.id })).statusCode).toBe(200);

    const second = makeImagePdf({
      pixelWidth: 200,
      pixelHeight: 200,
      placedWidthIn: 2,
      placedHeightIn: 2,
      colorSpace: "cmyk",
    });
    const t2 = await newToken(t, buyer);
    await tusUpload(base, t2.access_token, "same.pdf", second);
    const asked = await place(t, buyer, { packageid: t2.id });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().Status).toBe("failed");
    expect(asked.json().Message).toContain(WOULD_OVERWRITE);
    expect(asked.json().Message).toContain("same.pdf");
    expect(asked.json().Data).toEqual({ files: [], refused: [], WouldOverwrite: ["same.pdf"] });
    expect((await contents()).filter((i) => i.Name.startsWith("same"))).toHaveLength(1);

    const kept = await place(t, buyer, { packageid: t2.id, SavingStrategy: "keep" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().Data.files).toEqual([expect.objectContaining({ Name: "same (1).pdf" })]);
    expect(
      (await contents())
        .map((i) => i.Name)
        .filter((n) => n.startsWith("same"))
        .sort(),
    ).toEqual(["same (1).pdf", "same.pdf"]);

    const third = makeImagePdf({
      pixelWidth: 100,
      pixelHeight: 100,
      placedWidthIn: 1,
      placedHeightIn: 1,
      colorSpace: "cmyk",
    });
    const t3 = await newToken(t, buyer);
    await tusUpload(base, t3.access_token, "same.pdf", third);
    const before = await t.database.db.select().from(libraryFiles).where(eq(libraryFiles.name, "same.pdf"));
    const overwritten = await place(t, buyer, { packageid: t3.id, SavingStrategy: "overwrite" });
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    const details = await waitForPreflight(t, buyer, `${root()}/same.pdf`);
    expect(details.Sha256).toBe(sha256(third));
    expect(details.Size).toBe(third.length);
    // The replaced file is marked deleted and its bytes are gone.
    const old = before.find((f) => f.deletedAt === null)!;
    const [oldNow] = await t.database.db.select().from(libraryFiles).where(eq(libraryFiles.id, old.id));
    expect(oldNow!.deletedAt).not.toBeNull();
    expect(fs.existsSync(path.join(t.config.dataDir, "files", old.storageKey))).toBe(false);
  }, 120_000);

  it("places two packages with the same name at once without an error or a lost file", async () => {
    const tokens = [await newToken(t, buyer), await newToken(t, buyer)];
    for (const token of tokens) await tusUpload(base, token.access_token, "race.pdf", pdf());
    const replies = await Promise.all(tokens.map((token) => place(t, buyer, { packageid: token.id })));
    for (const reply of replies) {
      expect([200, 422], reply.body).toContain(reply.statusCode);
      if (reply.statusCode === 422) expect(reply.json().Data.WouldOverwrite).toEqual(["race.pdf"]);
    }
    const placed = replies.filter((r) => r.statusCode === 200).length;
    const names = (await contents()).map((i) => i.Name).filter((n) => n.startsWith("race"));
    expect(names).toHaveLength(placed);
    expect(names).toContain("race.pdf");
  });

  it("lets a token touch its own package only, and no upload without a valid token", async () => {
    const mine = await newToken(t, buyer);
    const url = await tusUpload(base, mine.access_token, "mine.pdf", pdf());
    const theirs = await newToken(t, other);
    expect((await tusHead(url, theirs.access_token)).status).toBe(404);
    expect((await tusHead(url, undefined)).status).toBe(401);
    expect((await tusHead(url, "not-a-token")).status).toBe(401);
    expect((await tusCreate(base, undefined, "x.pdf", 10)).status).toBe(401);
    // The token may come as tus metadata on creation instead of the header.
    const viaMetadata = await tusCreate(base, undefined, "meta.pdf", 10, { packageToken: mine.access_token });
    expect(viaMetadata.status).toBe(201);
    // Another user cannot place this package.
    const res = await place(t, other, { packageid: mine.id });
    expect(res.statusCode).toBe(403);
    // The token is short-lived: an expired one is refused.
    await t.database.db
      .update(uploadPackages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadPackages.id, mine.id));
    expect((await tusHead(url, mine.access_token)).status).toBe(401);
  });

  it("refuses to place a proof's upload package in a library", async () => {
    const ops = await signIn(t, "staff.ops");
    const res = await t.get("/api/Library/new_token?purpose=proof", ops.auth);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().Data;
    await tusUpload(base, token.access_token, "proof.pdf", pdf());
    const placed = await place(t, ops, { packageid: token.id });
    expect(placed.statusCode).toBe(422);
    expect(placed.json().Message).toBe("This upload package is not for the library. Please upload the files again.");
  });

  it("new_token needs a signed-in caller", async () => {
    expect((await t.get("/api/Library/new_token")).statusCode).toBe(401);
  });

  it("cleans up abandoned uploads: parts and packages older than the token lifetime, never in the library", async () => {
    const cleaner = new Uploads(new LibraryRepo(t.database.db), t.config, t.app.log);
    await cleaner.cleanup(); // what earlier tests left expired
    const token = await newToken(t, buyer);
    const bytes = pdf();
    const created = await tusCreate(base, token.access_token, "abandoned.pdf", bytes.length);
    const url = new URL(created.headers.get("location")!, base).toString();
    expect((await tusPatch(url, token.access_token, 0, bytes.subarray(0, 100))).status).toBe(204);
    const id = url.split("/").pop()!;
    const parts = path.join(t.config.dataDir, "tus-parts");
    expect(fs.existsSync(path.join(parts, id))).toBe(true);
    // An orphan part with no upload row, older than the lifetime.
    fs.writeFileSync(path.join(parts, "0123orphan"), "x");
    fs.writeFileSync(path.join(parts, "0123orphan.json"), "{}");
    const old = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(path.join(parts, "0123orphan"), old, old);
    fs.utimesSync(path.join(parts, "0123orphan.json"), old, old);

    // Not yet expired: nothing goes but the orphan.
    expect(await cleaner.cleanup()).toEqual({ packages: 0, parts: 1 });
    expect(fs.existsSync(path.join(parts, id))).toBe(true);

    const later = new Date(Date.now() + (t.config.uploads.tokenMinutes + 1) * 60_000);
    const removed = await cleaner.cleanup(later);
    expect(removed.packages).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(parts, id))).toBe(false);
    expect(fs.existsSync(path.join(parts, `${id}.json`))).toBe(false);
    expect(await t.database.db.select().from(uploadPackages).where(eq(uploadPackages.id, token.id))).toEqual([]);
    expect((await contents()).map((i) => i.Name)).not.toContain("abandoned.pdf");
  });
});

describe("an upload survives a server restart", () => {
  it("resumes with HEAD then PATCH on a new app over the same database and data directory", async () => {
    const database = await freshDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-restart-"));
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    const bytes = Buffer.from(
      makeImagePdf({ pixelWidth: 600, pixelHeight: 400, placedWidthIn: 6, placedHeightIn: 4, colorSpace: "rgb" }),
    );
    const half = Math.floor(bytes.length / 2);
    try {
      const first = await buildApp({ config, database });
      const firstBase = await listen(first);
      const inject1 = injector(first);
      const buyer = await signIn(inject1 as TestApp, "buyer");
      const token = await newToken(inject1, buyer);
      const created = await tusCreate(firstBase, token.access_token, "resumed.pdf", bytes.length);
      expect(created.status).toBe(201);
      const id = new URL(created.headers.get("location")!).pathname.split("/").pop()!;
      expect(
        (await tusPatch(`${firstBase}/api/Library/upload/${id}`, token.access_token, 0, bytes.subarray(0, half)))
          .status,
      ).toBe(204);
      await first.close();

      const second = await buildApp({ config, database });
      const secondBase = await listen(second);
      const inject2 = injector(second);
      const url = `${secondBase}/api/Library/upload/${id}`;
      const head = await tusHead(url, token.access_token);
      expect(head.status).toBe(200);
      expect(head.headers.get("upload-offset")).toBe(String(half));
      expect(head.headers.get("upload-length")).toBe(String(bytes.length));
      // Sending from the wrong offset is refused; from the right one it finishes.
      expect((await tusPatch(url, token.access_token, 0, bytes)).status).toBe(409);
      const rest = await tusPatch(url, token.access_token, half, bytes.subarray(half));
      expect(rest.status).toBe(204);
      expect(rest.headers.get("upload-offset")).toBe(String(bytes.length));

      const placed = await place(inject2, buyer, { packageid: token.id });
      expect(placed.statusCode, placed.body).toBe(200);
      const details = await waitForPreflight(inject2, buyer, `/ImgLibrary/${buyer.Id}/resumed.pdf`);
      expect(details.Sha256).toBe(sha256(bytes));
      const [row] = await database.db.select().from(libraryFiles).where(eq(libraryFiles.name, "resumed.pdf"));
      const stored = fs.readFileSync(path.join(dataDir, "files", row!.storageKey));
      expect(sha256(stored)).toBe(sha256(bytes));
      await second.close();
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

function injector(app: TestApp["app"]): Pick<TestApp, "post" | "get"> {
  return {
    post: (url, body, headers) =>
      app.inject({
        method: "POST",
        url,
        payload: body as never,
        headers: { "content-type": "application/json", ...headers },
      }),
    get: (url, headers) => app.inject({ method: "GET", url, headers }),
  };
}
