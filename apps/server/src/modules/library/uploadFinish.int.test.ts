import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { makeImagePdf } from "@portal/preflight/fixtures";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { S3Storage } from "../../platform/storage/s3.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { startTestS3, type TestS3 } from "../../test/s3Server.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { LibraryRepo } from "./library.repo.js";
import { listen, newToken, place, tusUpload, waitForPreflight } from "./library.testkit.js";
import { Uploads } from "./uploads.js";

/**
 * Placing a finished upload (handle_masv) on local disk and on S3: a finish that fails leaves no
 * stored copy and keeps the upload to place again; a part left after placing goes with its package;
 * on S3 the bytes are copied by the bucket, never written to local disk nor sent up again.
 */

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const pdf = () =>
  makeImagePdf({ pixelWidth: 300, pixelHeight: 200, placedWidthIn: 3, placedHeightIn: 2, colorSpace: "cmyk" });

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

for (const kind of ["local", "s3"] as const) {
  describe(`placing an upload (${kind} storage)`, () => {
    let s3: TestS3 | undefined;
    let t: TestApp;
    let base: string;
    let buyer: SignedIn;
    const partsDir = () => path.join(t.config.dataDir, "tus-parts");

    /** What the buyer's library holds in storage. */
    const stored = async (): Promise<string[]> =>
      s3
        ? (await s3.keys()).filter((k) => k.startsWith(`library/${buyer.Id}/`))
        : filesUnder(path.join(t.config.dataDir, "files", "library", String(buyer.Id)));
    /** What is left of a tus upload: its files in tus-parts and, on S3, its objects in the bucket. */
    const partsOf = async (id: string): Promise<string[]> => [
      ...filesUnder(partsDir()).filter((f) => f.startsWith(id)),
      ...(s3 ? (await s3.keys()).filter((k) => k.startsWith(id)) : []),
    ];

    beforeAll(async () => {
      if (kind === "s3") s3 = await startTestS3();
      t = await startTestApp(
        s3
          ? {
              STORAGE: "s3",
              S3_ENDPOINT: s3.endpoint,
              S3_BUCKET: s3.bucket,
              S3_REGION: s3.region,
              S3_ACCESS_KEY_ID: s3.accessKeyId,
              S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
            }
          : {},
      );
      base = await listen(t.app);
      buyer = await signIn(t, "buyer");
    });
    afterAll(async () => {
      await t.close();
      await s3?.close();
    });
    afterEach(() => vi.restoreAllMocks());

    it("a finish whose database write fails leaves no stored copy; the upload is placed on the next try", async () => {
      const bytes = pdf();
      const token = await newToken(t, buyer);
      const id = (await tusUpload(base, token.access_token, "retried.pdf", bytes)).split("/").pop()!;
      const before = await stored();

      vi.spyOn(LibraryRepo.prototype, "insertFile").mockRejectedValueOnce(new Error("the database went away"));
      const failed = await place(t, buyer, { packageid: token.id });
      expect(failed.statusCode).toBe(500);
      expect(await stored()).toEqual(before);
      expect(await partsOf(id)).not.toEqual([]);

      const placed = await place(t, buyer, { packageid: token.id });
      expect(placed.statusCode, placed.body).toBe(200);
      const details = await waitForPreflight(t, buyer, `/ImgLibrary/${buyer.Id}/retried.pdf`);
      expect(details.Sha256).toBe(sha256(bytes));
      expect(await stored()).toHaveLength(before.length + 1);
      expect(await partsOf(id)).toEqual([]);
    }, 60_000);

    it("a part whose removal failed after placing goes with its package in the cleanup", async () => {
      const token = await newToken(t, buyer);
      const id = (await tusUpload(base, token.access_token, "kept.pdf", pdf())).split("/").pop()!;
      vi.spyOn(Uploads.prototype, "removeParts").mockRejectedValueOnce(new Error("the bucket went away"));
      const placed = await place(t, buyer, { packageid: token.id });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().Data.files).toEqual([expect.objectContaining({ Name: "kept.pdf" })]);
      expect(await partsOf(id)).not.toEqual([]);
      vi.restoreAllMocks();

      const cleaner = new Uploads(new LibraryRepo(t.database.db), t.config, t.app.log);
      const later = new Date(Date.now() + (t.config.uploads.tokenMinutes + 1) * 60_000);
      await cleaner.cleanup(later);
      expect(await partsOf(id)).toEqual([]);
      // The placed file itself stays.
      const details = await waitForPreflight(t, buyer, `/ImgLibrary/${buyer.Id}/kept.pdf`);
      expect(details.Name).toBe("kept.pdf");
    }, 60_000);

    if (kind === "s3") {
      it("copies the upload inside the bucket: nothing on local disk, no byte sent up again", async () => {
        const bytes = pdf();
        const token = await newToken(t, buyer);
        const id = (await tusUpload(base, token.access_token, "copied.pdf", bytes)).split("/").pop()!;
        const put = vi.spyOn(S3Storage.prototype, "put");
        const copy = vi.spyOn(S3Storage.prototype, "copy");
        const placed = await place(t, buyer, { packageid: token.id });
        expect(placed.statusCode, placed.body).toBe(200);
        expect(put).not.toHaveBeenCalled();
        expect(copy).toHaveBeenCalledWith(id, expect.stringMatching(`^library/${buyer.Id}/`));
        expect(filesUnder(partsDir())).toEqual([]);
        expect(await partsOf(id)).toEqual([]);
        const details = await waitForPreflight(t, buyer, `/ImgLibrary/${buyer.Id}/copied.pdf`);
        expect(details).toMatchObject({ Kind: "pdf", Size: bytes.length, Sha256: sha256(bytes) });
      }, 60_000);
    }
  });
}
