import { deflateSync } from "node:zlib";
import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { PDFDocument, rgb } from "pdf-lib";
import { DEFAULT_URL, NGS_URL } from "../playwright.config.js";
import { signInPage } from "./helpers.js";

/**
 * The upload portal, one test per product type, on the default brand (TradeLine: prices and the
 * minimum charge on). The demo `buyer` is this file's user: no other spec changes its cart or library.
 * Each test uploads its own artwork (unique names) through the library API, so the tests run in
 * parallel without touching each other's images or cart lines.
 */

// Conditions, not sleeps: the longer limit only matters on a loaded machine, where a test's first page
// (the app and the portal's lazy code, straight after the API sign-in) can take past the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const PT = 72;

/** A vector PDF page of the given size in inches, filled edge to edge (no white space). */
async function vectorPdf(widthIn: number, heightIn: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([widthIn * PT, heightIn * PT]);
  page.drawRectangle({ x: 0, y: 0, width: widthIn * PT, height: heightIn * PT, color: rgb(0.1, 0.45, 0.8) });
  page.drawRectangle({ x: PT, y: PT, width: 4 * PT, height: 2 * PT, color: rgb(1, 0.8, 0.1) });
  return doc.save();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** An RGB gradient PNG of the given pixels. */
function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3;
      raw[o] = (x * 9) % 256;
      raw[o + 1] = (y * 7) % 256;
      raw[o + 2] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 12 x 9 in page holding a 60 x 45 pixel photo: 5 ppi, far under 100 DPI (LowDPI). */
async function lowResPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([12 * PT, 9 * PT]);
  const png = await doc.embedPng(gradientPng(60, 45));
  page.drawImage(png, { x: 0, y: 0, width: 12 * PT, height: 9 * PT });
  return doc.save();
}

interface Session {
  token: string;
  userId: number;
}

async function signIn(page: Page): Promise<Session> {
  const { user } = await signInPage(page, "buyer", DEFAULT_URL);
  return { token: user.JwtToken, userId: user.Id };
}

