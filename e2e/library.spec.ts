import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  DELETE_FOLDER_FAILED,
  FILE_DELETED,
  FILE_MOVED,
  LIBRARY_ROOT_TEXT,
  UPLOAD_DONE,
  UPLOAD_NAME_MESSAGE,
} from "@portal/contract";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { DEFAULT_URL } from "../playwright.config.js";
import { signInPage } from "./helpers.js";
import { uploadArtwork } from "./orderSeed.js";

/** A one-page vector PDF with a title, like customer artwork. */
async function writePdf(file: string, title: string): Promise<void> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([720, 360]);
  page.drawRectangle({ x: 20, y: 20, width: 680, height: 320, color: rgb(0.1, 0.45, 0.8) });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText(title, { x: 60, y: 160, size: 42, font, color: rgb(1, 1, 1) });
  await fs.writeFile(file, await doc.save());
}

/** buyer2 is this file's demo user (the other spec files on buyer2 do not touch the library). */
function signIn(page: Page) {
  return signInPage(page, "buyer2", DEFAULT_URL);
}

function folderTree(scope: Page | Locator, name: string) {
  return scope.getByRole("tree", { name });
}

test.describe("file library", () => {
  test("uploads two PDFs through the dialog, refusing a name with #; each is checked and gets its thumbnail", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now() % 1_000_000}`;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "library-e2e-"));
    const banner = `banner-${stamp}.pdf`;
    const decal = `decal-${stamp}.pdf`;
    const hashed = `sale#${stamp}.pdf`;
    await writePdf(path.join(dir, banner), "Spring banner");
    await writePdf(path.join(dir, decal), "Door decal");
    await writePdf(path.join(dir, hashed), "Refused name");

    await signIn(page);
    await page.goto("/library");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Files" })).toBeVisible();
    await expect(folderTree(page, "Folders").getByText(LIBRARY_ROOT_TEXT, { exact: true })).toBeVisible();

    // Upload dialog: a name with # is refused at once, then two PDFs go up.
    await page.getByRole("toolbar", { name: "Library actions" }).getByRole("button", { name: "Upload" }).click();
    const upload = page.getByRole("dialog", { name: "Upload Files" });
    await expect(upload.getByText("We recommend files under 150 MB.").first()).toBeVisible();
    const input = upload.locator(".uppy-Dashboard-input").first();
    await input.setInputFiles([path.join(dir, hashed)]);
    await expect(upload.getByRole("alert").filter({ hasText: UPLOAD_NAME_MESSAGE })).toContainText(hashed);

    await input.setInputFiles([path.join(dir, banner), path.join(dir, decal)]);
    await upload.getByRole("button", { name: "Upload 2 files" }).click();
    await expect(upload.getByRole("progressbar", { name: "Total upload progress" })).toBeVisible();
    await expect(upload.getByText(/Total progress: \d+%/)).toBeVisible();
    await expect(upload.getByText(UPLOAD_DONE)).toBeVisible({ timeout: 30_000 });
    await expect(upload.getByText("Total progress: 100%")).toBeVisible();
    // The footer's Close (the header's X is named Close too).
    await upload.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(upload).toBeHidden();

    // Both files show as cards; the artwork check finishes and brings the thumbnail.
    for (const name of [banner, decal]) {
      const card = page.getByRole("article", { name });
      await expect(card).toBeVisible();
      await expect(card.getByRole("listitem").first()).toHaveText(/Ready|Failed/, { timeout: 45_000 });
      const thumb = card.getByRole("img", { name: `Thumbnail of ${name}` });
      await expect(thumb).toBeVisible();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(card.getByRole("button", { name: `Move ${name}` })).toBeVisible();
      await expect(card.getByRole("button", { name: `Delete ${name}` })).toBeVisible();
    }
    await fs.rm(dir, { recursive: true, force: true });
  });

  test("makes a folder, moves a file into it, which then keeps the folder, and deletes a file", async ({ page }) => {
    const stamp = `${Date.now() % 1_000_000}`;
    const banner = `banner-${stamp}.pdf`;
    const decal = `decal-${stamp}.pdf`;
    const session = await signIn(page);
    for (const name of [banner, decal]) await uploadArtwork(page.request, DEFAULT_URL, session, name);
    await page.goto("/library");
    await expect(page.getByRole("article", { name: decal })).toBeVisible();

    // A new folder in the root.
    const folder = `Proofs ${stamp}`;
    await page.getByRole("button", { name: "New Folder" }).click();
    const create = page.getByRole("dialog", { name: "New Folder" });
    await create.getByRole("button", { name: "Create Folder" }).click();
    await expect(create.getByText("A name is required.")).toBeVisible();
    await create.getByLabel("Folder name").fill(folder);
    await create.getByRole("button", { name: "Create Folder" }).click();
    await expect(create).toBeHidden();
    await expect(folderTree(page, "Folders").getByText(folder, { exact: true })).toBeVisible();

    // Move the decal into it.
    await page
      .getByRole("article", { name: decal })
      .getByRole("button", { name: `Move ${decal}` })
      .click();
    const move = page.getByRole("dialog", { name: `Move ${decal}` });
    await folderTree(move, "Target folder").getByText(folder, { exact: true }).click();
    await expect(move.getByText(`Move to: ${folder}`)).toBeVisible();
    await move.getByRole("button", { name: "Move Here" }).click();
    await expect(move).toBeHidden();
    await expect(page.getByText(FILE_MOVED)).toBeVisible();
    await expect(page.getByRole("article", { name: decal })).toBeHidden();
    await expect(page.getByRole("article", { name: banner })).toBeVisible();

    // The folder holds it now, so it cannot be deleted.
    await folderTree(page, "Folders").getByText(folder, { exact: true }).click();
    await expect(page.getByRole("heading", { name: folder })).toBeVisible();
    await expect(page.getByRole("article", { name: decal })).toBeVisible();
    await page.getByRole("button", { name: "Delete Folder" }).click();
    await page.getByRole("dialog", { name: "Delete Folder" }).getByRole("button", { name: "Delete Folder" }).click();
    await expect(page.getByRole("alert").filter({ hasText: DELETE_FOLDER_FAILED })).toBeVisible();

    // Back in the root: delete the banner after confirming.
    await folderTree(page, "Folders").getByText(LIBRARY_ROOT_TEXT, { exact: true }).click();
    const bannerCard = page.getByRole("article", { name: banner });
    await bannerCard.getByRole("button", { name: `Delete ${banner}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete File" });
    await expect(confirm).toContainText(banner);
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText(FILE_DELETED)).toBeVisible();
    await expect(bannerCard).toBeHidden();
  });
});
