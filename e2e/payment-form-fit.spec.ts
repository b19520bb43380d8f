import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage } from "./helpers.js";

/**
 * The card form with every required field's message (after an empty Save), issue 17. At 1280x720 and
 * on a 390x844 phone (where the dialog takes the whole screen) it stays on one screen: the dialog,
 * from its title to Save, lies inside the viewport and nothing in it scrolls.
 */
async function expectFitsAfterEmptySave(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto("/account/paymentoptions");
  await page.getByRole("button", { name: "Add Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Payment" });
  const save = dialog.getByRole("button", { name: "Save" });
  await save.click();
  await expect(dialog.getByText("Card Number is required.", { exact: true })).toHaveCount(1);
  await expect(dialog.getByText("Zip is required.", { exact: true })).toHaveCount(1);
  await expect(dialog.getByRole("textbox", { name: "Name on Card" })).toBeFocused();
  const box = await dialog.boundingBox();
  if (!box) throw new Error("the dialog is not shown");
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await expect(save).toBeInViewport({ ratio: 1 });
  const hidden = await dialog.evaluate((el) => {
    let extra = 0;
    for (const node of [el, ...el.querySelectorAll("*")])
      extra = Math.max(extra, node.scrollHeight - node.clientHeight);
    return extra;
  });
  expect(hidden, "height scrolled inside the dialog").toBeLessThanOrEqual(1);
}

test("the card form after an empty Save fits 1280x720 without scrolling", async ({ browser, request }) => {
  const page = await signedInPage(browser, await apiSignIn(request, "buyer2", DEFAULT_URL), DEFAULT_URL);
  await expectFitsAfterEmptySave(page, { width: 1280, height: 720 });
  await page.context().close();
});

test("the card form after an empty Save fits a 390x844 phone without scrolling", async ({ browser, request }) => {
  const page = await signedInPage(browser, await apiSignIn(request, "buyer2", DEFAULT_URL), DEFAULT_URL);
  await expectFitsAfterEmptySave(page, { width: 390, height: 844 });
  // A shorter screen (the browser's own bars): the fields scroll, Cancel and Save stay at its foot.
  await page.setViewportSize({ width: 390, height: 560 });
  await expect(page.getByRole("dialog", { name: "Add Payment" }).getByRole("button", { name: "Save" })).toBeInViewport({
    ratio: 1,
  });
  await page.context().close();
});