/** Uploads files into the library root through the tus API, then waits for each artwork check. */
async function uploadArtwork(page: Page, s: Session, files: Record<string, Uint8Array>): Promise<void> {
  const auth = { authorization: `Bearer ${s.token}` };
  const tokenReply = await page.request.get("/api/Library/new_token", { headers: auth });
  expect(tokenReply.ok()).toBeTruthy();
  const pkg = (await tokenReply.json()).Data as { id: string; access_token: string };
  for (const [name, bytes] of Object.entries(files)) {
    const tus = { "Tus-Resumable": "1.0.0", "Upload-Package-Token": pkg.access_token };
    const created = await page.request.post("/api/Library/upload", {
      headers: {
        ...tus,
        "Upload-Length": String(bytes.length),
        "Upload-Metadata": `filename ${Buffer.from(name).toString("base64")}`,
      },
    });
    expect(created.status()).toBe(201);
    const patched = await page.request.fetch(new URL(created.headers().location!, page.url()).toString(), {
      method: "PATCH",
      headers: { ...tus, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
      data: Buffer.from(bytes),
    });
    expect(patched.status()).toBe(204);
  }
  const root = `/ImgLibrary/${s.userId}`;
  const placed = await page.request.post("/api/Library/handle_masv", {
    headers: auth,
    data: { packageid: pkg.id, SelectedFolder: root, NewFolderName: "", SavingStrategy: "keep" },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  for (const name of Object.keys(files)) {
    await expect
      .poll(
        async () => {
          const res = await page.request.post("/api/Library/GetLibraryItemDetails", {
            headers: auth,
            data: { item: `${root}/${name}`, userId: s.userId },
          });
          return (await res.json()).Data?.Preflight?.status;
        },
        { timeout: 45_000 },
      )
      .toBe("done");
  }
}

async function cartIdOf(page: Page, s: Session, filename: string): Promise<number> {
  const res = await page.request.post("/api/Store/GetCart", {
    headers: { authorization: `Bearer ${s.token}` },
    data: { userId: s.userId },
  });
  const products = (await res.json()).Data.products as { CartID: number; Filename: string }[];
  const line = products.find((p) => p.Filename === filename);
  expect(line, `${filename} in the cart`).toBeTruthy();
  return line!.CartID;
}

async function select(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

async function setSize(page: Page, width: string, height: string) {
  await page.getByLabel("Width (in)", { exact: true }).fill(width);
  await page.getByLabel("Height (in)", { exact: true }).fill(height);
}

const total = (page: Page) => page.getByTestId("portal-total");
const cartButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const selectImage = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Project images" })
    .getByRole("button", { name: `Select ${name}` })
    .click();

interface Flow {
  /** The product type, the first words of its tests' titles. */
  name: string;
  /** What its first test checks besides the price and LowDPI. */
  checks: string;
  tile: string;
  /** Sets the material and options of the active image. */
  options(page: Page): Promise<void>;
  /** Makes an error on the active image and returns a text of its message. */
  breakIt(page: Page): Promise<string>;
  fixIt(page: Page): Promise<void>;
  /** Warnings the good image has anyway (besides the low-resolution image's LowDPI). */
  corex?: boolean;
  /** The cart offers Edit (rigid lines are reopened through their address). */
  cartEdit: boolean;
  /** Rigid: the note beside the price saying it is per sheet. */
  sheetNote?: RegExp;
}

interface Project {
  s: Session;
  good: string;
  low: string;
  images: Locator;
}

/**
 * Signs in, uploads a good and a low-resolution artwork through the API, opens the portal on the
 * flow's product type, adds both images from the Image Library and sets each one's options.
 */
async function startProject(page: Page, flow: Flow, checkStart = false): Promise<Project> {
  test.setTimeout(90_000);
  const stamp = `${Date.now() % 1_000_000_000}-${Math.floor(Math.random() * 1000)}`;
  const slug = flow.tile.toLowerCase().replace(/\W+/g, "-");
  const good = `${slug}-art-${stamp}.pdf`;
  const low = `${slug}-lowres-${stamp}.pdf`;
  const s = await signIn(page);
  await uploadArtwork(page, s, { [good]: await vectorPdf(24, 18), [low]: await lowResPdf() });

  await page.goto("/portal");
  await expect(page.getByRole("heading", { level: 1, name: "Upload Portal" })).toBeVisible();
  if (checkStart) {
    await expect(page.getByRole("heading", { name: "Getting Started" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Image Library" })).toBeDisabled();
    await expect(cartButton(page, "Add To Cart")).toBeDisabled();
  }
  await page.getByRole("button", { name: new RegExp(`^${flow.tile}`) }).click();
  await expect(page.getByRole("button", { name: "Restart" })).toBeVisible();
  if (checkStart) {
    await expect(page.getByRole("heading", { name: "Getting Started" })).toBeHidden();
    const otherTile = flow.tile === "Magnetic" ? "Wallcoverings" : "Magnetic";
    await expect(page.getByRole("button", { name: new RegExp(`^${otherTile}`) })).toBeHidden();
  }

  // Two images from the Image Library.
  await page.getByRole("button", { name: "Image Library" }).click();
  const library = page.getByRole("dialog", { name: "Image Library" });
  await library.getByRole("button", { name: `Add ${good} to Project` }).click();
  await library.getByRole("button", { name: `Add ${low} to Project` }).click();
  await page.keyboard.press("Escape");
  await expect(library).toBeHidden();
  const images = page.getByRole("list", { name: "Project images" });
  await expect(images.getByRole("listitem")).toHaveCount(2);

  // Options of each image; the preview shows the good one.
  await selectImage(page, good);
  await flow.options(page);
  await expect(page.getByTestId("portal-preview").getByRole("img").first()).toBeVisible();
  await selectImage(page, low);
  await flow.options(page);
  return { s, good, low, images };
}

/** The price, the LowDPI warning, and an error that blocks the cart until it is fixed. */
async function pricesWarningsErrors(page: Page, flow: Flow) {
  const { good, low, images } = await startProject(page, flow, true);
  await expect(total(page)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(total(page)).not.toHaveText("$0.00", { timeout: 10_000 });
  const before = await total(page).textContent();
  const totals = page.getByRole("region", { name: "Project totals" });
  if (flow.sheetNote) await expect(totals).toContainText(flow.sheetNote);
  else await expect(totals).not.toContainText("per sheet");
  // Rigid panels are priced per sheet: enough pieces for more sheets.
  await page.getByLabel("Quantity", { exact: true }).fill("30");
  await expect(total(page)).not.toHaveText(before ?? "", { timeout: 10_000 });

  // The low-resolution file warns LowDPI at the chosen size.
  await page.getByRole("button", { name: /^Warnings \(\d+\)$/ }).click();
  const warnings = page.getByRole("dialog", { name: "Warnings" });
  await expect(
    warnings.getByRole("listitem").filter({ hasText: low }).filter({ hasText: "DPI at the chosen size" }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(warnings).toBeHidden();

  // An error blocks the cart.
  await selectImage(page, good);
  const message = await flow.breakIt(page);
  await expect(page.getByRole("button", { name: /^Errors \([1-9]\d*\)$/ })).toBeEnabled();
  // The project list names the image's errors to a screen reader too.
  await expect(images.getByRole("button", { name: `Select ${good}, `, exact: false })).toHaveAccessibleName(
    new RegExp(`^Select ${good.replace(/[.]/g, "\\.")}, \\d+ errors?$`),
  );
  await cartButton(page, "Add To Cart").click();
  const blocked = page.getByRole("dialog", { name: "Unable to Add to Cart" });
  await expect(blocked.getByText("You must fix these errors to continue.")).toBeVisible();
  await expect(
    blocked.getByRole("listitem").filter({ hasText: good }).filter({ hasText: message }).first(),
  ).toBeVisible();
  await blocked.getByRole("button", { name: "Return to Fix Errors" }).click();
  await flow.fixIt(page);
  await expect(page.getByRole("button", { name: "Errors (0)" })).toBeVisible();
}

/** The project survives a reload, goes to the cart past its warnings, and is reopened and updated. */
async function addAndUpdate(page: Page, flow: Flow) {
  const { s, good, low, images } = await startProject(page, flow);
  await expect(total(page)).not.toHaveText("$0.00", { timeout: 10_000 });

  // The project survives a reload.
  await page.reload();
  await expect(images.getByRole("listitem")).toHaveCount(2);

  // Warnings: Add to Cart Anyway.
  await cartButton(page, "Add To Cart").click();
  const warning = page.getByRole("dialog", { name: "Please Review" });
  await expect(warning.getByText("Before submitting to the cart, be aware of these issues.")).toBeVisible();
  await expect(warning.getByRole("listitem").filter({ hasText: low }).first()).toBeVisible();
  await warning.getByRole("button", { name: "Add to Cart Anyway" }).click();
  const success = page.getByRole("dialog", { name: "Cart", exact: true });
  await expect(success.getByText("Item(s) added to cart.")).toBeVisible();
  await expect(success.getByRole("button", { name: "Add Step Stakes" })).toHaveCount(flow.corex ? 1 : 0);
  await success.getByRole("button", { name: "Go To Cart" }).click();
  await expect(page).toHaveURL(/\/store\/cart$/);
  const row = page.getByRole("row").filter({ hasText: good });
  await expect(row).toBeVisible();

  // Reopen the cart item, change it, Update Cart.
  if (flow.cartEdit) await row.getByRole("link", { name: /^Edit/ }).click();
  else await page.goto(`/portal/${await cartIdOf(page, s, good)}`);
  await expect(page).toHaveURL(/\/portal\/\d+$/);
  await expect(cartButton(page, "Update Cart")).toBeVisible();
  await expect(images.getByRole("listitem")).toHaveCount(2);
  await selectImage(page, good);
  await page.getByLabel("Quantity", { exact: true }).fill("7");
  await cartButton(page, "Update Cart").click();
  await page.getByRole("dialog", { name: "Please Review" }).getByRole("button", { name: "Add to Cart Anyway" }).click();
  await expect(
    page.getByRole("dialog", { name: "Cart", exact: true }).getByText("Item updated in cart."),
  ).toBeVisible();
  await page.getByRole("dialog", { name: "Cart", exact: true }).getByRole("button", { name: "Go To Cart" }).click();
  await expect(page.getByRole("row").filter({ hasText: good })).toContainText("7");
}

/** A size whose proportions do not match the 24 x 18 in artwork. */
async function mismatch(page: Page): Promise<string> {
  await setSize(page, "30", "10");
  return "do not match the ordered size";
}

const FLOWS: Flow[] = [
  {
    name: "adhesive",
    checks: "material, laminate and cut finish, a mismatched size",
    tile: "Adhesive Film",
    cartEdit: true,
    options: async (p) => {
      await select(p, "Material", "Calendered Vinyl");
      await expect(
        p.getByLabel("Laminate", { exact: true }).locator("option", { hasText: "Luster Laminate" }),
      ).toHaveText("Luster Laminate (Temporarily Unavailable)");
      await expect(
        p.getByLabel("Laminate", { exact: true }).locator("option", { hasText: "Luster Laminate" }),
      ).toBeDisabled();
      await select(p, "Laminate", "Gloss Laminate");
      await select(p, "Cut Finish", "Square Cut");
    },
    breakIt: mismatch,
    fixIt: (p) => setSize(p, "24", "18"),
  },
  {
    name: "rigid ACM",
    checks: "standard size, locked panels, apply to all, panel too small",
    tile: "Rigid Panels",
    cartEdit: false,
    // 18 x 24 in panels on the 48 x 96 in sheet, two images of one each.
    sheetNote: /Priced per 48 x 96 in sheet, \d+ panels per sheet \(2 sheets\)/,
    options: async (p) => {
      await select(p, "Material", "3 mm ACM");
      await select(p, "Size", "18 x 24 in");
      await expect(p.getByLabel("Width (in)", { exact: true })).toHaveValue("24");
      await select(p, "Printed Sides", "Single-Sided");
      await select(p, "Laminate", "No Laminate");
      await select(p, "Round Corners", "Square Corners");
      await select(p, "Drilled Holes", "2 Holes");
      await expect(p.getByLabel("Hole Placement", { exact: true })).toBeVisible();
      await select(p, "Drilled Holes", "No Holes");
      await expect(p.getByLabel("Hole Placement", { exact: true })).toBeHidden();
      await expect(p.getByText("These Options Applied To All Panels!")).toBeVisible();
      await p.getByRole("button", { name: "Apply To All" }).click();
    },
    breakIt: async (p) => {
      await setSize(p, "3", "3");
      return "Rigid panels must be at least 4 inches in width and height.";
    },
    fixIt: (p) => select(p, "Size", "18 x 24 in"),
  },
  {
    name: "rigid corex",
    checks: "HorizontalFlute until rotated, larger than the sheet",
    tile: "Rigid Panels",
    cartEdit: false,
    corex: true,
    // Corex is a rigid panel too: 18 x 24 in panels on its 48 x 96 in sheet.
    sheetNote: /Priced per 48 x 96 in sheet, \d+ panels per sheet \(2 sheets\)/,
    options: async (p) => {
      await select(p, "Material", "4 mm Corex");
      await select(p, "Size", "18 x 24 in");
      await select(p, "Printed Sides", "Double-Sided");
      await select(p, "Laminate", "No Laminate");
      await select(p, "Round Corners", "Square Corners");
      await select(p, "Drilled Holes", "No Holes");
      await select(p, "Grommets", "No Grommets");
      const rotate = p.getByLabel("Rotate On Sheet", { exact: true });
      if (await rotate.isChecked()) return;
      const button = p.getByRole("button", { name: /^Warnings \(\d+\)$/ });
      await button.click();
      const dialog = p.getByRole("dialog", { name: "Warnings" });
      await expect(dialog.getByText("flutes of this corrugated plastic run horizontally")).toBeVisible();
      await p.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      const count = Number((await button.getAttribute("aria-label"))?.match(/\d+/)?.[0]);
      await rotate.check();
      await expect(p.getByRole("button", { name: `Warnings (${count - 1})` })).toBeVisible();
    },
    breakIt: async (p) => {
      await setSize(p, "100", "75");
      return "larger than the sheet";
    },
    fixIt: (p) => select(p, "Size", "18 x 24 in"),
  },
  {
    name: "wallcoverings",
    checks: "overlap and a mismatched size",
    tile: "Wallcoverings",
    cartEdit: true,
    options: async (p) => {
      await select(p, "Material", "Type II Commercial Wallcovering");
      await select(p, "Panel Overlap", "1/4 in (standard)");
      await select(p, "Laminate", "Matte Laminate");
    },
    breakIt: mismatch,
    fixIt: (p) => setSize(p, "24", "18"),
  },
  {
    name: "window decoration",
    checks: "too wide for window film",
    tile: "Window Decoration",
    cartEdit: true,
    options: async (p) => {
      await select(p, "Material", "Clear Window Film");
      await select(p, "Laminate", "No Laminate");
    },
    breakIt: async (p) => {
      await setSize(p, "60", "45");
      return "Window film can be at most 53 inches wide";
    },
    fixIt: (p) => setSize(p, "24", "18"),
  },
  {
    name: "magnetic",
    checks: "size and round corners, a size not chosen blocks the cart",
    tile: "Magnetic",
    cartEdit: true,
    options: async (p) => {
      await select(p, "Material", "30 mil Vehicle Magnet");
      await select(p, "Size", "Custom Size");
      await select(p, "Round Corners", "1/2 in Radius");
      await select(p, "Laminate", "Gloss Laminate");
    },
    breakIt: async (p) => {
      await select(p, "Size", "Select");
      return "Please choose a Size.";
    },
    fixIt: (p) => select(p, "Size", "Custom Size"),
  },
];

test.describe("upload portal", () => {
  for (const flow of FLOWS) {
    test(`${flow.name}: ${flow.checks}, price and LowDPI`, ({ page }) => pricesWarningsErrors(page, flow));
    test(`${flow.name}: add to cart past the warnings${flow.corex ? ", Add Step Stakes after adding" : ""}, reopen and update`, ({
      page,
    }) => addAndUpdate(page, flow));
  }
});

/** A Material Guide choice (Cast Vinyl, gloss) as the guide saves it. */
async function chooseCastVinyl(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      "tradeline.portal.wizard",
      JSON.stringify({
        substrateName: "Cast Vinyl",
        substrateValue: "ADH-CAST",
        substrateTile: "Printed Graphics",
        substrateOptionValue: "gloss",
        productType: "adhesive",
        wizardActive: true,
      }),
    ),
  );
}

/** Signs in, uploads one artwork, opens the portal from a Material Guide choice and adds the image. */
async function wizardProject(page: Page, prefix: string) {
  test.setTimeout(60_000);
  const name = `${prefix}-${Date.now() % 1_000_000_000}-${Math.floor(Math.random() * 1000)}.pdf`;
  const s = await signIn(page);
  await uploadArtwork(page, s, { [name]: await vectorPdf(24, 18) });
  await chooseCastVinyl(page);
  await page.goto("/portal/ADH-CAST");
  await expect(page.getByRole("button", { name: /^Adhesive Film/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: "Getting Started" })).toBeHidden();
  const addImage = async () => {
    await page.getByRole("button", { name: "Image Library" }).click();
    await page
      .getByRole("dialog", { name: "Image Library" })
      .getByRole("button", { name: `Add ${name} to Project` })
      .click();
    await page.keyboard.press("Escape");
  };
  await addImage();
  const images = page.getByRole("list", { name: "Project images" }).getByRole("listitem");
  await expect(images).toHaveCount(1);
  return { name, images, addImage };
}

test.describe("upload portal entry", () => {
  test("a wizard selection pre-fills the material; removal asks first and gives the focus to Image Library", async ({
    page,
  }) => {
    const { name, images, addImage } = await wizardProject(page, "wizard");
    await expect(page.getByLabel("Material", { exact: true })).toHaveValue("ADH-CAST");
    await expect(page.getByLabel("Laminate", { exact: true })).toHaveValue("gloss");

    await page.getByRole("button", { name: `Remove ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Remove Image" });
    await expect(confirm.getByText("Are you sure you wish to remove this image from your project?")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(images).toHaveCount(1);
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(images).toHaveCount(0);
    // Focus lands on the Image Library button rather than on the page.
    await expect(page.getByRole("button", { name: "Image Library" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Add To Cart", exact: true })).toBeDisabled();

    await addImage();
    await expect(images).toHaveCount(1);
  });

  test("a failed add shows the failure modal with the server's text and keeps the project", async ({ page }) => {
    const { images } = await wizardProject(page, "failed-add");
    await select(page, "Cut Finish", "Square Cut");
    await page.route("**/api/Store/AddToCart", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ Status: "exception", Message: "The cart is closed for maintenance." }),
      }),
    );
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click();
    const failure = page.getByRole("dialog", { name: "Cart Error" });
    await expect(failure.getByText("There was a server error adding items to your cart.")).toBeVisible();
    await expect(failure.getByText("The cart is closed for maintenance.")).toBeVisible();
    await failure.getByRole("button", { name: "Continue Creating" }).click();
    await expect(failure).toBeHidden();
    await expect(images).toHaveCount(1);
  });

  test("Restart and Launch Portal offer every product type though the guide holds its choice; a material on the address chooses its type; Accessories leaves", async ({
    page,
  }) => {
    await signIn(page);
    await chooseCastVinyl(page);
    await page.goto("/portal/ADH-CAST");
    await expect(page.getByRole("button", { name: /^Adhesive Film/ })).toHaveAttribute("aria-pressed", "true");

    // Restart offers every product type again though the Material Guide still holds its choice.
    await page.getByRole("button", { name: "Restart" }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByText("Choose a product type first.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Getting Started" })).toBeVisible();
    for (const tile of ["Adhesive Film", "Rigid Panels", "Magnetic", "Wallcoverings"])
      await expect(page.getByRole("button", { name: new RegExp(`^${tile}`) })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("tradeline.portal.wizard"))).toContain("ADH-CAST");
    // So does Launch Portal from the menu.
    await page.goto("/store/cart");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Launch Portal" }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole("heading", { name: "Getting Started" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Rigid Panels/ })).toBeVisible();
    // A material on the address alone chooses its product type.
    await page.goto("/portal/ACM-3MM");
    await expect(page.getByRole("button", { name: /^Rigid Panels/ })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Restart" }).click();
    await expect(page.getByRole("heading", { name: "Getting Started" })).toBeVisible();
    await page.getByRole("button", { name: /^Accessories/ }).click();
    await expect(page).toHaveURL(/\/store\/miscellaneous$/);
  });
});

test.describe("upload portal add to cart", () => {
  test("a double-click on Add To Cart sends one request, the button is disabled while it runs, one line", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = `dblclick-${Date.now() % 1_000_000_000}-${Math.floor(Math.random() * 1000)}.pdf`;
    const s = await signIn(page);
    await uploadArtwork(page, s, { [name]: await vectorPdf(24, 18) });
    await page.goto("/portal");
    await page.getByRole("button", { name: /^Adhesive Film/ }).click();
    await page.getByRole("button", { name: "Image Library" }).click();
    await page
      .getByRole("dialog", { name: "Image Library" })
      .getByRole("button", { name: `Add ${name} to Project` })
      .click();
    await page.keyboard.press("Escape");
    await select(page, "Material", "Calendered Vinyl");
    await select(page, "Laminate", "Gloss Laminate");
    await select(page, "Cut Finish", "Square Cut");
    await expect(total(page)).not.toHaveText("$0.00");

    // Each request is held until the button has been seen disabled.
    const keys: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/Store/AddToCart", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      await released;
      await route.continue();
    });
    const button = cartButton(page, "Add To Cart");
    await button.dblclick();
    await expect(button).toBeDisabled();
    release();
    const success = page.getByRole("dialog", { name: "Cart", exact: true });
    await expect(success.getByText("Item(s) added to cart.")).toBeVisible();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await page.unroute("**/api/Store/AddToCart");

    const res = await page.request.post("/api/Store/GetCart", {
      headers: { authorization: `Bearer ${s.token}` },
      data: { userId: s.userId },
    });
    const products = (await res.json()).Data.products as { Filename: string }[];
    expect(products.filter((p) => p.Filename === name)).toHaveLength(1);
  });
});

test.describe("upload portal prices", () => {
  test("a project over $4,000 asks first (Overprice), also when Add To Cart follows the change at once", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = `overprice-${Date.now() % 1_000_000_000}-${Math.floor(Math.random() * 1000)}.pdf`;
    const s = await signIn(page);
    await uploadArtwork(page, s, { [name]: await vectorPdf(24, 18) });
    await page.goto("/portal");
    await page.getByRole("button", { name: /^Magnetic/ }).click();
    await page.getByRole("button", { name: "Image Library" }).click();
    await page
      .getByRole("dialog", { name: "Image Library" })
      .getByRole("button", { name: `Add ${name} to Project` })
      .click();
    await page.keyboard.press("Escape");
    await select(page, "Material", "30 mil Vehicle Magnet");
    await select(page, "Size", "Custom Size");
    await select(page, "Round Corners", "1/2 in Radius");
    await select(page, "Laminate", "Gloss Laminate");
    await expect(total(page)).not.toHaveText("$0.00");
    await page.getByLabel("Quantity", { exact: true }).fill("999");
    await cartButton(page, "Add To Cart").click();
    const warning = page.getByRole("dialog", { name: "Please Review" });
    await expect(warning.getByRole("listitem").filter({ hasText: "Jobs over $4,000" })).toBeVisible();
    await warning.getByRole("button", { name: "Return to Fix Warnings" }).click();
    await expect(total(page)).toHaveText(/^\$\d{1,3}(,\d{3})+\.\d\d$/);
  });

  test("a brand without portalPricing shows 'Price: N/A' and no minimum charge note", async ({ page }) => {
    await signInPage(page, "buyer", NGS_URL);
    await page.goto(`${NGS_URL}/portal`);
    await page.getByRole("button", { name: /^Magnetic/ }).click();
    const totals = page.getByRole("region", { name: "Project totals" });
    await expect(totals.getByText("Price: N/A", { exact: true })).toBeVisible();
    await expect(totals.getByText("Total Price")).toHaveCount(0);
    await expect(totals.getByText("minimum charge")).toHaveCount(0);
  });
});
