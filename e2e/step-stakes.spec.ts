import { expect, type Locator, test } from "@playwright/test";
import { DEFAULT_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage } from "./helpers.js";

/** The width the picture is drawn at inside its <img> box (object-fit contain draws it narrower). */
async function drawnWidth(image: Locator): Promise<number> {
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    if (getComputedStyle(img).objectFit !== "contain" || !img.naturalWidth) return box.width;
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return img.naturalWidth * scale;
  });
}

test.describe("step stakes (accessories) cards", () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px each picture spans its card and the Add To Cart buttons line up`, async ({
      browser,
      request,
    }) => {
      const page = await signedInPage(browser, await apiSignIn(request, "buyer", DEFAULT_URL), DEFAULT_URL);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/store/miscellaneous");
      const cards = page.getByRole("article");
      await expect(cards.first().getByRole("button", { name: "Add To Cart" })).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);

      const buttonTops: number[] = [];
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        const image = card.getByRole("img");
        await expect(image).toHaveJSProperty("complete", true);
        const cardBox = await card.boundingBox();
        // The card's 1 px border on each side.
        expect(await drawnWidth(image)).toBeGreaterThanOrEqual(cardBox!.width - 2);
        buttonTops.push((await card.getByRole("button", { name: "Add To Cart" }).boundingBox())!.y - cardBox!.y);
      }
      // Within a row (three cards at 1280 px) the buttons sit at the same height of their cards.
      if (width === 1280) expect(new Set(buttonTops.slice(0, 3).map(Math.round)).size).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});
