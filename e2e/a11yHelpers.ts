import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect as baseExpect, type Browser, type Page } from "@playwright/test";
import { WHOLESALE_URL } from "../playwright.config.js";
import { apiSignIn, signedInPage } from "./helpers.js";

/** The axe-core checks of the Playwright suite (e2e/a11y.spec.ts, e2e/a11y-phone.spec.ts), issue 17. */

// Conditions, not sleeps: the longer limit only matters on a loaded machine (lazy pages).
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Waits until the screen has drawn its heading and no loader is left. */
export async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
}

/**
 * Runs axe on what the page shows now (or only on the elements `within` selects, e.g. a dialog over a
 * screen another test scans whole) and fails on critical or serious violations.
 */
export async function expectAccessible(page: Page, screen: string, within?: string) {
  // A dialog still fading in has its colours half-way: its contrast is not what the user reads.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );
  const axe = new AxeBuilder({ page })
    // Experimental in axe, but the issue names it: a control's name must contain its visible text.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  const results = await (within ? axe.include(within) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ")}`).join("\n")}`,
    );
  expect.soft(serious, `${screen} (${page.url()})`).toEqual([]);
}

/** Opens `path`, waits for it (and for `ready`) and runs axe on it. */
export async function visit(page: Page, path: string, screen: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await settled(page);
  if (ready) await ready(page);
  await expectAccessible(page, screen);
}

/** The demo `terms` customer on Wholesale, whom no other spec changes. */
export async function termsPage(
  browser: Browser,
  request: APIRequestContext,
  phone?: { width: number; height: number },
) {
  return signedInPage(browser, await apiSignIn(request, "terms", WHOLESALE_URL), WHOLESALE_URL, phone);
}

/** An open dialog: what a dialog's own scan looks at. */
export const DIALOG = '[role="dialog"]';

/** Adds two step stakes from /store/miscellaneous and leaves the Added to Cart dialog open. */
export async function addStepStakes(page: Page) {
  if (!page.url().endsWith("/store/miscellaneous")) await page.goto("/store/miscellaneous");
  const card = page.getByRole("article").first();
  await card.getByLabel("Quantity").fill("2");
  await card.getByRole("button", { name: "Add To Cart" }).click();
  await expect(
    page.getByRole("dialog", { name: "Added to Cart" }).getByRole("button", { name: "Go To Cart" }),
  ).toBeVisible();
}
