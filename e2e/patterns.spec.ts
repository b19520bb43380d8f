import { expect, type Locator, type Page, test } from "@playwright/test";
import { PATTERN_ORDER_INCOMPLETE, PATTERN_QUANTITY_POSITIVE, PATTERN_SIGN_IN_TO_ORDER } from "@portal/contract";
import { WHOLESALE_URL } from "../playwright.config.js";
import { signInPage } from "./helpers.js";

// Wholesale has library and publicLibrary. buyer2 is this spec's own buyer there (orders.spec uses buyer).

async function acceptCookies(page: Page) {
  const banner = page.getByRole("region", { name: "Cookie consent" });
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Got it!" }).click();
}

function card(page: Page, design: string): Locator {
  return page.getByRole("article", { name: design, exact: true });
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function openLibrary(page: Page) {
  await signInPage(page, "buyer2", WHOLESALE_URL);
  await page.goto(`${WHOLESALE_URL}/`);
  await page.getByRole("banner").getByRole("link", { name: "Pattern Library" }).click();
  await expect(page).toHaveURL(/\/patternLibrary$/);
  await expect(card(page, "Harbor Oak")).toBeVisible();
}

test.describe("pattern library", () => {
  // Each test signs in or browses several categories, then fills the order dialog: many steps, and on
  // a busy 2-core machine (three servers, two browsers) the default 30 s per test is too tight.
  test.beforeEach(() => test.slow());

  test("a visitor browses the public library and is led to sign in to order", async ({ page }) => {
    await page.goto(`${WHOLESALE_URL}/`);
    await acceptCookies(page);
    await page.getByRole("banner").getByRole("link", { name: "Public Library" }).click();
    await expect(page).toHaveURL(/\/PublicLibrary$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pattern Library" })).toBeVisible();

    const categories = page.getByRole("navigation", { name: "Pattern categories" }).getByRole("button");
    await expect(categories.first()).toHaveText("Wood (8)");
    await expect(categories).toHaveText([
      "Wood (8)",
      "Stone (8)",
      "Geometric (8)",
      "Floral (8)",
      "Textile (8)",
      "Abstract (8)",
    ]);

    const oak = card(page, "Harbor Oak");
    const image = oak.getByRole("img");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", "480");
    await expect(image).toHaveAttribute("src", "/api/PatternLibrary/Thumb/opaque/harbor-oak.webp");
    await expect(image).toHaveJSProperty("naturalWidth", 480);
    // By keyboard: the switch's input is visually hidden, so a click's landing point depends on the layout.
    const background = oak.getByRole("switch", { name: "Background for Harbor Oak" });
    await background.press("Space");
    await expect(background).not.toBeChecked();
    await expect(image).toHaveAttribute("src", "/api/PatternLibrary/Thumb/transparent/harbor-oak.webp");
    await expect(image).toHaveAccessibleName("Harbor Oak without background");

    // The quick-scroll list brings a later category into view and loads it.
    await page.getByRole("button", { name: "Floral (8)" }).click();
    await expect(card(page, "Blush Peony")).toBeInViewport();

    await oak.getByRole("button", { name: "Order Harbor Oak" }).click();
    const prompt = page.getByRole("dialog", { name: "Sign In to Order" });
    await expect(prompt.getByText(PATTERN_SIGN_IN_TO_ORDER)).toBeVisible();
    await prompt.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  });

  test("a buyer filters, orders two rolls and finds them in the cart priced by roll size", async ({ page }) => {
    await openLibrary(page);
    const filters = page.getByRole("region", { name: "Filters" });
    await filters.getByRole("checkbox", { name: "Blue" }).check();
    await filters.getByRole("checkbox", { name: "Modern" }).check();
    await expect(page.getByRole("button", { name: "Wood (0)" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Geometric (1)" })).toBeVisible();
    await expect(card(page, "Navy Chevron")).toBeVisible();
    await expect(card(page, "Harbor Oak")).toHaveCount(0);
    await filters.getByRole("checkbox", { name: "Peel-and-Stick Fabric Pattern Print" }).check();
    await expect(page.getByRole("button", { name: "Geometric (1)" })).toBeVisible();
    await filters.getByRole("button", { name: "Clear Filters" }).click();
    await expect(filters.getByRole("checkbox", { name: "Blue" })).not.toBeChecked();
    await expect(card(page, "Harbor Oak")).toBeVisible();

    await card(page, "Harbor Oak").getByRole("button", { name: "Order Harbor Oak" }).click();
    const dialog = page.getByRole("dialog", { name: "Order Harbor Oak" });
    const first = dialog.getByRole("group", { name: "Roll 1" });
    await first.getByRole("textbox", { name: "Quantity" }).fill("1");
    await choose(page, first, "Substrate", "Type II Wallcovering Pattern Print");
    // The price shows before adding, as the cart will price it.
    await expect(first).toContainText("Price: choose a substrate and roll size");
    await choose(page, first, "Roll Size", "24 in x 10 ft");
    await expect(first).toContainText("Price: $49.00");
    await dialog.getByRole("button", { name: "Add Another Roll" }).click();
    const second = dialog.getByRole("group", { name: "Roll 2" });
    await second.getByRole("textbox", { name: "Quantity" }).fill("1");
    await choose(page, second, "Substrate", "Type II Wallcovering Pattern Print");
    await choose(page, second, "Roll Size", "52 in x 10 ft");
    await expect(second).toContainText("Price: $95.00");
    await expect(dialog.getByText("Total: $144.00")).toBeVisible();
    await dialog.getByRole("button", { name: "Add To Cart" }).click();

    const added = dialog.getByRole("status");
    await expect(added).toContainText("Added 1 Harbor Oak Plank printed on Type II Wallcovering Pattern Print");
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    await dialog.getByRole("button", { name: "Go to Cart" }).click();

    await expect(page).toHaveURL(/\/store\/cart$/);
    const rows = page
      .getByRole("table", { name: "Cart items" })
      .getByRole("row")
      .filter({ hasText: "Harbor Oak Plank" });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "$49.00" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "$95.00" })).toHaveCount(1);
  });

  test("the order dialog shows each validation message", async ({ page }) => {
    await openLibrary(page);
    await card(page, "Harbor Oak").getByRole("button", { name: "Order Harbor Oak" }).click();
    const dialog = page.getByRole("dialog", { name: "Order Harbor Oak" });
    const row = dialog.getByRole("group", { name: "Roll 1" });
    const quantity = row.getByRole("textbox", { name: "Quantity" });
    await expect(quantity).toHaveAttribute("maxlength", "3");
    await quantity.fill("");
    await quantity.pressSequentially("12345");
    await expect(quantity).toHaveValue("123");

    await quantity.fill("");
    await dialog.getByRole("button", { name: "Add To Cart" }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(PATTERN_ORDER_INCOMPLETE);
    await expect(alert).toContainText("Must have a quantity for Harbor Oak");
    await expect(alert).toContainText("Must choose a substrate for Harbor Oak");
    await expect(alert).toContainText("Must choose Roll Size for Harbor Oak");

    await quantity.fill("0");
    await choose(page, row, "Substrate", "Adhesive Vinyl Pattern Print");
    await choose(page, row, "Roll Size", "24 in x 10 ft");
    await dialog.getByRole("button", { name: "Add To Cart" }).click();
    await expect(alert).toHaveText(PATTERN_QUANTITY_POSITIVE);
    await expect(dialog.getByRole("button", { name: "Add To Cart" })).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveCount(0);
  });
});
