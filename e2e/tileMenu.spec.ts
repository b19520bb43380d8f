import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  DROPDOWN_UNAVAILABLE,
  type DropdownEntry,
  TILE_NO_DESCRIPTION,
  TILE_UNAVAILABLE,
  type TileEntry,
  type TilesReply,
} from "@portal/contract";
import { NGS_URL } from "../playwright.config.js";
import { signInAs } from "./helpers.js";

const WIZARD_KEY = "tradeline.portal.wizard";

/** The tiles as the server offers them to a visitor of this build (franchise Wholesale). */
async function getTiles(request: APIRequestContext): Promise<TilesReply> {
  const res = await request.post("/api/TileMenu/GetTiles", { data: { userId: 0, franchise: "Wholesale" } });
  expect(res.ok()).toBe(true);
  const reply = (await res.json()) as { Status: string; Data: TilesReply };
  expect(reply.Status).toBe("ok");
  return reply.Data;
}

/** The first category with an available material, and that material. */
function firstChoice([categories, materials]: TilesReply): { category: string; material: TileEntry } {
  for (const c of categories) {
    const material = materials.find((m) => m.category === c.category && !m.substrateUnAvailable);
    if (material) return { category: c.category, material };
  }
  throw new Error("GetTiles offers no available material.");
}

function guide(page: Page) {
  return page.getByRole("region", { name: "Material Selection Guide" });
}

async function storedSelection(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), WIZARD_KEY);
}

