import { DELETE_FOLDER_FAILED, LIBRARY_ROOT_TEXT, UPLOAD_NAME_MESSAGE } from "@portal/contract";
import { libraryFiles, libraryFolders, preflightReports, uploadPackages } from "@portal/db/schema";
import { makeSpotPdf } from "@portal/preflight/fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";
import { listen, newToken, place, tusUpload, waitForPreflight } from "./library.testkit.js";

describe("the image library", () => {
  let t: TestApp;
  let base: string;
  let buyer: SignedIn;
  let other: SignedIn;
  let root: string;
  let otherRoot: string;
  let otherFile: string;

  const call = (name: string, body: unknown, who: SignedIn = buyer) => t.post(`/api/Library/${name}`, body, who.auth);
  const names = async (directory = root, pageSize = 50) =>
    ((await call("GetDirectoryContents", { directory, pageSize })).json().Data as { Name: string }[]).map(
      (i) => i.Name,
    );
  const addFile = async (userId: number, folderPath: string, name: string, uploadedAt = new Date()) => {
    const [row] = await t.database.db
      .insert(libraryFiles)
      .values({
        userId,
        folderPath,
        name,
        size: 1234,
        sha256: "0".repeat(64),
        kind: "pdf",
        storageKey: `library/${userId}/x-${name}`,
        uploadedAt,
      })
      .returning();
    await t.database.db.insert(preflightReports).values({ fileId: row!.id });
    return row!;
  };

  beforeAll(async () => {
    t = await startTestApp();
    base = await listen(t.app);
    buyer = await signIn(t, "buyer");
    other = await signIn(t, "buyer2");
    root = `/ImgLibrary/${buyer.Id}`;
    otherRoot = `/ImgLibrary/${other.Id}`;
    await t.database.db.insert(libraryFolders).values({ userId: other.Id, path: `${otherRoot}/Private` });
    otherFile = `${otherRoot}/Private/theirs.pdf`;
    await addFile(other.Id, `${otherRoot}/Private`, "theirs.pdf");
  });
  afterAll(() => t.close());

  describe("folders", () => {
    it("starts with the root only, and builds the tree from created folders", async () => {
      const empty = await call("GetFolderStructure", { userId: buyer.Id });
      expect(empty.json()).toEqual({ Status: "ok", Data: [{ path: root, text: LIBRARY_ROOT_TEXT, nodes: [] }] });

      const created = await call("CreateFolder", { folderFrom: root, folderTo: "Banners" });
      expect(created.json()).toEqual({
        Status: "ok",
        Message: "Folder created.",
        Data: { path: `${root}/Banners`, text: "Banners", nodes: [] },
      });
      await call("CreateFolder", { folderFrom: `${root}/Banners`, folderTo: "2026" });
      await call("CreateFolder", { folderFrom: root, folderTo: "Artwork" });

      const tree = await t.get(`/api/Library/GetFolderStructure?userId=${buyer.Id}`, buyer.auth);
      expect(tree.json().Data).toEqual([
        {
          path: root,
          text: LIBRARY_ROOT_TEXT,
          nodes: [
            { path: `${root}/Artwork`, text: "Artwork", nodes: [] },
            {
              path: `${root}/Banners`,
              text: "Banners",
              nodes: [{ path: `${root}/Banners/2026`, text: "2026", nodes: [] }],
            },
          ],
        },
      ]);
    });

    it("refuses a folder that exists and bad folder names", async () => {
      const again = await call("CreateFolder", { folderFrom: root, folderTo: "Banners" });
      expect(again.statusCode).toBe(422);
      expect(again.json().Message).toBe("A folder named Banners already exists here.");
      const hash = await call("CreateFolder", { folderFrom: root, folderTo: "A#B" });
      expect(hash.statusCode).toBe(400);
      expect(hash.json().Message).toBe(UPLOAD_NAME_MESSAGE);
      for (const bad of ["..", "a/b", "a\\b", "x%2e"]) {
        const res = await call("CreateFolder", { folderFrom: root, folderTo: bad });
        expect(res.statusCode, bad).toBe(400);
      }
      const missing = await call("CreateFolder", { folderFrom: `${root}/Nope`, folderTo: "X" });
      expect(missing.statusCode).toBe(404);
    });

    it("deletes an empty folder only, with the spec's message otherwise", async () => {
      await call("CreateFolder", { folderFrom: root, folderTo: "Scratch" });
      const ok = await call("DeleteFolder", { directory: `${root}/Scratch` });
      expect(ok.json()).toEqual({ Status: "ok", Message: "Folder deleted." });

      // Banners has a subfolder; Artwork gets a file; the root and a missing folder cannot go either.
      await addFile(buyer.Id, `${root}/Artwork`, "keep.pdf");
      for (const directory of [`${root}/Banners`, `${root}/Artwork`, root, `${root}/Gone`]) {
        const res = await call("DeleteFolder", { directory });
        expect(res.statusCode, directory).toBe(422);
        expect(res.json()).toEqual({ Status: "failed", Message: DELETE_FOLDER_FAILED });
      }
      const tree = (await call("GetFolderStructure", {})).json().Data[0].nodes.map((n: { text: string }) => n.text);
      expect(tree).toEqual(["Artwork", "Banners"]);
    });
  });

  describe("files", () => {
    it("pages 50 at a time, newest first, and Load All (pageSize 0) returns all 60", async () => {
      await call("CreateFolder", { folderFrom: root, folderTo: "Many" });
      const start = Date.now() - 3600_000;
      for (let i = 0; i < 60; i++) {
        await addFile(buyer.Id, `${root}/Many`, `file-${String(i).padStart(2, "0")}.pdf`, new Date(start + i * 1000));
      }
      const firstPage = await names(`${root}/Many`);
      expect(firstPage).toHaveLength(50);
      expect(firstPage[0]).toBe("file-59.pdf");
      const page2 = (await call("GetDirectoryContents", { directory: `${root}/Many`, pageSize: 50, page: 2 })).json()
        .Data;
      expect(page2).toHaveLength(10);
      expect(await names(`${root}/Many`, 0)).toHaveLength(60);
      const defaults = (await call("GetDirectoryContents", { directory: `${root}/Many` })).json().Data;
      expect(defaults).toHaveLength(50);
      expect(defaults[0]).toMatchObject({
        Name: "file-59.pdf",
        FullUrl: `${root}/Many/file-59.pdf`,
        base64String: "",
        Kind: "pdf",
        Size: 1234,
        Preflight: { status: "queued", widthIn: null, heightIn: null, toolbox: null, spotColors: [] },
      });
      expect(defaults[0].ImageUrl).toMatch(/^\/api\/Library\/Thumbnail\?path=.+&exp=\d+&sig=/);
    });

    it("moves a file to another folder, and refuses a name clash there", async () => {
      await addFile(buyer.Id, root, "move-me.pdf");
      const moved = await call("MoveFolder", {
        filename: "move-me.pdf",
        folderFrom: root,
        folderTo: `${root}/Banners/2026`,
        FullUrl: `${root}/move-me.pdf`,
        ImageUrl: "",
      });
      expect(moved.json()).toMatchObject({
        Status: "ok",
        Message: "File moved.",
        Data: { Name: "move-me.pdf", FullUrl: `${root}/Banners/2026/move-me.pdf` },
      });
      expect(await names(root)).not.toContain("move-me.pdf");
      expect(await names(`${root}/Banners/2026`)).toEqual(["move-me.pdf"]);

      // By folderFrom + filename, back to the root; then a clash.
      const back = await call("MoveFolder", {
        filename: "move-me.pdf",
        folderFrom: `${root}/Banners/2026`,
        folderTo: root,
      });
      expect(back.statusCode, back.body).toBe(200);
      await addFile(buyer.Id, `${root}/Banners`, "move-me.pdf");
      const clash = await call("MoveFolder", { FullUrl: `${root}/move-me.pdf`, folderTo: `${root}/Banners` });
      expect(clash.statusCode).toBe(422);
      expect(clash.json().Message).toBe(`A file named move-me.pdf already exists in ${root}/Banners.`);
    });

    it("deletes a file: gone from the folder, row kept as deleted", async () => {
      const row = await addFile(buyer.Id, root, "delete-me.pdf");
      const res = await call("DeleteItem", { FullUrl: `${root}/delete-me.pdf`, ImageUrl: "" });
      expect(res.json()).toEqual({ Status: "ok", Message: "File deleted." });
      expect(await names(root)).not.toContain("delete-me.pdf");
      const [stored] = await t.database.db.select().from(libraryFiles).where(eq(libraryFiles.id, row.id));
      expect(stored!.deletedAt).not.toBeNull();
      const again = await call("DeleteItem", { FullUrl: `${root}/delete-me.pdf` });
      expect(again.statusCode).toBe(404);
    });
  });

  describe("paths are confined to the caller's root", () => {
    const attacks = () => [
      `${root}/../${other.Id}/Private`,
      "../",
      `${root}/Banners/../../${other.Id}`,
      `${root}/%2e%2e%2f%2e%2e%2f${other.Id}`,
      `${root}/%2e%2e/%2e%2e/etc`,
      `${root}/%252e%252e%252f`,
      `${root}\\..\\${other.Id}`,
      `${root}/Banners\\2026`,
      `${root}/a\u0000b`,
      "/etc/passwd",
      "/ImgLibrary",
      "Banners",
    ];

    it("refuses '..', encoded escapes, backslashes, NUL and paths outside /ImgLibrary with 400", async () => {
      for (const directory of attacks()) {
        const res = await call("GetDirectoryContents", { directory, pageSize: 0 });
        expect(res.statusCode, directory).toBe(400);
        expect(res.json().Status).toBe("invalid");
        const created = await call("CreateFolder", { folderFrom: directory, folderTo: "Evil" });
        expect(created.statusCode, directory).toBe(400);
      }
      const rows = await t.database.db
        .select()
        .from(libraryFolders)
        .where(eq(libraryFolders.path, `${otherRoot}/Evil`));
      expect(rows).toEqual([]);
    });

    it("answers 403 for another user's path or file on every call", async () => {
      const theirs = [
        () => call("GetDirectoryContents", { directory: `${otherRoot}/Private`, pageSize: 50 }),
        () => call("GetDirectoryContents", { directory: otherRoot }),
        () => call("CreateFolder", { folderFrom: otherRoot, folderTo: "Mine" }),
        () => call("MoveFolder", { FullUrl: otherFile, folderTo: root }),
        () => call("MoveFolder", { filename: "theirs.pdf", folderFrom: `${otherRoot}/Private`, folderTo: root }),
        () => call("MoveFolder", { FullUrl: `${root}/Artwork/keep.pdf`, folderTo: otherRoot }),
        () => call("DeleteItem", { FullUrl: otherFile, ImageUrl: "" }),
        () => call("DeleteFolder", { directory: `${otherRoot}/Private` }),
        () => call("CheckCAD", { FullUrl: otherFile, userId: buyer.Id }),
        () => call("CheckCAD", { FullUrl: otherFile, userId: other.Id }),
        () => call("GetLibraryItemDetails", { item: otherFile, userId: buyer.Id }),
        () => call("GetLibraryItemDetails", { item: otherFile, userId: other.Id }),
        () => call("GetFolderStructure", { userId: other.Id }),
        () => t.get(`/api/Library/GetFolderStructure?userId=${other.Id}`, buyer.auth),
        () => t.get(`/api/Library/Thumbnail?path=${encodeURIComponent(otherFile)}`, buyer.auth),
        () => t.get(`/api/Library/Preview?path=${encodeURIComponent(otherFile)}`, buyer.auth),
        () => call("handle_masv", { packageid: "x", SelectedFolder: otherRoot, NewFolderName: "" }),
      ];
      for (const [i, request] of theirs.entries()) {
        const res = await request();
        expect(res.statusCode, `call ${i}: ${res.body}`).toBe(403);
        expect(res.json().Status).toBe("unauthorized");
      }
      // Their file is untouched.
      const [row] = await t.database.db.select().from(libraryFiles).where(eq(libraryFiles.name, "theirs.pdf"));
      expect(row).toMatchObject({ folderPath: `${otherRoot}/Private`, deletedAt: null });
      const token = await newToken(t, other);
      const theirPackage = await place(t, buyer, { packageid: token.id });
      expect(theirPackage.statusCode).toBe(403);
    });

    it("needs a signed-in caller", async () => {
      const res = await t.post("/api/Library/GetDirectoryContents", { directory: root });
      expect(res.statusCode).toBe(401);
      expect((await t.get(`/api/Library/Thumbnail?path=${encodeURIComponent(`${root}/x.pdf`)}`)).statusCode).toBe(401);
    });
  });

  describe("preflight, CheckCAD and images", () => {
    let fullUrl: string;
    let imageUrl: string;

    beforeAll(async () => {
      const token = await newToken(t, buyer);
      await tusUpload(base, token.access_token, "cut.pdf", makeSpotPdf("CutContourCad"));
      const res = await place(t, buyer, { packageid: token.id, SelectedFolder: `${root}/Artwork` });
      expect(res.statusCode, res.body).toBe(200);
      fullUrl = `${root}/Artwork/cut.pdf`;
      imageUrl = res.json().Data.files[0].ImageUrl;
      const pkg = await t.database.db.select().from(uploadPackages).where(eq(uploadPackages.id, token.id));
      expect(pkg[0]).toMatchObject({ state: "placed", targetFolder: `${root}/Artwork` });
    }, 120_000);

    it("reports the CutContourCad spot colour in CheckCAD's toolbox flags and the card summary", async () => {
      const details = await waitForPreflight(t, buyer, fullUrl);
      expect(details.Preflight.status).toBe("done");
      expect(details.Preflight.spotColors).toEqual(["CutContourCad"]);
      expect(details.Preflight.report.spotColors).toEqual(["CutContourCad"]);
      expect(typeof details.Preflight.durationMs).toBe("number");

      const cad = await call("CheckCAD", { FullUrl: fullUrl, userId: buyer.Id });
      expect(cad.json()).toEqual({
        Status: "ok",
        Data: { cut_contour: true, route: false, thru: false, embedded_fonts: false },
      });
      const item = (await call("GetDirectoryContents", { directory: `${root}/Artwork` }))
        .json()
        .Data.find((i: { Name: string }) => i.Name === "cut.pdf");
      expect(item.Preflight).toMatchObject({
        status: "done",
        widthIn: 12,
        heightIn: 18,
        spotColors: ["CutContourCad"],
        toolbox: { cut_contour: true },
      });
    }, 120_000);

    it("says nodata while the check has not finished", async () => {
      await addFile(buyer.Id, root, "pending.pdf");
      const res = await call("CheckCAD", { FullUrl: `${root}/pending.pdf` });
      expect(res.json()).toEqual({ Status: "nodata", Message: "The artwork check of this file is not finished yet." });
    });

    it("serves the thumbnail and preview through the signed link or the bearer token, and nothing else", async () => {
      await waitForPreflight(t, buyer, fullUrl);
      const signed = await t.get(imageUrl);
      expect(signed.statusCode).toBe(200);
      expect(signed.headers["content-type"]).toBe("image/png");
      const bearer = await t.get(`/api/Library/Preview?path=${encodeURIComponent(fullUrl)}`, buyer.auth);
      expect(bearer.statusCode).toBe(200);
      expect(bearer.rawPayload.length).toBeGreaterThan(signed.rawPayload.length);

      const url = new URL(imageUrl, "http://x");
      // The signature is bound to the kind, the path and the expiry.
      const asPreview = `/api/Library/Preview${url.search}`;
      expect((await t.get(asPreview)).statusCode).toBe(403);
      const otherPath = new URL(url);
      otherPath.searchParams.set("path", otherFile);
      expect((await t.get(`${otherPath.pathname}${otherPath.search}`)).statusCode).toBe(403);
      const later = new URL(url);
      later.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 3600));
      expect((await t.get(`${later.pathname}${later.search}`)).statusCode).toBe(403);
      const expired = new URL(url);
      expired.searchParams.set("exp", "1000");
      expect((await t.get(`${expired.pathname}${expired.search}`)).statusCode).toBe(403);
    });
  });
});