test.describe("Material Selection Guide", () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px the brand and Selected marks sit below a material's image, not over its caption`, async ({
      page,
      request,
    }) => {
      const tiles = await getTiles(request);
      const { category, material } = firstChoice(tiles);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/wizard");
      await page.getByRole("button", { name: category, exact: true }).click();
      const tile = page.getByRole("button", { name: material.substrateName, exact: true });
      await tile.click();
      await expect(tile).toHaveAttribute("aria-pressed", "true");
      const image = await tile.locator("img").boundingBox();
      const marks = [tile.getByTestId("tile-brand-mark"), tile.getByText("Selected", { exact: true })];
      for (const mark of marks) {
        await expect(mark).toBeVisible();
        const box = await mark.boundingBox();
        expect(box!.y, "a mark starts below the image").toBeGreaterThanOrEqual(image!.y + image!.height);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("a visitor picks a category and a material, sees Current Selection, and Start Over clears it", async ({
    page,
    request,
  }) => {
    const tiles = await getTiles(request);
    const [categories, materials] = tiles;
    const { category, material } = firstChoice(tiles);

    await page.goto("/");
    const menu = guide(page);
    await expect(menu.getByRole("heading", { level: 2, name: "Material Selection Guide" })).toBeVisible();
    await expect(menu.getByText("Current Selection:")).toHaveText("Current Selection: None");
    for (const c of categories) await expect(menu.getByRole("button", { name: c.category, exact: true })).toBeVisible();
    // The fixed tiles come after the categories; this build has neither library nor designer.
    await expect(menu.getByRole("button", { name: "Upload an Image" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Pattern Designer" })).toHaveCount(0);
    await expect(menu.getByRole("button", { name: "Pattern Library" })).toHaveCount(0);

    // Keyboard: a category tile is a button that Enter activates.
    const categoryTile = menu.getByRole("button", { name: category, exact: true });
    await categoryTile.focus();
    await page.keyboard.press("Enter");
    await expect(categoryTile).toHaveAttribute("aria-pressed", "true");
    const list = menu.getByRole("region", { name: `${category} Materials` });
    await expect(list.getByRole("button")).toHaveCount(materials.filter((m) => m.category === category).length);

    const tile = list.getByRole("button", { name: material.substrateName, exact: true });
    await expect(tile).toHaveAccessibleDescription(material.description.trim() || TILE_NO_DESCRIPTION);
    await tile.hover();
    await expect(tile.getByText(material.description.trim() || TILE_NO_DESCRIPTION)).toHaveCSS("opacity", "1");
    await tile.click();
    await expect(tile).toHaveAttribute("aria-pressed", "true");
    await expect(menu.getByText("Current Selection:")).toHaveText(
      `Current Selection: ${category} › ${material.substrateName}`,
    );
    expect(await storedSelection(page)).toEqual({
      substrateName: material.substrateName,
      substrateValue: material.substrateValue,
      substrateTile: category,
      substrateOptionValue: material.optionValue,
      productType: material.productType,
      wizardActive: true,
    });

    // The choice survives a reload.
    await page.reload();
    await expect(guide(page).getByText("Current Selection:")).toHaveText(
      `Current Selection: ${category} › ${material.substrateName}`,
    );

    await guide(page).getByRole("button", { name: "Start Over" }).click();
    await expect(guide(page).getByText("Current Selection:")).toHaveText("Current Selection: None");
    await expect(guide(page).getByRole("region", { name: `${category} Materials` })).toHaveCount(0);
    expect(await storedSelection(page)).toMatchObject({ substrateName: "", productType: "", wizardActive: false });
  });

  test("unavailable materials read '( Temporarily Unavailable )' and cannot be chosen", async ({ page, request }) => {
    const [, materials] = await getTiles(request);
    const unavailable = materials.find((m) => m.substrateUnAvailable);
    // The demo catalog marks one material unavailable; without it this test could not fail.
    expect(unavailable, "the demo catalog has an unavailable material").toBeDefined();
    const entry = unavailable!;

    await page.goto("/");
    const menu = guide(page);
    await menu.getByRole("button", { name: entry.category, exact: true }).click();
    const tile = menu
      .getByRole("region", { name: `${entry.category} Materials` })
      .getByRole("button", { name: `${entry.substrateName} ${TILE_UNAVAILABLE}`, exact: true });
    await expect(tile).toHaveAttribute("aria-disabled", "true");
    await tile.click({ force: true });
    await expect(tile).toHaveAttribute("aria-pressed", "false");
    await expect(menu.getByText("Current Selection:")).toHaveText("Current Selection: None");
  });

  test("'Know What You Need?' lists sub-options; choosing one selects the material", async ({ page, request }) => {
    const tiles = await getTiles(request);
    const [, materials, dropdown] = tiles;
    const entry = dropdown.find((d) => !d.substrateUnAvailable && d.filters.includes("upload")) as DropdownEntry;
    expect(entry).toBeTruthy();

    await page.goto("/");
    const menu = guide(page);
    // The search box loads when the guide comes near the viewport (the home route's bundle budget).
    await menu.scrollIntoViewIfNeeded();
    const select = menu.getByRole("combobox", { name: "Know What You Need?" });
    await expect(select).toBeEnabled();
    await select.click();
    const offUnavailable = dropdown.find((d) => d.substrateUnAvailable && d.filters.includes("upload"));
    if (offUnavailable) {
      await select.fill(offUnavailable.substrateName);
      await expect(
        page.getByRole("option", {
          name: `${offUnavailable.substrateName} — Upload your artwork ${DROPDOWN_UNAVAILABLE}`,
        }),
      ).toHaveAttribute("aria-disabled", "true");
    }
    await select.fill(entry.substrateName);
    await page.getByRole("option", { name: `${entry.substrateName} — Upload your artwork`, exact: true }).click();

    // Signed out, the upload sub-option acts like 'Upload an Image': the login dialog opens.
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
    const category = materials.find((m) => m.substrateValue === entry.substrateValue)?.category;
    const text = category ? `${category} › ${entry.substrateName}` : entry.substrateName;
    await expect(menu.getByText("Current Selection:")).toHaveText(`Current Selection: ${text}`);
    expect(await storedSelection(page)).toMatchObject({
      substrateValue: entry.substrateValue,
      productType: entry.productType,
      wizardActive: true,
    });
  });

  test("'Upload an Image' opens the login dialog when signed out", async ({ page }) => {
    await page.goto("/");
    await guide(page).getByRole("button", { name: "Upload an Image" }).click();
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  });

  test("signed in, the guide is at /wizard and 'Upload an Image' goes to the portal", async ({ page, request }) => {
    const { category, material } = firstChoice(await getTiles(request));
    await signInAs(page, "manager");
    await expect(page).toHaveURL(/\/wizard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Material Selection Guide" })).toBeVisible();

    await page.getByRole("button", { name: "Upload an Image" }).click();
    await expect(page).toHaveURL(/\/portal(\/|$)/);

    await page.goto("/wizard");
    await page.getByRole("button", { name: category, exact: true }).click();
    await page
      .getByRole("region", { name: `${category} Materials` })
      .getByRole("button", { name: material.substrateName, exact: true })
      .click();
    await page.getByRole("button", { name: "Upload an Image" }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/portal/${encodeURIComponent(material.substrateValue)}`);
  });

  test("a failed GetTiles shows an error with Try again", async ({ page, request }) => {
    const [categories] = await getTiles(request);
    await page.route("**/api/TileMenu/GetTiles", (route) =>
      route.fulfill({ status: 500, json: { Status: "exception", Message: "The server is down." } }),
    );
    await page.goto("/");
    const menu = guide(page);
    await expect(menu.getByRole("alert")).toContainText("The materials could not be loaded");
    await page.unroute("**/api/TileMenu/GetTiles");
    await menu.getByRole("button", { name: "Try again" }).click();
    await expect(menu.getByRole("alert")).toHaveCount(0);
    await expect(menu.getByRole("button", { name: categories[0]!.category, exact: true })).toBeVisible();
  });

  test("a brand without the tile menu shows no guide on the home page", async ({ page }) => {
    await page.goto(`${NGS_URL}/`);
    await expect(page.getByRole("heading", { level: 1, name: "On-Demand Graphics Production" })).toBeVisible();
    await expect(page.locator("section#material-guide")).toHaveCount(0);
  });
});
